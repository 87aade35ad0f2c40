/// One page of items a paging list section's loader returned, and whether more pages follow.
public struct ListPage<Item> {
    /// The page's items, appended after the items already shown.
    public var items: [Item]
    /// Whether another page follows; `false` ends paging until a refresh.
    public var hasMore: Bool

    /// Creates a page of `items`; `hasMore` says whether another page follows.
    public init(_ items: [Item], hasMore: Bool) {
        self.items = items
        self.hasMore = hasMore
    }
}
