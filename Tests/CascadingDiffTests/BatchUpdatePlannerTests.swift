import CascadingDiff
import Testing

@Suite("BatchUpdatePlanner")
struct BatchUpdatePlannerTests {
    @Test("a deleted section that loses rows lingers in its old place until a final stage deletes it")
    func lingeringSectionKeepsItsPlace() {
        let old = [section(0, [1]), section(1, [2]), section(2, [3])]
        let new = [section(0, [1, 2]), section(2, [3])]
        let diff = checkedSectionedDiff(old, new)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowMoves: [rowMove((1, 0), (0, 1))], rowCountsAfter: [2, 0, 1]),
                BatchUpdateStage(sectionDeletes: [1], rowCountsAfter: [2, 1]),
            ])
    }

    @Test("a lingering section keeps its dying rows until it is deleted")
    func lingeringSectionKeepsDyingRows() {
        let old = [section(0, [1, 2, 3]), section(1, [4])]
        let new = [section(1, [4, 2])]
        let diff = checkedSectionedDiff(old, new)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowMoves: [rowMove((0, 1), (1, 1))], rowCountsAfter: [2, 2]),
                BatchUpdateStage(sectionDeletes: [0], rowCountsAfter: [2]),
            ])
    }

    @Test("content reloads join the stage that deletes lingering sections")
    func contentJoinsLingeringStage() {
        let old = [section(0, [1, 2]), section(1, [3])]
        let new = [DiffSection(model: Header(id: 1, title: 1), rows: [Item(id: 3), Item(id: 1, version: 1)])]
        let diff = checkedSectionedDiff(old, new)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowMoves: [rowMove((0, 0), (1, 1))], rowCountsAfter: [1, 2]),
                BatchUpdateStage(sectionDeletes: [0], sectionReloads: [1], rowCountsAfter: [2]),
            ])
    }

    @Test("a stage that moves sections holds no reloads; they follow in final coordinates")
    func noReloadsBesideSectionMoves() {
        let old = [section(0, [1]), section(1, [2])]
        let new = [section(1, [2]), DiffSection(model: Header(id: 0), rows: [Item(id: 1, version: 1)])]
        let diff = checkedSectionedDiff(old, new)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(sectionMoves: [DiffMove(source: 1, destination: 0)], rowCountsAfter: [1, 1]),
                BatchUpdateStage(rowReloads: [path(1, 0)], rowCountsAfter: [1, 1]),
            ])
    }

    @Test("rows inside a reloaded section are not reloaded individually")
    func sectionReloadCoversItsRows() {
        let old = [section(0, [1, 2])]
        let new = [DiffSection(model: Header(id: 0, title: 1), rows: [Item(id: 2, version: 1), Item(id: 1)])]
        let diff = checkedSectionedDiff(old, new)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowMoves: [rowMove((0, 1), (0, 0))], rowCountsAfter: [2]),
                BatchUpdateStage(sectionReloads: [0], rowCountsAfter: [2]),
            ])
    }

    @Test("inserted, deleted and moved sections with rows crossing them take at most three stages", arguments: 0..<2)
    func stageCountIsBounded(batch: Int) {
        for seed in UInt64(30_000 + batch * 500)..<UInt64(30_000 + batch * 500 + 500) {
            var edits = RandomEdits(seed: seed)
            let (old, new) = edits.sectionedPair()
            let diff = checkedSectionedDiff(old, new, "seed \(seed)")
            #expect(diff.batchUpdates.stages.count <= 3, "seed \(seed): \(diff.batchUpdates)")
        }
    }
}
