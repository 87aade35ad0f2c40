import CascadingDiff
import Testing

@Suite("BatchUpdateStage replay")
struct BatchUpdateStageReplayTests {
    @Test("remaining rows fill the free slots in order around deletes and inserts")
    func deletesAndInserts() throws {
        let stage = BatchUpdateStage(rowDeletes: [path(0, 0)], rowInserts: [path(0, 1)], rowCountsAfter: [3])
        let replay = try stage.replay(rowCountsBefore: [3])
        #expect(replay.sectionOrigins == [.carried(0)])
        #expect(replay.rowSources == [[path(0, 1), nil, path(0, 2)]])
    }

    @Test("moves take their destination slots and reloads stay in place as fresh rows")
    func movesAndReloads() throws {
        let stage = BatchUpdateStage(rowMoves: [rowMove((0, 2), (0, 0))], rowReloads: [path(0, 0)], rowCountsAfter: [3])
        let replay = try stage.replay(rowCountsBefore: [3])
        #expect(replay.rowSources == [[path(0, 2), nil, path(0, 1)]])
    }

    @Test("sections keep, move or appear, and rows follow their sections")
    func sections() throws {
        let stage = BatchUpdateStage(
            sectionDeletes: [0], sectionInserts: [2], sectionMoves: [DiffMove(source: 2, destination: 0)],
            rowCountsAfter: [1, 2, 2])
        let replay = try stage.replay(rowCountsBefore: [4, 2, 1])
        #expect(replay.sectionOrigins == [.carried(2), .carried(1), .inserted])
        #expect(replay.rowSources == [[path(2, 0)], [path(1, 0), path(1, 1)], [nil, nil]])
    }

    @Test("a reloaded section keeps its place and all its rows come from the data source")
    func reloadedSection() throws {
        let stage = BatchUpdateStage(sectionDeletes: [0], sectionReloads: [1], rowCountsAfter: [3, 1])
        let replay = try stage.replay(rowCountsBefore: [4, 2, 1])
        #expect(replay.sectionOrigins == [.reloaded(1), .carried(2)])
        #expect(replay.rowSources == [[nil, nil, nil], [path(2, 0)]])
    }

    @Test("a row moving across sections leaves its old section and fills its new one")
    func acrossSections() throws {
        let stage = BatchUpdateStage(rowMoves: [rowMove((0, 0), (1, 1))], rowCountsAfter: [1, 2])
        let replay = try stage.replay(rowCountsBefore: [2, 1])
        #expect(replay.rowSources == [[path(0, 1)], [path(1, 0), path(0, 0)]])
    }

    @Test("section targets follow UIKit's reading: inserts and move destinations first, the rest in order")
    func sectionTargets() throws {
        // Before: A B C D. Delete B, move D to 0, insert X at 2 → D A X C.
        let stage = BatchUpdateStage(
            sectionDeletes: [1], sectionInserts: [2], sectionMoves: [DiffMove(source: 3, destination: 0)],
            rowCountsAfter: [0, 0, 0, 0])
        #expect(try BatchUpdateRules.planner.sectionTargets(of: stage, sectionsBefore: 4) == [1, -1, 3, 0])
    }

    @Test("section targets reject a wrong section count and out-of-range offsets")
    func sectionTargetsRejectBadStages() {
        #expect(throws: BatchUpdateViolation.self) {
            try BatchUpdateRules.planner.sectionTargets(
                of: BatchUpdateStage(sectionInserts: [0], rowCountsAfter: [0, 0]), sectionsBefore: 2)
        }
        #expect(throws: BatchUpdateViolation.self) {
            try BatchUpdateRules.planner.sectionTargets(
                of: BatchUpdateStage(sectionDeletes: [5], rowCountsAfter: [0]), sectionsBefore: 2)
        }
    }
}
