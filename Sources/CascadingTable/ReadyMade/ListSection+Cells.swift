// Cell types of a list section: the mappings users add, their registration, and dequeuing the cell
// that shows an item.
extension ListSection {
    /// Creates a list section of items told apart by the key path `id`, in cells of one type.
    ///
    /// The section registers `cellType` when it is prepared for a table view and dequeues it for every row.
    /// - Parameters:
    ///   - items: The items, one row each.
    ///   - id: The key path of each item's identifier.
    ///   - cellType: The cell class.
    ///   - configure: Configures a dequeued cell with its item.
    public convenience init<ID: Hashable, Cell: UITableViewCell>(
        _ items: [Item] = [], id: KeyPath<Item, ID>, cell cellType: Cell.Type,
        configure: @escaping (Cell, Item) -> Void
    ) {
        self.init(items, id: id)
        cell(cellType, configure: configure)
    }

    /// Creates a list section of items told apart by the key path `id`, in plain `UITableViewCell`s.
    ///
    /// - Parameters:
    ///   - items: The items, one row each.
    ///   - id: The key path of each item's identifier.
    ///   - configure: Configures a dequeued cell with its item.
    public convenience init<ID: Hashable>(
        _ items: [Item] = [], id: KeyPath<Item, ID>, configure: @escaping (UITableViewCell, Item) -> Void
    ) {
        self.init(items, id: id, cell: UITableViewCell.self, configure: configure)
    }

    /// Shows every item in cells of one type, configured by `configure`.
    ///
    /// - Parameters:
    ///   - cellType: The cell class; registered by the section as `registration` says.
    ///   - reuseIdentifier: The reuse identifier; default the cell class's qualified name.
    ///   - registration: Who registers the cell. Default: the section registers the class.
    ///   - configure: Configures a dequeued cell with its item.
    /// - Returns: This section.
    @discardableResult
    public func cell<Cell: UITableViewCell>(
        _ cellType: Cell.Type, reuseIdentifier: String? = nil, registration: ListCellRegistration = .cellClass,
        configure: @escaping (Cell, Item) -> Void
    ) -> Self {
        cell(
            cellType, for: Item.self, reuseIdentifier: reuseIdentifier, registration: registration, configure: configure
        )
    }

    /// Shows the items of one type (a subclass of the items' class, a protocol they adopt) in cells of
    /// one type.
    ///
    /// An item takes the mapping of its own type, else that of its nearest superclass, else the first
    /// mapping of a protocol it adopts, in the order they were added.
    ///
    ///     ListSection<Shape>(shapes, id: \.id)
    ///         .cell(ShapeCell.self, for: Shape.self) { cell, shape in cell.show(shape) }
    ///         .cell(CircleCell.self, for: Circle.self) { cell, circle in cell.show(circle) }
    ///
    /// - Parameters:
    ///   - cellType: The cell class; registered by the section as `registration` says.
    ///   - valueType: The type of item the cell shows.
    ///   - reuseIdentifier: The reuse identifier; default the cell class's qualified name.
    ///   - registration: Who registers the cell. Default: the section registers the class.
    ///   - configure: Configures a dequeued cell with its item.
    /// - Returns: This section.
    @discardableResult
    public func cell<Cell: UITableViewCell, Value>(
        _ cellType: Cell.Type, for valueType: Value.Type, reuseIdentifier: String? = nil,
        registration: ListCellRegistration = .cellClass, configure: @escaping (Cell, Value) -> Void
    ) -> Self {
        addCellMapping(
            .typed(
                cellType, for: valueType, reuseIdentifier: reuseIdentifier, registration: registration,
                configure: configure))
    }

    /// Shows the items `predicate` selects in cells of one type; such mappings are asked first, in order.
    ///
    /// - Parameters:
    ///   - cellType: The cell class; registered by the section as `registration` says.
    ///   - predicate: Whether the cell shows an item.
    ///   - reuseIdentifier: The reuse identifier; default the cell class's qualified name.
    ///   - registration: Who registers the cell. Default: the section registers the class.
    ///   - configure: Configures a dequeued cell with its item.
    /// - Returns: This section.
    @discardableResult
    public func cell<Cell: UITableViewCell>(
        _ cellType: Cell.Type, when predicate: @escaping (Item) -> Bool, reuseIdentifier: String? = nil,
        registration: ListCellRegistration = .cellClass, configure: @escaping (Cell, Item) -> Void
    ) -> Self {
        addCellMapping(
            .selected(
                cellType, when: predicate, reuseIdentifier: reuseIdentifier, registration: registration,
                configure: configure))
    }

    private func addCellMapping(_ mapping: ListCellMapping<Item>) -> Self {
        cellMappings.add(mapping)
        if let tableView { registerCells(with: tableView) }
        return self
    }

    /// Registers every mapping's cell (and the fallback cell) with a table view.
    func registerCells(with tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.fallbackReuseIdentifier)
        for mapping in cellMappings.all {
            switch mapping.registration {
            case .cellClass: tableView.register(mapping.cellType, forCellReuseIdentifier: mapping.reuseIdentifier)
            case .nib(let nib): tableView.register(nib, forCellReuseIdentifier: mapping.reuseIdentifier)
            case .prototype: break
            }
        }
        registeredTableView = tableView
        registeredMappings = cellMappings.all.count
    }

    /// The cell of the mapping that shows `item`, dequeued and configured; the fallback cell when none does.
    func cell(for item: Item, at indexPath: IndexPath, in tableView: UITableView) -> UITableViewCell {
        if registeredTableView !== tableView || registeredMappings != cellMappings.all.count {
            registerCells(with: tableView)
        }
        guard let chosen = cellMappings.choice(for: item) else {
            let cell = tableView.dequeueReusableCell(withIdentifier: Self.fallbackReuseIdentifier, for: indexPath)
            if cellMappings.content != nil {
                listCellContent(for: item, base: cell.defaultContentConfiguration()).apply(to: cell)
            } else {
                cell.textLabel?.text = String(describing: item)
            }
            return cell
        }
        let mapping = cellMappings.all[chosen]
        let cell: UITableViewCell
        if case .prototype = mapping.registration {
            guard let dequeued = tableView.dequeueReusableCell(withIdentifier: mapping.reuseIdentifier) else {
                preconditionFailure(
                    "\(self) shows \(mapping.valueName) in \(mapping.cellType) cells with the reuse identifier \"\(mapping.reuseIdentifier)\", but nothing registered that identifier with the table view. Register the prototype cell (or a class or nib) for it, or map the cell with registration .cellClass or .nib so that the section registers it."
                )
            }
            cell = dequeued
        } else {
            cell = tableView.dequeueReusableCell(withIdentifier: mapping.reuseIdentifier, for: indexPath)
        }
        precondition(
            mapping.accepts(cell),
            "\(self) configures \(mapping.valueName) in \(mapping.cellType) cells, but the table view made a \(type(of: cell)) for the reuse identifier \"\(mapping.reuseIdentifier)\": another registration replaced the section's. Give the mapping a reuseIdentifier of its own, or make its configure closure take \(type(of: cell))."
        )
        mapping.configure(cell, item)
        return cell
    }
}
