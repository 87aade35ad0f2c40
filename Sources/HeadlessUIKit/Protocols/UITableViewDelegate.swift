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
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
        func tableView(
            _ tableView: UITableView, shouldSpringLoadRowAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool

        // MARK: Responding to row selections
        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
        func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)

        // MARK: Custom header and footer views
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
        func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
        func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

        // MARK: Header, footer and row heights
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
        func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

        // MARK: Estimated heights
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
        func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
        func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat

        // MARK: Accessory views
        func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)

        // MARK: Context menus
        func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration?
        func tableView(
            _ tableView: UITableView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview?
        func tableView(
            _ tableView: UITableView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview?
        func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
        func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
        func tableView(
            _ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating)

        // MARK: Row actions
        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        func tableView(_ tableView: UITableView, shouldShowMenuForRowAt indexPath: IndexPath) -> Bool
        func tableView(
            _ tableView: UITableView, canPerformAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool
        func tableView(
            _ tableView: UITableView, performAction action: Selector, forRowAt indexPath: IndexPath,
            withSender sender: Any?)
        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?

        // MARK: Highlights
        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
        func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

        // MARK: Editing rows
        func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)
        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
            -> String?
        func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

        // MARK: Reordering rows
        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath

        // MARK: Tracking the removal of views
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
        func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int)
        func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int)

        // MARK: Focus
        func tableView(_ tableView: UITableView, canFocusRowAt indexPath: IndexPath) -> Bool
        func tableView(_ tableView: UITableView, shouldUpdateFocusIn context: UITableViewFocusUpdateContext) -> Bool
        func tableView(
            _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator)
        func indexPathForPreferredFocusedView(in tableView: UITableView) -> IndexPath?
        func tableView(_ tableView: UITableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool

        // MARK: Primary actions
        func tableView(_ tableView: UITableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
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
