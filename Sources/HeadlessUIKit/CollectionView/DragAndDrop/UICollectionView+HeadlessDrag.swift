#if !canImport(UIKit)
    import Foundation

    // Drag and drop within one collection view (a headless addition that simulates lifting an item and
    // dropping it), through the flow the table uses.
    extension UICollectionView {
        /// Simulates lifting an item, dragging it over an index path of the same collection view and
        /// dropping it (headless addition, not UIKit API).
        ///
        /// Needs `dragInteractionEnabled` and a drag delegate. The calls follow UIKit's order, as for the
        /// table: `itemsForBeginning` (once per selected item when the lifted item is selected, else once;
        /// no items, no drag) → `dragPreviewParametersForItemAt` per lifted item → `dragSessionWillBegin` →
        /// `dragSessionIsRestrictedToDraggingApplication` → `dragSessionAllowsMoveOperation`; then, with a
        /// drop delegate, `canHandle` (`false` ends the drop) → `dropSessionDidEnter` →
        /// `dropSessionDidUpdate(withDestinationIndexPath:)` → the drop → `dropSessionDidEnd`, and last
        /// `dragSessionDidEnd`. A `.move` proposal when the drag session does not allow moves is cancelled.
        ///
        /// The drop: a cancelled or forbidden proposal sends `dropSessionDidExit`. A `.move` of a single
        /// item with the `.insertAtDestinationIndexPath` intent is a reorder when the data source can move
        /// the item (it implements `collectionView(_:moveItemAt:to:)` and `canMoveItemAt` allows it): the
        /// data source gets `moveItemAt` and the collection view moves the item itself;
        /// `performDropWith` is not called. Every other `.copy` or `.move` calls `performDropWith` with a
        /// coordinator whose `destinationIndexPath` is `destination` and whose items carry their source
        /// index paths.
        /// - Parameters:
        ///   - source: The item that is lifted.
        ///   - destination: Where the drag is released, in the coordinates of the collection view after a
        ///     move; `nil` for a release outside every item.
        /// - Returns: The operation performed: `.copy` or `.move`, or `.cancel` / `.forbidden` when
        ///   nothing was dropped.
        @discardableResult
        public func headlessDrag(itemAt source: IndexPath, to destination: IndexPath?) -> UIDropOperation {
            runHeadlessDrag(from: source, to: destination)
        }
    }

    // The collection view's answers to the steps of the shared drag-and-drop flow.
    extension UICollectionView: HeadlessDragFlowView {
        var dragFlowCanStart: Bool { dragInteractionEnabled && dragDelegate != nil }
        var dragFlowHasDropDelegate: Bool { dropDelegate != nil }
        var dragFlowSelection: [IndexPath] { selectedItems.sorted() }

        func dragFlowContains(_ indexPath: IndexPath) -> Bool { contains(indexPath) }

        func dragFlowFrame(_ indexPath: IndexPath) -> CGRect {
            collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame ?? .zero
        }

        func dragFlowItems(forBeginning session: HeadlessDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
        }

        func dragFlowAskPreviewParameters(at indexPath: IndexPath) {
            _ = dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
        }

        func dragFlowWillBegin(_ session: HeadlessDragSession) {
            dragDelegate?.collectionView(self, dragSessionWillBegin: session)
        }

        func dragFlowIsRestricted(_ session: HeadlessDragSession) -> Bool {
            dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
        }

        func dragFlowAllowsMove(_ session: HeadlessDragSession) -> Bool {
            dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
        }

        func dragFlowDidEnd(_ session: HeadlessDragSession) {
            dragDelegate?.collectionView(self, dragSessionDidEnd: session)
        }

        func dropFlowCanHandle(_ session: HeadlessDropSession) -> Bool {
            dropDelegate?.collectionView(self, canHandle: session) ?? false
        }

        func dropFlowDidEnter(_ session: HeadlessDropSession) {
            dropDelegate?.collectionView(self, dropSessionDidEnter: session)
        }

        func dropFlowDidUpdate(_ session: HeadlessDropSession, destination: IndexPath?)
            -> UICollectionViewDropProposal
        {
            dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
                ?? UICollectionViewDropProposal(operation: .cancel)
        }

        func dropFlowDidExit(_ session: HeadlessDropSession) {
            dropDelegate?.collectionView(self, dropSessionDidExit: session)
        }

        func dropFlowDidEnd(_ session: HeadlessDropSession) {
            dropDelegate?.collectionView(self, dropSessionDidEnd: session)
        }

        /// An item moved by the data source (`moveItemAt`), when it can move the source item.
        func dropFlowReorder(_ move: UserMove, proposal: UICollectionViewDropProposal) -> Bool {
            guard proposal.intent == .insertAtDestinationIndexPath, let dataSource,
                UserMove.canLand(at: move.destination, from: move.source, counts: itemCounts),
                canMoveItem(at: move.source)
            else { return false }
            dataSource.collectionView(self, moveItemAt: move.source, to: move.destination)
            moveItemAfterDataSourceMoved(from: move.source, to: move.destination)
            return true
        }

        /// As UIKit does before animating into an item.
        func dropFlowAskDropPreviewParameters(at indexPath: IndexPath) {
            _ = dropDelegate?.collectionView(self, dropPreviewParametersForItemAt: indexPath)
        }

        func dropFlowInsert(at indexPath: IndexPath, updatingDataSource: (IndexPath) -> Void) {
            beginUpdateGroup()
            updatingDataSource(indexPath)
            insertItems(at: [indexPath])
            endUpdateGroup()
        }

        func dropFlowPerform(
            _ items: [HeadlessDropItem], destination: IndexPath?, proposal: UICollectionViewDropProposal,
            session: HeadlessDropSession
        ) {
            let coordinator = HeadlessCollectionDropCoordinator(
                items: items, destinationIndexPath: destination, proposal: proposal, session: session, view: self)
            dropDelegate?.collectionView(self, performDropWith: coordinator)
        }
    }
#endif
