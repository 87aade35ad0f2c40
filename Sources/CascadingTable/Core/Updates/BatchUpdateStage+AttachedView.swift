import CascadingDiff

extension BatchUpdateStage {
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
