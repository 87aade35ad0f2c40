import CascadingDiff
import CascadingTestSupport
import Testing

/// The rule book against the brute-force reference, on random batches over small tables: the same
/// verdict, the same message, and the same layout after, strict and lenient, table and collection view.
@Suite("BatchUpdateRules, randomized")
struct BatchUpdateRulesRandomizedTests {
    /// What a run saw, so that the test can show it covered the cases it is meant to.
    struct Coverage {
        var accepted = 0
        var rowsInDeletedSections = 0
        var movesOutOfDeletedSections = 0
        var movesIntoInsertedSections = 0
        var reloadsOfMovedRows = 0
    }

    static let batchesPerArgument = 12_500

    @Test("random batches: same verdict, message and layout as the reference", arguments: 0..<8)
    func randomBatches(argument: Int) {
        var random = SplitMix64(seed: 0xB47C_0000 + UInt64(argument))
        var coverage = Coverage()
        for index in 0..<Self.batchesPerArgument {
            let (stage, before) = Self.randomBatch(&random)
            Self.note(stage, &coverage)
            let kind: BatchUpdateRules.ViewKind = index % 2 == 0 ? .table : .collectionView
            for strictness in [BatchUpdateRules.Strictness.lenient, .strict] {
                let rules = BatchUpdateRules(kind, strictness)
                let expected = BatchUpdateReference(rules).run(stage, before: before)
                let accepted = compare(rules, stage, before: before, expected: expected)
                if accepted, strictness == .lenient { coverage.accepted += 1 }
            }
        }
        // Enough batches pass, and the tricky cases occur, for the comparison to mean something.
        #expect(coverage.accepted > Self.batchesPerArgument / 10, "accepted \(coverage.accepted)")
        #expect(coverage.rowsInDeletedSections > 100)
        #expect(coverage.movesOutOfDeletedSections > 100)
        #expect(coverage.movesIntoInsertedSections > 100)
        #expect(coverage.reloadsOfMovedRows > 100)
    }

    /// Checks one batch; returns whether the reference accepted it.
    private func compare(
        _ rules: BatchUpdateRules, _ stage: BatchUpdateStage, before: [Int],
        expected: Result<BatchUpdateReference.Layout, BatchUpdateReference.Rejection>
    ) -> Bool {
        let actual: Result<BatchUpdateLayout, BatchUpdateViolation>
        do {
            actual = .success(try rules.check(stage, rowCountsBefore: before))
        } catch {
            actual = .failure(error)
        }
        switch (expected, actual) {
        case (.failure(let rejection), .failure(let violation)):
            #expect(violation.message == rejection.message, "\(rules) \(stage) before \(before)")
            return false
        case (.success(let layout), .success(let checked)):
            let replay = checked.replay
            #expect(replay.sectionOrigins == layout.origins, "\(rules) \(stage) before \(before)")
            #expect(replay.rowSources == layout.sources, "\(rules) \(stage) before \(before)")
            for (section, sources) in layout.sources.enumerated() {
                switch checked.changedRows(inNew: section) {
                case .listed(let listed): #expect(listed == sources, "\(rules) \(stage) before \(before)")
                case .shifted(let shift):
                    #expect(sources.indices.map(shift.oldRow(forNew:)) == sources.map { $0?.element })
                    // The other direction: where each old row of the section went, if it kept its content.
                    let oldRows = 0..<before[shift.oldSection]
                    let destinations = oldRows.map { row in
                        sources.firstIndex(of: ElementPath(section: shift.oldSection, element: row))
                    }
                    #expect(oldRows.map(shift.newRow(forOld:)) == destinations, "\(rules) \(stage) before \(before)")
                case nil:
                    if case .carried(let source) = layout.origins[section] {
                        #expect(sources == (0..<sources.count).map { ElementPath(section: source, element: $0) })
                    }
                }
            }
            var destinations: [ElementPath: ElementPath] = [:]
            for (section, rows) in layout.sources.enumerated() {
                for (row, source) in rows.enumerated() {
                    let new = ElementPath(section: section, element: row)
                    #expect(checked.oldPath(forNew: new) == source, "\(rules) \(stage) before \(before) at \(new)")
                    if let source { destinations[source] = new }
                }
            }
            for (section, count) in before.enumerated() {
                for row in 0..<count {
                    let old = ElementPath(section: section, element: row)
                    #expect(checked.newPath(forOld: old) == destinations[old], "\(rules) \(stage) before \(before)")
                }
            }
            return true
        default:
            Issue.record("\(rules) \(stage) before \(before): reference \(expected), rule book \(actual)")
            return false
        }
    }

    private static func note(_ stage: BatchUpdateStage, _ coverage: inout Coverage) {
        let deleted = Set(stage.sectionDeletes)
        let inserted = Set(stage.sectionInserts)
        if stage.rowDeletes.contains(where: { deleted.contains($0.section) }) { coverage.rowsInDeletedSections += 1 }
        if stage.rowMoves.contains(where: { deleted.contains($0.source.section) }) {
            coverage.movesOutOfDeletedSections += 1
        }
        if stage.rowMoves.contains(where: { inserted.contains($0.destination.section) }) {
            coverage.movesIntoInsertedSections += 1
        }
        if stage.rowMoves.contains(where: { stage.rowReloads.contains($0.source) }) { coverage.reloadsOfMovedRows += 1 }
    }

    /// A random batch over at most four sections of at most four rows; offsets are occasionally one past
    /// the end, and the counts after are the consistent ones except now and then.
    static func randomBatch(_ random: inout SplitMix64) -> (BatchUpdateStage, [Int]) {
        func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        func chance(_ percent: Int) -> Bool { int(1...100) <= percent }
        let before = (0..<int(0...4)).map { _ in int(0...4) }
        var stage = BatchUpdateStage(rowCountsAfter: [])
        let sections = max(before.count, 1)
        stage.sectionDeletes = (0..<int(0...2)).map { _ in int(0...sections - (chance(95) ? 1 : 0)) }
        stage.sectionReloads = chance(25) ? [int(0...sections - 1)] : []
        let insertCount = int(0...2)
        var after = before.count + insertCount - Set(stage.sectionDeletes).count
        if chance(3) { after += 1 }
        after = max(after, 0)
        let limit = max(after, 1) - (chance(97) ? 1 : 0)
        stage.sectionInserts = (0..<insertCount).map { _ in int(0...limit) }
        if chance(30) { stage.sectionMoves = [DiffMove(source: int(0...sections - 1), destination: int(0...limit))] }
        stage.rowCountsAfter = [Int](repeating: 0, count: after)
        func pathBefore() -> ElementPath {
            let section = int(0...sections - 1)
            let rows = before.indices.contains(section) ? before[section] : 1
            return ElementPath(section: section, element: int(0...max(rows, 1) - (chance(95) ? 1 : 0)))
        }
        func pathAfter() -> ElementPath {
            ElementPath(section: int(0...max(after, 1) - 1), element: int(0...2))
        }
        stage.rowDeletes = (0..<int(0...2)).map { _ in pathBefore() }
        stage.rowReloads = (0..<int(0...1)).map { _ in pathBefore() }
        stage.rowInserts = (0..<int(0...2)).map { _ in pathAfter() }
        stage.rowMoves = (0..<int(0...2)).map { _ in DiffMove(source: pathBefore(), destination: pathAfter()) }
        stage.rowCountsAfter = consistentCounts(stage, before: before)
        if chance(4), !stage.rowCountsAfter.isEmpty { stage.rowCountsAfter[int(0...after - 1)] += 1 }
        return (stage, before)
    }

    /// The counts after that make the row count rule hold, read from the lenient layout of the sections:
    /// carried sections count what the batch does to them, fresh ones get a random size.
    private static func consistentCounts(_ stage: BatchUpdateStage, before: [Int]) -> [Int] {
        var counts = [Int](repeating: 0, count: stage.rowCountsAfter.count)
        guard
            let targets = try? BatchUpdateRules.tableView.sectionTargets(of: stage, sectionsBefore: before.count)
        else { return counts.map { _ in 2 } }
        var reloaded = Set(stage.sectionReloads)
        reloaded.formUnion(stage.sectionDeletes)
        for (old, new) in targets.enumerated() where new >= 0 && !reloaded.contains(old) {
            let deletes = Set(stage.rowDeletes.filter { $0.section == old }).count
            let inserts = Set(stage.rowInserts.filter { $0.section == new }).count
            let movesIn = stage.rowMoves.filter { $0.destination.section == new && $0.source.section != old }.count
            let movesOut = stage.rowMoves.filter { $0.source.section == old && $0.destination.section != new }.count
            counts[new] = max(0, before[old] - deletes + inserts + movesIn - movesOut)
        }
        for new in counts.indices
        where !targets.contains(new) || targets.firstIndex(of: new).map(reloaded.contains) == true {
            counts[new] = 3
        }
        return counts
    }
}
