#if !canImport(UIKit)
    import Foundation

    /// A controller that manages a table view, UIKit's way.
    ///
    /// As Apple documents it, the controller creates its table in `loadView()` with the style given to
    /// `init(style:)` and is the table's data source and delegate; its own `viewWillAppear(_:)` reloads
    /// the table the first time and clears the selection while `clearsSelectionOnViewWillAppear` is
    /// `true`; `setEditing(_:animated:)` is forwarded to the table.
    ///
    /// Every data source and delegate member is an `open` method of this class, answering what UIKit does
    /// without it, so subclasses write `override` exactly as on iOS. Where UIKit's behaviour depends on
    /// whether a subclass implements a member, the controller tells the table what UIKit's
    /// `responds(to:)` would: `tableView(_:commit:forRowAt:)` (swipe-to-delete, the Delete control) and
    /// `tableView(_:moveRowAt:to:)` (the reorder control) count as implemented when the subclass
    /// overrides them, read from its class metadata (`HeadlessOverrideDetector`) without calling them.
    /// UIKit's base class implements neither: reaching the base implementation (through `super`, say)
    /// fails as iOS does, with an unrecognized selector.
    ///
    /// The methods are in the class body, not in extensions, because Swift on Linux cannot override
    /// members declared in extensions.
    @preconcurrency @MainActor
    open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate,
        HeadlessOptionalMembersReporting
    {
        private let tableStyle: UITableView.Style
        private var behavior = ListControllerBehavior()

        /// Creates a controller whose table has a style.
        public init(style: UITableView.Style) {
            tableStyle = style
            super.init(nibName: nil, bundle: nil)
        }

        /// Creates a controller with a `.plain` table.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            tableStyle = .plain
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The table, which is the controller's view; loaded on first access.
        open var tableView: UITableView! {
            get { view as? UITableView }
            set { view = newValue }
        }

        /// Whether `viewWillAppear(_:)` deselects the selected rows. Default `true`.
        open var clearsSelectionOnViewWillAppear = true

        /// The table's pull-to-refresh control. Default `nil`.
        open var refreshControl: UIRefreshControl? {
            get { tableView.refreshControl }
            set { tableView.refreshControl = newValue }
        }

        /// The members the controller lacks, for the headless table (headless addition): `.commitEditingStyle`
        /// and `.moveRow` unless its class overrides them, as read from the class's metadata.
        ///
        /// Overriding this property is not needed; an override's answer replaces the detected one.
        open var headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> {
            Self.optionalMemberDetector.membersNotOverridden(in: type(of: self))
        }

        /// Creates the table with the controller's style, the main screen's size, and the controller as
        /// its data source and delegate.
        open override func loadView() {
            let table = UITableView(frame: UIScreen.main.bounds, style: tableStyle)
            view = table
            table.dataSource = self
            table.delegate = self
        }

        /// Reloads the table on the first appearance and deselects its rows while
        /// `clearsSelectionOnViewWillAppear` is `true`; subclasses call `super`.
        open override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            behavior.viewWillAppear(tableView, animated: animated, clearsSelection: clearsSelectionOnViewWillAppear)
        }

        /// Enters or leaves editing mode, and the table with it.
        open override func setEditing(_ editing: Bool, animated: Bool) {
            super.setEditing(editing, animated: animated)
            tableView.setEditing(editing, animated: animated)
        }

        // MARK: UITableViewDataSource
        /// The number of rows in a section; the base answers 0, so subclasses override it.
        open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            0
        }
        /// The cell for a row; the base answers a plain cell, so subclasses override it.
        open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        /// UIKit's answer without `numberOfSections(in:)`; override it to answer.
        open func numberOfSections(in tableView: UITableView) -> Int {
            HeadlessDefaultTableAnswers.shared.numberOfSections(in: tableView)
        }
        /// UIKit's answer without `tableView(_:titleForHeaderInSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, titleForHeaderInSection: section)
        }
        /// UIKit's answer without `tableView(_:titleForFooterInSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, titleForFooterInSection: section)
        }
        /// UIKit's answer without `tableView(_:canEditRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, canEditRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:canMoveRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, canMoveRowAt: indexPath)
        }
        /// UIKit's answer without `sectionIndexTitles(for:)`; override it to answer.
        open func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            HeadlessDefaultTableAnswers.shared.sectionIndexTitles(for: tableView)
        }
        /// UIKit's answer without `tableView(_:sectionForSectionIndexTitle:at:)`; override it to answer.
        open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
        }
        /// Commits a deletion or insertion: UIKit's base class does not implement it, so a subclass that
        /// overrides it gets swipe-to-delete and the Delete control, and must not call `super`, which
        /// reports an unrecognized selector to the table.
        open func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            tableView.reportUnrecognizedSelector("tableView:commitEditingStyle:forRowAtIndexPath:", sentTo: self)
        }
        /// Moves a row in the data: UIKit's base class does not implement it, so a subclass that overrides
        /// it gets the reorder control, and must not call `super`, which reports an unrecognized selector
        /// to the table.
        open func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            tableView.reportUnrecognizedSelector("tableView:moveRowAtIndexPath:toIndexPath:", sentTo: self)
        }

        // MARK: UITableViewDelegate
        /// UIKit's answer without `tableView(_:willDisplay:forRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
        {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:indentationLevelForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, indentationLevelForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:shouldSpringLoadRowAt:with:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, shouldSpringLoadRowAt: indexPath, with: context)
        }
        /// UIKit's answer without `tableView(_:willSelectRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, willSelectRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:didSelectRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, didSelectRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:willDeselectRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, willDeselectRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:didDeselectRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, didDeselectRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:shouldBeginMultipleSelectionInteractionAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath)
            -> Bool
        {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, shouldBeginMultipleSelectionInteractionAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:didBeginMultipleSelectionInteractionAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, didBeginMultipleSelectionInteractionAt: indexPath)
        }
        /// UIKit's answer without `tableViewDidEndMultipleSelectionInteraction(_:)`; override it to answer.
        open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {
            HeadlessDefaultTableAnswers.shared.tableViewDidEndMultipleSelectionInteraction(tableView)
        }
        /// UIKit's answer without `tableView(_:viewForHeaderInSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, viewForHeaderInSection: section)
        }
        /// UIKit's answer without `tableView(_:viewForFooterInSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, viewForFooterInSection: section)
        }
        /// UIKit's answer without `tableView(_:willDisplayHeaderView:forSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        }
        /// UIKit's answer without `tableView(_:willDisplayFooterView:forSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, willDisplayFooterView: view, forSection: section)
        }
        /// UIKit's answer without `tableView(_:heightForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, heightForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:heightForHeaderInSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, heightForHeaderInSection: section)
        }
        /// UIKit's answer without `tableView(_:heightForFooterInSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, heightForFooterInSection: section)
        }
        /// UIKit's answer without `tableView(_:estimatedHeightForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, estimatedHeightForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:estimatedHeightForHeaderInSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, estimatedHeightForHeaderInSection: section)
        }
        /// UIKit's answer without `tableView(_:estimatedHeightForFooterInSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, estimatedHeightForFooterInSection: section)
        }
        /// UIKit's answer without `tableView(_:accessoryButtonTappedForRowWith:)`; override it to answer.
        open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, accessoryButtonTappedForRowWith: indexPath)
        }
        /// UIKit's answer without `tableView(_:contextMenuConfigurationForRowAt:point:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, contextMenuConfigurationForRowAt: indexPath, point: point)
        }
        /// UIKit's answer without `tableView(_:previewForDismissingContextMenuWithConfiguration:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        /// UIKit's answer without `tableView(_:previewForHighlightingContextMenuWithConfiguration:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
        /// UIKit's answer without `tableView(_:willDisplayContextMenu:animator:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, willDisplayContextMenu: configuration, animator: animator)
        }
        /// UIKit's answer without `tableView(_:willEndContextMenuInteraction:animator:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, willEndContextMenuInteraction: configuration, animator: animator)
        }
        /// UIKit's answer without `tableView(_:willPerformPreviewActionForMenuWith:animator:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, willPerformPreviewActionForMenuWith: configuration, animator: animator)
        }
        /// UIKit's answer without `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, leadingSwipeActionsConfigurationForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:shouldShowMenuForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, shouldShowMenuForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:canPerformAction:forRowAt:withSender:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, canPerformAction: action, forRowAt: indexPath, withSender: sender)
        }
        /// UIKit's answer without `tableView(_:performAction:forRowAt:withSender:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, performAction: action, forRowAt: indexPath, withSender: sender)
        }
        /// UIKit's answer without `tableView(_:editActionsForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
            -> [UITableViewRowAction]?
        {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, editActionsForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:shouldHighlightRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, shouldHighlightRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:didHighlightRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, didHighlightRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:didUnhighlightRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, didUnhighlightRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:willBeginEditingRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, willBeginEditingRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:didEndEditingRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, didEndEditingRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:editingStyleForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, editingStyleForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String?
        {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, titleForDeleteConfirmationButtonForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:shouldIndentWhileEditingRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, shouldIndentWhileEditingRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, targetIndexPathForMoveFromRowAt: sourceIndexPath,
                toProposedIndexPath: proposedDestinationIndexPath)
        }
        /// UIKit's answer without `tableView(_:didEndDisplaying:forRowAt:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:didEndDisplayingHeaderView:forSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
        {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, didEndDisplayingHeaderView: view, forSection: section)
        }
        /// UIKit's answer without `tableView(_:didEndDisplayingFooterView:forSection:)`; override it to answer.
        open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)
        {
            HeadlessDefaultTableAnswers.shared.tableView(
                tableView, didEndDisplayingFooterView: view, forSection: section)
        }
        /// UIKit's answer without `tableView(_:canFocusRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, canFocusRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:shouldUpdateFocusIn:)`; override it to answer.
        open func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext)
            -> Bool
        {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, shouldUpdateFocusIn: context)
        }
        /// UIKit's answer without `tableView(_:didUpdateFocusIn:with:)`; override it to answer.
        open func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, didUpdateFocusIn: context, with: coordinator)
        }
        /// UIKit's answer without `indexPathForPreferredFocusedView(in:)`; override it to answer.
        open func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? {
            HeadlessDefaultTableAnswers.shared.indexPathForPreferredFocusedView(in: tableView)
        }
        /// UIKit's answer without `tableView(_:selectionFollowsFocusForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, selectionFollowsFocusForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:canPerformPrimaryActionForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, canPerformPrimaryActionForRowAt: indexPath)
        }
        /// UIKit's answer without `tableView(_:performPrimaryActionForRowAt:)`; override it to answer.
        open func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
            HeadlessDefaultTableAnswers.shared.tableView(tableView, performPrimaryActionForRowAt: indexPath)
        }

        // MARK: UIScrollViewDelegate
        /// UIKit's answer without `scrollViewDidScroll(_:)`; override it to answer.
        open func scrollViewDidScroll(_ scrollView: UIScrollView) {
            HeadlessDefaultTableAnswers.shared.scrollViewDidScroll(scrollView)
        }
        /// UIKit's answer without `scrollViewWillBeginDragging(_:)`; override it to answer.
        open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
            HeadlessDefaultTableAnswers.shared.scrollViewWillBeginDragging(scrollView)
        }
        /// UIKit's answer without `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`; override it to answer.
        open func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {
            HeadlessDefaultTableAnswers.shared.scrollViewWillEndDragging(
                scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
        }
        /// UIKit's answer without `scrollViewDidEndDragging(_:willDecelerate:)`; override it to answer.
        open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            HeadlessDefaultTableAnswers.shared.scrollViewDidEndDragging(scrollView, willDecelerate: decelerate)
        }
        /// UIKit's answer without `scrollViewShouldScrollToTop(_:)`; override it to answer.
        open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool {
            HeadlessDefaultTableAnswers.shared.scrollViewShouldScrollToTop(scrollView)
        }
        /// UIKit's answer without `scrollViewDidScrollToTop(_:)`; override it to answer.
        open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
            HeadlessDefaultTableAnswers.shared.scrollViewDidScrollToTop(scrollView)
        }
        /// UIKit's answer without `scrollViewWillBeginDecelerating(_:)`; override it to answer.
        open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
            HeadlessDefaultTableAnswers.shared.scrollViewWillBeginDecelerating(scrollView)
        }
        /// UIKit's answer without `scrollViewDidEndDecelerating(_:)`; override it to answer.
        open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
            HeadlessDefaultTableAnswers.shared.scrollViewDidEndDecelerating(scrollView)
        }
        /// UIKit's answer without `viewForZooming(in:)`; override it to answer.
        open func viewForZooming(in scrollView: UIScrollView) -> UIView? {
            HeadlessDefaultTableAnswers.shared.viewForZooming(in: scrollView)
        }
        /// UIKit's answer without `scrollViewWillBeginZooming(_:with:)`; override it to answer.
        open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {
            HeadlessDefaultTableAnswers.shared.scrollViewWillBeginZooming(scrollView, with: view)
        }
        /// UIKit's answer without `scrollViewDidEndZooming(_:with:atScale:)`; override it to answer.
        open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            HeadlessDefaultTableAnswers.shared.scrollViewDidEndZooming(scrollView, with: view, atScale: scale)
        }
        /// UIKit's answer without `scrollViewDidZoom(_:)`; override it to answer.
        open func scrollViewDidZoom(_ scrollView: UIScrollView) {
            HeadlessDefaultTableAnswers.shared.scrollViewDidZoom(scrollView)
        }
        /// UIKit's answer without `scrollViewDidEndScrollingAnimation(_:)`; override it to answer.
        open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            HeadlessDefaultTableAnswers.shared.scrollViewDidEndScrollingAnimation(scrollView)
        }
        /// UIKit's answer without `scrollViewDidChangeAdjustedContentInset(_:)`; override it to answer.
        open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            HeadlessDefaultTableAnswers.shared.scrollViewDidChangeAdjustedContentInset(scrollView)
        }
    }

    /// Answers every data source and delegate member with the protocol extensions' defaults, which are
    /// what UIKit does without the member; `UITableViewController` forwards to it.
    @MainActor
    final class HeadlessDefaultTableAnswers: NSObject, UITableViewDataSource, UITableViewDelegate {
        static let shared = HeadlessDefaultTableAnswers()

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }
#endif
