#if !canImport(UIKit)
    import Foundation

    /// Runs a drop's animations and completions at once: headlessly nothing animates.
    class HeadlessDropAnimator: NSObject, UIDragAnimating {
        func addAnimations(_ animations: @escaping () -> Void) {
            animations()
        }

        func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
            completion(.end)
        }
    }

    /// One dropped item with the row or item it came from when it was dragged from the same view.
    final class HeadlessDropItem: NSObject, UITableViewDropItem, UICollectionViewDropItem {
        let dragItem: UIDragItem
        let sourceIndexPath: IndexPath?
        let previewSize: CGSize

        init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
            self.dragItem = dragItem
            self.sourceIndexPath = sourceIndexPath
            self.previewSize = previewSize
            super.init()
        }
    }

    /// A placeholder of a simulated drop, in a table or a collection view: committing it inserts the
    /// real row or item in one validated batch.
    final class HeadlessDropPlaceholderContext: HeadlessDropAnimator, UITableViewDropPlaceholderContext,
        UICollectionViewDropPlaceholderContext
    {
        let dragItem: UIDragItem
        private let insertionIndexPath: IndexPath
        /// Runs the data source's updates and inserts the row or item in one batch; `false` when the
        /// view is gone.
        private let insert: (IndexPath, (IndexPath) -> Void) -> Bool
        private var isPending = true

        init(
            dragItem: UIDragItem, insertionIndexPath: IndexPath,
            insert: @escaping (IndexPath, (IndexPath) -> Void) -> Bool
        ) {
            self.dragItem = dragItem
            self.insertionIndexPath = insertionIndexPath
            self.insert = insert
            super.init()
        }

        @discardableResult
        func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
            guard isPending else { return false }
            isPending = false
            return insert(insertionIndexPath, dataSourceUpdates)
        }

        @discardableResult
        func deletePlaceholder() -> Bool {
            defer { isPending = false }
            return isPending
        }

        func setNeedsCellUpdate() {}
    }

    /// What the coordinators of a simulated drop share, on a table or a collection view: the drop's
    /// values, animating an item to an index path (after asking its drop preview) and placeholders whose
    /// insertion the view commits in one validated batch.
    @MainActor
    class HeadlessDropCoordination<View: HeadlessDragFlowView>: NSObject {
        let dropItems: [HeadlessDropItem]
        let destinationIndexPath: IndexPath?
        let proposal: View.Proposal
        let session: any UIDropSession
        private weak var view: View?

        init(
            items: [HeadlessDropItem], destinationIndexPath: IndexPath?, proposal: View.Proposal,
            session: any UIDropSession, view: View
        ) {
            self.dropItems = items
            self.destinationIndexPath = destinationIndexPath
            self.proposal = proposal
            self.session = session
            self.view = view
            super.init()
        }

        /// Animates an item to (or into) the row or item at an index path.
        func animate(to indexPath: IndexPath) -> any UIDragAnimating {
            view?.dropFlowAskDropPreviewParameters(at: indexPath)
            return HeadlessDropAnimator()
        }

        /// A placeholder for an item whose data is still loading, at an index path.
        func placeholder(for dragItem: UIDragItem, at indexPath: IndexPath) -> HeadlessDropPlaceholderContext {
            HeadlessDropPlaceholderContext(dragItem: dragItem, insertionIndexPath: indexPath) {
                [weak view] indexPath, dataSourceUpdates in
                guard let view else { return false }
                view.dropFlowInsert(at: indexPath, updatingDataSource: dataSourceUpdates)
                return true
            }
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
            HeadlessDropAnimator()
        }
    }

    /// The coordinator a simulated drop hands to `tableView(_:performDropWith:)`.
    final class HeadlessDropCoordinator: HeadlessDropCoordination<UITableView>, UITableViewDropCoordinator {
        var items: [any UITableViewDropItem] { dropItems }

        @discardableResult
        func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
            -> any UITableViewDropPlaceholderContext
        {
            self.placeholder(for: dragItem, at: placeholder.headlessInsertionIndexPath)
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
            animate(to: indexPath)
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
            animate(to: indexPath)
        }
    }

    /// The coordinator a simulated drop hands to `collectionView(_:performDropWith:)`.
    final class HeadlessCollectionDropCoordinator: HeadlessDropCoordination<UICollectionView>,
        UICollectionViewDropCoordinator
    {
        var items: [any UICollectionViewDropItem] { dropItems }

        @discardableResult
        func drop(_ dragItem: UIDragItem, to placeholder: UICollectionViewDropPlaceholder)
            -> any UICollectionViewDropPlaceholderContext
        {
            self.placeholder(for: dragItem, at: placeholder.headlessInsertionIndexPath)
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating {
            animate(to: indexPath)
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
            animate(to: indexPath)
        }
    }
#endif
