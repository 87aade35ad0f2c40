#if !canImport(UIKit)
    import Foundation

    // Focus (a headless addition that simulates moving focus between items, as a keyboard or remote does).
    extension UICollectionView {
        /// The focused item, if any (headless addition).
        public var headlessFocusedIndexPath: IndexPath? { focusedItem }

        /// Simulates moving focus to an item, or out of the collection view with `nil` (headless addition,
        /// not UIKit API).
        ///
        /// The item must be able to take focus (`collectionView(_:canFocusItemAt:)`, whose answer takes
        /// precedence over `allowsFocus` / `allowsFocusDuringEditing`); the delegate may refuse the update
        /// in `shouldUpdateFocusIn`, is told `didUpdateFocusIn`, and when `selectionFollowsFocus` is on and
        /// `selectionFollowsFocusForItemAt` agrees, the item is selected programmatically.
        /// - Returns: Whether focus moved.
        @discardableResult
        public func headlessMoveFocus(to indexPath: IndexPath?) -> Bool {
            layoutIfNeeded()
            if let indexPath {
                guard contains(indexPath) else { return false }
                let canFocus =
                    delegate?.collectionView(self, canFocusItemAt: indexPath)
                    ?? (isEditing ? allowsFocusDuringEditing : allowsFocus)
                guard canFocus else { return false }
            }
            let context = UICollectionViewFocusUpdateContext(
                headlessPreviouslyFocusedIndexPath: focusedItem, nextFocusedIndexPath: indexPath)
            if let delegate, !delegate.collectionView(self, shouldUpdateFocusIn: context) { return false }
            focusedItem = indexPath
            delegate?.collectionView(self, didUpdateFocusIn: context, with: UIFocusAnimationCoordinator())
            if let indexPath, selectionFollowsFocus,
                delegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath) ?? true
            {
                programmaticallySelect(indexPath, scrollPosition: [])
            }
            return true
        }
    }
#endif
