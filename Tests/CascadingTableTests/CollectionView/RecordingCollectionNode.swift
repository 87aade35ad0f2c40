#if !canImport(UIKit)
    import CascadingTable

    /// A cell only a `RecordingCollectionNode` returns.
    final class RecordedCell: UICollectionViewCell {}

    /// A supplementary view only a `RecordingCollectionNode` returns.
    final class RecordedReusableView: UICollectionReusableView {}

    /// A node that overrides every collection-view member: it records the member's name and address
    /// and answers something other than the member's default.
    final class RecordingCollectionNode: CascadingNode {
        private(set) var calls: [String] = []
        let menu = UIContextMenuConfiguration()
        let preview = UITargetedPreview(view: UIView())
        let dragItem = UIDragItem(itemProvider: NSItemProvider())
        let previewParameters = UIDragPreviewParameters()

        private func record(_ name: String, _ address: Any = "") {
            calls.append("\(name) \(address)".trimmingCharacters(in: .whitespaces))
        }

        private func path(_ indexPath: IndexPath) -> String { "\(Array(indexPath))" }

        // Data source and prefetching
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            record("numberOfItemsInSection", section)
            return 7
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            record("cellForItemAt", path(indexPath))
            return RecordedCell(frame: .zero)
        }
        override func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            record("viewForSupplementaryElementOfKind", path(indexPath))
            return RecordedReusableView(frame: .zero)
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            record("canMoveItemAt", path(indexPath))
            return true
        }
        override func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            record("moveItemAt", path(sourceIndexPath) + "→" + path(destinationIndexPath))
        }
        override func indexTitles(for collectionView: UICollectionView) -> [String]? {
            record("indexTitles")
            return ["R", "S"]
        }
        override func collectionView(
            _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int
        ) -> IndexPath {
            record("indexPathForIndexTitle", "\(title) \(index)")
            return IndexPath(item: 4, section: 4)
        }
        override func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
            record("prefetchItemsAt", indexPaths.map(path).joined())
        }
        override func collectionView(
            _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]
        ) {
            record("cancelPrefetchingForItemsAt", indexPaths.map(path).joined())
        }

        // Highlighting, selection, display
        override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
            -> Bool
        {
            record("shouldHighlightItemAt", path(indexPath))
            return false
        }
        override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            record("didHighlightItemAt", path(indexPath))
        }
        override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            record("didUnhighlightItemAt", path(indexPath))
        }
        override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
            -> Bool
        {
            record("shouldSelectItemAt", path(indexPath))
            return false
        }
        override func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
            -> Bool
        {
            record("shouldDeselectItemAt", path(indexPath))
            return false
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            record("didSelectItemAt", path(indexPath))
        }
        override func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
            record("didDeselectItemAt", path(indexPath))
        }
        override func collectionView(
            _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) -> Bool {
            record("shouldBeginMultipleSelectionInteractionAt", path(indexPath))
            return true
        }
        override func collectionView(
            _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) {
            record("didBeginMultipleSelectionInteractionAt", path(indexPath))
        }
        override func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {
            record("collectionViewDidEndMultipleSelectionInteraction")
        }
        override func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {
            record("willDisplayCell", path(indexPath))
        }
        override func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {
            record("willDisplaySupplementaryView", path(indexPath))
        }
        override func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {
            record("didEndDisplayingCell", path(indexPath))
        }
        override func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {
            record("didEndDisplayingSupplementaryView", path(indexPath))
        }

        // Editing, moving, offsets
        override func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
            record("canEditItemAt", path(indexPath))
            return false
        }
        override func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            record("targetIndexPathForMoveOfItemFromOriginalIndexPath", path(originalIndexPath))
            return IndexPath(item: 9, section: 9)
        }
        @available(iOS, deprecated: 15.0)
        override func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            record("targetIndexPathForMoveFromItemAt", path(currentIndexPath))
            return IndexPath(item: 8, section: 8)
        }
        override func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout {
            record("transitionLayoutForOldLayout")
            return RecordedTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        }
        override func collectionView(
            _ collectionView: UICollectionView,
            targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
        ) -> CGPoint {
            record("targetContentOffsetForProposedContentOffset")
            return CGPoint(x: proposedContentOffset.x + 3, y: proposedContentOffset.y + 4)
        }

        // Menus, primary actions, spring loading, focus
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            record("contextMenuConfigurationForItemsAt", indexPaths.map(path).joined())
            return menu
        }
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            highlightPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? {
            record("highlightPreviewForItemAt", path(indexPath))
            return preview
        }
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? {
            record("dismissalPreviewForItemAt", path(indexPath))
            return preview
        }
        override func collectionView(
            _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            record("willDisplayContextMenu")
        }
        override func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            record("willEndContextMenuInteraction")
        }
        override func collectionView(
            _ collectionView: UICollectionView,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            record("willPerformPreviewActionForMenuWith")
        }
        override func collectionView(
            _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
        ) -> Bool {
            record("canPerformPrimaryActionForItemAt", path(indexPath))
            return false
        }
        override func collectionView(
            _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
        ) {
            record("performPrimaryActionForItemAt", path(indexPath))
        }
        override func collectionView(
            _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool {
            record("shouldSpringLoadItemAt", path(indexPath))
            return false
        }
        override func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            record("canFocusItemAt", path(indexPath))
            return false
        }
        override func collectionView(
            _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
        ) -> Bool {
            record("selectionFollowsFocusForItemAt", path(indexPath))
            return true
        }
        override func collectionView(
            _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
        ) -> Bool {
            record("shouldUpdateFocusIn", context.nextFocusedIndexPath.map(path) ?? "")
            return false
        }
        override func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            record("didUpdateFocusIn", context.nextFocusedIndexPath.map(path) ?? "")
        }

        override func collectionView(
            _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
            point: CGPoint
        ) -> UIWindowScene.ActivationConfiguration? {
            record("sceneActivationConfigurationForItemAt", path(indexPath))
            return UIWindowScene.ActivationConfiguration(userActivity: NSUserActivity(activityType: "item"))
        }

        // Older forms
        @available(iOS, deprecated: 16.0)
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            record("contextMenuConfigurationForItemAt", path(indexPath))
            return menu
        }
        @available(iOS, deprecated: 16.0)
        override func collectionView(
            _ collectionView: UICollectionView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            record("previewForHighlightingContextMenuWithConfiguration")
            return preview
        }
        @available(iOS, deprecated: 16.0)
        override func collectionView(
            _ collectionView: UICollectionView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            record("previewForDismissingContextMenuWithConfiguration")
            return preview
        }
        @available(iOS, deprecated: 13.0)
        override func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
            -> Bool
        {
            record("shouldShowMenuForItemAt", path(indexPath))
            return true
        }
        @available(iOS, deprecated: 13.0)
        override func collectionView(
            _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool {
            record("canPerformAction", path(indexPath))
            return true
        }
        @available(iOS, deprecated: 13.0)
        override func collectionView(
            _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) {
            record("performAction", path(indexPath))
        }
        override func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? {
            record("indexPathForPreferredFocusedView")
            return IndexPath(item: 5, section: 5)
        }

        // Layout described by the nodes
        let swipeActions = UISwipeActionsConfiguration(actions: [])
        override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
            -> CascadingSectionLayout?
        {
            record("layoutForSectionAt", section)
            return .grid(columns: 2)
        }
        override func collectionView(
            _ collectionView: UICollectionView, leadingSwipeActionsConfigurationForItemAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            record("leadingSwipeActionsConfigurationForItemAt", path(indexPath))
            return swipeActions
        }
        override func collectionView(
            _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            record("trailingSwipeActionsConfigurationForItemAt", path(indexPath))
            return swipeActions
        }

        // Flow layout
        override func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            record("sizeForItemAt", path(indexPath))
            return CGSize(width: 11, height: 12)
        }
        override func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            insetForSectionAt section: Int
        ) -> UIEdgeInsets {
            record("insetForSectionAt", section)
            return UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        }
        override func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat {
            record("minimumLineSpacingForSectionAt", section)
            return 13
        }
        override func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumInteritemSpacingForSectionAt section: Int
        ) -> CGFloat {
            record("minimumInteritemSpacingForSectionAt", section)
            return 14
        }
        override func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForHeaderInSection section: Int
        ) -> CGSize {
            record("referenceSizeForHeaderInSection", section)
            return CGSize(width: 15, height: 16)
        }
        override func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            referenceSizeForFooterInSection section: Int
        ) -> CGSize {
            record("referenceSizeForFooterInSection", section)
            return CGSize(width: 17, height: 18)
        }

        // Drag and drop
        override func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            record("itemsForBeginning", path(indexPath))
            return [dragItem]
        }
        override func collectionView(
            _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
            point: CGPoint
        ) -> [UIDragItem] {
            record("itemsForAddingTo", path(indexPath))
            return [dragItem]
        }
        override func collectionView(
            _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
        ) -> UIDragPreviewParameters? {
            record("dragPreviewParametersForItemAt", path(indexPath))
            return previewParameters
        }
        override func collectionView(
            _ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession
        ) {
            record("dragSessionWillBegin")
        }
        override func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
            record("dragSessionDidEnd")
        }
        override func collectionView(
            _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
        ) -> Bool {
            record("dragSessionAllowsMoveOperation")
            return false
        }
        override func collectionView(
            _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool {
            record("dragSessionIsRestrictedToDraggingApplication")
            return true
        }
        override func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
        ) {
            record("performDropWith", coordinator.destinationIndexPath.map(path) ?? "nil")
        }
        override func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
            record("canHandle")
            return false
        }
        override func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
        {
            record("dropSessionDidEnter")
        }
        override func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            record("dropSessionDidUpdate", destinationIndexPath.map(path) ?? "nil")
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
        {
            record("dropSessionDidExit")
        }
        override func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
            record("dropSessionDidEnd")
        }
        override func collectionView(
            _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
        ) -> UIDragPreviewParameters? {
            record("dropPreviewParametersForItemAt", path(indexPath))
            return previewParameters
        }
    }

    /// The transition layout a `RecordingCollectionNode` answers, told apart from the default by its class.
    final class RecordedTransitionLayout: UICollectionViewTransitionLayout {}
#endif
