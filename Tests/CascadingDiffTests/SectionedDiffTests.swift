import CascadingDiff
import Testing

@Suite("SectionedDiff")
struct SectionedDiffTests {
    @Test("filling an empty table inserts sections and lists no rows individually")
    func emptyToFull() {
        let diff = checkedSectionedDiff([], [section(0, [1, 2]), section(1, [3])])
        #expect(diff.sectionInserts == [0, 1])
        #expect(diff.rowInserts == [path(0, 0), path(0, 1), path(1, 0)])
        #expect(diff.batchUpdates.stages == [BatchUpdateStage(sectionInserts: [0, 1], rowCountsAfter: [2, 1])])
    }

    @Test("emptying a table deletes sections and lists no rows individually")
    func fullToEmpty() {
        let diff = checkedSectionedDiff([section(0, [1, 2]), section(1, [3])], [])
        #expect(diff.sectionDeletes == [0, 1])
        #expect(diff.rowDeletes.count == 3)
        #expect(diff.batchUpdates.stages == [BatchUpdateStage(sectionDeletes: [0, 1], rowCountsAfter: [])])
    }

    @Test("identical tables have no changes")
    func identical() {
        let table = [section(0, [1, 2]), section(1, []), section(2, [3])]
        let diff = checkedSectionedDiff(table, table)
        #expect(diff.isEmpty)
        #expect(diff.batchUpdates.rowCountsBefore == [2, 0, 1])
    }

    @Test("deleting the first row of a section reports no moves")
    func deleteAtFrontDoesNotMove() {
        let diff = checkedSectionedDiff(
            [section(0, [1, 2, 3]), section(1, [4, 5])], [section(0, [2, 3]), section(1, [4, 5])])
        #expect(diff.rowDeletes == [path(0, 0)])
        #expect(diff.rowMoves.isEmpty)
        #expect(diff.batchUpdates.stages == [BatchUpdateStage(rowDeletes: [path(0, 0)], rowCountsAfter: [2, 2])])
    }

    @Test("rows moving between sections fit in one stage when sections stay put")
    func rowsAcrossSections() {
        let diff = checkedSectionedDiff(
            [section(0, [1, 2]), section(1, [3])], [section(0, [1]), section(1, [2, 3])])
        #expect(diff.rowMoves == [rowMove((0, 1), (1, 0))])
        #expect(
            diff.batchUpdates.stages == [BatchUpdateStage(rowMoves: [rowMove((0, 1), (1, 0))], rowCountsAfter: [1, 2])])
    }

    @Test("a row whose section moves keeps its place and is not a row move")
    func sectionMoveCarriesRows() {
        let diff = checkedSectionedDiff(
            [section(0, [1, 2]), section(1, [3]), section(2, [4])],
            [section(2, [4]), section(0, [1, 2]), section(1, [3])])
        #expect(diff.sectionMoves == [DiffMove(source: 2, destination: 0)])
        #expect(diff.rowMoves.isEmpty)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(sectionMoves: [DiffMove(source: 2, destination: 0)], rowCountsAfter: [1, 2, 1])
            ])
    }

    @Test("section moves and row moves across sections go to separate stages")
    func sectionMovesWithRowMovesAcrossSections() {
        let old = [section(0, [1, 2]), section(1, [3, 4]), section(2, [5])]
        let new = [section(2, [5]), section(0, [1, 4]), section(1, [3, 2])]
        let diff = checkedSectionedDiff(old, new)
        #expect(diff.sectionMoves == [DiffMove(source: 2, destination: 0)])
        #expect(Set(diff.rowMoves) == [rowMove((0, 1), (2, 1)), rowMove((1, 1), (1, 1))])
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(sectionMoves: [DiffMove(source: 2, destination: 0)], rowCountsAfter: [1, 2, 2]),
                BatchUpdateStage(
                    rowMoves: [rowMove((1, 1), (2, 1)), rowMove((2, 1), (1, 1))], rowCountsAfter: [1, 2, 2]),
            ])
    }

    @Test("rows leave a deleted section before the section is deleted")
    func sectionDeleteWithRowsMovedOut() {
        let old = [section(0, [1, 2]), section(1, [3])]
        let new = [section(1, [3, 1])]
        let diff = checkedSectionedDiff(old, new)
        #expect(diff.sectionDeletes == [0])
        #expect(diff.rowDeletes == [path(0, 1)])
        #expect(diff.rowMoves == [rowMove((0, 0), (0, 1))])
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowMoves: [rowMove((0, 0), (1, 1))], rowCountsAfter: [1, 2]),
                BatchUpdateStage(sectionDeletes: [0], rowCountsAfter: [2]),
            ])
    }

    @Test("rows enter an inserted section after the section is inserted")
    func sectionInsertWithRowsMovedIn() {
        let old = [section(0, [1, 2])]
        let new = [section(0, [1]), section(5, [2, 9])]
        let diff = checkedSectionedDiff(old, new)
        #expect(diff.sectionInserts == [1])
        #expect(diff.rowMoves == [rowMove((0, 1), (1, 0))])
        #expect(diff.rowInserts == [path(1, 1)])
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(sectionInserts: [1], rowCountsAfter: [2, 1]),
                BatchUpdateStage(rowMoves: [rowMove((0, 1), (1, 0))], rowCountsAfter: [1, 2]),
            ])
    }

    @Test("a row change inside a moved section waits for the section move")
    func rowChangeInsideMovedSection() {
        let old = [section(0, [1]), section(1, [3, 4])]
        let new = [section(1, [3]), section(0, [1])]
        let diff = checkedSectionedDiff(old, new)
        #expect(diff.sectionMoves == [DiffMove(source: 1, destination: 0)])
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(sectionMoves: [DiffMove(source: 1, destination: 0)], rowCountsAfter: [2, 1]),
                BatchUpdateStage(rowDeletes: [path(0, 1)], rowCountsAfter: [1, 1]),
            ])
    }

    @Test("a row change in a section that stays put shares the stage of another section's move")
    func rowChangeBesideMovedSection() {
        let old = [section(0, [1, 2]), section(1, [3])]
        let new = [section(1, [3]), section(0, [1])]
        let diff = checkedSectionedDiff(old, new)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(
                    sectionMoves: [DiffMove(source: 1, destination: 0)], rowDeletes: [path(0, 1)],
                    rowCountsAfter: [1, 1])
            ])
    }

    @Test("a row that changes section and content is reloaded after it moves")
    func movedRowUpdate() {
        let old = [section(0, [1, 2]), section(1, [3])]
        let new = [section(0, [1]), DiffSection(model: Header(id: 1), rows: [Item(id: 3), Item(id: 2, version: 1)])]
        let diff = checkedSectionedDiff(old, new)
        #expect(diff.rowUpdates == [DiffUpdate(old: path(0, 1), new: path(1, 1))])
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowMoves: [rowMove((0, 1), (1, 1))], rowCountsAfter: [1, 2]),
                BatchUpdateStage(rowReloads: [path(1, 1)], rowCountsAfter: [1, 2]),
            ])
    }

    @Test("a section whose model changes is reloaded with the other changes when nothing else touches it")
    func sectionUpdateInPlace() {
        let old = [section(0, [1]), section(1, [2, 3])]
        let new = [section(0, [1], title: 1), section(1, [3])]
        let diff = checkedSectionedDiff(old, new)
        #expect(diff.sectionUpdates == [DiffUpdate(old: 0, new: 0)])
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(sectionReloads: [0], rowDeletes: [path(1, 0)], rowCountsAfter: [1, 1])
            ])
    }

    @Test("a section whose model and rows change is reloaded after its rows")
    func sectionUpdateAfterRowChanges() {
        let old = [section(0, [1, 2])]
        let new = [section(0, [1, 2, 3], title: 1)]
        let diff = checkedSectionedDiff(old, new)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowInserts: [path(0, 2)], rowCountsAfter: [3]),
                BatchUpdateStage(sectionReloads: [0], rowCountsAfter: [3]),
            ])
    }

    @Test("repeated row identifiers pair by occurrence in table order")
    func duplicateRows() {
        let old = [section(0, [7, 8]), section(1, [7])]
        let new = [section(0, [8]), section(1, [7])]
        let diff = checkedSectionedDiff(old, new)
        #expect(diff.rowDeletes == [path(1, 0)])
        #expect(diff.rowMoves == [rowMove((0, 0), (1, 0))])
    }

    @Test("hashable section and row values are their own identity")
    func hashableValues() {
        let old = [DiffSection(model: "A", rows: [1, 2]), DiffSection(model: "B", rows: [3])]
        let new = [DiffSection(model: "A", rows: [1]), DiffSection(model: "B", rows: [2, 3])]
        let diff = SectionedDiff(oldValues: old, newValues: new)
        #expect(diff.rowMoves == [rowMove((0, 1), (1, 0))])
        #expect(diff.rowUpdates.isEmpty && diff.sectionUpdates.isEmpty)
        expectReplays(diff.batchUpdates, from: old, to: new, "hashable")
    }
}
