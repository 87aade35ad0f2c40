#if !canImport(UIKit)
    import Foundation

    // Reordering (a headless addition that simulates dragging a row by its reorder control).
    extension UITableView {
        /// Simulates dragging a row by its reorder control and dropping it (headless addition, not UIKit API).
        ///
        /// Requires editing mode, a data source that moves rows and `canMoveRowAt` for the source. The
        /// delegate's `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` may retarget the drop; the
        /// data source then gets `moveRowAt:to:` (not sent when the row lands where it started), and the
        /// table moves its own row, cell and selection bookkeeping without asking for counts again.
        /// - Parameters:
        ///   - source: The dragged row.
        ///   - proposed: Where the user drops it, in the coordinates of the table after the move.
        /// - Returns: Where the row ended up, or `nil` when it could not be moved.
        @discardableResult
        public func headlessMoveRow(at source: IndexPath, to proposed: IndexPath) -> IndexPath? {
            layoutIfNeeded()
            guard isEditing, layout.contains(source), dataSourceMovesRows, callCanMoveRow(at: source),
                isDropTarget(proposed, from: source)
            else { return nil }
            let target = callTargetIndexPathForMove(from: source, toProposed: proposed)
            guard isDropTarget(target, from: source) else { return nil }
            guard target != source else { return source }
            callMoveRow(at: source, to: target)
            moveRowAfterDataSourceMoved(from: source, to: target)
            return target
        }

        /// Moves a row, its cell and its selection the way the data source already moved it, without
        /// asking for counts again.
        func moveRowAfterDataSourceMoved(from source: IndexPath, to target: IndexPath) {
            let move = UserMove(source: source, destination: target)
            if let mapping = move.mapping(rowCountsBefore: layout.rowCounts, rules: .tableView) {
                apply(mapping, reconfiguring: [], requery: false)
            }
            checkInvariants(after: .update)
        }

        /// Whether a row can land at an index path of the table after the move.
        func isDropTarget(_ indexPath: IndexPath, from source: IndexPath) -> Bool {
            UserMove.canLand(at: indexPath, from: source, counts: layout.rowCounts)
        }
    }
#endif
