#if !canImport(UIKit)
    import Foundation

    // Context menus (a headless addition that simulates a long press on an item).
    extension UICollectionView {
        /// Simulates a long press on an item and returns the context menu it shows (headless addition,
        /// not UIKit API).
        ///
        /// The delegate is asked `collectionView(_:contextMenuConfigurationForItemsAt:point:)` for the
        /// pressed item at the point (the item's center by default), unless it declared it lacks the
        /// member: then there is no menu.
        /// - Returns: The configuration, or `nil` when the item has no menu or does not exist.
        @discardableResult
        public func headlessLongPress(itemAt indexPath: IndexPath, at point: CGPoint? = nil)
            -> UIContextMenuConfiguration?
        {
            layoutIfNeeded()
            guard let delegate, !lacks(.contextMenuConfiguration), contains(indexPath) else { return nil }
            let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
            return delegate.collectionView(
                self, contextMenuConfigurationForItemsAt: [indexPath],
                point: point ?? CGPoint(x: frame.midX, y: frame.midY))
        }
    }
#endif
