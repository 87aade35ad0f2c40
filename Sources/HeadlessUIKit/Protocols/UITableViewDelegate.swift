#if !canImport(UIKit)
    import Foundation

    /// Manages a table view's rows, headers, footers, selection, editing, menus and focus.
    ///
    /// Every member is optional in UIKit. Here each is a requirement with a default implementation
    /// that answers what UIKit does when a delegate does not implement the member; the defaults are
    /// documented one by one below and in `Docs/DefaultReturnValues.md`.
    @preconcurrency @MainActor
    public protocol UITableViewDelegate: UIScrollViewDelegate {
        // MARK: Configuring rows
        /// Tells the delegate that the table is about to draw a cell for a row.
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
        /// Asks for the indentation level of a row's content.
        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
        /// Asks whether a row spring-loads when a drag hovers over it.
        func tableView(
            _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool

        // MARK: Responding to row selections
        /// Tells the delegate a row is about to be selected; the answer is the row to select, or `nil` for none.
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
        /// Tells the delegate a row is now selected.
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        /// Tells the delegate a row is about to be deselected; the answer is the row to deselect, or `nil` for none.
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
        /// Tells the delegate a row is now deselected.
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
        /// Asks whether a two-finger pan may start selecting several rows.
        func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
        /// Tells the delegate a two-finger pan started selecting several rows.
        func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        /// Tells the delegate the two-finger multiple selection ended.
        func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

        // MARK: Custom header and footer views
        /// Asks for a view to show as a section's header.
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
        /// Asks for a view to show as a section's footer.
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
        /// Tells the delegate a section's header view is about to be shown.
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
        /// Tells the delegate a section's footer view is about to be shown.
        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

        // MARK: Header, footer and row heights
        /// Asks for a row's height.
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
        /// Asks for the height of a section's header.
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
        /// Asks for the height of a section's footer.
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

        // MARK: Estimated heights
        /// Asks for an estimate of a row's height, used until the row is measured.
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
        /// Asks for an estimate of a section header's height.
        func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
        /// Asks for an estimate of a section footer's height.
        func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

        // MARK: Accessory views
        /// Tells the delegate the user tapped a row's detail button.
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

        // MARK: Context menus
        /// Asks for the context menu to show for a row, or `nil` for none.
        func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration?
        /// Asks for the view the context menu shrinks back into when it closes.
        func tableView(
            _ tableView: UITableView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview?
        /// Asks for the view the context menu highlights as it opens.
        func tableView(
            _ tableView: UITableView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview?
        /// Tells the delegate a context menu is about to appear.
        func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
        /// Tells the delegate a context menu is about to disappear.
        func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
        /// Tells the delegate the user tapped the context menu's preview.
        func tableView(
            _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating)

        // MARK: Row actions
        /// Asks for the actions a swipe from the leading edge of a row reveals.
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        /// Asks for the actions a swipe from the trailing edge of a row reveals.
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        /// Asks whether a long press on a row shows the edit menu (deprecated in UIKit).
        func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
        /// Asks whether the edit menu offers an action for a row (deprecated in UIKit).
        func tableView(
            _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool
        /// Tells the delegate to perform an edit menu action on a row (deprecated in UIKit).
        func tableView(
            _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?)
        /// Asks for the buttons a trailing swipe reveals, the pre-iOS 11 way (deprecated in UIKit).
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?

        // MARK: Highlights
        /// Asks whether a touched row highlights.
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
        /// Tells the delegate a row is highlighted.
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
        /// Tells the delegate a row lost its highlight.
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

        // MARK: Editing rows
        /// Tells the delegate a swipe is about to reveal a row's actions.
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
        /// Tells the delegate a row's swipe actions closed; `nil` when the row no longer exists.
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
        /// Asks for the editing control of a row: delete, insert or none.
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        /// Asks for the title of a row's Delete button.
        func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String?
        /// Asks whether a row's content indents in editing mode.
        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

        // MARK: Reordering rows
        /// Asks where a row being moved lands, given where the user proposes to drop it.
        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath

        // MARK: Tracking the removal of views
        /// Tells the delegate a row's cell left the screen.
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        /// Tells the delegate a section's header view left the screen.
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
        /// Tells the delegate a section's footer view left the screen.
        func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

        // MARK: Focus
        /// Asks whether a row can take focus.
        func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
        /// Asks whether focus may move as the context describes.
        func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
        /// Tells the delegate focus moved as the context describes.
        func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator)
        /// Asks which row should take focus first.
        func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
        /// Asks whether focusing a row selects it.
        func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

        // MARK: Primary actions
        /// Asks whether a row performs a primary action (instead of being selected) when tapped.
        func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
        /// Tells the delegate to perform a row's primary action.
        func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath)
    }

    extension UITableViewDelegate {
        /// Nobody is told.
        public func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}
        /// Level 0.
        public func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
        /// Rows spring-load.
        public func tableView(
            _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool { true }
        /// The touched row is selected as proposed.
        public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
        /// The row is deselected as proposed.
        public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            indexPath
        }
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
        /// The multiple-selection gesture does not start.
        public func tableView(
            _ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) -> Bool { false }
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
        /// Nobody is told.
        public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
        /// No custom header view (a header title, if any, gets the standard view).
        public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
        /// No custom footer view (a footer title, if any, gets the standard view).
        public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
        /// The table's `rowHeight`.
        public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.rowHeight
        }
        /// The table's `sectionHeaderHeight`.
        public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            tableView.sectionHeaderHeight
        }
        /// The table's `sectionFooterHeight`.
        public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
            tableView.sectionFooterHeight
        }
        /// The table's `estimatedRowHeight`.
        public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            tableView.estimatedRowHeight
        }
        /// The table's `estimatedSectionHeaderHeight`.
        public func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
            tableView.estimatedSectionHeaderHeight
        }
        /// The table's `estimatedSectionFooterHeight`.
        public func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
            tableView.estimatedSectionFooterHeight
        }
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
        /// No context menu.
        public func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
        /// The table's own dismissal preview.
        public func tableView(
            _ tableView: UITableView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? { nil }
        /// The table's own highlight preview.
        public func tableView(
            _ tableView: UITableView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? { nil }
        /// Nobody is told.
        public func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}
        /// Nobody is told.
        public func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}
        /// Nobody is told.
        public func tableView(
            _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {}
        /// The default leading actions (none).
        public func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        { nil }
        /// The default trailing actions (the legacy edit actions, else Delete when deletion is committed).
        public func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        { nil }
        /// No edit menu.
        public func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool { false }
        /// The command is left out of the edit menu.
        public func tableView(
            _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool { false }
        /// Nothing is performed.
        public func tableView(
            _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) {}
        /// The standard swipe buttons.
        public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath)
            -> [UITableViewRowAction]?
        {
            nil
        }
        /// Rows highlight.
        public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
        /// Editable rows get the delete control.
        public func tableView(
            _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath
        ) -> UITableViewCell.EditingStyle { .delete }
        /// `nil`: the button keeps its standard title, "Delete".
        public func tableView(
            _ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath
        ) -> String? { nil }
        /// Rows indent while editing.
        public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
            true
        }
        /// The proposed destination is accepted.
        public func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath { proposedDestinationIndexPath }
        /// Nobody is told.
        public func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {}
        /// Nobody is told.
        public func tableView(
            _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
        ) {}
        /// Nobody is told.
        public func tableView(
            _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
        ) {}
        /// Rows can take focus.
        public func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool { true }
        /// The focus update happens.
        public func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext)
            -> Bool
        {
            true
        }
        /// Nobody is told.
        public func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {}
        /// No preference: the table chooses.
        public func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath? { nil }
        /// The table's `selectionFollowsFocus`.
        public func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool {
            tableView.selectionFollowsFocus
        }
        /// Primary actions run unless the table is editing.
        public func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool {
            !tableView.isEditing
        }
        /// Nobody is told.
        public func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    }
#endif
