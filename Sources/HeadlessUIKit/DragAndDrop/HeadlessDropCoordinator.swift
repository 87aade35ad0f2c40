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

    /// The coordinator a simulated drop hands to `tableView(_:performDropWith:)`.
    final class HeadlessDropCoordinator: NSObject, UITableViewDropCoordinator {
        let items: [any UITableViewDropItem]
        let destinationIndexPath: IndexPath?
        let proposal: UITableViewDropProposal
        let session: any UIDropSession
        private weak var tableView: UITableView?

        init(
            items: [any UITableViewDropItem], destinationIndexPath: IndexPath?, proposal: UITableViewDropProposal,
            session: any UIDropSession, tableView: UITableView
        ) {
            self.items = items
            self.destinationIndexPath = destinationIndexPath
            self.proposal = proposal
            self.session = session
            self.tableView = tableView
            super.init()
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
            -> any UITableViewDropPlaceholderContext
        {
            HeadlessDropPlaceholderContext(dragItem: dragItem, insertionIndexPath: placeholder.insertionIndexPath) {
                [weak tableView] indexPath, dataSourceUpdates in
                guard let tableView else { return false }
                tableView.beginUpdates()
                dataSourceUpdates(indexPath)
                tableView.insertRows(at: [indexPath], with: .automatic)
                tableView.endUpdates()
                return true
            }
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating {
            tableView?.askDropPreviewParameters(forRowAt: indexPath)
            return HeadlessDropAnimator()
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating {
            tableView?.askDropPreviewParameters(forRowAt: indexPath)
            return HeadlessDropAnimator()
        }

        @discardableResult
        func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating {
            HeadlessDropAnimator()
        }
    }
#endif
