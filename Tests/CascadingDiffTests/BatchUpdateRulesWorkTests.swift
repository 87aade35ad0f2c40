import CascadingTestSupport
import Testing

@testable import CascadingDiff

/// The rule book's check costs what the change costs: with the same changes over the same sections, ten
/// times the rows leave the steps it counts exactly as they were.
@Suite("BatchUpdateRules, work")
struct BatchUpdateRulesWorkTests {
    /// The numbers of changes of a generated batch.
    struct Change {
        var deletes = 40
        var reloads = 30
        var inserts = 50
        var moves = 20
        /// Whether lists come in random order (sorted by the check) rather than ascending.
        var shuffled = false
    }

    @Test(
        "ten times the rows, same change: same work", arguments: [(1, false), (1, true), (8, false), (8, true)])
    func workIsFlat(sections: Int, shuffled: Bool) throws {
        let change = Change(shuffled: shuffled)
        for rules in [BatchUpdateRules.planner, .tableView, .collectionView] {
            var random = SplitMix64(seed: 40)
            let small = Self.batch(sections: sections, rowsPerSection: 400, change, &random)
            random = SplitMix64(seed: 40)
            let large = Self.batch(sections: sections, rowsPerSection: 4_000, change, &random)
            let smallWork = try Self.work(rules, small)
            let largeWork = try Self.work(rules, large)
            #expect(smallWork == largeWork, "\(rules): \(smallWork) steps at 400 rows, \(largeWork) at 4,000")
            // The work is of the order of the change, not of the rows.
            #expect(largeWork < 40 * (change.deletes + change.reloads + change.inserts + change.moves) + 10 * sections)
        }
    }

    /// Ten times the changes cost ten times the steps, and a little more for sorting them (C log C).
    @Test("the work grows with the change")
    func workFollowsTheChange() throws {
        var random = SplitMix64(seed: 41)
        let small = Self.batch(sections: 1, rowsPerSection: 4_000, Change(), &random)
        let large = Self.batch(
            sections: 1, rowsPerSection: 4_000, Change(deletes: 400, reloads: 300, inserts: 500, moves: 200), &random)
        let (smallWork, largeWork) = (try Self.work(.planner, small), try Self.work(.planner, large))
        #expect(largeWork >= 9 * smallWork && largeWork <= 14 * smallWork, "\(smallWork) then \(largeWork) steps")
    }

    @Test("a generated batch is accepted and replays as a brute-force walk says")
    func generatedBatchReplays() throws {
        var random = SplitMix64(seed: 42)
        let (stage, before) = Self.batch(sections: 3, rowsPerSection: 60, Change(shuffled: true), &random)
        let layout = try BatchUpdateRules.planner.check(stage, rowCountsBefore: before)
        let reference = BatchUpdateReference(.planner).run(stage, before: before)
        guard case .success(let expected) = reference else {
            Issue.record("the reference refuses the generated batch: \(reference)")
            return
        }
        #expect(layout.replay.rowSources == expected.sources)
    }

    /// The steps the check of a batch counts.
    static func work(_ rules: BatchUpdateRules, _ batch: (BatchUpdateStage, [Int])) throws -> Int {
        var work = 0
        _ = try rules.check(batch.0, rowCountsBefore: batch.1, work: &work)
        return work
    }

    /// A consistent batch over `sections` sections of `rowsPerSection` rows: deletes, reloads and move
    /// sources at distinct random rows, moves to random sections, inserts and move destinations at
    /// distinct random slots after.
    static func batch(
        sections: Int, rowsPerSection: Int, _ change: Change, _ random: inout SplitMix64
    ) -> (BatchUpdateStage, [Int]) {
        let before = [Int](repeating: rowsPerSection, count: sections)
        // Distinct old rows: deletes, then reloads, then move sources.
        var picked = Set<ElementPath>()
        func pickBefore() -> ElementPath {
            while true {
                let path = ElementPath(
                    section: Int.random(in: 0..<sections, using: &random),
                    element: Int.random(in: 0..<rowsPerSection, using: &random))
                if picked.insert(path).inserted { return path }
            }
        }
        let deletes = (0..<change.deletes).map { _ in pickBefore() }
        let reloads = (0..<change.reloads).map { _ in pickBefore() }
        let sources = (0..<change.moves).map { _ in pickBefore() }
        let moveSections = sources.map { _ in Int.random(in: 0..<sections, using: &random) }
        let insertSections = (0..<change.inserts).map { _ in Int.random(in: 0..<sections, using: &random) }
        var after = before
        for path in deletes + sources { after[path.section] -= 1 }
        for section in moveSections + insertSections { after[section] += 1 }
        // Distinct new slots: move destinations, then inserts.
        var taken = Set<ElementPath>()
        func pickAfter(in section: Int) -> ElementPath {
            while true {
                let path = ElementPath(section: section, element: Int.random(in: 0..<after[section], using: &random))
                if taken.insert(path).inserted { return path }
            }
        }
        let moves = zip(sources, moveSections).map { DiffMove(source: $0, destination: pickAfter(in: $1)) }
        let inserts = insertSections.map { pickAfter(in: $0) }
        func order<Value: Comparable>(_ values: [Value]) -> [Value] {
            change.shuffled ? values.shuffled(using: &random) : values.sorted()
        }
        let stage = BatchUpdateStage(
            rowDeletes: order(deletes), rowInserts: order(inserts), rowMoves: order(moves), rowReloads: order(reloads),
            rowCountsAfter: after)
        return (stage, before)
    }
}
