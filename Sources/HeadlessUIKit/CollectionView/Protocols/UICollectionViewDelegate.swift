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

        // MARK: Menus, primary actions, spring loading
        /// Asks for the context menu of one or more items, or `nil` for none.
        func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration?
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
        /// The proposed destination is accepted.
        public func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath { proposedIndexPath }
        /// The proposed offset is kept.
        public func collectionView(
            _ collectionView: UICollectionView,
            targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
        ) -> CGPoint { proposedContentOffset }
        /// No context menu.
        public func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? { nil }
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
        /// Items can take focus.
        public func collectionView(_ collectionView: UICollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
            true
        }
        /// The collection view's `selectionFollowsFocus`.
        public func collectionView(
            _ collectionView: UICollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath
        ) -> Bool { collectionView.selectionFollowsFocus }
        /// No preference: the collection view chooses.
        public func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath? { nil }
    }
#endif
