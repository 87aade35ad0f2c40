import CascadingDiff

/// The safety net: UIKit's row-count rule, checked before a batch reaches the table.
///
/// Sections are read with the rule book (`BatchUpdateRules.sectionTargets`), so one implementation
/// decides where every section goes; rows are only counted, which keeps the check at
/// O(sections + changes) per batch instead of the full validation's cost in rows.
extension BatchUpdateStage {
    /// A section whose reported row count disagrees with the batch.
    struct Mismatch: Equatable {
        let oldSection: Int
        let newSection: Int
        let expected: Int
        let reported: Int
    }

    /// Checks the batch against the row counts before it and the counts the data source reports after
    /// it, and returns a batch the table accepts, leading to `after`, together with the sections that
    /// disagreed.
    ///
    /// A disagreeing section without row changes of its own is reloaded; otherwise, or when the
    /// section count itself disagrees, every section is replaced.
    func madeConsistent(rowsBefore before: [Int], rowsAfter after: [Int]) -> (
        batch: BatchUpdateStage, mismatches: [Mismatch]
    ) {
        var stage = self
        stage.rowCountsAfter = after
        guard let targets = try? BatchUpdateRules.planner.sectionTargets(of: stage, sectionsBefore: before.count)
        else {
            return (.replacingEverything(sectionsBefore: before.count, rowCountsAfter: after), [])
        }
        var delta = [Int](repeating: 0, count: before.count)
        var arriving = [Int](repeating: 0, count: after.count)
        for path in rowDeletes where before.indices.contains(path.section) { delta[path.section] -= 1 }
        for move in rowMoves where before.indices.contains(move.source.section) { delta[move.source.section] -= 1 }
        for path in rowInserts where after.indices.contains(path.section) { arriving[path.section] += 1 }
        for move in rowMoves where after.indices.contains(move.destination.section) {
            arriving[move.destination.section] += 1
        }
        let reloaded = Set(sectionReloads)
        var mismatches: [Mismatch] = []
        for (old, new) in targets.enumerated() where new >= 0 && !reloaded.contains(old) {
            let expected = before[old] + delta[old] + arriving[new]
            if expected != after[new] {
                mismatches.append(Mismatch(oldSection: old, newSection: new, expected: expected, reported: after[new]))
            }
        }
        guard !mismatches.isEmpty else { return (stage, []) }
        let moved = Set(sectionMoves.map(\.source))
        let reloadable = mismatches.allSatisfy {
            !moved.contains($0.oldSection) && !touchesRows(oldSection: $0.oldSection, newSection: $0.newSection)
        }
        guard reloadable else {
            return (.replacingEverything(sectionsBefore: before.count, rowCountsAfter: after), mismatches)
        }
        stage.sectionReloads += mismatches.map(\.oldSection)
        return (stage, mismatches)
    }

    /// Whether any row change touches an old section or a new section.
    private func touchesRows(oldSection: Int, newSection: Int) -> Bool {
        rowDeletes.contains { $0.section == oldSection } || rowReloads.contains { $0.section == oldSection }
            || rowMoves.contains { $0.source.section == oldSection || $0.destination.section == newSection }
            || rowInserts.contains { $0.section == newSection }
    }

    /// The batch that replaces every section: always consistent, never animated row by row.
    private static func replacingEverything(sectionsBefore: Int, rowCountsAfter: [Int]) -> BatchUpdateStage {
        let kept = min(sectionsBefore, rowCountsAfter.count)
        return BatchUpdateStage(
            sectionDeletes: Array(kept..<sectionsBefore), sectionInserts: Array(kept..<rowCountsAfter.count),
            sectionReloads: Array(0..<kept), rowCountsAfter: rowCountsAfter)
    }
}
