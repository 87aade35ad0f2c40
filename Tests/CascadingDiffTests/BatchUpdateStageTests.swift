import CascadingDiff
import Testing

@Suite("BatchUpdateStage")
struct BatchUpdateStageTests {
    @Test("equality and hashing ignore the order of changes within a field")
    func orderInsensitiveEquality() {
        let first = BatchUpdateStage(
            sectionDeletes: [3, 1], rowInserts: [path(0, 2), path(0, 0)],
            rowMoves: [rowMove((0, 1), (0, 3)), rowMove((0, 4), (0, 1))], rowCountsAfter: [4, 2])
        let second = BatchUpdateStage(
            sectionDeletes: [1, 3], rowInserts: [path(0, 0), path(0, 2)],
            rowMoves: [rowMove((0, 4), (0, 1)), rowMove((0, 1), (0, 3))], rowCountsAfter: [4, 2])
        #expect(first == second)
        #expect(first.hashValue == second.hashValue)
        #expect(Set([first, second]).count == 1)
    }

    @Test("row counts are compared position by position, and changes by content")
    func positionalRowCounts() {
        #expect(BatchUpdateStage(rowCountsAfter: [1, 2]) != BatchUpdateStage(rowCountsAfter: [2, 1]))
        #expect(
            BatchUpdateStage(rowDeletes: [path(0, 0)], rowCountsAfter: [1])
                != BatchUpdateStage(rowReloads: [path(0, 0)], rowCountsAfter: [1]))
        #expect(
            BatchUpdateStage(rowDeletes: [path(0, 0), path(0, 0)], rowCountsAfter: [1])
                != BatchUpdateStage(rowDeletes: [path(0, 0)], rowCountsAfter: [1]))
    }

    @Test("a stage without changes is empty whatever its row counts")
    func emptiness() {
        #expect(BatchUpdateStage(rowCountsAfter: [5]).isEmpty)
        let stage = BatchUpdateStage(sectionReloads: [0], rowReloads: [path(1, 0)], rowCountsAfter: [1, 1])
        #expect(!stage.isEmpty)
        #expect(stage.changeCount == 2)
    }

    @Test("the description lists the non-empty fields, sorted, with UIKit's verbs")
    func description() {
        let stage = BatchUpdateStage(
            sectionInserts: [2], rowDeletes: [path(1, 0), path(0, 3)], rowMoves: [rowMove((0, 0), (1, 1))],
            rowCountsAfter: [2, 1, 0])
        #expect(
            stage.description
                == "BatchUpdateStage(insertSections: [2]; deleteRows: [0-3, 1-0]; moveRows: [0-0->1-1]; rowCountsAfter: [2, 1, 0])"
        )
    }
}
