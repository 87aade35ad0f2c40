#if !canImport(UIKit)
    import Foundation

    /// The coordinator a simulated drop hands to `collectionView(_:performDropWith:)`.
    final class HeadlessCollectionDropCoordinator: NSObject, UICollectionViewDropCoordinator {
        let items: [any UICollectionViewDropItem]
        let destinationIndexPath: IndexPath?
        let proposal: UICollectionViewDropProposal
        let session: any UIDropSession
        private weak var collectionView: UICollectionView?

        init(
            items: [any UICollectionViewDropItem], destinationIndexPath: IndexPath?,
            proposal: UICollectionViewDropProposal, session: any UIDropSession, collectionView: UICollectionView
        ) {
            self.items = items
            self.destinationIndexPath = destinationIndexPath
            self.proposal = proposal
            self.session = session
            self.collectionView = collectionView
            super.init()
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
            -> any UICollectionViewDropPlaceholderContext
        {
            HeadlessDropPlaceholderContext(dragItem: dragItem, insertionIndexPath: placeholder.insertionIndexPath) {
                [weak collectionView] indexPath, dataSourceUpdates in
                guard let collectionView else { return false }
                collectionView.beginUpdateGroup()
                dataSourceUpdates(indexPath)
                collectionView.insertItems(at: [indexPath])
                collectionView.endUpdateGroup()
                return true
            }
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
            collectionView?.askDropPreviewParameters(forItemAt: indexPath)
            return HeadlessDropAnimator()
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
            collectionView?.askDropPreviewParameters(forItemAt: indexPath)
            return HeadlessDropAnimator()
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
            HeadlessDropAnimator()
        }
    }
#endif
