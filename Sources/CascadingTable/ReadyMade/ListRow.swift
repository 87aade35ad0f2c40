/// A row configured by values and closures instead of a subclass: a title, subtitle and image in a
/// standard cell (or a cell class of your own), an accessory, a height, and actions for select,
/// delete, swipe, context menu and accessory tap.
///
/// Every setting is a chainable modifier that returns the row, so a row is one expression and a
/// section of them one line per row:
///
///     RowSection(header: "Account", rows: [
///         ListRow("Name", subtitle: user.name).accessory(.disclosureIndicator).onSelect { editName() },
///         ListRow("Sign out").onSelect { signOut() },
///     ])
///
/// What a row leaves unset comes from the enclosing section's `rowDefaults` (height, select action,
/// cell, configurator), then from UIKit's defaults. A row with `onDelete` can be swiped to delete:
/// when the closure returns `true` the row removes itself from its parent, which an attached table
/// animates as a row delete. A row stands for its `id`, else its title, so rebuilding a section's
/// rows from models diffs by identity and reconfigures the rows whose shown content changed.
///
/// Placed where a section belongs (among the root's children), a row is a section of its own that
/// shows it.
///
/// Changing a setting of a row that is on screen updates its cell (`reconfigureContent()`; a new cell
/// style or cell reloads the row). Intended to be subclassed: override any member and call `super`.
@MainActor
open class ListRow: CascadingNode {
    /// What the row stands for when its section is rebuilt; `nil` for its title. Default: `nil`.
    public var id: AnyHashable?

    /// The text of the standard cell. Default: `nil`.
    public var title: String? { didSet { contentDidChange() } }

    /// The secondary text; a row with a subtitle gets a `.subtitle` cell unless it sets a style.
    /// Default: `nil`.
    public var subtitle: String? { didSet { contentDidChange() } }

    /// The image of the standard cell. Default: `nil`.
    public var image: UIImage? { didSet { contentDidChange() } }

    /// The colour of the title, or `nil` for the standard one (`.systemRed` while `isDestructive`).
    /// Default: `nil`.
    public var textColor: UIColor? { didSet { contentDidChange() } }

    /// Whether the row stands for an action that destroys or signs out ("Delete Account", "Sign Out"):
    /// its title shows in `.systemRed` unless `textColor` says otherwise. Default: `false`.
    public var isDestructive = false { didSet { contentDidChange() } }

    /// What the row's own drawing closures (`configure`, `cell`) show, for comparing a rebuilt row: a
    /// row with such closures counts as changed (and is reconfigured) unless it and its old version
    /// have equal content keys. Default: `nil`.
    public var contentKey: AnyHashable?

    /// The standard accessory. Default: `.none`.
    public var accessoryType: UITableViewCell.AccessoryType = .none { didSet { contentDidChange() } }

    /// A view shown instead of the standard accessory (a switch, say). Default: `nil`.
    public var accessoryView: UIView? { didSet { contentDidChange() } }

    /// The style of the standard cell, or `nil` for `.subtitle` when the row has a subtitle and
    /// `.default` otherwise. Default: `nil`.
    public var cellStyle: UITableViewCell.CellStyle? { didSet { contentDidChange(reloading: true) } }

    /// How the cell looks while selected. Default: `.default`.
    public var selectionStyle: UITableViewCell.SelectionStyle = .default { didSet { contentDidChange() } }

    /// The row height, or `nil` for the section's default, then `UITableView.automaticDimension`.
    /// Default: `nil`.
    public var height: CGFloat? { didSet { contentDidChange() } }

    /// The row's estimated height, or `nil` for none: the table then uses its `estimatedRowHeight`
    /// for the row, unless another node in the tree estimates rows (see `providedOptionalMembers`).
    /// Default: `nil`.
    public var estimatedHeight: CGFloat? {
        didSet { if (oldValue == nil) != (estimatedHeight == nil) { optionalMembersDidChange() } }
    }

    /// Whether the row shows a reorder control while the table is editing; a drop moves the row node
    /// within its section or to another `CascadingSectionNode`. Default: `false`.
    public var isMovable = false

    /// Whether the row highlights, can be selected and shows its text and controls enabled. Default: `true`.
    public var isEnabled = true { didSet { contentDidChange() } }

    /// The cell class or reuse identifier, or `nil` for the section's default cell, then a standard
    /// cell of `cellStyle`. Default: `nil`.
    public var cell: RowCell<ListRow>? { didSet { contentDidChange(reloading: true) } }

    /// Configures the table cell after the row's content, each time the row is shown; `nil` for the
    /// section's default configurator. Table-only: a collection view asks for `content` instead.
    /// Default: `nil`.
    public var configure: ((UITableViewCell) -> Void)?

    /// Adjusts the list content configuration after the row filled in its title, subtitle, image and
    /// colours, in a table and in a collection-view list alike. Default: `nil`.
    public var content: ((inout UIListContentConfiguration) -> Void)?

    /// Runs when the user selects the row; `nil` for the section's default action. Default: `nil`.
    public var onSelect: (() -> Void)?

    /// Whether the row stays selected after its select action ran; `false` deselects it at once, as a
    /// button would. Rows without an action keep UIKit's selection. Default: `false`.
    public var keepsSelection = false

    /// Decides a swipe-to-delete: `true` removes the row from its parent (an animated delete),
    /// `false` keeps it. `nil` offers no delete. Default: `nil`.
    public var onDelete: (() -> Bool)?

    /// Runs when the user taps the row's insert control (the green plus shown while editing); a row
    /// with it has the `.insert` editing style. Default: `nil`.
    public var onInsert: (() -> Void)?

    /// Runs when the user taps the row's detail button. Default: `nil`.
    public var onAccessoryTap: (() -> Void)?

    /// The actions revealed by a swipe from the leading edge. Default: none.
    public var leadingSwipeActions: [UIContextualAction] = []

    /// The actions revealed by a swipe from the trailing edge, after "Delete" when the row has
    /// `onDelete`. Default: none.
    public var trailingSwipeActions: [UIContextualAction] = []

    /// Builds the row's context menu on a long press; `nil` for no menu. Default: `nil`.
    public var contextMenu: (@MainActor () -> UIMenu?)?

    /// The switch of `toggle(isOn:onChange:)`, and the one the row's cell shows (a rebuilt row equal to
    /// the old one keeps the old row's cell, and its switch then calls this row's handler).
    var toggle: RowToggle?
    var drawnToggle: RowToggle?

    /// The table the row registered its cell class with, and under which identifier.
    private weak var registeredTable: UITableView?
    private var registeredIdentifier: String?

    /// Creates a row showing a title, a subtitle and an image in a standard cell.
    ///
    /// - Parameters:
    ///   - title: The text. Also the row's identity when `id` is `nil`.
    ///   - subtitle: The secondary text, shown in a `.subtitle` cell unless a style is set.
    ///   - image: The image.
    ///   - id: What the row stands for when its section is rebuilt. Default: its title.
    public init(_ title: String? = nil, subtitle: String? = nil, image: UIImage? = nil, id: AnyHashable? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.id = id
        super.init()
    }

    /// The row's `id`, else its title, else its object identity.
    open override var diffIdentifier: AnyHashable {
        id ?? title.map { AnyHashable($0) } ?? super.diffIdentifier
    }

    /// Whether `other` is a `ListRow` showing the same values. Actions (`onSelect`, a toggle's handler,
    /// …) are not shown and never count; a switch compares by whether it is on. Rows with a cell or a
    /// configure closure of their own compare unequal (closures cannot be compared), so they are
    /// redrawn, unless both give the closures equal `contentKey`s.
    open override func isContentEqual(to other: CascadingNode) -> Bool {
        guard let other = other as? ListRow else { return false }
        guard other !== self else { return true }
        guard shownContent == other.shownContent else { return false }
        if !configuresItself && !other.configuresItself { return true }
        return contentKey != nil && contentKey == other.contentKey
    }

    /// `ListRow "title"` (else its identifier), and the section it is in; read on the main thread.
    open override var description: String {
        guard Thread.isMainThread else { return super.description }
        return MainActor.assumeIsolated { describedName }
    }

    // MARK: Members

    /// One: a row placed where sections sit (a child of the root or of a section-level group) is a
    /// section of its own, with no header or footer, that shows the row. Where it is a row, the table
    /// never asks it.
    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

    /// The row's cell: its own cell, else the section's default cell, else a standard cell; filled
    /// with the title, subtitle and image, then configured.
    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let defaults = enclosingRowDefaults
        let source = cell ?? defaults?.cell ?? .style(cellStyle ?? (subtitle == nil ? .default : .subtitle))
        let register = registeredTable !== tableView || registeredIdentifier != source.reuseIdentifier
        let shown = source.dequeue(from: tableView, for: indexPath, register: register)
        (registeredTable, registeredIdentifier) = (tableView, source.reuseIdentifier)
        fill(shown, standard: source.isStandard)
        source.configure(shown, self)
        if let configure {
            configure(shown)
        } else {
            defaults?.configure?(shown, self)
        }
        return shown
    }

    /// The row's height, else the section's default row height, else `UITableView.automaticDimension`.
    open override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        height ?? enclosingRowDefaults?.height ?? super.tableView(tableView, heightForRowAt: indexPath)
    }

    /// The members every node declares, and row estimates while the row has an `estimatedHeight` (or
    /// its class overrides `tableView(_:estimatedHeightForRowAt:)` again).
    open override var providedOptionalMembers: CascadingOptionalMembers {
        var members = super.providedOptionalMembers
        if estimatedHeight == nil, !overridesOptionalMember(.estimatedHeightForRow, beyond: ListRow.self) {
            members.remove(.estimatedHeightForRow)
        }
        return members
    }

    /// The row's estimated height, else the inherited answer (its height).
    open override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimatedHeight ?? super.tableView(tableView, estimatedHeightForRowAt: indexPath)
    }

    /// Whether the row shows a reorder control while editing: `isMovable`, else the inherited answer.
    open override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        isMovable || super.tableView(tableView, canMoveRowAt: indexPath)
    }

    /// Where the dragged row goes: the inherited answer (the proposed row) when the section there can
    /// take the row node (a `CascadingSectionNode`, outside its own rows and outside a child that shows
    /// several rows itself), else back where it was, so the tree always follows what the table shows.
    open override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        moveTarget(
            from: sourceIndexPath,
            proposed: super.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath))
    }

    /// Whether the row highlights: `false` while disabled.
    open override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        isEnabled && super.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    /// The row to select: `nil` while disabled.
    open override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        isEnabled ? super.tableView(tableView, willSelectRowAt: indexPath) : nil
    }

    /// Runs the row's select action, else the section's default action, then deselects the row
    /// unless it `keepsSelection`.
    ///
    /// The row is deselected where it sits after the action: an action that moved the row deselects
    /// it at its new index path, and one that removed it from the table deselects nothing, so the
    /// row that took its place keeps its selection.
    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        super.tableView(tableView, didSelectRowAt: indexPath)
        runSelectAction(selectedAt: indexPath, in: AttachedListView(tableView))
    }

    /// Runs the row's accessory action.
    open override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        super.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        onAccessoryTap?()
    }

    /// `.insert` when the row has `onInsert`, `.delete` when it has `onDelete`, else the inherited answer.
    open override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        if onInsert != nil { return .insert }
        return onDelete == nil ? super.tableView(tableView, editingStyleForRowAt: indexPath) : .delete
    }

    /// Whether the row can be edited: when it can move (UIKit shows no reorder control on a row that
    /// cannot be edited), else the inherited answer (an editing style or swipe actions).
    open override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        isMovable || super.tableView(tableView, canEditRowAt: indexPath)
    }

    /// Commits a delete by asking `onDelete` (and removes the row when it agrees), or an insert by
    /// running `onInsert`.
    open override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        switch editingStyle {
        case .delete: _ = deleteIfAgreed()
        case .insert: onInsert?()
        default: break
        }
    }

    /// The leading swipe actions, or the inherited answer when there are none.
    @available(tvOS, unavailable)
    open override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(leadingSwipeActions)
            ?? super.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
    }

    /// "Delete" (with `onDelete`) followed by the trailing swipe actions, or the inherited answer when
    /// there are no trailing actions (UIKit then offers "Delete" from the editing style).
    @available(tvOS, unavailable)
    open override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard !trailingSwipeActions.isEmpty else {
            return super.tableView(tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        return swipeConfiguration(deleteAndTrailingActions)
    }

    /// The row's context menu, or the inherited answer without one.
    open override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        contextMenuConfiguration
            ?? super.tableView(tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
    }

    // MARK: Collection-view members

    /// One: a row placed where sections sit is a section of its own that shows the row.
    open override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        1
    }

    /// A `UICollectionViewListCell` showing the row's content and accessories. A row that draws with
    /// table cells (`cell`, `configure`, or the section's) stops with a message naming `content`.
    open override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        listCell(in: collectionView, at: indexPath)
    }

    /// Whether the item highlights: `false` while disabled.
    open override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        isEnabled && super.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    /// Whether the item can be selected: `false` while disabled.
    open override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        isEnabled && super.collectionView(collectionView, shouldSelectItemAt: indexPath)
    }

    /// Runs the select action and deselects the item unless it `keepsSelection`, as in a table.
    open override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        super.collectionView(collectionView, didSelectItemAt: indexPath)
        runSelectAction(selectedAt: indexPath, in: AttachedListView(collectionView))
    }

    /// Whether the item shows a reorder control while editing: `isMovable`, else the inherited answer.
    open override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        isMovable || super.collectionView(collectionView, canMoveItemAt: indexPath)
    }

    /// Where the dragged item goes: as in a table, the proposed place when a `CascadingSectionNode`
    /// there can take the row node, else back where it was.
    open override func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        moveTarget(
            from: originalIndexPath,
            proposed: super.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath))
    }

    /// The leading swipe actions, for the list configuration's provider; `nil` when there are none.
    open override func collectionView(
        _ collectionView: UICollectionView, leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(leadingSwipeActions)
            ?? super.collectionView(collectionView, leadingSwipeActionsConfigurationForItemAt: indexPath)
    }

    /// "Delete" (with `onDelete`) followed by the trailing swipe actions, for the list configuration's
    /// provider; a list has no editing style, so "Delete" is always among the actions.
    open override func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        swipeConfiguration(deleteAndTrailingActions)
            ?? super.collectionView(collectionView, trailingSwipeActionsConfigurationForItemAt: indexPath)
    }

    /// The row's context menu, or the inherited answer without one. Answered in the single-item form,
    /// which UIKit asks before iOS 16 and the newer form's default asks for one item from iOS 16.
    @available(iOS, deprecated: 16.0)
    open override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        contextMenuConfiguration
            ?? super.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
}

extension ListRow {
    /// The context menu configuration both views show for the row's `contextMenu`; `nil` without one.
    fileprivate var contextMenuConfiguration: UIContextMenuConfiguration? {
        guard let contextMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in contextMenu() }
    }
}
