/// A section of rows with a header and footer, written as one value: titles (or views), the rows,
/// and defaults for its rows through `rowDefaults` and the modifiers `rowHeight(_:)`,
/// `onSelectRow(_:)`, `rowCell(_:configure:)` and `configureRows(_:)`.
///
///     RowSection(header: "Account", footer: "Signed in as ada@example.com", rows: [
///         ListRow("Name", subtitle: "Ada").accessory(.disclosureIndicator).onSelect { editName() },
///         ListRow("Sign out").onSelect { signOut() },
///     ])
///
/// The rows may be any nodes (`ListRow`s, hand-written row nodes, groups of rows). A section stands
/// for its `id`, else its header title, so rebuilding sections from models keeps them; its content
/// is its header and footer, so a rebuilt section with new rows animates row by row. Intended to be
/// subclassed: override any member and call `super`.
@MainActor
open class RowSection: CascadingSectionNode {
    /// What the section stands for when the root's children are rebuilt; `nil` for its header
    /// title. Default: `nil`.
    public var id: AnyHashable?

    /// The header title. Default: `nil`.
    public var header: String? { didSet { reloadContent() } }

    /// The footer title. Default: `nil`.
    public var footer: String? { didSet { reloadContent() } }

    /// A header view, shown instead of the header title. Default: `nil`.
    public var headerView: UIView? { didSet { reloadContent() } }

    /// A footer view, shown instead of the footer title. Default: `nil`.
    public var footerView: UIView? { didSet { reloadContent() } }

    /// How the section looks in a collection-view list (`collectionView(_:layoutForSectionAt:)`).
    /// Default: `.plain`, as a plain table.
    public var listAppearance = UICollectionLayoutListConfiguration.Appearance.plain

    /// The grid the section is laid out as in a collection view, instead of a list.
    private var gridLayout: ListSectionGrid?

    /// Runs after the user moved a row within the section, into it or out of it, with the section's
    /// rows in their new order; pair it with movable rows (`ListRow.movable()`). Default: `nil`.
    public var onReorder: ((_ rows: [CascadingNode]) -> Void)?

    /// Creates a section.
    ///
    /// - Parameters:
    ///   - header: The header title. Also the section's identity when `id` is `nil`.
    ///   - footer: The footer title.
    ///   - id: What the section stands for when rebuilt. Default: its header title.
    ///   - rows: The row nodes, which must not belong to another parent.
    public init(header: String? = nil, footer: String? = nil, id: AnyHashable? = nil, rows: [CascadingNode] = []) {
        self.header = header
        self.footer = footer
        self.id = id
        super.init(children: rows)
    }

    /// Creates a section whose rows are written as statements, one per line.
    ///
    ///     RowSection(header: "Account") {
    ///         ListRow("Name", subtitle: user.name).accessory(.disclosureIndicator)
    ///         ListRow("Sign out").onSelect { signOut() }
    ///     }
    ///
    /// - Parameters:
    ///   - header: The header title. Also the section's identity when `id` is `nil`.
    ///   - footer: The footer title.
    ///   - id: What the section stands for when rebuilt. Default: its header title.
    ///   - rows: Builds the row nodes, which must not belong to another parent.
    public convenience init(
        header: String? = nil, footer: String? = nil, id: AnyHashable? = nil,
        @ListRowsBuilder rows: () -> [CascadingNode]
    ) {
        self.init(header: header, footer: footer, id: id, rows: rows())
    }

    /// Creates a section that stands for a model: its identity is the model's type and `id`, so sections
    /// made for models of different types never pair up when the root's children are rebuilt.
    ///
    /// - Parameters:
    ///   - header: The header title.
    ///   - footer: The footer title.
    ///   - model: What the section stands for when rebuilt.
    ///   - rows: Builds the row nodes, which must not belong to another parent.
    public convenience init<Model: Identifiable>(
        header: String? = nil, footer: String? = nil, for model: Model, @ListRowsBuilder rows: () -> [CascadingNode]
    ) {
        self.init(header: header, footer: footer, id: AnyHashable(ModelIdentifier(model)), rows: rows())
    }

    /// The section's `id`, else its header title, else its object identity.
    open override var diffIdentifier: AnyHashable {
        id ?? header.map { AnyHashable($0) } ?? super.diffIdentifier
    }

    /// Whether `other` is a `RowSection` with the same header and footer (titles and views); the
    /// rows are diffed on their own.
    open override func isContentEqual(to other: CascadingNode) -> Bool {
        guard let other = other as? RowSection else { return false }
        return header == other.header && footer == other.footer && headerView === other.headerView
            && footerView === other.footerView
    }

    /// `RowSection "header"` (else its identifier); read on the main thread.
    open override var description: String {
        guard Thread.isMainThread else { return super.description }
        return MainActor.assumeIsolated { "RowSection \(header.map { "\"\($0)\"" } ?? "\(diffIdentifier)")" }
    }

    /// Sets a header view (shown instead of the header title) and returns the section.
    @discardableResult
    public func headerView(_ view: UIView?) -> Self {
        headerView = view
        return self
    }

    /// Sets a footer view (shown instead of the footer title) and returns the section.
    @discardableResult
    public func footerView(_ view: UIView?) -> Self {
        footerView = view
        return self
    }

    /// Sets the action run after the user moved a row within the section, into it or out of it, and
    /// returns the section.
    @discardableResult
    public func onReorder(_ action: @escaping (_ rows: [CascadingNode]) -> Void) -> Self {
        onReorder = action
        return self
    }

    /// Sets how the section looks in a collection-view list and returns the section.
    @discardableResult
    public func listAppearance(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Self {
        listAppearance = appearance
        return self
    }

    /// Lays the section out as a grid in a collection view and returns the section: rows of `columns`
    /// items of equal width, `spacing` points apart, each row `itemHeight` tall (`nil`: square items),
    /// with the header and footer above and below. Default: a list in `listAppearance`. A table shows
    /// rows.
    ///
    ///     RowSection(header: "Shortcuts") { ListRow("Scan"); ListRow("Share") }.grid(columns: 2)
    @discardableResult
    public func grid(columns: Int, itemHeight: NSCollectionLayoutDimension? = nil, spacing: CGFloat = 0) -> Self {
        gridLayout = ListSectionGrid(columns: columns, itemHeight: itemHeight, spacing: spacing)
        return self
    }

    // MARK: Members

    /// Moves the row node to match the user's reorder (see `CascadingSectionNode`), then runs `onReorder`.
    open override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        super.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        onReorder?(children)
    }

    /// The header title, or the inherited answer without one.
    open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        header ?? super.tableView(tableView, titleForHeaderInSection: section)
    }

    /// The footer title, or the inherited answer without one.
    open override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footer ?? super.tableView(tableView, titleForFooterInSection: section)
    }

    /// The header view, or the inherited answer without one.
    open override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        headerView ?? super.tableView(tableView, viewForHeaderInSection: section)
    }

    /// The footer view, or the inherited answer without one.
    open override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        footerView ?? super.tableView(tableView, viewForFooterInSection: section)
    }

    // MARK: Collection-view members

    /// A list in `listAppearance` (or the grid of `grid(columns:itemHeight:spacing:)`) with the section's
    /// header and footer, or the inherited answer when it has one.
    open override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        super.collectionView(collectionView, layoutForSectionAt: section) ?? boundaries.layout
    }

    /// The header and footer titles (or views) as the list's headers and footers; other kinds get the
    /// inherited answer.
    open override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        boundaries.dequeueView(ofKind: kind, from: collectionView, for: indexPath)
            ?? super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    /// Moves the item's row node to match the user's reorder, then runs `onReorder`, as in a table.
    open override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        super.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        onReorder?(children)
    }

    /// The section's header and footer as a collection-view list shows them.
    private var boundaries: ListSectionBoundaries {
        ListSectionBoundaries(
            appearance: listAppearance, headerTitle: header, footerTitle: footer,
            headerView: headerView.map { view in { view } }, footerView: footerView.map { view in { view } },
            grid: gridLayout)
    }
}
