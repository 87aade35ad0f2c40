#if !canImport(UIKit)
    import Foundation

    /// One item being dropped on a collection view.
    @preconcurrency @MainActor
    public protocol UICollectionViewDropItem: NSObjectProtocol {
        /// The dragged item.
        var dragItem: UIDragItem { get }
        /// Where the item came from when it is dragged within the same collection view, else `nil`.
        var sourceIndexPath: IndexPath? { get }
        /// The size of the item's preview.
        var previewSize: CGSize { get }
    }

    /// What a drop delegate uses to carry out a drop: the items, the destination and the proposal.
    @preconcurrency @MainActor
    public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
        /// The items being dropped.
        var items: [any UICollectionViewDropItem] { get }
        /// Where the drop lands, or `nil` when it is not over an item position.
        var destinationIndexPath: IndexPath? { get }
        /// The proposal the delegate last returned.
        var proposal: UICollectionViewDropProposal { get }
        /// The drop session.
        var session: any UIDropSession { get }
        /// Inserts a placeholder item for an item whose data is still loading.
        @discardableResult
        func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
            -> any UICollectionViewDropPlaceholderContext
        /// Animates a dropped item to an item's position.
        @discardableResult
        func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
        /// Animates a dropped item into part of an item's cell.
        @discardableResult
        func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
        /// Animates a dropped item to a target.
        @discardableResult
        func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
    }
#endif
