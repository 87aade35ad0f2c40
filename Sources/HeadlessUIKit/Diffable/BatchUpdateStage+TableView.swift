#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    extension BatchUpdateStage {
        /// Hands the stage's changes to a table through its public update calls, each with `animation`;
        /// call it inside `performBatchUpdates`. A call recorder on the table sees them as a test would
        /// see an app's own batch.
        @MainActor
        func apply(to tableView: UITableView, animation: UITableView.RowAnimation) {
            func indexPaths(_ paths: [ElementPath]) -> [IndexPath] {
                paths.map { IndexPath(row: $0.element, section: $0.section) }
            }
            if !sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(sectionDeletes), with: animation) }
            if !sectionReloads.isEmpty { tableView.reloadSections(IndexSet(sectionReloads), with: animation) }
            if !sectionInserts.isEmpty { tableView.insertSections(IndexSet(sectionInserts), with: animation) }
            for move in sectionMoves { tableView.moveSection(move.source, toSection: move.destination) }
            if !rowDeletes.isEmpty { tableView.deleteRows(at: indexPaths(rowDeletes), with: animation) }
            if !rowReloads.isEmpty { tableView.reloadRows(at: indexPaths(rowReloads), with: animation) }
            if !rowInserts.isEmpty { tableView.insertRows(at: indexPaths(rowInserts), with: animation) }
            for move in rowMoves {
                tableView.moveRow(
                    at: IndexPath(row: move.source.element, section: move.source.section),
                    to: IndexPath(row: move.destination.element, section: move.destination.section))
            }
            if !rowReconfigures.isEmpty { tableView.reconfigureRows(at: indexPaths(rowReconfigures)) }
        }
    }
#endif
