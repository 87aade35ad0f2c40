import CascadingDiff

extension BatchUpdateStage {
    /// Hands the stage's changes to the attached table or collection view; call it inside
    /// `performBatchUpdates`.
    ///
    /// Every batch the tree sends goes through here: sections first (deletes, reloads, inserts, moves),
    /// then rows in the same order, then reconfigures. UIKit reads the changes of one batch the same way
    /// whatever the order of the calls.
    @MainActor
    func apply(to view: any AttachedView, animation: UITableView.RowAnimation) {
        if !sectionDeletes.isEmpty { view.deleteSections(IndexSet(sectionDeletes), with: animation) }
        if !sectionReloads.isEmpty { view.reloadSections(IndexSet(sectionReloads), with: animation) }
        if !sectionInserts.isEmpty { view.insertSections(IndexSet(sectionInserts), with: animation) }
        for move in sectionMoves { view.moveSection(move.source, toSection: move.destination) }
        if !rowDeletes.isEmpty { view.deleteRows(at: rowDeletes.map(\.indexPath), with: animation) }
        if !rowReloads.isEmpty { view.reloadRows(at: rowReloads.map(\.indexPath), with: animation) }
        if !rowInserts.isEmpty { view.insertRows(at: rowInserts.map(\.indexPath), with: animation) }
        for move in rowMoves { view.moveRow(at: move.source.indexPath, to: move.destination.indexPath) }
        if !rowReconfigures.isEmpty { view.reconfigureRows(at: rowReconfigures.map(\.indexPath)) }
    }

    /// Whether any row change touches an old section or a new section.
    func touchesRows(oldSection: Int, newSection: Int) -> Bool {
        rowDeletes.contains { $0.section == oldSection } || rowReloads.contains { $0.section == oldSection }
            || rowMoves.contains { $0.source.section == oldSection || $0.destination.section == newSection }
            || rowInserts.contains { $0.section == newSection }
    }

    /// The batch that replaces every section: always consistent, never animated row by row.
    static func replacingEverything(sectionsBefore: Int, rowCountsAfter: [Int]) -> BatchUpdateStage {
        let kept = min(sectionsBefore, rowCountsAfter.count)
        return BatchUpdateStage(
            sectionDeletes: Array(kept..<sectionsBefore), sectionInserts: Array(kept..<rowCountsAfter.count),
            sectionReloads: Array(0..<kept), rowCountsAfter: rowCountsAfter)
    }
}

extension ElementPath {
    /// The table index path of the path.
    var indexPath: IndexPath { IndexPath(row: element, section: section) }
}
