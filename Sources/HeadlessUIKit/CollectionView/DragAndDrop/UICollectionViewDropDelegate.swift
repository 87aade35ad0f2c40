#if !canImport(UIKit)
    import Foundation

    /// Accepts drops on a collection view and says where and how they land.
    @preconcurrency @MainActor
    public protocol UICollectionViewDropDelegate: NSObjectProtocol {
        /// Carries out a drop: updates the data and places the dropped items through the coordinator.
        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator)
        /// Whether the collection view accepts the session's data. Default: `true`.
        func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool
        /// Tells the delegate a drop session entered the collection view. Default: nobody is told.
        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession)
        /// How the drop would land at a destination. Default: a cancelling proposal.
        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal
        /// Tells the delegate a drop session left the collection view. Default: nobody is told.
        func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession)
        /// Tells the delegate a drop session ended. Default: nobody is told.
        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession)
        /// How to draw an item's drop preview. Default: `nil`.
        func collectionView(
            _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
        ) -> UIDragPreviewParameters?
    }

    extension UICollectionViewDropDelegate {
        /// Every session is accepted.
        public func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
            true
        }
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
        }
        /// The drop is cancelled.
        public func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: .cancel)
        }
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {}
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {}
        /// The default preview.
        public func collectionView(
            _ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
        ) -> UIDragPreviewParameters? { nil }
    }
#endif
