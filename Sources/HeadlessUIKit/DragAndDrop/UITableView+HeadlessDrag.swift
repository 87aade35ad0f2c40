#if !canImport(UIKit)
    import Foundation

    // Drag and drop within one table (a headless addition that simulates lifting a row and dropping it).
    extension UITableView {
        /// Simulates lifting a row, dragging it over an index path of the same table and dropping it
        /// (headless addition, not UIKit API).
        ///
        /// Needs `dragInteractionEnabled` and a drag delegate. The calls follow UIKit's order:
        /// `itemsForBeginning` (once per selected row when the lifted row is selected, else once; no
        /// items, no drag) → `dragPreviewParametersForRowAt` per lifted row → `dragSessionWillBegin` →
        /// `dragSessionIsRestrictedToDraggingApplication` → `dragSessionAllowsMoveOperation`; then, with a
        /// drop delegate, `canHandle` (`false` ends the drop) → `dropSessionDidEnter` →
        /// `dropSessionDidUpdate(withDestinationIndexPath:)` → the drop → `dropSessionDidEnd`, and last
        /// `dragSessionDidEnd`. A `.move` proposal when the drag session does not allow moves is cancelled.
        ///
        /// The drop: a cancelled or forbidden proposal sends `dropSessionDidExit`. A `.move` of a single
        /// row with the `.insertAtDestinationIndexPath` intent is a reorder when the data source moves
        /// rows (`tableView(_:moveRowAt:to:)`) and `canMoveRowAt` the source: the data source gets
        /// `moveRowAt` and the table moves the row itself; `performDropWith` is not called. Every other
        /// `.copy` or `.move` calls `performDropWith` with a coordinator whose `destinationIndexPath`
        /// is `destination` (possibly `nil`) and whose items carry their source rows.
        /// - Parameters:
        ///   - source: The row that is lifted.
        ///   - destination: Where the drag is released, in the coordinates of the table after a move;
        ///     `nil` for a release outside every row.
        /// - Returns: The operation performed: `.copy` or `.move`, or `.cancel` / `.forbidden` when
        ///   nothing was dropped.
        @discardableResult
        public func headlessDrag(rowAt source: IndexPath, to destination: IndexPath?) -> UIDropOperation {
            runHeadlessDrag(from: source, to: destination)
        }

    }

    // The table's answers to the steps of the shared drag-and-drop flow.
    extension UITableView: HeadlessDragFlowView {
        var dragFlowCanStart: Bool { dragInteractionEnabled && dragDelegate != nil }
        var dragFlowHasDropDelegate: Bool { dropDelegate != nil }
        var dragFlowSelection: [IndexPath] { selectedRows.sorted() }

        func dragFlowContains(_ indexPath: IndexPath) -> Bool { layout.contains(indexPath) }

        func dragFlowFrame(_ indexPath: IndexPath) -> CGRect {
            rectForRow(at: indexPath)
        }

        func dragFlowItems(forBeginning session: HeadlessDragSession, at indexPath: IndexPath) -> [UIDragItem] {
            dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
        }

        func dragFlowAskPreviewParameters(at indexPath: IndexPath) {
            _ = dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
        }

        func dragFlowWillBegin(_ session: HeadlessDragSession) {
            dragDelegate?.tableView(self, dragSessionWillBegin: session)
        }

        func dragFlowIsRestricted(_ session: HeadlessDragSession) -> Bool {
            dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
        }

        func dragFlowAllowsMove(_ session: HeadlessDragSession) -> Bool {
            dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
        }

        func dragFlowDidEnd(_ session: HeadlessDragSession) {
            dragDelegate?.tableView(self, dragSessionDidEnd: session)
        }

        func dropFlowCanHandle(_ session: HeadlessDropSession) -> Bool {
            dropDelegate?.tableView(self, canHandle: session) ?? false
        }

        func dropFlowDidEnter(_ session: HeadlessDropSession) {
            dropDelegate?.tableView(self, dropSessionDidEnter: session)
        }

        func dropFlowDidUpdate(_ session: HeadlessDropSession, destination: IndexPath?) -> UITableViewDropProposal {
            dropDelegate?.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
                ?? UITableViewDropProposal(operation: .cancel)
        }

        func dropFlowDidExit(_ session: HeadlessDropSession) {
            dropDelegate?.tableView(self, dropSessionDidExit: session)
        }

        func dropFlowDidEnd(_ session: HeadlessDropSession) {
            dropDelegate?.tableView(self, dropSessionDidEnd: session)
        }

        /// A row moved by the data source (`moveRowAt`), when it moves rows and `canMoveRowAt` the source.
        func dropFlowReorder(_ move: UserMove, proposal: UITableViewDropProposal) -> Bool {
            guard proposal.intent == .insertAtDestinationIndexPath, dataSourceMovesRows, layout.contains(move.source),
                isDropTarget(move.destination, from: move.source), callCanMoveRow(at: move.source)
            else { return false }
            callMoveRow(at: move.source, to: move.destination)
            moveRowAfterDataSourceMoved(from: move.source, to: move.destination)
            return true
        }

        /// As UIKit does before animating into a row.
        func dropFlowAskDropPreviewParameters(at indexPath: IndexPath) {
            _ = dropDelegate?.tableView(self, dropPreviewParametersForRowAt: indexPath)
        }

        func dropFlowInsert(at indexPath: IndexPath, updatingDataSource: (IndexPath) -> Void) {
            beginUpdates()
            updatingDataSource(indexPath)
            insertRows(at: [indexPath], with: .automatic)
            endUpdates()
        }

        func dropFlowPerform(
            _ items: [HeadlessDropItem], destination: IndexPath?, proposal: UITableViewDropProposal,
            session: HeadlessDropSession
        ) {
            let coordinator = HeadlessDropCoordinator(
                items: items, destinationIndexPath: destination, proposal: proposal, session: session, view: self)
            dropDelegate?.tableView(self, performDropWith: coordinator)
        }
    }
#endif
