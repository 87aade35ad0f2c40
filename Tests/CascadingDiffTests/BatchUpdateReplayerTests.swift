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
}
