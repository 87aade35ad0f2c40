/// The safety net: UIKit's consistency rules, checked before a batch reaches the table.
extension TableBatch {
    /// A section whose reported row count disagrees with the batch.
    struct Mismatch: Equatable {
        let oldSection: Int
        let newSection: Int
        let expected: Int
        let reported: Int
    }

    /// Checks the batch against the row counts before it and the counts the data source reports after
    /// it, and returns a batch the table accepts together with the sections that disagreed.
    ///
    /// A disagreeing section without row changes of its own is reloaded; otherwise, or when the
    /// section count itself disagrees, every section is replaced.
    func madeConsistent(rowsBefore before: [Int], rowsAfter after: [Int]) -> (batch: TableBatch, mismatches: [Mismatch])
    {
        guard let newOfOld = sectionMapping(sectionsBefore: before.count, sectionsAfter: after.count) else {
            return (.replacingEverything(sectionsBefore: before.count, sectionsAfter: after.count), [])
        }
        var delta = [Int](repeating: 0, count: before.count)
        var arriving = [Int](repeating: 0, count: after.count)
        for path in rowDeletes where before.indices.contains(path[0]) { delta[path[0]] -= 1 }
        for move in rowMoves where before.indices.contains(move.from[0]) { delta[move.from[0]] -= 1 }
        for path in rowInserts where after.indices.contains(path[0]) { arriving[path[0]] += 1 }
        for move in rowMoves where after.indices.contains(move.to[0]) { arriving[move.to[0]] += 1 }

        let reloaded = Set(sectionReloads)
        var mismatches: [Mismatch] = []
        for (old, new) in newOfOld.enumerated() {
            guard let new, !reloaded.contains(old) else { continue }
            let expected = before[old] + delta[old] + arriving[new]
            if expected != after[new] {
                mismatches.append(Mismatch(oldSection: old, newSection: new, expected: expected, reported: after[new]))
            }
        }
        guard !mismatches.isEmpty else { return (self, []) }
        let moved = Set(sectionMoves.map(\.from))
        let reloadable = mismatches.allSatisfy {
            !moved.contains($0.oldSection) && !touchesRows(oldSection: $0.oldSection, newSection: $0.newSection)
        }
        guard reloadable else {
            return (.replacingEverything(sectionsBefore: before.count, sectionsAfter: after.count), mismatches)
        }
        var repaired = self
        repaired.sectionReloads += mismatches.map(\.oldSection)
        return (repaired, mismatches)
    }

    /// Where each old section ends up, as UIKit reads a batch: inserted and moved-to positions are
    /// taken first, the remaining old sections fill the free positions in order. `nil` when the
    /// section counts do not add up.
    func sectionMapping(sectionsBefore: Int, sectionsAfter: Int) -> [Int?]? {
        let deleted = Set(sectionDeletes)
        let movedFrom = Set(sectionMoves.map(\.from))
        guard deleted.allSatisfy({ (0..<sectionsBefore).contains($0) }),
            sectionsBefore - deleted.count + Set(sectionInserts).count == sectionsAfter
        else { return nil }
        var taken = [Bool](repeating: false, count: sectionsAfter)
        var newOfOld = [Int?](repeating: nil, count: sectionsBefore)
        for inserted in sectionInserts {
            guard (0..<sectionsAfter).contains(inserted) else { return nil }
            taken[inserted] = true
        }
        for move in sectionMoves {
            guard (0..<sectionsBefore).contains(move.from), (0..<sectionsAfter).contains(move.to) else { return nil }
            newOfOld[move.from] = move.to
            taken[move.to] = true
        }
        var slot = 0
        for old in 0..<sectionsBefore where !deleted.contains(old) && !movedFrom.contains(old) {
            while slot < sectionsAfter && taken[slot] { slot += 1 }
            guard slot < sectionsAfter else { return nil }
            newOfOld[old] = slot
            slot += 1
        }
        return newOfOld
    }
}
