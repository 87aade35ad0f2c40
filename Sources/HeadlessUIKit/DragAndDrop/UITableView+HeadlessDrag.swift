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
            layoutIfNeeded()
            guard dragInteractionEnabled, let dragDelegate, layout.contains(source) else { return .cancel }
            let session = HeadlessDragSession(sourceTable: self)
            session.location = dropLocation(source)
            let lifted = selectedRows.contains(source) ? selectedRows.sorted() : [source]
            for row in lifted {
                session.add(dragDelegate.tableView(self, itemsForBeginning: session, at: row), from: row)
            }
            guard !session.items.isEmpty else { return .cancel }
            for row in session.liftedRows { _ = dragDelegate.tableView(self, dragPreviewParametersForRowAt: row) }
            dragDelegate.tableView(self, dragSessionWillBegin: session)
            activeDragSession = session
            session.isRestrictedToDraggingApplication = dragDelegate.tableView(
                self, dragSessionIsRestrictedToDraggingApplication: session)
            session.allowsMoveOperation = dragDelegate.tableView(self, dragSessionAllowsMoveOperation: session)
            session.location = dropLocation(destination)
            let operation = drop(session, at: destination)
            activeDragSession = nil
            dragDelegate.tableView(self, dragSessionDidEnd: session)
            return operation
        }

        /// Runs the drop side of a simulated drag over this table.
        private func drop(_ dragSession: HeadlessDragSession, at destination: IndexPath?) -> UIDropOperation {
            guard let dropDelegate else { return .cancel }
            let session = HeadlessDropSession(dragSession: dragSession)
            guard dropDelegate.tableView(self, canHandle: session) else { return .cancel }
            activeDropSession = session
            defer { activeDropSession = nil }
            dropDelegate.tableView(self, dropSessionDidEnter: session)
            let proposal = dropDelegate.tableView(
                self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
            var operation = proposal.operation
            if operation == .move && !dragSession.allowsMoveOperation { operation = .cancel }
            switch operation {
            case .cancel, .forbidden:
                dropDelegate.tableView(self, dropSessionDidExit: session)
            case .copy, .move:
                if let reorder = localReorder(dragSession, proposal: proposal, operation: operation, to: destination) {
                    callMoveRow(at: reorder.source, to: reorder.target)
                    moveRowAfterDataSourceMoved(from: reorder.source, to: reorder.target)
                    askDropPreviewParameters(forRowAt: reorder.target)
                } else {
                    let items = dragSession.items.map { item in
                        HeadlessDropItem(
                            dragItem: item, sourceIndexPath: dragSession.sourceIndexPath(of: item),
                            previewSize: dragSession.sourceIndexPath(of: item).map { rectForRow(at: $0).size } ?? .zero)
                    }
                    let coordinator = HeadlessDropCoordinator(
                        items: items, destinationIndexPath: destination, proposal: proposal, session: session,
                        tableView: self)
                    dropDelegate.tableView(self, performDropWith: coordinator)
                }
            }
            dropDelegate.tableView(self, dropSessionDidEnd: session)
            return operation
        }

        /// The source and target of a drop that UIKit turns into a reorder through the data source, if it is one.
        private func localReorder(
            _ dragSession: HeadlessDragSession, proposal: UITableViewDropProposal, operation: UIDropOperation,
            to destination: IndexPath?
        ) -> (source: IndexPath, target: IndexPath)? {
            guard operation == .move, proposal.intent == .insertAtDestinationIndexPath,
                dragSession.sourceTable === self, dragSession.items.count == 1,
                let source = dragSession.sourceIndexPath(of: dragSession.items[0]), let destination,
                source != destination, dataSourceMovesRows, layout.contains(source),
                isDropTarget(destination, from: source), callCanMoveRow(at: source)
            else { return nil }
            return (source, destination)
        }

        /// Asks the drop delegate how the row receiving a drop is drawn, as UIKit does before animating into it.
        func askDropPreviewParameters(forRowAt indexPath: IndexPath) {
            _ = dropDelegate?.tableView(self, dropPreviewParametersForRowAt: indexPath)
        }

        /// The middle of a row, or the bottom of the content for `nil`, in the table's coordinates.
        private func dropLocation(_ indexPath: IndexPath?) -> CGPoint {
            guard let indexPath else { return CGPoint(x: bounds.midX, y: contentSize.height) }
            let rect = rectForRow(at: indexPath)
            return CGPoint(x: rect.midX, y: rect.midY)
        }
    }
#endif
