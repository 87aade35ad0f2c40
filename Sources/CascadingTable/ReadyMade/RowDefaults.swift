/// What the rows of a section use unless a row sets its own: a height, a select action, a cell and a
/// configurator (the default blocks of a table adapter).
///
/// A `CascadingSectionNode` (and so a `RowSection`) keeps one for its `ListRow`s, also for rows
/// that sit in groups inside it; the nearest enclosing section's defaults apply. A row's own value
/// always wins, field by field. `Row` is what the closures receive: the `ListRow` for sections, an
/// item for a model-backed section that adopts the same defaults.
///
///     RowSection(header: "Devices", rows: devices.map { ListRow($0.name) })
///         .rowHeight(56)
///         .onSelectRow { row in open(row.title) }
public struct RowDefaults<Row> {
    /// The row height, or `nil` for the row's own answer (`UITableView.automaticDimension`).
    public var height: CGFloat?

    /// Runs when a row without its own select action is selected. Default: `nil`.
    public var onSelect: ((Row) -> Void)?

    /// The cell of rows that do not choose their own; `nil` for a standard cell. Default: `nil`.
    public var cell: RowCell<Row>?

    /// Configures the table cell of rows without their own configurator, after the cell's own closure.
    /// Table-only: a collection view asks for `content` instead. Default: `nil`.
    public var configure: ((UITableViewCell, Row) -> Void)?

    /// Adjusts the list content configuration of rows without their own `content` closure, in a table
    /// and in a collection-view list alike. Default: `nil`.
    public var content: ((inout UIListContentConfiguration, Row) -> Void)?

    /// Creates defaults; every field is unset unless given.
    public init(
        height: CGFloat? = nil, cell: RowCell<Row>? = nil,
        configure: ((UITableViewCell, Row) -> Void)? = nil,
        content: ((inout UIListContentConfiguration, Row) -> Void)? = nil,
        onSelect: ((Row) -> Void)? = nil
    ) {
        self.height = height
        self.cell = cell
        self.configure = configure
        self.content = content
        self.onSelect = onSelect
    }
}

/// The key under which a section keeps the defaults of its `ListRow`s.
private enum ListRowDefaultsKey: CascadingNodeValueKey {
    static var defaultValue: RowDefaults<ListRow> { RowDefaults() }
}

/// The defaults of a section's `ListRow`s, kept on every section node (a hand-written one too), and the
/// modifiers that set them, so a section reads as one value in a list.
extension CascadingSectionNode {
    /// What the section's `ListRow`s use unless a row sets its own: height, select action, cell and
    /// configurator (see `RowDefaults`). Default: nothing set.
    public var rowDefaults: RowDefaults<ListRow> {
        get { self[ListRowDefaultsKey.self] }
        set { self[ListRowDefaultsKey.self] = newValue }
    }

    /// Sets the height of the section's rows that do not set their own, and returns the section.
    @discardableResult
    public func rowHeight(_ height: CGFloat) -> Self {
        rowDefaults.height = height
        return self
    }

    /// Sets the select action of the section's rows that do not set their own, and returns the section.
    @discardableResult
    public func onSelectRow(_ action: @escaping (ListRow) -> Void) -> Self {
        rowDefaults.onSelect = action
        return self
    }

    /// Sets the cell class of the section's rows that do not choose their own (registered for you),
    /// with a typed configure closure, and returns the section.
    @discardableResult
    public func rowCell<Cell: UITableViewCell>(
        _ cellType: Cell.Type, configure: @escaping (Cell, ListRow) -> Void = { _, _ in }
    ) -> Self {
        rowDefaults.cell = .type(cellType, configure: configure)
        return self
    }

    /// Sets how the section's rows without a `content` closure of their own adjust their list content, in a
    /// table and in a collection-view list alike, and returns the section.
    ///
    ///     RowSection(header: "Storage", rows: apps.map { ListRow($0.name, id: $0.id) })
    ///         .rowContent { content, row in content.secondaryTextProperties.color = .secondaryLabel }
    @discardableResult
    public func rowContent(_ adjust: @escaping (inout UIListContentConfiguration, ListRow) -> Void) -> Self {
        rowDefaults.content = adjust
        return self
    }

    /// Sets the table-cell configurator of the section's rows that do not set their own, and returns the
    /// section. Table-only: in a collection view use `rowContent(_:)`.
    @discardableResult
    public func configureRows(_ configure: @escaping (UITableViewCell, ListRow) -> Void) -> Self {
        rowDefaults.configure = configure
        return self
    }

}
