// Finding items: between a table index path and a position among the items.
extension ListSection {
    /// The reuse identifier of the fallback cell.
    public static var fallbackReuseIdentifier: String { "CascadingTable.ListSection.fallback" }

    /// The items, one row each, in order.
    ///
    /// Assigning diffs the new items against the old ones by identifier and animates the difference in
    /// an attached table (inside `performUpdates`, as part of the grouped update). Changing the array in
    /// place (`items.append(x)`) assigns it too; `appendItem(_:)` and the other mutations skip the diff.
    /// - Complexity: O(*n* + *m*) for *n* old and *m* new items.
    public var items: [Item] {
        get { storage }
        set { replaceAllItems(with: newValue) }
    }

    /// The item a table row shows, or `nil` when the row is not one of this section's.
    ///
    /// Index paths are the table's: where the section is a section, the row is the item's position;
    /// inside a section, the section's rows before this one are skipped.
    public func item(at indexPath: IndexPath) -> Item? {
        itemIndex(at: indexPath).map { storage[$0] }
    }

    /// The table index path of the item at `index`, or `nil` when there is no such item or the section
    /// is not placed in a table.
    public func indexPath(forItemAt index: Int) -> IndexPath? {
        guard storage.indices.contains(index) else { return nil }
        return indexPath(forLocalIndex: index)
    }

    /// The position among the items of the item a table row shows, or `nil`.
    func itemIndex(at indexPath: IndexPath) -> Int? {
        localIndex(of: indexPath).flatMap { storage.indices.contains($0) ? $0 : nil }
    }

    /// Whether the section sits where sections sit (under the root or a section-level group).
    var isPlacedAsSection: Bool {
        parent?.childrenStandFor == .sections
    }

    /// The table section this section is, where it sits as a section.
    var ownSection: Int? {
        guard isPlacedAsSection, case .sections(let sections)? = tablePlacement, sections.count == 1 else { return nil }
        return sections.lowerBound
    }
}
