#if !canImport(UIKit)
    import Foundation

    // Context menus (headless additions that simulate a long press on an item and what follows it).
    extension UICollectionView {
        /// The configuration of the context menu the collection view shows, if any (headless addition).
        public var headlessActiveContextMenuConfiguration: UIContextMenuConfiguration? {
            activeContextMenu?.configuration
        }

        /// Simulates a long press on an item and returns the context menu it shows (headless addition,
        /// not UIKit API).
        ///
        /// The delegate is asked `collectionView(_:contextMenuConfigurationForItemsAt:point:)` for the
        /// pressed item at the point (the item's center by default), unless it declared it lacks the
        /// member: then there is no menu. A delegate without that member is asked the form before iOS 16,
        /// `collectionView(_:contextMenuConfigurationForItemAt:point:)`, as UIKit does. With a
        /// configuration, the delegate is asked for the highlight preview and told
        /// `willDisplayContextMenu`; later calls about this menu pass the same configuration object.
        /// - Returns: The configuration, or `nil` when the item has no menu or does not exist.
        @discardableResult
        public func headlessLongPress(itemAt indexPath: IndexPath, at point: CGPoint? = nil)
            -> UIContextMenuConfiguration?
        {
            layoutIfNeeded()
            guard let delegate, !lacks(.contextMenuConfiguration), contains(indexPath) else { return nil }
            if activeContextMenu != nil { headlessDismissContextMenu() }
            let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
            guard
                let configuration = delegate.collectionView(
                    self, contextMenuConfigurationForItemsAt: [indexPath],
                    point: point ?? CGPoint(x: frame.midX, y: frame.midY))
            else { return nil }
            activeContextMenu = ActiveContextMenu(configuration: configuration, indexPath: indexPath)
            _ = delegate.collectionView(
                self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
            delegate.collectionView(
                self, willDisplayContextMenu: configuration, animator: HeadlessContextMenuAnimator())
            return configuration
        }

        /// Simulates a tap on the menu's preview: the delegate is told `willPerformPreviewActionForMenuWith`,
        /// then the menu is dismissed (headless addition, not UIKit API).
        public func headlessCommitContextMenuPreview() {
            guard let menu = activeContextMenu, let delegate else { return }
            delegate.collectionView(
                self, willPerformPreviewActionForMenuWith: menu.configuration, animator: HeadlessContextMenuAnimator())
            headlessDismissContextMenu()
        }

        /// Simulates dismissing the menu: the dismissal preview is asked, then `willEndContextMenuInteraction`
        /// is sent (headless addition, not UIKit API).
        public func headlessDismissContextMenu() {
            guard let menu = activeContextMenu else { return }
            activeContextMenu = nil
            guard let delegate else { return }
            _ = delegate.collectionView(
                self, contextMenuConfiguration: menu.configuration, dismissalPreviewForItemAt: menu.indexPath)
            delegate.collectionView(
                self, willEndContextMenuInteraction: menu.configuration, animator: HeadlessContextMenuAnimator())
        }
    }
#endif
