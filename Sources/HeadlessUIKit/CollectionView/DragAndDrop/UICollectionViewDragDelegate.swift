#if !canImport(UIKit)
    import Foundation

    /// Starts drags from a collection view's items and follows the drag session.
    @preconcurrency @MainActor
    public protocol UICollectionViewDragDelegate: NSObjectProtocol {
        /// The items to drag when a drag starts at an item; empty refuses the drag.
        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem]
        /// The items to add to a drag in progress when another item is tapped. Default: none.
        func collectionView(
            _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
            point: CGPoint
        ) -> [UIDragItem]
        /// How to draw an item's drag preview. Default: `nil` (the cell as it is).
        func collectionView(
            _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
        ) -> UIDragPreviewParameters?
        /// Tells the delegate a drag session is about to begin. Default: nobody is told.
        func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
        /// Tells the delegate a drag session ended. Default: nobody is told.
        func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
        /// Whether the drag may end in a move. Default: `true`.
        func collectionView(
            _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
        ) -> Bool
        /// Whether the drag stays inside the app. Default: `false`.
        func collectionView(
            _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool
    }

    extension UICollectionViewDragDelegate {
        /// No items are added.
        public func collectionView(
            _ collectionView: UICollectionView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
            point: CGPoint
        ) -> [UIDragItem] { [] }
        /// The cell as it is.
        public func collectionView(
            _ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
        ) -> UIDragPreviewParameters? { nil }
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
        {}
        /// Nobody is told.
        public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
        /// Moves are allowed.
        public func collectionView(
            _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
        ) -> Bool { true }
        /// The drag may leave the app.
        public func collectionView(
            _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool { false }
    }
#endif
