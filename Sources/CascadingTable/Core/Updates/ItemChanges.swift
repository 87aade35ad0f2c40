import CascadingDiff

/// What changed among the rows a model-backed node shows from its items, as offsets among those rows:
/// deletes and move sources among the old items, inserts and move destinations among the new ones.
///
/// A node that adopts `ItemRowsNode` describes each change of its items with one, and the commit turns
/// it into the view's deletes, inserts, moves and reconfigures.
public struct ItemChanges {
    /// The number of items before the change.
    public var oldCount: Int
    /// The number of items after it.
    public var newCount: Int
    /// Offsets among the old items of the items deleted.
    public var deletes: [Int] = []
    /// Offsets among the new items of the items inserted.
    public var inserts: [Int] = []
    /// Items that moved: from an offset among the old items to one among the new items.
    public var moves: [DiffMove<Int>] = []
    /// New offsets of kept items whose content changed (reconfigured in place).
    public var reconfigured: [Int] = []
    /// For each new offset, the old offset of the item it keeps, or -1 for an inserted item; empty when
    /// the change was described without a diff.
    public var newToOld: [Int] = []
    /// Identifiers that more than one new item carries, once each; each is reported to the root's
    /// `tableUpdateDidFindDuplicate(_:)`.
    public var duplicates: [AnyHashable] = []
    /// The identities of the items before and after, where the node gives them so that an item moving to
    /// or from another node of the same item type moves its row (grouped updates of nodes that are sections).
    public var identities: ItemIdentities?

    /// The changes of a flat diff of the items' identifiers, with the pairing the diff computed.
    public init(_ diff: FlatDiff) {
        oldCount = diff.oldCount
        newCount = diff.newCount
        deletes = diff.deletes
        inserts = diff.inserts
        moves = diff.moves
        newToOld = diff.newToOld
    }

    /// No change among `count` items: every item keeps its offset.
    public init(unchangedCount count: Int) {
        oldCount = count
        newCount = count
        newToOld = Array(0..<count)
    }

    /// Changes known without a diff (a single insert, delete or move, or content only): set the
    /// offsets after this.
    public init(oldCount: Int, newCount: Int) {
        self.oldCount = oldCount
        self.newCount = newCount
    }
}

/// A node that shows rows from its own items (a model-backed run) and records item-level changes with
/// `announceItemChange(_:beginGroupedChange:_:)`, so that they animate as deletes, inserts, moves and
/// reconfigures without a node per item.
///
/// The node answers its rows itself and reports their number as its `rowSpan` among a section's rows
/// (or as its section's row count where it is a section). Inside `performUpdates` it keeps its items as
/// they were when it first changed; the grouped update asks it for the changes when the closure returned.
///
/// Its children, if it has any, stand for rows that follow its item rows (a list section's loading,
/// error or empty row): they are ordinary child nodes, inserted, removed and moved like any other, and
/// the node's inherited `child(forRowAt:)` routes their rows to them (`child(followingItemsAt:)`), so
/// updates know where every row is. Its `rowSpan` and row count then count its item rows plus
/// `childRowCount`.
@MainActor
public protocol ItemRowsNode: CascadingNode {
    /// The changes since the grouped update began, with the items' identities when `identifying`;
    /// forgets the items kept for it.
    func finishGroupedItemUpdate(identifying: Bool) -> ItemChanges

    /// Whether the item with `identifier`, which moved to another node in the grouped update, was selected
    /// here (the node drops it from its selection once the update reached the view).
    func hadSelected(_ identifier: AnyHashable) -> Bool

    /// Selects an item that arrived from another node selected, once the grouped update reached the view.
    func adoptSelection(of identifier: AnyHashable)
}

extension ItemRowsNode {
    /// The rows the node's children span, after its item rows: its `rowSpan` (and its section's row count
    /// where it is a section) is the number of its item rows plus this.
    public var childRowCount: Int { placement.total }

    /// The child that owns a row after the item rows, or `nil` for an item row (the node answers it) and
    /// for a row that is not the node's. What `child(forRowAt:)` returns unless a subclass overrides it:
    /// there is no need to override it to reach the children.
    public func child(followingItemsAt indexPath: IndexPath) -> CascadingNode? {
        guard placement.total > 0, indexPath.count == 2 else { return nil }
        // Among a section's rows, the row's place among this node's rows is `localIndex(of:)`, which asks
        // the routing hooks where a router above places rows itself.
        guard parent?.placement.kind == .rows else { return placedChild(atLocal: indexPath[1] - childrenOrigin) }
        guard let local = localIndex(of: indexPath) else { return nil }
        return placedChild(atLocal: local - itemRows)
    }

    /// A node that keeps no selection of its items: `false`.
    public func hadSelected(_ identifier: AnyHashable) -> Bool { false }

    /// A node that keeps no selection of its items: does nothing.
    public func adoptSelection(of identifier: AnyHashable) {}
}
