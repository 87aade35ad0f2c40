/// The collection-view and scroll-view half of every `CascadingNode`: each member of `UICollectionViewDataSource`,
/// `UICollectionViewDelegate`, `UICollectionViewDelegateFlowLayout`,
/// `UICollectionViewDataSourcePrefetching`, `UICollectionViewDragDelegate` and
/// `UICollectionViewDropDelegate`, and the `UIScrollViewDelegate` members both views share.
///
/// You never create or subclass this class: subclass `CascadingNode`, which inherits every member
/// below and overrides them where it routes. Each member is `open`: override it on your node to
/// answer it, and call `super` where the call should keep travelling to the children. A collection
/// view's index paths are routed exactly as a table's: `indexPath.section` by the root (and groups
/// among sections), `indexPath.item` by a `CascadingSectionNode` (and groups among rows), through the
/// same spans, groups and `childrenOffset`. A call addressed to an item or section no child owns gets
/// the documented default (`Docs/DefaultReturnValues.md`), never a trap.
@MainActor
open class CascadingCollectionAndScrollViewMembers: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout,
    UICollectionViewDataSourcePrefetching, UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
    /// Creates the collection-view half of a node; only `CascadingNode` calls it.
    override init() {
        super.init()
    }

    // MARK: Preparing

    /// Prepares the node for a collection view: the place to register cells and supplementary views.
    ///
    /// The default prepares every child; a `CascadingRootNode` first becomes the collection view's
    /// data source, delegate, prefetch data source, drag delegate and drop delegate. Children that join
    /// later are prepared as they join. Overrides must call `super`.
    open func prepare(collectionView: UICollectionView) {
        let node = self.node
        node.hasBeenPrepared = true
        if let root = node as? CascadingRootNode { root.becomeDelegates(of: collectionView) }
        node.reportRoutingHooksOnce()
        node.joinViewIfSelectionModel()
        for child in node.childNodes {
            child.prepare(collectionView: collectionView)
        }
    }

    // MARK: UICollectionViewDataSource

    /// The number of items in a section. Routed by section; a node whose children are items (a
    /// `CascadingSectionNode`) answers `childrenOffset` plus the items its children span. Default: 0.
    ///
    /// While an update that takes several batches is between two of them, the root answers the count of
    /// the batch the collection view is applying.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        let node = self.node
        if let items = node.stagePresentedHere?.numberOfRows(inSection: section) { return items }
        if node.placement.kind == .rows { return node.ownAndChildrenCount }
        return node.forward(section: section, orElse: 0) {
            $0.collectionView(collectionView, numberOfItemsInSection: section)
        }
    }

    /// The cell for an item. Routed by item. Default: a plain `UICollectionViewCell` dequeued under
    /// `CascadingRootNode.fallbackCellReuseIdentifier`, registered on first use.
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        node.forward(row: indexPath, orElse: collectionView.cascadingFallbackCell(for: indexPath)) {
            $0.collectionView(collectionView, cellForItemAt: indexPath)
        }
    }

    /// The number of sections. Default: 1, a node is one section (`CascadingRootNode`: its
    /// `childrenOffset` plus the sections its children span; while an update that takes several batches
    /// is between two of them, the count of the batch the collection view is applying).
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        let node = self.node
        if let presentation = node.stagePresentedHere { return presentation.numberOfSections }
        return node.classTraits.contains(.isRoot) ? node.ownAndChildrenCount : 1
    }

    /// The view for a supplementary element. Routed by the section of `indexPath`. Default: a plain
    /// `UICollectionReusableView` of that kind, dequeued under
    /// `CascadingRootNode.fallbackCellReuseIdentifier`, registered on first use.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        node.forward(
            sectionOf: indexPath,
            orElse: collectionView.cascadingFallbackSupplementaryView(ofKind: kind, for: indexPath)
        ) { $0.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath) }
    }

    /// Whether an item can be moved by the user. Routed by item. Default: `false`.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        node.forward(row: indexPath, orElse: false) { $0.collectionView(collectionView, canMoveItemAt: indexPath) }
    }

    /// Moves an item after the user reordered it. Delivered to the node owning the source section and,
    /// if different, to the node owning the destination section. `CascadingSectionNode` moves its item
    /// node so the tree matches the collection view. Default for a leaf: nothing moves.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        node.forwardMove(from: sourceIndexPath, to: destinationIndexPath) {
            $0.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    /// The index titles. Collected, in section order, from the nodes that own sections. Default: `nil`.
    open func indexTitles(for collectionView: UICollectionView) -> [String]? {
        node.collectedIndexTitles(sectionCount: numberOfSections(in: collectionView)) {
            $0.indexTitles(for: collectionView)
        }
    }

    /// The item an index title jumps to. Mapped back to the node that supplied the title at `index`,
    /// asked with its own position in its titles. Default: the first item of the section this node is
    /// (its section when it has a parent, else the title's position).
    open func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
    ) -> IndexPath {
        let node = node
        let answer = node.answerForCollectedIndexTitle(
            at: index, sectionCount: numberOfSections(in: collectionView),
            titles: { $0.indexTitles(for: collectionView) }
        ) { owner, position in
            owner.collectionView(collectionView, indexPathForIndexTitle: title, at: position)
        }
        return answer ?? IndexPath(item: 0, section: node.parent == nil ? index : node.firstCoordinate)
    }

    // MARK: Layout described by the nodes (read by `CascadingRootNode.makeCompositionalLayout()`)

    /// How a section is laid out in the root's compositional layout. Routed by section. Default: `nil`
    /// (a plain list).
    open func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        node.forward(boundaryOf: section, orElse: nil) {
            $0.collectionView(collectionView, layoutForSectionAt: section)
        }
    }

    /// The swipe actions on an item's leading edge in a list section. Routed by item. Default: `nil`.
    open func collectionView(
        _ collectionView: UICollectionView, leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        node.forward(row: indexPath, orElse: nil) {
            $0.collectionView(collectionView, leadingSwipeActionsConfigurationForItemAt: indexPath)
        }
    }

    /// The swipe actions on an item's trailing edge in a list section. Routed by item. Default: `nil`.
    open func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        node.forward(row: indexPath, orElse: nil) {
            $0.collectionView(collectionView, trailingSwipeActionsConfigurationForItemAt: indexPath)
        }
    }

    // MARK: UICollectionViewDataSourcePrefetching

    /// Prefetches items. The index paths are split per owning node, keeping their order.
    open func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        node.forward(rows: indexPaths) { $0.collectionView(collectionView, prefetchItemsAt: $1) }
    }

    /// Cancels prefetching. The index paths are split per owning node, keeping their order.
    open func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
    ) {
        node.forward(rows: indexPaths) { $0.collectionView(collectionView, cancelPrefetchingForItemsAt: $1) }
    }

    // MARK: UICollectionViewDelegate: highlighting and selection

    /// Whether an item highlights while touched. Routed by item. Default: `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        node.forward(row: indexPath, orElse: true) {
            $0.collectionView(collectionView, shouldHighlightItemAt: indexPath)
        }
    }

    /// An item was highlighted. Routed by item.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        node.forward(row: indexPath) { $0.collectionView(collectionView, didHighlightItemAt: indexPath) }
    }

    /// An item's highlight was removed. Routed by item.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        node.forward(row: indexPath) { $0.collectionView(collectionView, didUnhighlightItemAt: indexPath) }
    }

    /// Whether an item may be selected. Routed by item. Default: `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        node.forward(row: indexPath, orElse: true) { $0.collectionView(collectionView, shouldSelectItemAt: indexPath) }
    }

    /// Whether an item may be deselected. Routed by item. Default: `true`.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        node.forward(row: indexPath, orElse: true) {
            $0.collectionView(collectionView, shouldDeselectItemAt: indexPath)
        }
    }

    /// The user selected an item. Routed by item.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        node.forward(row: indexPath) { $0.collectionView(collectionView, didSelectItemAt: indexPath) }
    }

    /// The user deselected an item. Routed by item.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        node.forward(row: indexPath) { $0.collectionView(collectionView, didDeselectItemAt: indexPath) }
    }

    /// Whether the two-finger multiple-selection gesture may start at an item. Routed by item.
    /// Default: `false`.
    open func collectionView(
        _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        node.forward(row: indexPath, orElse: false) {
            $0.collectionView(collectionView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// The multiple-selection gesture started at an item. Routed by item.
    open func collectionView(
        _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) {
        node.forward(row: indexPath) {
            $0.collectionView(collectionView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
    }

    /// The multiple-selection gesture ended. Delivered towards nodes observing
    /// `.multipleSelectionInteraction`.
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
        node.deliver(.multipleSelectionInteraction) {
            $0.collectionViewDidEndMultipleSelectionInteraction(collectionView)
        }
    }

    // MARK: UICollectionViewDelegate: display

    /// A cell is about to be shown. Routed by item; a root first shows the selection of the nodes that
    /// keep a selection model and joined the view since it last displayed an item (`SelectionModelNode`),
    /// and then tells the nodes that own the item that they are visible (`didBecomeVisible()`).
    /// Overrides must call `super`.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        let node = self.node
        (node as? CascadingRootNode)?.showSelectionModelsAwaitingView()
        node.forward(row: indexPath) { $0.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath) }
        (node as? CascadingRootNode)?.visibility.willDisplay(cell, routedThrough: node.route(forRowAt: indexPath))
    }

    /// A supplementary view is about to be shown. Routed by the section of `indexPath`; a root then
    /// tells the nodes that own the section that they are visible. Overrides must call `super`.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        let node = self.node
        node.forward(sectionOf: indexPath, orElse: ()) {
            $0.collectionView(
                collectionView, willDisplaySupplementaryView: view, forElementKind: elementKind, at: indexPath)
        }
        guard let root = node as? CascadingRootNode, indexPath.count == 2 else { return }
        root.visibility.willDisplay(view, routedThrough: node.route(forSection: indexPath[0]))
    }

    /// A cell left the screen. Routed by item; a root then tells the nodes that owned the item when it
    /// was displayed. Overrides must call `super`.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        let node = self.node
        node.forward(row: indexPath) { $0.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath) }
        (node as? CascadingRootNode)?.visibility.didEndDisplaying(cell)
    }

    /// A supplementary view left the screen. Routed by the section of `indexPath`; a root then tells
    /// the nodes that owned it when it was displayed. Overrides must call `super`.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        let node = self.node
        node.forward(sectionOf: indexPath, orElse: ()) {
            $0.collectionView(
                collectionView, didEndDisplayingSupplementaryView: view, forElementOfKind: elementKind, at: indexPath)
        }
        (node as? CascadingRootNode)?.visibility.didEndDisplaying(view)
    }

    // MARK: UICollectionViewDelegate: editing and moving

    /// Whether an item can be edited. Routed by item. Default: `true`.
    open func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
        node.forward(row: indexPath, orElse: true) { $0.collectionView(collectionView, canEditItemAt: indexPath) }
    }

    /// Where an item being moved lands. Asked of the node owning the item where the move started
    /// (`originalIndexPath`). Default: `proposedIndexPath`.
    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        node.forward(
            row: originalIndexPath,
            orElse: node.earlierForms.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                toProposedIndexPath: proposedIndexPath)
        ) {
            $0.collectionView(
                collectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath: originalIndexPath,
                atCurrentIndexPath: currentIndexPath, toProposedIndexPath: proposedIndexPath)
        }
    }

    /// Where a moving item may land: the form before iOS 15, which the newer form's default asks (as
    /// UIKit asks it of a delegate without the newer form). Routed by the item's current index path.
    /// Default: `proposedIndexPath`.
    @available(iOS, introduced: 9.0, deprecated: 15.0)
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        node.forward(row: currentIndexPath, orElse: proposedIndexPath) {
            $0.earlierForms.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
    }

    /// The layout that animates an interactive change between two layouts
    /// (`startInteractiveTransition(to:completion:)`). Answered by the root, not routed: override it on
    /// your `CascadingRootNode` subclass. Default: a plain `UICollectionViewTransitionLayout`.
    open func collectionView(
        _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
        newLayout toLayout: UICollectionViewLayout
    ) -> UICollectionViewTransitionLayout {
        UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }

    /// The content offset after a layout change or an animated update. Asked of the nodes observing
    /// `.scrollView`, in tree order, each given the offset its predecessor answered. Default:
    /// `proposedContentOffset`.
    open func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint {
        var offset = proposedContentOffset
        node.deliver(.scrollView) {
            offset = $0.collectionView(collectionView, targetContentOffsetForProposedContentOffset: offset)
        }
        return offset
    }

    // MARK: UICollectionViewDelegate: context menus

    /// The context menu of the items at `indexPaths`. Asked of the node owning the first of them (the
    /// menu acts on that node's items); the node that answers receives the follow-up calls for the
    /// configuration it returned. Default: `nil` (no menu), also for an empty `indexPaths`.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard let first = indexPaths.first else { return nil }
        return node.forwardContextMenuRequest(
            at: first,
            orElse: indexPaths.count == 1
                ? node.earlierForms.collectionView(
                    collectionView, contextMenuConfigurationForItemAt: first, point: point)
                : nil
        ) {
            $0.collectionView(collectionView, contextMenuConfigurationForItemsAt: indexPaths, point: point)
        }
    }

    /// The context menu of one item: the form before iOS 16, which the newer form's default asks for a
    /// single item (as UIKit asks it of a delegate without the newer form). Routed by item, like the
    /// newer form. Default: `nil` (no menu).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        node.forwardContextMenuRequest(at: indexPath, orElse: nil) {
            $0.earlierForms.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
        }
    }

    /// The preview a menu highlights from: the form before iOS 16, which the newer form's default asks.
    /// Routed to the node that produced the configuration. Default: `nil` (the cell).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        node.forward(menu: configuration, orElse: nil) {
            $0.earlierForms.collectionView(
                collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
    }

    /// The preview a dismissed menu animates to: the form before iOS 16, which the newer form's default
    /// asks. Routed to the node that produced the configuration. Default: `nil` (the cell).
    @available(iOS, introduced: 13.0, deprecated: 16.0)
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        node.forward(menu: configuration, orElse: nil) {
            $0.earlierForms.collectionView(
                collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
    }

    /// The preview a menu's item highlights from. Routed to the node that produced the configuration.
    /// Default: that node's answer to the form before iOS 16,
    /// `collectionView(_:previewForHighlightingContextMenuWithConfiguration:)` (`nil`, the cell, unless overridden).
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        highlightPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        node.forward(
            menu: configuration,
            orElse: node.earlierForms.collectionView(
                collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        ) {
            $0.collectionView(
                collectionView, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
        }
    }

    /// The preview a dismissed menu animates to. Routed to the node that produced the configuration.
    /// Default: that node's answer to the form before iOS 16,
    /// `collectionView(_:previewForDismissingContextMenuWithConfiguration:)` (`nil`, the cell, unless overridden).
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
        dismissalPreviewForItemAt indexPath: IndexPath
    ) -> UITargetedPreview? {
        node.forward(
            menu: configuration,
            orElse: node.earlierForms.collectionView(
                collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        ) {
            $0.collectionView(
                collectionView, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
        }
    }

    /// A context menu is about to appear. Routed to the node that produced the configuration.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        node.forward(menu: configuration) {
            $0.collectionView(collectionView, willDisplayContextMenu: configuration, animator: animator)
        }
    }

    /// A context menu interaction is ending. Routed to the node that produced the configuration.
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        node.forward(menu: configuration) {
            $0.collectionView(collectionView, willEndContextMenuInteraction: configuration, animator: animator)
        }
    }

    /// The user tapped a menu's preview. Routed to the node that produced the configuration.
    open func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        node.forward(menu: configuration) {
            $0.collectionView(collectionView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
    }

    /// Whether a long press shows the legacy edit menu. Routed by item. Default: `false`.
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    open func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        node.forward(row: indexPath, orElse: false) {
            $0.earlierForms.collectionView(collectionView, shouldShowMenuForItemAt: indexPath)
        }
    }

    /// Whether the legacy edit menu offers a command. Routed by item. Default: `false`.
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    open func collectionView(
        _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        node.forward(row: indexPath, orElse: false) {
            $0.earlierForms.collectionView(
                collectionView, canPerformAction: action, forItemAt: indexPath, withSender: sender)
        }
    }

    /// Runs a legacy edit-menu command. Routed by item.
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    open func collectionView(
        _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
        withSender sender: Any?
    ) {
        node.forward(row: indexPath) {
            $0.earlierForms.collectionView(
                collectionView, performAction: action, forItemAt: indexPath, withSender: sender)
        }
    }

    /// The window scene to open when the user drags an item out to a new window. Routed by item.
    /// Default: `nil` (the item cannot open a window).
    open func collectionView(
        _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIWindowScene.ActivationConfiguration? {
        node.forward(row: indexPath, orElse: nil) {
            $0.collectionView(collectionView, sceneActivationConfigurationForItemAt: indexPath, point: point)
        }
    }

    // MARK: UICollectionViewDelegate: primary actions, spring loading, focus

    /// Whether an item's primary action may run. Routed by item. Default: `true` unless the collection
    /// view is editing.
    open func collectionView(
        _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
    ) -> Bool {
        node.forward(row: indexPath, orElse: !collectionView.isEditing) {
            $0.collectionView(collectionView, canPerformPrimaryActionForItemAt: indexPath)
        }
    }

    /// Runs an item's primary action. Routed by item.
    open func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        node.forward(row: indexPath) { $0.collectionView(collectionView, performPrimaryActionForItemAt: indexPath) }
    }

    /// Whether an item spring-loads during a drag. Routed by item. Default: `true`.
    @available(tvOS, unavailable)
    open func collectionView(
        _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        node.forward(row: indexPath, orElse: true) {
            $0.collectionView(collectionView, shouldSpringLoadItemAt: indexPath, with: context)
        }
    }

    /// Whether an item can take focus. Routed by item. Default: the collection view's `allowsFocus`, or
    /// `allowsFocusDuringEditing` in editing mode.
    open func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        node.forward(
            row: indexPath,
            orElse: collectionView.isEditing ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus
        ) { $0.collectionView(collectionView, canFocusItemAt: indexPath) }
    }

    /// Whether focusing an item selects it. Routed by item. Default: the collection view's
    /// `selectionFollowsFocus`.
    open func collectionView(
        _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
    ) -> Bool {
        node.forward(row: indexPath, orElse: collectionView.selectionFollowsFocus) {
            $0.collectionView(collectionView, selectionFollowsFocusForItemAt: indexPath)
        }
    }

    /// Whether a focus change may happen. Asked of the nodes owning the previously and the next focused
    /// items; every one of them must agree. Default: `true`.
    open func collectionView(
        _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
    ) -> Bool {
        node.focusOwners(of: [context.previouslyFocusedIndexPath, context.nextFocusedIndexPath]).allSatisfy {
            $0.collectionView(collectionView, shouldUpdateFocusIn: context)
        }
    }

    /// Focus changed. Delivered to the nodes owning the previously and the next focused items.
    open func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        for owner in node.focusOwners(of: [context.previouslyFocusedIndexPath, context.nextFocusedIndexPath]) {
            owner.collectionView(collectionView, didUpdateFocusIn: context, with: coordinator)
        }
    }

    /// The item that should take focus first. The first child, in order, with an answer. Default: `nil`.
    open func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
        for child in node.childNodes {
            if let indexPath = child.indexPathForPreferredFocusedView(in: collectionView) { return indexPath }
        }
        return nil
    }

    // MARK: UICollectionViewDelegateFlowLayout

    /// The size of an item. Routed by item. Default: the flow layout's `itemSize`.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        node.forward(row: indexPath, orElse: collectionViewLayout.cascadingFlowLayout.itemSize) {
            $0.collectionView(collectionView, layout: collectionViewLayout, sizeForItemAt: indexPath)
        }
    }

    /// The margins of a section's items. Routed by section. Default: the flow layout's `sectionInset`.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        node.forward(section: section, orElse: collectionViewLayout.cascadingFlowLayout.sectionInset) {
            $0.collectionView(collectionView, layout: collectionViewLayout, insetForSectionAt: section)
        }
    }

    /// The spacing between a section's lines. Routed by section. Default: the flow layout's
    /// `minimumLineSpacing`.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat {
        node.forward(section: section, orElse: collectionViewLayout.cascadingFlowLayout.minimumLineSpacing) {
            $0.collectionView(collectionView, layout: collectionViewLayout, minimumLineSpacingForSectionAt: section)
        }
    }

    /// The smallest spacing between items of one line. Routed by section. Default: the flow layout's
    /// `minimumInteritemSpacing`.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat {
        node.forward(section: section, orElse: collectionViewLayout.cascadingFlowLayout.minimumInteritemSpacing) {
            $0.collectionView(
                collectionView, layout: collectionViewLayout, minimumInteritemSpacingForSectionAt: section)
        }
    }

    /// The size of a section's header. Routed by section. Default: the flow layout's
    /// `headerReferenceSize`.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int
    ) -> CGSize {
        node.forward(boundaryOf: section, orElse: collectionViewLayout.cascadingFlowLayout.headerReferenceSize) {
            $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForHeaderInSection: section)
        }
    }

    /// The size of a section's footer. Routed by section. Default: the flow layout's
    /// `footerReferenceSize`.
    open func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        node.forward(boundaryOf: section, orElse: collectionViewLayout.cascadingFlowLayout.footerReferenceSize) {
            $0.collectionView(collectionView, layout: collectionViewLayout, referenceSizeForFooterInSection: section)
        }
    }

    // MARK: UICollectionViewDragDelegate

    /// The items to drag from an item. Routed by item; a router remembers a child that supplies items,
    /// so that the session-wide drag members reach it. Default: none (no drag starts).
    open func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        node.forwardDragItems(at: indexPath) {
            $0.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
        }
    }

    /// Items to add to a running drag. Routed by item, remembered like `itemsForBeginning`. Default: none.
    open func collectionView(
        _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
        point: CGPoint
    ) -> [UIDragItem] {
        node.forwardDragItems(at: indexPath) {
            $0.collectionView(collectionView, itemsForAddingTo: session, at: indexPath, point: point)
        }
    }

    /// How a lifted item is drawn. Routed by item. Default: `nil` (the whole cell).
    open func collectionView(
        _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        node.forward(row: indexPath, orElse: nil) {
            $0.collectionView(collectionView, dragPreviewParametersForItemAt: indexPath)
        }
    }

    /// A drag begins. Delivered to the children that supplied its items, in the order they did.
    open func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
        node.forwardToDragOwners { $0.collectionView(collectionView, dragSessionWillBegin: session) }
    }

    /// A drag ended. Delivered to the children that supplied its items, which are then forgotten.
    open func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
        let node = self.node
        node.forwardToDragOwners { $0.collectionView(collectionView, dragSessionDidEnd: session) }
        node.forgetDragOwners()
    }

    /// Whether a drop may move the dragged items. Every child that supplied items must agree.
    /// Default: `true`.
    open func collectionView(
        _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
    ) -> Bool {
        var answer = true
        node.forwardToDragOwners {
            answer = $0.collectionView(collectionView, dragSessionAllowsMoveOperation: session) && answer
        }
        return answer
    }

    /// Whether the items stay in this app. `true` when any child that supplied items says so.
    /// Default: `false`.
    open func collectionView(
        _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        var answer = false
        node.forwardToDragOwners {
            answer = $0.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session) || answer
        }
        return answer
    }

    // MARK: UICollectionViewDropDelegate

    /// Incorporates a drop. Routed by the destination's section (the last section when the destination
    /// is `nil`). Default: nothing is dropped.
    open func collectionView(
        _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
    ) {
        node.forward(dropAt: coordinator.destinationIndexPath, sections: numberOfSections(in: collectionView)) {
            $0.collectionView(collectionView, performDropWith: coordinator)
        }
    }

    /// Whether the collection view accepts the session. Asked of the nodes observing `.dropSession`;
    /// `true` when any of them accepts. Default (no observer): `true`.
    open func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
        var asked = false
        var answer = false
        node.deliver(.dropSession) { node in
            asked = true
            answer = node.collectionView(collectionView, canHandle: session) || answer
        }
        return asked ? answer : true
    }

    /// A drag entered the collection view. Delivered towards nodes observing `.dropSession`.
    open func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
        node.deliver(.dropSession) { $0.collectionView(collectionView, dropSessionDidEnter: session) }
    }

    /// What a drop at the destination would do. Routed by the destination's section (the last section
    /// when the destination is `nil`). Default: a `.cancel` proposal (nothing is dropped).
    open func collectionView(
        _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UICollectionViewDropProposal {
        node.forward(
            dropAt: destinationIndexPath, sections: numberOfSections(in: collectionView),
            orElse: UICollectionViewDropProposal(operation: .cancel)
        ) {
            $0.collectionView(
                collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
        }
    }

    /// A drag left the collection view. Delivered towards nodes observing `.dropSession`.
    open func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {
        node.deliver(.dropSession) { $0.collectionView(collectionView, dropSessionDidExit: session) }
    }

    /// The drop session ended. Delivered towards nodes observing `.dropSession`.
    open func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
        node.deliver(.dropSession) { $0.collectionView(collectionView, dropSessionDidEnd: session) }
    }

    /// How an item receiving a drop is drawn. Routed by item. Default: `nil` (the whole cell).
    open func collectionView(
        _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
    ) -> UIDragPreviewParameters? {
        node.forward(row: indexPath, orElse: nil) {
            $0.collectionView(collectionView, dropPreviewParametersForItemAt: indexPath)
        }
    }

    // MARK: UIScrollViewDelegate (delivered towards nodes observing `.scrollView`)

    /// The table or collection view scrolled. Delivered towards nodes observing `.scrollView`.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {
        node.deliver(.scrollView) { $0.scrollViewDidScroll(scrollView) }
    }

    /// The user began dragging. Delivered towards nodes observing `.scrollView`.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        node.deliver(.scrollView) { $0.scrollViewWillBeginDragging(scrollView) }
    }

    /// The user will lift the finger. Delivered towards nodes observing `.scrollView`, in tree order,
    /// each seeing the target offset its predecessors left.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        node.deliver(.scrollView) {
            $0.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
    }

    /// The user lifted the finger. Delivered towards nodes observing `.scrollView`.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        node.deliver(.scrollView) { $0.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate) }
    }

    /// Whether a status-bar tap scrolls to the top. Every observing node must agree. Default: `true`.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        var answer = true
        node.deliver(.scrollView) { answer = $0.scrollViewShouldScrollToTop(scrollView) && answer }
        return answer
    }

    /// The scroll to the top finished. Delivered towards nodes observing `.scrollView`.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        node.deliver(.scrollView) { $0.scrollViewDidScrollToTop(scrollView) }
    }

    /// Deceleration began. Delivered towards nodes observing `.scrollView`.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        node.deliver(.scrollView) { $0.scrollViewWillBeginDecelerating(scrollView) }
    }

    /// Deceleration ended. Delivered towards nodes observing `.scrollView`.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        node.deliver(.scrollView) { $0.scrollViewDidEndDecelerating(scrollView) }
    }

    /// The view to zoom. The first observing node, in tree order, with an answer. Default: `nil`.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        var answer: UIView?
        node.deliver(.scrollView) { node in
            if answer == nil { answer = node.viewForZooming(in: scrollView) }
        }
        return answer
    }

    /// Zooming will begin. Delivered towards nodes observing `.scrollView`.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        node.deliver(.scrollView) { $0.scrollViewWillBeginZooming(scrollView, with: view) }
    }

    /// Zooming ended. Delivered towards nodes observing `.scrollView`.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        node.deliver(.scrollView) { $0.scrollViewDidEndZooming(scrollView, with: view, atScale: scale) }
    }

    /// The zoom changed. Delivered towards nodes observing `.scrollView`.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {
        node.deliver(.scrollView) { $0.scrollViewDidZoom(scrollView) }
    }

    /// A scrolling animation ended. Delivered towards nodes observing `.scrollView`.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        node.deliver(.scrollView) { $0.scrollViewDidEndScrollingAnimation(scrollView) }
    }

    /// The adjusted content inset changed. Delivered towards nodes observing `.scrollView`.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        node.deliver(.scrollView) { $0.scrollViewDidChangeAdjustedContentInset(scrollView) }
    }
}
