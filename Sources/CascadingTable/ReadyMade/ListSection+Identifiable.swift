// The initialisers of list sections of `Identifiable` items, which need no `id:` key path.
extension ListSection where Item: Identifiable {
    /// Creates a list section of `Identifiable` items in cells of one type.
    ///
    /// The section registers `cellType` when it is prepared for a table view and dequeues it for every row.
    /// - Parameters:
    ///   - items: The items, one row each.
    ///   - cellType: The cell class.
    ///   - configure: Configures a dequeued cell with its item.
    public convenience init<Cell: UITableViewCell>(
        _ items: [Item] = [], cell cellType: Cell.Type, configure: @escaping (Cell, Item) -> Void
    ) {
        self.init(items)
        cell(cellType, configure: configure)
    }

    /// Creates a list section of `Identifiable` items in plain `UITableViewCell`s.
    ///
    ///     ListSection(contacts) { cell, contact in cell.textLabel?.text = contact.name }
    ///
    /// - Parameters:
    ///   - items: The items, one row each.
    ///   - configure: Configures a dequeued cell with its item.
    public convenience init(_ items: [Item] = [], configure: @escaping (UITableViewCell, Item) -> Void) {
        self.init(items, cell: UITableViewCell.self, configure: configure)
    }
}
