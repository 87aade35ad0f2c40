import CascadingDiff

/// A section, or a run of rows inside a section, that shows one row per item of an array: cells
/// registered and configured for you, callbacks addressed by item, and changes to the items animated
/// by identity, without a node per item.
///
/// Where sections sit (under the root or a section-level group) it is a section: header, footer and
/// index title are its own. Inside a section (a child of a `CascadingSectionNode` or of a row-level
/// group) it spans one row per item and the section around it answers the section's calls.
///
///     let contacts = ListSection(people) { cell, person in
///         cell.textLabel?.text = person.name
///     }
///     .header("Friends")
///     .onSelect { person in open(person) }
///
/// Items are told apart by identity: `Identifiable` items by `id`, others by the key path passed as
/// `id:`. Assigning `items`, or the mutations (`appendItem(_:)`, `insertItem(_:at:)`, `removeItem(at:)`,
/// `moveItem(from:to:)`, `replaceItem(at:with:)`, `updateItem(_:)`), animates in an attached table:
/// deletes, inserts and moves by identifier, and `reconfigureRows` for kept items whose content changed
/// (`Equatable` items compared with `==`, others with `contentEquals(_:)`; without either every kept item
/// is reconfigured). Inside `performUpdates` the changes join the grouped update. Repeated identifiers
/// are paired in order and reported once per update to the root's `tableUpdateDidFindDuplicate(_:)`.
/// The section stores its items and nothing per item.
///
/// Cells: one type for every item (`init(_:id:configure:)`, `cell(_:configure:)`), or several chosen per
/// item by type or predicate (`cell(_:for:configure:)`, `cell(_:when:configure:)`), all table-only; or a
/// view-neutral list content (`content(accessory:_:)`) that a table and a collection-view list both
/// show. An item nothing describes gets the fallback cell, which shows `String(describing: item)`.
///
/// Selection: `selectedItems` (and `selectedIDs`) hold the selected items by identity, kept across every
/// change of the items and while a search hides them; `selectionMode(_:)` limits how many rows can be
/// selected, and `onSelectionChange(_:)` reports each change. The table's selected rows among the
/// section's rows are always the shown selected items.
///
/// After the items it may show one status row, its only child node: the loading, error or empty-state row
/// (`loadState`, `emptyState(_:)`), inserted, removed and replaced like any child node.
///
/// Reordering (`onMove(_:)`) works where the section is a section, within it and to another list
/// section whose item type holds the item and which is reorderable too; among a section's rows, within
/// the items. The class is intended to be
/// subclassed; overrides of the members below should call `super`.
@MainActor
open class ListSection<Item>: CascadingNode, ItemRowsNode {
    /// Storage behind `items`.
    @usableFromInline var storage: [Item]

    /// How items are told apart.
    @usableFromInline let identity: ListItemIdentity<Item>

    /// Whether a kept item shows the same content as its old version; `nil` reconfigures every kept item.
    @usableFromInline var contentComparison: ((Item, Item) -> Bool)?

    /// The items as they were when a grouped update first changed them.
    var itemsBeforeUpdate: [Item]?

    /// Whether the section is loading or its load failed; `loadState` reads and animates it.
    var currentLoadState = ListLoadState.idle

    /// The looks and actions of the loading, empty and error rows.
    var statusRows = ListStatusRows()

    /// How the section loads pages, and the load on its way; `nil` without paging.
    var pagingState: ListPaging<Item>?

    /// How the section searches its items, and the search on its way; `nil` without search.
    var searchState: ListSearch<Item>?

    /// The cell types and the choice of one per item.
    var cellMappings = ListCellMappings<Item>()

    /// The table view the cells were last registered with, and how many mappings were.
    weak var registeredTableView: UITableView?
    var registeredMappings = 0

    /// The callbacks addressed by item.
    var actions = ListItemActions<Item>()

    /// The selected items' identifiers, the selection mode and the selection callback.
    var selection = ListSelection<Item>()

    /// The section's header, footer and index title, and the rows' heights.
    var appearance = ListSectionAppearance<Item>() {
        didSet { optionalMembersDidChange() }
    }

    /// Creates a list section of items told apart by the key path `id`, whose cells come from `cell(…)`
    /// mappings (or the fallback cell).
    ///
    /// - Parameters:
    ///   - items: The items, one row each.
    ///   - id: The key path of each item's identifier.
    @inlinable
    public init<ID: Hashable>(_ items: [Item] = [], id: KeyPath<Item, ID>) {
        storage = items
        identity = .keyed { $0[keyPath: id] }
        contentComparison = equalityComparison(of: Item.self)
        super.init()
    }

    /// Creates a list section of `Identifiable` items, whose cells come from `cell(…)` mappings (or the
    /// fallback cell).
    ///
    /// - Parameter items: The items, one row each.
    @inlinable
    public init(_ items: [Item] = []) where Item: Identifiable {
        storage = items
        identity = .keyed { $0.id }
        contentComparison = equalityComparison(of: Item.self)
        super.init()
    }

    // MARK: Preparing

    /// Registers the cell types (and the fallback cell) with the table view, then prepares as every
    /// node does. Overrides must call `super`.
    open override func prepare(tableView: UITableView) {
        registerCells(with: tableView)
        tableView.register(ListStatusTableCell.self, forCellReuseIdentifier: Self.statusReuseIdentifier)
        listenToRefreshControl(of: tableView)
        super.prepare(tableView: tableView)
    }

    /// Listens to the collection view's refresh control (with `pullToRefresh()`), then prepares as
    /// every node does. Overrides must call `super`.
    open override func prepare(collectionView: UICollectionView) {
        listenToRefreshControl(of: collectionView)
        super.prepare(collectionView: collectionView)
    }

    /// Identifies the section by its item type and its header title, where it has one.
    open override var description: String {
        "ListSection<\(Item.self)>" + (describedTitle.value.map { " \"\($0)\"" } ?? "")
    }

    /// The header title as `description` reads it, from any thread: messages about misuse name the
    /// section wherever they are composed.
    nonisolated let describedTitle = DescribedTitle()

    /// The number of rows the section spans inside a section: one per item, and its status row.
    open override var rowSpan: Int { storage.count + childRowCount }

    /// Stops a child from joining: the section shows its items as rows, and after them only its status
    /// row (`statusRow`), which is not among `children`. Overrides must call `super`.
    open override func childrenDidChange() {
        precondition(
            children.isEmpty,
            "\(self) shows its items as rows and takes no children. Add items (appendItem(_:)), or place other nodes beside the list section in a CascadingSectionNode or a CascadingGroupNode."
        )
        super.childrenDidChange()
    }

    /// The empty-state row (idle with no items) or the error row (`loadState` `.failed`), shown after
    /// the items when the section is not loading; `nil` for none. Overrides may return a row of their
    /// own, or `super`'s.
    open override func makeStatusRow() -> CascadingNode? {
        wantedStatus.map { ListStatusRowNode($0, of: self) }
    }

    // MARK: Rows

    /// One row per item, and the status row.
    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        storage.count + childRowCount
    }

    /// The item's cell: dequeued for the mapping that shows the item and configured with it.
    open override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = item(at: indexPath) else { return super.tableView(tableView, cellForRowAt: indexPath) }
        return cell(for: item, at: indexPath, in: tableView)
    }

    /// The height `rowHeight(_:)` gives the item; default `UITableView.automaticDimension`.
    open override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let height = appearance.rowHeight, let item = item(at: indexPath) else {
            return super.tableView(tableView, heightForRowAt: indexPath)
        }
        return height(item)
    }

    /// The members every node declares, and row estimates once `estimatedRowHeight(_:)` gave some:
    /// without them the table uses its `estimatedRowHeight` and asks no row for an estimate.
    /// A subclass that overrides `tableView(_:estimatedHeightForRowAt:)` again declares it too.
    open override var providedOptionalMembers: CascadingOptionalMembers {
        var members = super.providedOptionalMembers
        if appearance.estimatedRowHeight == nil,
            !overridesOptionalMember(.estimatedHeightForRow, beyond: ListSection<Item>.self)
        {
            members.remove(.estimatedHeightForRow)
        }
        return members
    }

    /// The estimate `estimatedRowHeight(_:)` gives the item; default the row's height.
    open override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        guard let estimate = appearance.estimatedRowHeight, let item = item(at: indexPath) else {
            return super.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
        return estimate(item)
    }

    // MARK: Section

    /// The header title; default `nil`.
    open override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        appearance.headerTitle
    }

    /// The footer title; default `nil`.
    open override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        appearance.footerTitle
    }

    /// The header view; default `nil`.
    open override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        appearance.headerView?()
    }

    /// The footer view; default `nil`.
    open override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        appearance.footerView?()
    }

    /// The index title, as the section's only one; default `nil`.
    open override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        appearance.indexTitle.map { [$0] }
    }

    /// Calls `onWillDisplay(_:)` with the item; a row of a selected item is selected in the table as it
    /// shows (after a `reloadData()` the section did not make, say). (A selection made before the section
    /// was in the table shows as the table displays its first row: the root shows it.)
    open override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        rowWillDisplay(at: indexPath, in: AttachedListView(tableView))
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    /// Asks for the next page when a prefetched row is among the last ones.
    open override func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        pagingRowsWillAppear(indexPaths.lazy.compactMap(localIndex(of:)))
    }

    // MARK: Selection and highlight

    /// `nil` for item rows in selection mode `.none`, so the table does not select them; else the row.
    open override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        if selection.mode == .none, item(at: indexPath) != nil { return nil }
        return super.tableView(tableView, willSelectRowAt: indexPath)
    }

    /// Adds the item to the selection (in `.single` mode deselecting the section's other row), then calls
    /// `onSelect(_:)` with the item and `onSelectionChange(_:)` when the selection changed.
    open override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        rowWasSelected(at: indexPath, in: AttachedListView(tableView))
        super.tableView(tableView, didSelectRowAt: indexPath)
    }

    /// Takes the item out of the selection, then calls `onDeselect(_:)` with the item and
    /// `onSelectionChange(_:)`.
    open override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        rowWasDeselected(at: indexPath)
    }

    /// Calls `onAccessoryTap(_:)` with the item.
    open override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        if let item = item(at: indexPath) { actions.accessoryTap?(item) }
    }

    /// What `canHighlight(_:)` says of the item; default `true`.
    open override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        highlightsRow(at: indexPath) ?? super.tableView(tableView, shouldHighlightRowAt: indexPath)
    }

    /// Calls `onHighlight(_:)` with the item.
    open override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        if let item = item(at: indexPath) { actions.highlight?(item) }
    }

    /// Calls `onUnhighlight(_:)` with the item.
    open override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        if let item = item(at: indexPath) { actions.unhighlight?(item) }
    }

    // MARK: Editing

    /// `.insert` for items `onInsert(for:_:)` selects, `.delete` when `onDelete(_:)` is set, else `.none`.
    open override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        guard let item = item(at: indexPath) else { return .none }
        if let insert = actions.insert, insert.selects(item) { return .insert }
        return actions.delete == nil ? .none : .delete
    }

    /// Whether the row can be edited: when it offers swipe actions or an editing style, or can move.
    open override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        super.tableView(tableView, canEditRowAt: indexPath) || self.tableView(tableView, canMoveRowAt: indexPath)
    }

    /// A delete asks `onDelete(_:)` and removes the item when it agrees, unless the callback already
    /// changed the items; an insert calls `onInsert(for:_:)`.
    open override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard let index = itemIndex(at: indexPath) else { return }
        switch editingStyle {
        case .delete:
            deleteItemIfAgreed(at: index)
        case .insert:
            actions.insert?.perform(storage[index])
        default:
            break
        }
    }

    /// The leading swipe actions `leadingSwipeActions(_:)` gives the item; default `nil`.
    @available(tvOS, unavailable)
    open override func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        item(at: indexPath).flatMap { actions.leadingSwipe?($0) }
    }

    /// The trailing swipe actions `trailingSwipeActions(_:)` gives the item; default `nil` (the table
    /// then offers Delete when `onDelete(_:)` is set).
    @available(tvOS, unavailable)
    open override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        item(at: indexPath).flatMap { actions.trailingSwipe?($0) }
    }

    /// The context menu `contextMenu(_:)` gives the item; default `nil`.
    open override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        item(at: indexPath).flatMap { actions.contextMenu?($0) }
    }

    // MARK: Reordering

    /// `true` for every item's row when `onMove(_:)` is set and the section is placed where sections
    /// sit, or among the rows of a `CascadingSectionNode` (then the items move among themselves).
    open override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        actions.move != nil && item(at: indexPath) != nil && followsMoves
    }

    /// Keeps a dragged item in this section, or lets it go to another list section that accepts it;
    /// anywhere else the row stays where it was.
    open override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        moveTarget(from: sourceIndexPath, proposed: proposedDestinationIndexPath)
    }

    /// Follows a reorder the table already shows: the item moves within the items, or leaves this
    /// section for the list section it was dropped on, which then calls its `onMove(_:)`.
    open override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        followMove(from: sourceIndexPath, to: destinationIndexPath)
    }

    // MARK: Collection-view members

    /// One item per item, and the status row.
    open override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        storage.count + childRowCount
    }

    /// The item's list cell, described by `content(accessory:_:)`; a status row's list cell. Items shown
    /// only by table cell types stop with a message naming `content(accessory:_:)`.
    open override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let item = item(at: indexPath) { return listCell(for: item, at: indexPath, in: collectionView) }
        return super.collectionView(collectionView, cellForItemAt: indexPath)
    }

    /// A list in `listAppearance(_:)` (or the grid of `grid(columns:itemHeight:spacing:)`) with the
    /// section's header and footer, or the inherited answer when it has one.
    open override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        super.collectionView(collectionView, layoutForSectionAt: section) ?? boundaries.layout
    }

    /// The header and footer titles (or views) as the list's headers and footers.
    open override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        boundaries.dequeueView(ofKind: kind, from: collectionView, for: indexPath)
            ?? super.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
    }

    /// The index title, as the section's only one; default `nil`.
    open override func indexTitles(for collectionView: UICollectionView) -> [String]? {
        appearance.indexTitle.map { [$0] }
    }

    /// As `tableView(_:willDisplay:forRowAt:)`: the item's callback, its selection, paging.
    open override func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        rowWillDisplay(at: indexPath, in: AttachedListView(collectionView))
        super.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    /// Asks for the next page when a prefetched item is among the last ones.
    open override func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        pagingRowsWillAppear(indexPaths.lazy.compactMap(localIndex(of:)))
    }

    /// What `canHighlight(_:)` says of the item; the error row highlights, the other status rows do not.
    open override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        highlightsRow(at: indexPath) ?? super.collectionView(collectionView, shouldHighlightItemAt: indexPath)
    }

    /// `false` for items in selection mode `.none`, for items `canHighlight(_:)` refuses (a table does not
    /// select a row it does not highlight) and for the loading and empty rows.
    open override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
        -> Bool
    {
        guard let highlights = highlightsRow(at: indexPath) else {
            return super.collectionView(collectionView, shouldSelectItemAt: indexPath)
        }
        return highlights && selection.mode != .none
    }

    /// As `tableView(_:didSelectRowAt:)`: the item joins the selection and `onSelect(_:)` runs.
    open override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        rowWasSelected(at: indexPath, in: AttachedListView(collectionView))
        super.collectionView(collectionView, didSelectItemAt: indexPath)
    }

    /// As `tableView(_:didDeselectRowAt:)`: the item leaves the selection and `onDeselect(_:)` runs.
    open override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        rowWasDeselected(at: indexPath)
    }

    /// Calls `onHighlight(_:)` with the item.
    open override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        if let item = item(at: indexPath) { actions.highlight?(item) }
    }

    /// Calls `onUnhighlight(_:)` with the item.
    open override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        if let item = item(at: indexPath) { actions.unhighlight?(item) }
    }

    /// The leading swipe actions `leadingSwipeActions(_:)` gives the item, for the list's provider.
    open override func collectionView(
        _ collectionView: UICollectionView, leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        item(at: indexPath).flatMap { actions.leadingSwipe?($0) }
    }

    /// The trailing swipe actions `trailingSwipeActions(_:)` gives the item, else "Delete" when
    /// `onDelete(_:)` is set (a list has no editing style to offer it), for the list's provider.
    open override func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let item = item(at: indexPath) else { return nil }
        return actions.trailingSwipe?(item) ?? deleteSwipeActions(for: item)
    }

    /// The context menu `contextMenu(_:)` gives the item; default `nil`. Answered in the single-item
    /// form, which UIKit asks before iOS 16 and the newer form's default asks for one item from iOS 16.
    @available(iOS, deprecated: 16.0)
    open override func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        item(at: indexPath).flatMap { actions.contextMenu?($0) }
    }

    /// As in a table: `true` for every item when `onMove(_:)` is set and the section can follow moves.
    open override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        actions.move != nil && item(at: indexPath) != nil && followsMoves
    }

    /// Keeps a dragged item in this section, or lets it go to another list section that accepts it.
    open override func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        moveTarget(from: originalIndexPath, proposed: proposedIndexPath)
    }

    /// Follows a reorder the collection view already shows, as in a table.
    open override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        followMove(from: sourceIndexPath, to: destinationIndexPath)
    }
}
