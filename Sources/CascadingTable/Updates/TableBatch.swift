import CascadingDiff

/// One `performBatchUpdates` worth of changes, in UIKit's coordinates: deletes and reloads before the
/// batch, inserts after it, moves from before to after.
struct TableBatch: Equatable {
    var sectionDeletes: [Int] = []
    var sectionInserts: [Int] = []
    var sectionMoves: [(from: Int, to: Int)] = []
    var sectionReloads: [Int] = []
    var rowDeletes: [IndexPath] = []
    var rowInserts: [IndexPath] = []
    var rowMoves: [(from: IndexPath, to: IndexPath)] = []
    var rowReloads: [IndexPath] = []

    static func == (lhs: TableBatch, rhs: TableBatch) -> Bool {
        lhs.sectionDeletes == rhs.sectionDeletes && lhs.sectionInserts == rhs.sectionInserts
            && lhs.sectionMoves.elementsEqual(rhs.sectionMoves, by: ==) && lhs.sectionReloads == rhs.sectionReloads
            && lhs.rowDeletes == rhs.rowDeletes && lhs.rowInserts == rhs.rowInserts
            && lhs.rowMoves.elementsEqual(rhs.rowMoves, by: ==) && lhs.rowReloads == rhs.rowReloads
    }

    /// Whether any row change touches an old section or a new section.
    func touchesRows(oldSection: Int, newSection: Int) -> Bool {
        rowDeletes.contains { $0[0] == oldSection } || rowReloads.contains { $0[0] == oldSection }
            || rowMoves.contains { $0.from[0] == oldSection || $0.to[0] == newSection }
            || rowInserts.contains { $0[0] == newSection }
    }

    /// Hands the changes to a table view; call it inside `performBatchUpdates`.
    @MainActor
    func apply(to tableView: UITableView, animation: UITableView.RowAnimation) {
        if !sectionDeletes.isEmpty { tableView.deleteSections(IndexSet(sectionDeletes), with: animation) }
        if !sectionReloads.isEmpty { tableView.reloadSections(IndexSet(sectionReloads), with: animation) }
        if !sectionInserts.isEmpty { tableView.insertSections(IndexSet(sectionInserts), with: animation) }
        for move in sectionMoves { tableView.moveSection(move.from, toSection: move.to) }
        if !rowDeletes.isEmpty { tableView.deleteRows(at: rowDeletes, with: animation) }
        if !rowReloads.isEmpty { tableView.reloadRows(at: rowReloads, with: animation) }
        if !rowInserts.isEmpty { tableView.insertRows(at: rowInserts, with: animation) }
        for move in rowMoves { tableView.moveRow(at: move.from, to: move.to) }
    }
}

extension TableBatch {
    /// The batch of one diff stage.
    init(_ stage: BatchUpdateStage) {
        func indexPath(_ path: ElementPath) -> IndexPath { IndexPath(row: path.element, section: path.section) }
        sectionDeletes = stage.sectionDeletes
        sectionInserts = stage.sectionInserts
        sectionMoves = stage.sectionMoves.map { ($0.source, $0.destination) }
        sectionReloads = stage.sectionReloads
        rowDeletes = stage.rowDeletes.map(indexPath)
        rowInserts = stage.rowInserts.map(indexPath)
        rowMoves = stage.rowMoves.map { (indexPath($0.source), indexPath($0.destination)) }
        rowReloads = stage.rowReloads.map(indexPath)
    }

    /// The batch that replaces every section: always consistent, never animated row by row.
    static func replacingEverything(sectionsBefore: Int, sectionsAfter: Int) -> TableBatch {
        let kept = min(sectionsBefore, sectionsAfter)
        return TableBatch(
            sectionDeletes: Array(kept..<sectionsBefore), sectionInserts: Array(kept..<sectionsAfter),
            sectionReloads: Array(0..<kept))
    }
}
