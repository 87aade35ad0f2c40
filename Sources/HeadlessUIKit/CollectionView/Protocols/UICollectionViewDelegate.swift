#if !canImport(UIKit)
    import Foundation

    /// Manages a collection view's highlighting, selection, display, editing, menus and focus.
    ///
    /// Every member is optional in UIKit. Here each is a requirement with a default implementation
    /// that answers what UIKit does when a delegate does not implement the member.
    @preconcurrency @MainActor
    public protocol UICollectionViewDelegate: UIScrollViewDelegate {
        // MARK: Highlighting and selection
        /// Asks whether an item highlights while touched.
        func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
        /// Tells the delegate an item was highlighted.
        func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
        /// Tells the delegate an item's highlight was removed.
        func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
        /// Asks whether an item may be selected.
        func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
        /// Asks whether an item may be deselected.
        func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
        /// Tells the delegate an item is now selected.
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
        /// Tells the delegate an item is now deselected.
        func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
        /// Asks whether a two-finger pan may start selecting several items.
        func collectionView(
            _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) -> Bool
        /// Tells the delegate a two-finger pan started selecting several items.
        func collectionView(
            _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
        /// Tells the delegate the two-finger multiple selection ended.
        func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView)

        // MARK: Display
        /// Tells the delegate a cell is about to be shown.
        func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
        /// Tells the delegate a supplementary view is about to be shown.
        func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath)
        /// Tells the delegate a cell left the screen.
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath)
        /// Tells the delegate a supplementary view left the screen.
        func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath)

        // MARK: Editing and moving
        /// Asks whether an item can be edited.
        func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
        /// Asks where an item being moved should land, given where it started and where it is now.
        func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath
        /// Asks for the content offset to use after a layout change or an animated update.
        func collectionView(
            _ collectionView: UICollectionView,
            targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
        ) -> CGPoint
        /// Asks where an item being moved should land (the form before iOS 15; UIKit asks it only when the
        /// delegate lacks the form that also gives the original index path).
        @available(iOS, introduced: 9.0, deprecated: 15.0)
        func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath
        /// Asks for the layout that animates an interactive change from one layout to another.
        func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout

        // MARK: Menus, primary actions, spring loading
        /// Asks for the context menu of one or more items, or `nil` for none.
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration?
        /// Asks for the view a context menu of an item animates from.
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            highlightPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview?
        /// Asks for the view a context menu of an item animates back to.
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview?
        /// Tells the delegate a context menu is about to appear.
        func collectionView(
            _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
        /// Tells the delegate a context menu is about to disappear.
        func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?)
        /// Tells the delegate the user tapped a context menu's preview.
        func collectionView(
            _ collectionView: UICollectionView,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating)
        /// Asks for the context menu of one item (the form before iOS 16; UIKit asks it only when the
        /// delegate lacks the form for several items).
        @available(iOS, introduced: 13.0, deprecated: 16.0)
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
            point: CGPoint
        ) -> UIContextMenuConfiguration?
        /// Asks for the view a context menu animates from (the form before iOS 16).
        @available(iOS, introduced: 13.0, deprecated: 16.0)
        func collectionView(
            _ collectionView: UICollectionView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview?
        /// Asks for the view a context menu animates back to (the form before iOS 16).
        @available(iOS, introduced: 13.0, deprecated: 16.0)
        func collectionView(
            _ collectionView: UICollectionView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview?
        /// Asks whether a long press on an item shows the edit menu (replaced by context menus).
        @available(iOS, introduced: 6.0, deprecated: 13.0)
        func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
        /// Asks whether the edit menu offers a command for an item (replaced by context menus).
        @available(iOS, introduced: 6.0, deprecated: 13.0)
        func collectionView(
            _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool
        /// Tells the delegate to run an edit-menu command on an item (replaced by context menus).
        @available(iOS, introduced: 6.0, deprecated: 13.0)
        func collectionView(
            _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?)
        /// Asks for the window scene to open when the user drags an item out to a new window.
        func collectionView(
            _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
            point: CGPoint
        ) -> UIWindowScene.ActivationConfiguration?
        /// Asks whether the primary action of an item may run.
        func collectionView(_ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath)
            -> Bool
        /// Tells the delegate to run an item's primary action.
        func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
        /// Asks whether an item spring-loads when a drag hovers over it.
        func collectionView(
            _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool

        // MARK: Focus
        /// Asks whether an item can take focus.
        func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
        /// Asks whether focusing an item selects it.
        func collectionView(_ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath)
            -> Bool
        /// Asks whether focus may move as the context describes.
        func collectionView(
            _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
        ) -> Bool
        /// Tells the delegate focus moved as the context describes.
        func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator)
        /// Asks which item should take focus first.
        func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    }

    extension UICollectionViewDelegate {
        /// Items highlight.
        public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
            -> Bool
        { true }
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
        /// Items can be selected.
        public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
            -> Bool
        { true }
        /// Items can be deselected.
        public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath)
            -> Bool
        { true }
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
        /// The multiple-selection gesture does not start.
        public func collectionView(
            _ collectionView: UICollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) -> Bool { false }
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath
        ) {}
        /// Nobody is told.
        public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: UICollectionView) {}
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
        ) {}
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
            forElementKind elementKind: String, at indexPath: IndexPath
        ) {}
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) {}
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
            forElementOfKind elementKind: String, at indexPath: IndexPath
        ) {}
        /// Every item can be edited.
        public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool {
            true
        }
        /// The answer of the form before iOS 15, `collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)`,
        /// which UIKit asks when this member is missing.
        public func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            self.collectionView(
                collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath,
                toProposedIndexPath: proposedIndexPath)
        }
        /// The proposed destination is accepted.
        public func collectionView(
            _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
            toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath { proposedIndexPath }
        /// A plain transition layout between the two layouts.
        public func collectionView(
            _ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
            newLayout toLayout: UICollectionViewLayout
        ) -> UICollectionViewTransitionLayout {
            UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        }
        /// The proposed offset is kept.
        public func collectionView(
            _ collectionView: UICollectionView,
            targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
        ) -> CGPoint { proposedContentOffset }
        /// For one item, the answer of the form before iOS 16,
        /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`, which UIKit asks when this member is
        /// missing; for several items, no menu.
        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            guard indexPaths.count == 1 else { return nil }
            return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPaths[0], point: point)
        }
        /// The answer of the form before iOS 16, `previewForHighlightingContextMenuWithConfiguration`.
        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            highlightPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? {
            self.collectionView(collectionView, previewForHighlightingContextMenuWithConfiguration: configuration)
        }
        /// The answer of the form before iOS 16, `previewForDismissingContextMenuWithConfiguration`.
        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfiguration configuration: UIContextMenuConfiguration,
            dismissalPreviewForItemAt indexPath: IndexPath
        ) -> UITargetedPreview? {
            self.collectionView(collectionView, previewForDismissingContextMenuWithConfiguration: configuration)
        }
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) {}
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView,
            willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
            animator: any UIContextMenuInteractionCommitAnimating
        ) {}
        /// No context menu.
        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
        /// No preview of its own: the item's cell.
        public func collectionView(
            _ collectionView: UICollectionView,
            previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? { nil }
        /// No preview of its own: the item's cell.
        public func collectionView(
            _ collectionView: UICollectionView,
            previewForDismissingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
        ) -> UITargetedPreview? { nil }
        /// No edit menu.
        public func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath)
            -> Bool
        { false }
        /// No command.
        public func collectionView(
            _ collectionView: UICollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) -> Bool { false }
        /// Nothing runs.
        public func collectionView(
            _ collectionView: UICollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
            withSender sender: Any?
        ) {}
        /// No scene: the item cannot open a new window.
        public func collectionView(
            _ collectionView: UICollectionView, sceneActivationConfigurationForItemAt indexPath: IndexPath,
            point: CGPoint
        ) -> UIWindowScene.ActivationConfiguration? { nil }
        /// Primary actions run unless the collection view is editing.
        public func collectionView(
            _ collectionView: UICollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath
        ) -> Bool { !collectionView.isEditing }
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
        ) {}
        /// Items spring-load.
        public func collectionView(
            _ collectionView: UICollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
            with context: any UISpringLoadedInteractionContext
        ) -> Bool { true }
        /// The collection view's `allowsFocus`, or `allowsFocusDuringEditing` in editing mode.
        public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            collectionView.isEditing ? collectionView.allowsFocusDuringEditing : collectionView.allowsFocus
        }
        /// The collection view's `selectionFollowsFocus`.
        public func collectionView(
            _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
        ) -> Bool { collectionView.selectionFollowsFocus }
        /// Focus may move.
        public func collectionView(
            _ collectionView: UICollectionView, shouldUpdateFocusIn context: UICollectionViewFocusUpdateContext
        ) -> Bool { true }
        /// Nobody is told.
        public func collectionView(
            _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
            with coordinator: UIFocusAnimationCoordinator
        ) {}
        /// No preference: the collection view chooses.
        public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    }
#endif
