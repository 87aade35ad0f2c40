import Testing

@testable import CascadingDiff

@Suite("BatchUpdateReplayer")
struct BatchUpdateReplayerTests {
    @Test("labels follow carried rows; fresh rows resolve to their final positions")
    func labels() throws {
        let updates = ConsistentBatchUpdates(
            rowCountsBefore: [2],
            stages: [
                BatchUpdateStage(rowInserts: [path(0, 0)], rowCountsAfter: [3]),
                BatchUpdateStage(rowMoves: [rowMove((0, 0), (0, 2))], rowCountsAfter: [3]),
            ])
        let replayer = try BatchUpdateReplayer(updates)
        #expect(replayer.initial.rows == [[0, 1]])
        #expect(replayer.layouts.map(\.rows) == [[[~0, 0, 1]], [[0, 1, ~0]]])
        #expect(replayer.freshRowTargets == [path(0, 2)])
    }

    @Test("a fresh row replaced by a later section reload takes the content of its replacement")
    func forwardsThroughSectionReloads() throws {
        let updates = ConsistentBatchUpdates(
            rowCountsBefore: [1],
            stages: [
                BatchUpdateStage(rowInserts: [path(0, 1)], rowCountsAfter: [2]),
                BatchUpdateStage(sectionReloads: [0], rowCountsAfter: [2]),
            ])
        let old = [DiffSection(model: "old", rows: ["a"])]
        let new = [DiffSection(model: "new", rows: ["A", "B"])]
        let snapshots = try updates.intermediateSnapshots(from: old, to: new)
        #expect(snapshots == [[DiffSection(model: "old", rows: ["a", "B"])], new])
    }

    @Test("a fresh row that is deleted later has no known content")
    func unresolvedFreshRow() {
        let updates = ConsistentBatchUpdates(
            rowCountsBefore: [1],
            stages: [
                BatchUpdateStage(rowInserts: [path(0, 0)], rowCountsAfter: [2]),
                BatchUpdateStage(rowDeletes: [path(0, 0)], rowCountsAfter: [1]),
            ])
        #expect(throws: BatchUpdateViolation.unresolvedFreshRow(path(0, 0), stage: 0)) {
            _ = try updates.intermediateSnapshots(from: [0], to: [0])
        }
    }

    @Test("a planned stage's layout taken without the row rules is the checked layout", arguments: 0..<2)
    func plannedLayoutsMatchChecked(batch: Int) throws {
        for seed in UInt64(30_000 + batch * 300)..<UInt64(30_000 + batch * 300 + 300) {
            var edits = RandomEdits(seed: seed)
            var (old, new) = edits.sectionedPair()
            if seed % 2 == 1 {
                // Flat lists plan a structural stage and a stage of reloads after moves.
                let (oldRows, newRows) = edits.flatPair()
                old = [DiffSection(model: Header(id: 0), rows: oldRows)]
                new = [DiffSection(model: Header(id: 0), rows: newRows)]
            }
            let updates = ConsistentBatchUpdates(old: old, new: new)
            var counts = updates.rowCountsBefore
            for stage in updates.stages {
                let planned = try BatchUpdateRules.planner.layout(ofPlanned: stage, rowCountsBefore: counts)
                let checked = try BatchUpdateRules.planner.check(stage, rowCountsBefore: counts)
                #expect(planned == checked, "seed \(seed): \(stage)")
                counts = stage.rowCountsAfter
            }
            let taken = try BatchUpdateReplayer(updates, checkingRules: false)
            let replayed = try BatchUpdateReplayer(updates)
            #expect(taken.layouts.map(\.rows) == replayed.layouts.map(\.rows), "seed \(seed)")
            #expect(taken.layouts.map(\.sections) == replayed.layouts.map(\.sections), "seed \(seed)")
            #expect(taken.freshRowTargets == replayed.freshRowTargets, "seed \(seed)")
        }
    }

    @Test("labels of long and short carried runs are copied in order")
    func carriedRuns() throws {
        // 40 rows; the first row moves to the end, so the rest is one run of 39 and the move a run of 1.
        let updates = ConsistentBatchUpdates(
            rowCountsBefore: [40],
            stages: [
                BatchUpdateStage(rowMoves: [rowMove((0, 0), (0, 39))], rowCountsAfter: [40]),
                BatchUpdateStage(rowReloads: [path(0, 39)], rowCountsAfter: [40]),
            ])
        let replayer = try BatchUpdateReplayer(updates, checkingRules: false)
        #expect(replayer.layouts.first?.rows == [Array(1..<40) + [0]])
        #expect(replayer.layouts.last?.rows == [Array(1..<40) + [~0]])
    }

    @Test("the labels of a whole old section, in order from its first row, name that section")
    func wholeOldSections() {
        let label = BatchUpdateReplayer.oldRowLabel(section:row:)
        #expect(BatchUpdateReplayer.wholeOldSection((0..<3).map { label(0, $0) }) == 0)
        #expect(BatchUpdateReplayer.wholeOldSection((0..<4).map { label(2, $0) }) == 2)
        #expect(BatchUpdateReplayer.wholeOldSection([label(5, 0)]) == 5)
        // Not from the first row, with a gap, out of order, across sections, with a fresh row, or empty.
        #expect(BatchUpdateReplayer.wholeOldSection((1..<3).map { label(0, $0) }) == nil)
        #expect(BatchUpdateReplayer.wholeOldSection([label(1, 0), label(1, 2)]) == nil)
        #expect(BatchUpdateReplayer.wholeOldSection([label(1, 0), label(1, 2), label(1, 1)]) == nil)
        #expect(BatchUpdateReplayer.wholeOldSection([label(0, 0), label(1, 0)]) == nil)
        #expect(BatchUpdateReplayer.wholeOldSection([label(0, 0), ~0]) == nil)
        #expect(BatchUpdateReplayer.wholeOldSection([~0, ~1]) == nil)
        #expect(BatchUpdateReplayer.wholeOldSection([]) == nil)
    }

    #if CASCADING_INTERNAL_CHECKS
        @Test("with internal checks, a replay that trusts the planner still checks every stage")
        func trustedReplayChecksStages() throws {
            // The second stage deletes a row the section does not have: only the row rules see it.
            let updates = ConsistentBatchUpdates(
                rowCountsBefore: [2],
                stages: [
                    BatchUpdateStage(rowInserts: [path(0, 2)], rowCountsAfter: [3]),
                    BatchUpdateStage(rowDeletes: [path(0, 5)], rowCountsAfter: [2]),
                ])
            let violation = #expect(throws: BatchUpdateViolation.self) { try BatchUpdateReplayer(updates) }
            let expected = try #require(violation)
            #expect(expected.stage == 1)
            #expect(throws: expected) { try BatchUpdateReplayer(updates, checkingRules: false) }
        }
    #endif
}
