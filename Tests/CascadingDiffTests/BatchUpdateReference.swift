import CascadingDiff

/// A brute-force model of UIKit's batch-update rules, written independently of `BatchUpdateRules`: plain
/// arrays and linear scans, each rule and message spelled out in the order the rule book documents.
struct BatchUpdateReference {
    /// The layout after an accepted batch: for each row after, the old path it shows (`nil`: fresh), and
    /// for each section after, the old section it shows, if carried.
    struct Layout: Equatable {
        var origins: [StageReplay.SectionOrigin]
        var sources: [[ElementPath?]]
    }

    let strict: Bool
    let element: String
    let view: String

    init(_ rules: BatchUpdateRules) {
        strict = rules.strictness == .strict
        (element, view) = rules.viewKind == .table ? ("row", "table view") : ("item", "collection view")
    }

    private func p(_ path: ElementPath) -> String { "{length = 2, path = \(path.section) - \(path.element)}" }

    /// The first index of a value that appears earlier in the list.
    private func firstRepeat<T: Equatable>(_ list: [T]) -> T? {
        for index in list.indices where list[..<index].contains(list[index]) { return list[index] }
        return nil
    }

    private func unique<T: Hashable>(_ list: [T]) -> Int { Set(list).count }

    func run(_ s: BatchUpdateStage, before: [Int]) -> Result<Layout, Rejection> {
        do {
            return .success(try simulate(s, before: before))
        } catch {
            return .failure(error)
        }
    }

    struct Rejection: Error, Equatable { let message: String }

    private func reject(_ message: String) -> Rejection { Rejection(message: message) }

    private func simulate(_ s: BatchUpdateStage, before: [Int]) throws(Rejection) -> Layout {
        let after = s.rowCountsAfter
        let (nb, na) = (before.count, after.count)
        for (i, c) in before.enumerated() where c < 0 {
            throw reject(
                "section \(i) reports \(c) \(element)s before the update; \(element) counts cannot be negative")
        }
        for (i, c) in after.enumerated() where c < 0 {
            throw reject("section \(i) reports \(c) \(element)s after the update; \(element) counts cannot be negative")
        }
        let sections = try simulateSections(s, nb: nb, na: na)
        let accepted = try simulateRowRules(s, before: before, sections: sections)
        return layout(after: s.rowCountsAfter, before: before, sections: sections, accepted: accepted)
    }

    struct Sections {
        var sourceOfNew: [Int]  // -1 inserted
        var targetOfOld: [Int]  // -1 deleted
        var deleted: [Int]
        var reloaded: [Int]
        var movedOld: [Int]
        var inserted: [Int]
        var movedNew: [Int]
        func fresh(_ new: Int) -> Bool { sourceOfNew[new] < 0 || reloaded.contains(sourceOfNew[new]) }
    }

    private func simulateSections(_ s: BatchUpdateStage, nb: Int, na: Int) throws(Rejection) -> Sections {
        let (ins, del) = (unique(s.sectionInserts), unique(s.sectionDeletes))
        if na != nb + ins - del {
            throw reject(
                "Invalid update: invalid number of sections. The number of sections contained in the \(view) after the update (\(na)) must be equal to the number of sections contained in the \(view) before the update (\(nb)), plus or minus the number of sections inserted or deleted (\(ins) inserted, \(del) deleted)."
            )
        }
        for x in s.sectionDeletes where x < 0 || x >= nb {
            throw reject("attempt to delete section \(x), but there are only \(nb) sections before the update")
        }
        for x in s.sectionReloads where x < 0 || x >= nb {
            throw reject("attempt to reload section \(x), but there are only \(nb) sections before the update")
        }
        for x in s.sectionInserts where x < 0 || x >= na {
            throw reject("attempt to insert section \(x) but there are only \(na) sections after the update")
        }
        if strict, let x = firstRepeat(s.sectionDeletes) {
            throw reject("attempt to delete section \(x) more than once")
        }
        let reloads = s.sectionReloads.sorted()
        for (i, x) in reloads.enumerated() {
            if s.sectionDeletes.contains(x) { throw reject("attempt to delete and reload the same section (\(x))") }
            if strict, i > 0, reloads[i - 1] == x { throw reject("attempt to reload section \(x) more than once") }
        }
        if strict, let x = firstRepeat(s.sectionInserts) {
            throw reject("attempt to insert section \(x) more than once")
        }
        var sections = Sections(
            sourceOfNew: Array(repeating: -1, count: na), targetOfOld: Array(repeating: -1, count: nb),
            deleted: s.sectionDeletes, reloaded: s.sectionReloads, movedOld: [], inserted: s.sectionInserts,
            movedNew: [])
        for m in s.sectionMoves {
            if m.source < 0 || m.source >= nb {
                throw reject("attempt to move section \(m.source), but there are only \(nb) sections before the update")
            }
            if m.destination < 0 || m.destination >= na {
                throw reject(
                    "attempt to move section \(m.source) to section \(m.destination), but there are only \(na) sections after the update"
                )
            }
            if sections.deleted.contains(m.source) || sections.reloaded.contains(m.source)
                || sections.movedOld.contains(m.source)
            {
                throw reject("attempt to move section \(m.source), which is also being deleted, reloaded or moved")
            }
            if sections.inserted.contains(m.destination) || sections.movedNew.contains(m.destination) {
                throw reject(
                    "attempt to move section \(m.source) to section \(m.destination), which is also an insertion or move destination"
                )
            }
            sections.movedOld.append(m.source)
            sections.movedNew.append(m.destination)
            sections.sourceOfNew[m.destination] = m.source
        }
        var survivors = (0..<nb).filter { !sections.deleted.contains($0) && !sections.movedOld.contains($0) }
        for new in 0..<na where !sections.inserted.contains(new) && !sections.movedNew.contains(new) {
            sections.sourceOfNew[new] = survivors.removeFirst()
        }
        for new in 0..<na where sections.sourceOfNew[new] >= 0 { sections.targetOfOld[sections.sourceOfNew[new]] = new }
        return sections
    }

    /// The accepted row changes, filled while the row rules run.
    private final class Accepted {
        var deletes: [ElementPath] = []
        var reloads: [ElementPath] = []
        var inserts: [ElementPath] = []
        var moves: [DiffMove<ElementPath>] = []
    }

    private func changeBefore(_ x: Int, _ sections: Sections) -> String? {
        if sections.deleted.contains(x) { return "deleted" }
        if sections.reloaded.contains(x) { return "reloaded" }
        return sections.movedOld.contains(x) ? "moved" : nil
    }

    private func changeAfter(_ x: Int, _ sections: Sections) -> String? {
        if sections.inserted.contains(x) { return "inserted" }
        if sections.fresh(x) { return "reloaded" }
        return sections.movedNew.contains(x) ? "moved" : nil
    }

    private func simulateRowRules(_ s: BatchUpdateStage, before: [Int], sections: Sections) throws(Rejection)
        -> Accepted
    {
        let after = s.rowCountsAfter
        let accepted = Accepted()
        if strict, !s.sectionMoves.isEmpty {
            if let x = s.sectionReloads.first {
                throw reject("attempt to reload section \(x) in an update that also moves sections")
            }
            if let r = s.rowReloads.first {
                throw reject(
                    "attempt to reload \(element) \(r.element) in section \(r.section) in an update that also moves sections"
                )
            }
        }
        for (list, verb) in [(s.rowDeletes, "delete"), (s.rowReloads, "reload")] {
            for r in list {
                if r.section < 0 || r.section >= before.count {
                    throw reject(
                        "attempt to \(verb) \(element) \(r.element) from section \(r.section), but there are only \(before.count) sections before the update"
                    )
                }
                if !strict, sections.deleted.contains(r.section) || sections.reloaded.contains(r.section) { continue }
                if r.element < 0 || r.element >= before[r.section] {
                    throw reject(
                        "attempt to delete \(element) \(r.element) from section \(r.section) which only contains \(before[r.section]) \(element)s before the update"
                    )
                }
                if strict, let change = changeBefore(r.section, sections) {
                    throw reject(
                        "attempt to \(verb) \(element) \(r.element) in section \(r.section), which is being \(change)")
                }
                let seen = verb == "delete" ? accepted.deletes : accepted.reloads
                if seen.contains(r) {
                    if strict { throw reject("attempt to \(verb) the same index path more than once (\(p(r)))") }
                    continue
                }
                if verb == "delete" { accepted.deletes.append(r) } else { accepted.reloads.append(r) }
            }
        }
        if let r = accepted.reloads.filter(accepted.deletes.contains).min() {
            throw reject("attempt to delete and reload the same index path (\(p(r)))")
        }
        for r in s.rowInserts {
            if r.section < 0 || r.section >= after.count {
                throw reject(
                    "attempt to insert \(element) \(r.element) into section \(r.section), but there are only \(after.count) sections after the update"
                )
            }
            if !strict, sections.fresh(r.section) { continue }
            if r.element < 0 || r.element >= after[r.section] {
                throw reject(
                    "attempt to insert \(element) \(r.element) into section \(r.section), but there are only \(after[r.section]) \(element)s in section \(r.section) after the update"
                )
            }
            if strict, let change = changeAfter(r.section, sections) {
                throw reject(
                    "attempt to insert \(element) \(r.element) in section \(r.section), which is being \(change)")
            }
            if accepted.inserts.contains(r) {
                if strict { throw reject("attempt to insert the same index path more than once (\(p(r)))") }
                continue
            }
            accepted.inserts.append(r)
        }
        for m in s.rowMoves {
            try simulateMove(m, before: before, after: after, sections: sections, accepted: accepted)
        }
        try simulateCounts(before: before, after: after, sections: sections, accepted: accepted)
        return accepted
    }

    private func simulateMove(
        _ m: DiffMove<ElementPath>, before: [Int], after: [Int], sections: Sections, accepted: Accepted
    ) throws(Rejection) {
        let (from, to) = (m.source, m.destination)
        let rowsBefore = from.section >= 0 && from.section < before.count ? before[from.section] : 0
        let gone = !strict && (sections.deleted.contains(from.section) || sections.reloaded.contains(from.section))
        if gone || from.element < 0 || from.element >= rowsBefore {
            throw reject(
                "attempt to move index path (\(p(from))) that does not exist - there are only \(rowsBefore) \(element)s in section \(from.section) before the update"
            )
        }
        let rowsAfter = to.section >= 0 && to.section < after.count ? after[to.section] : 0
        let fresh = !strict && to.section >= 0 && to.section < after.count && sections.fresh(to.section)
        if fresh || to.element < 0 || to.element >= rowsAfter {
            throw reject(
                "attempt to move index path (\(p(from))) to index path (\(p(to))) that does not exist - there are only \(rowsAfter) \(element)s in section \(to.section) after the update"
            )
        }
        if strict, let change = changeBefore(from.section, sections) {
            throw reject(
                "attempt to move \(element) \(from.element) in section \(from.section), which is being \(change)")
        }
        if strict, let change = changeAfter(to.section, sections) {
            throw reject("attempt to move \(element) \(to.element) in section \(to.section), which is being \(change)")
        }
        if accepted.deletes.contains(from) || accepted.reloads.contains(from) {
            throw reject("attempt to delete and move the same index path (\(p(from)))")
        }
        if accepted.inserts.contains(to) {
            throw reject("attempt to perform an insert and a move to the same index path (\(p(to)))")
        }
        if strict, !sections.movedOld.isEmpty, sections.targetOfOld[from.section] != to.section {
            throw reject(
                "attempt to move index path (\(p(from))) to index path (\(p(to))) in another section in an update that also moves sections"
            )
        }
        if accepted.moves.contains(where: { $0.source == from }) {
            throw reject("attempt to move the same index path (\(p(from))) twice")
        }
        if accepted.moves.contains(where: { $0.destination == to }) {
            throw reject("attempt to move two index paths to the same index path (\(p(to)))")
        }
        accepted.moves.append(m)
    }

    private func simulateCounts(before: [Int], after: [Int], sections: Sections, accepted: Accepted) throws(Rejection) {
        for old in before.indices where sections.targetOfOld[old] >= 0 && !sections.reloaded.contains(old) {
            let new = sections.targetOfOld[old]
            let ins = accepted.inserts.filter { $0.section == new }.count
            let del = accepted.deletes.filter { $0.section == old }.count
            let movedIn = accepted.moves.filter { $0.destination.section == new && $0.source.section != old }.count
            let movedOut = accepted.moves.filter { $0.source.section == old && $0.destination.section != new }.count
            if after[new] != before[old] + ins - del + movedIn - movedOut {
                let rows = element + "s"
                throw reject(
                    "Invalid update: invalid number of \(rows) in section \(old). The number of \(rows) contained in an existing section after the update (\(after[new])) must be equal to the number of \(rows) contained in that section before the update (\(before[old])), plus or minus the number of \(rows) inserted or deleted from that section (\(ins) inserted, \(del) deleted) and plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                )
            }
        }
    }

    /// Simulates the batch on arrays: inserts and move destinations take their slots, the surviving rows
    /// of each carried section fill the rest in order, reloaded rows become fresh.
    private func layout(after: [Int], before: [Int], sections: Sections, accepted: Accepted) -> Layout {
        var origins: [StageReplay.SectionOrigin] = []
        var sources: [[ElementPath?]] = []
        for new in after.indices {
            let old = sections.sourceOfNew[new]
            if old < 0 {
                origins.append(.inserted)
            } else {
                origins.append(sections.reloaded.contains(old) ? .reloaded(old) : .carried(old))
            }
            guard old >= 0, !sections.reloaded.contains(old) else {
                sources.append(Array(repeating: nil, count: after[new]))
                continue
            }
            var slots: [ElementPath??] = Array(repeating: .none, count: after[new])
            for r in accepted.inserts where r.section == new { slots[r.element] = .some(nil) }
            for m in accepted.moves where m.destination.section == new {
                slots[m.destination.element] = .some(m.source)
            }
            var survivors = (0..<before[old]).map { ElementPath(section: old, element: $0) }.filter { path in
                !accepted.deletes.contains(path) && !accepted.moves.contains { $0.source == path }
            }
            for slot in slots.indices where slots[slot] == nil {
                let path = survivors.removeFirst()
                slots[slot] = .some(accepted.reloads.contains(path) ? nil : path)
            }
            sources.append(slots.map { $0 ?? nil })
        }
        return Layout(origins: origins, sources: sources)
    }
}
