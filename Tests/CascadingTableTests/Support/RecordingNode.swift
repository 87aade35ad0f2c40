import CascadingTable

/// A cell a `RecordingNode` hands out, so tests can tell it from a default cell.
final class ScriptedCell: UITableViewCell {}

/// The answers a `RecordingNode` gives: each differs from the member's documented default.
enum Script {
    static let numberOfRows = 7
    static let numberOfSections = 4
    static let indentationLevel = 3
    static let sectionForIndexTitle = 5
    static let rowHeight: CGFloat = 51
    static let headerHeight: CGFloat = 52
    static let footerHeight: CGFloat = 53
    static let estimatedRowHeight: CGFloat = 54
    static let estimatedHeaderHeight: CGFloat = 55
    static let estimatedFooterHeight: CGFloat = 56
    static let headerTitle = "Header"
    static let footerTitle = "Footer"
    static let deleteTitle = "Remove"
    static let indexTitles = ["X", "Y"]
    static let redirectedSelection = IndexPath(row: 99, section: 99)
    static let redirectedDeselection = IndexPath(row: 98, section: 98)
    static let moveTarget = IndexPath(row: 97, section: 97)
    static let preferredFocus = IndexPath(row: 96, section: 96)
    static let editingStyle = UITableViewCell.EditingStyle.insert
}

/// A leaf that overrides all 93 members: it records every call and answers from `Script` (or with
/// objects of its own), so a test can tell whether a call reached it and with which arguments.
@MainActor
final class RecordingNode: CascadingNode {
    private(set) var calls: [RecordedCall] = []

    let cell = ScriptedCell(style: .default, reuseIdentifier: "scripted")
    let headerView = UIView()
    let footerView = UIView()
    let zoomingView = UIView()
    let leadingActions = UISwipeActionsConfiguration(actions: [])
    let trailingActions = UISwipeActionsConfiguration(actions: [])
    let menu = UIContextMenuConfiguration()
    let dismissingPreview = UITargetedPreview(view: UIView())
    let highlightingPreview = UITargetedPreview(view: UIView())
    @available(iOS, deprecated: 13.0)
    let editAction = UITableViewRowAction(style: .normal, title: "Edit") { _, _ in }
    let dragItem = UIDragItem(itemProvider: NSItemProvider())
    let dragPreview = UIDragPreviewParameters()
    let dropPreview = UIDragPreviewParameters()

    private func record(_ member: TableMember, _ argument: CallArgument = .none) {
        calls.append(RecordedCall(member: member, argument: argument))
    }

    /// The calls received for one member.
    func calls(to member: TableMember) -> [RecordedCall] {
        calls.filter { $0.member == member }
    }

    /// Forgets the calls received so far.
    func resetCalls() {
        calls.removeAll()
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        record(.numberOfRowsInSection, .section(section))
        return Script.numberOfRows
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        record(.cellForRowAt, .row(indexPath))
        return cell
    }
    override func numberOfSections(in tableView: UITableView) -> Int {
        record(.numberOfSections)
        return Script.numberOfSections
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        record(.titleForHeaderInSection, .section(section))
        return Script.headerTitle
    }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        record(.titleForFooterInSection, .section(section))
        return Script.footerTitle
    }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        record(.commitEditingStyle, .row(indexPath))
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        record(.canEditRowAt, .row(indexPath))
        return true
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        record(.canMoveRowAt, .row(indexPath))
        return true
    }
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        record(.moveRowAt, .move(from: sourceIndexPath, to: destinationIndexPath))
    }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        record(.sectionIndexTitles)
        return Script.indexTitles
    }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        record(.sectionForSectionIndexTitle, .row(IndexPath(indexes: [index])))
        return Script.sectionForIndexTitle
    }

    // MARK: UITableViewDelegate

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    {
        record(.willDisplayCell, .row(indexPath))
    }
    override func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        record(.indentationLevelForRowAt, .row(indexPath))
        return Script.indentationLevel
    }
    override func tableView(
        _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
        with context: any UISpringLoadedInteractionContext
    ) -> Bool {
        record(.shouldSpringLoadRowAt, .row(indexPath))
        return false
    }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        record(.willSelectRowAt, .row(indexPath))
        return Script.redirectedSelection
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        record(.didSelectRowAt, .row(indexPath))
    }
    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        record(.willDeselectRowAt, .row(indexPath))
        return Script.redirectedDeselection
    }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        record(.didDeselectRowAt, .row(indexPath))
    }
    override func tableView(
        _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
    ) -> Bool {
        record(.shouldBeginMultipleSelectionInteractionAt, .row(indexPath))
        return true
    }
    override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        record(.didBeginMultipleSelectionInteractionAt, .row(indexPath))
    }
    override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
        record(.didEndMultipleSelectionInteraction)
        super.tableViewDidEndMultipleSelectionInteraction(tableView)
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        record(.viewForHeaderInSection, .section(section))
        return headerView
    }
    override func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        record(.viewForFooterInSection, .section(section))
        return footerView
    }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        record(.willDisplayHeaderView, .section(section))
    }
    override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
        record(.willDisplayFooterView, .section(section))
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        record(.heightForRowAt, .row(indexPath))
        return Script.rowHeight
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        record(.heightForHeaderInSection, .section(section))
        return Script.headerHeight
    }
    override func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        record(.heightForFooterInSection, .section(section))
        return Script.footerHeight
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        record(.estimatedHeightForRowAt, .row(indexPath))
        return Script.estimatedRowHeight
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        record(.estimatedHeightForHeaderInSection, .section(section))
        return Script.estimatedHeaderHeight
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        record(.estimatedHeightForFooterInSection, .section(section))
        return Script.estimatedFooterHeight
    }
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        record(.accessoryButtonTappedForRowWith, .row(indexPath))
    }
    override func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        record(.contextMenuConfigurationForRowAt, .row(indexPath))
        return menu
    }
    override func tableView(
        _ tableView: UITableView,
        previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        record(.previewForDismissingContextMenu, .configuration(ObjectIdentifier(configuration)))
        return dismissingPreview
    }
    override func tableView(
        _ tableView: UITableView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        record(.previewForHighlightingContextMenu, .configuration(ObjectIdentifier(configuration)))
        return highlightingPreview
    }
    override func tableView(
        _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        record(.willDisplayContextMenu, .configuration(ObjectIdentifier(configuration)))
    }
    override func tableView(
        _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: (any UIContextMenuInteractionAnimating)?
    ) {
        record(.willEndContextMenuInteraction, .configuration(ObjectIdentifier(configuration)))
    }
    override func tableView(
        _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: any UIContextMenuInteractionCommitAnimating
    ) {
        record(.willPerformPreviewActionForMenu, .configuration(ObjectIdentifier(configuration)))
    }
    override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        record(.leadingSwipeActionsConfigurationForRowAt, .row(indexPath))
        return leadingActions
    }
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
        -> UISwipeActionsConfiguration?
    {
        record(.trailingSwipeActionsConfigurationForRowAt, .row(indexPath))
        return trailingActions
    }
    override func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
        record(.shouldShowMenuForRowAt, .row(indexPath))
        return true
    }
    override func tableView(
        _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
        withSender sender: Any?
    ) -> Bool {
        record(.canPerformAction, .row(indexPath))
        return true
    }
    override func tableView(
        _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath, withSender sender: Any?
    ) {
        record(.performAction, .row(indexPath))
    }
    @available(iOS, deprecated: 13.0)
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
        -> [UITableViewRowAction]?
    {
        record(.editActionsForRowAt, .row(indexPath))
        return [editAction]
    }
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        record(.shouldHighlightRowAt, .row(indexPath))
        return false
    }
    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        record(.didHighlightRowAt, .row(indexPath))
    }
    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        record(.didUnhighlightRowAt, .row(indexPath))
    }
    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        record(.willBeginEditingRowAt, .row(indexPath))
    }
    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        record(.didEndEditingRowAt, .row(indexPath))
    }
    override func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
    ) -> UITableViewCell.EditingStyle {
        record(.editingStyleForRowAt, .row(indexPath))
        return Script.editingStyle
    }
    override func tableView(
        _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
    ) -> String? {
        record(.titleForDeleteConfirmationButtonForRowAt, .row(indexPath))
        return Script.deleteTitle
    }
    override func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        record(.shouldIndentWhileEditingRowAt, .row(indexPath))
        return true
    }
    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        record(.targetIndexPathForMove, .move(from: sourceIndexPath, to: proposedDestinationIndexPath))
        return Script.moveTarget
    }
    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        record(.didEndDisplayingCell, .row(indexPath))
    }
    override func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
        record(.didEndDisplayingHeaderView, .section(section))
    }
    override func tableView(
        _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
        record(.didEndDisplayingFooterView, .section(section))
    }
    override func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
        record(.canFocusRowAt, .row(indexPath))
        return false
    }
    override func tableView(
        _ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext
    ) -> Bool {
        record(
            .shouldUpdateFocusIn,
            .focus(previous: context.previouslyFocusedIndexPath, next: context.nextFocusedIndexPath))
        return false
    }
    override func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator
    ) {
        record(
            .didUpdateFocusIn, .focus(previous: context.previouslyFocusedIndexPath, next: context.nextFocusedIndexPath))
    }
    override func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
        record(.indexPathForPreferredFocusedView)
        return Script.preferredFocus
    }
    override func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
        record(.selectionFollowsFocusForRowAt, .row(indexPath))
        return true
    }
    override func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
        record(.canPerformPrimaryActionForRowAt, .row(indexPath))
        return false
    }
    override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
        record(.performPrimaryActionForRowAt, .row(indexPath))
    }

    // MARK: UIScrollViewDelegate (each also keeps the event travelling, as overrides should)

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        record(.scrollViewDidScroll)
        super.scrollViewDidScroll(scrollView)
    }
    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        record(.scrollViewWillBeginDragging)
        super.scrollViewWillBeginDragging(scrollView)
    }
    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        record(.scrollViewWillEndDragging)
        targetContentOffset.pointee.y += 10
        super.scrollViewWillEndDragging(scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
    }
    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        record(.scrollViewDidEndDragging)
        super.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
    }
    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
        record(.scrollViewShouldScrollToTop)
        return false
    }
    override func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
        record(.scrollViewDidScrollToTop)
        super.scrollViewDidScrollToTop(scrollView)
    }
    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        record(.scrollViewWillBeginDecelerating)
        super.scrollViewWillBeginDecelerating(scrollView)
    }
    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        record(.scrollViewDidEndDecelerating)
        super.scrollViewDidEndDecelerating(scrollView)
    }
    override func viewForZooming(in scrollView: UIScrollView) -> UIView? {
        record(.viewForZooming)
        return zoomingView
    }
    override func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
        record(.scrollViewWillBeginZooming)
        super.scrollViewWillBeginZooming(scrollView, with: view)
    }
    override func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        record(.scrollViewDidEndZooming)
        super.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
    }
    override func scrollViewDidZoom(_ scrollView: UIScrollView) {
        record(.scrollViewDidZoom)
        super.scrollViewDidZoom(scrollView)
    }
    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        record(.scrollViewDidEndScrollingAnimation)
        super.scrollViewDidEndScrollingAnimation(scrollView)
    }
    override func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
        record(.scrollViewDidChangeAdjustedContentInset)
        super.scrollViewDidChangeAdjustedContentInset(scrollView)
    }

    // MARK: UITableViewDataSourcePrefetching

    override func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        record(.prefetchRowsAt, .rows(indexPaths))
    }
    override func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        record(.cancelPrefetchingForRowsAt, .rows(indexPaths))
    }

    // MARK: UITableViewDragDelegate

    override func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
    ) -> [UIDragItem] {
        record(.itemsForBeginning, .row(indexPath))
        return [dragItem]
    }
    override func tableView(
        _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath, point: CGPoint
    ) -> [UIDragItem] {
        record(.itemsForAddingTo, .row(indexPath))
        return [dragItem]
    }
    override func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        record(.dragPreviewParametersForRowAt, .row(indexPath))
        return dragPreview
    }
    override func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
        record(.dragSessionWillBegin)
    }
    override func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
        record(.dragSessionDidEnd)
    }
    override func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession)
        -> Bool
    {
        record(.dragSessionAllowsMoveOperation)
        return false
    }
    override func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
    ) -> Bool {
        record(.dragSessionIsRestrictedToDraggingApplication)
        return true
    }

    // MARK: UITableViewDropDelegate

    override func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        record(.performDropWith, .section(coordinator.destinationIndexPath.map(sectionOf) ?? -1))
    }
    override func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
        record(.canHandle)
        return false
    }
    override func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
        record(.dropSessionDidEnter)
    }
    override func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal {
        record(.dropSessionDidUpdate, .section(destinationIndexPath.map(sectionOf) ?? -1))
        return UITableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
    }
    override func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
        record(.dropSessionDidExit)
    }
    override func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
        record(.dropSessionDidEnd)
    }
    override func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    {
        record(.dropPreviewParametersForRowAt, .row(indexPath))
        return dropPreview
    }
}
