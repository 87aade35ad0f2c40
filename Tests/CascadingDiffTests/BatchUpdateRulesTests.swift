import CascadingDiff
import Testing

@Suite("BatchUpdateRules")
struct BatchUpdateRulesTests {
    /// The message of the violation the stage raises, or `nil` when it passes.
    private func violation(_ stage: BatchUpdateStage, before: [Int]) -> String? {
        do {
            _ = try stage.replay(rowCountsBefore: before)
            return nil
        } catch let violation as BatchUpdateViolation {
            return violation.message
        } catch {
            return "unexpected \(error)"
        }
    }

    @Test("a row count that does not add up is rejected with UIKit's message and tallies")
    func rowCountRule() {
        let stage = BatchUpdateStage(
            rowInserts: [path(1, 0)], rowMoves: [rowMove((0, 0), (1, 1))], rowCountsAfter: [1, 4])
        #expect(
            violation(stage, before: [2, 1])
                == "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (1), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out)."
        )
        #expect(violation(BatchUpdateStage(rowCountsAfter: [2, 1]), before: [2, 1]) == nil)
    }

    @Test("moves inside one section do not count as moved in or out")
    func movesWithinSectionKeepCounts() {
        let stage = BatchUpdateStage(rowMoves: [rowMove((0, 0), (0, 2))], rowCountsAfter: [3])
        #expect(violation(stage, before: [3]) == nil)
    }

    @Test("a section count that does not add up is rejected with UIKit's message")
    func sectionCountRule() {
        #expect(
            violation(BatchUpdateStage(sectionDeletes: [0], rowCountsAfter: [1, 1]), before: [1, 1])
                == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
    }

    @Test("paths out of range are rejected")
    func ranges() {
        #expect(
            violation(BatchUpdateStage(rowDeletes: [path(0, 5)], rowCountsAfter: [2]), before: [3])
                == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
        #expect(
            violation(BatchUpdateStage(rowInserts: [path(0, 4)], rowCountsAfter: [4]), before: [3])
                == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update")
        #expect(
            violation(BatchUpdateStage(rowMoves: [rowMove((0, 3), (0, 0))], rowCountsAfter: [3]), before: [3])
                == "attempt to move index path ({length = 2, path = 0 - 3}) that does not exist - there are only 3 rows in section 0 before the update"
        )
        #expect(
            violation(BatchUpdateStage(rowMoves: [rowMove((0, 1), (0, 3))], rowCountsAfter: [3]), before: [3])
                == "attempt to move index path ({length = 2, path = 0 - 1}) to index path ({length = 2, path = 0 - 3}) that does not exist - there are only 3 rows in section 0 after the update"
        )
        #expect(
            violation(BatchUpdateStage(sectionDeletes: [2], rowCountsAfter: [1]), before: [1, 1])
                == "attempt to delete section 2, but there are only 2 sections before the update")
        #expect(
            violation(BatchUpdateStage(rowDeletes: [path(4, 0)], rowCountsAfter: [1]), before: [1])
                == "attempt to delete row 0 from section 4, but there are only 1 sections before the update")
        #expect(
            violation(BatchUpdateStage(rowCountsAfter: [-1]), before: [0])
                == "section 0 reports -1 rows after the update; row counts cannot be negative")
    }

    @Test("an item is not deleted and reloaded, moved and reloaded, or inserted and moved to")
    func conflictingRoles() {
        #expect(
            violation(
                BatchUpdateStage(rowDeletes: [path(0, 1)], rowReloads: [path(0, 1)], rowCountsAfter: [1]), before: [2])
                == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        #expect(
            violation(
                BatchUpdateStage(rowMoves: [rowMove((0, 0), (0, 1))], rowReloads: [path(0, 0)], rowCountsAfter: [2]),
                before: [2]) == "attempt to delete and move the same index path ({length = 2, path = 0 - 0})")
        #expect(
            violation(
                BatchUpdateStage(rowDeletes: [path(0, 0)], rowMoves: [rowMove((0, 0), (0, 0))], rowCountsAfter: [1]),
                before: [2]) == "attempt to delete and move the same index path ({length = 2, path = 0 - 0})")
        #expect(
            violation(
                BatchUpdateStage(rowInserts: [path(0, 0)], rowMoves: [rowMove((0, 1), (0, 0))], rowCountsAfter: [3]),
                before: [2])
                == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})")
        #expect(
            violation(BatchUpdateStage(sectionDeletes: [0], sectionReloads: [0], rowCountsAfter: []), before: [1])
                == "attempt to delete and reload the same section (0)")
        #expect(
            violation(BatchUpdateStage(rowDeletes: [path(0, 0), path(0, 0)], rowCountsAfter: [0]), before: [2])
                == "attempt to delete the same index path more than once ({length = 2, path = 0 - 0})")
    }

    @Test("rows of deleted, inserted or reloaded sections are not listed individually")
    func rowsOfChangedSections() {
        #expect(
            violation(BatchUpdateStage(sectionDeletes: [0], rowDeletes: [path(0, 0)], rowCountsAfter: []), before: [1])
                == "attempt to delete row 0 in section 0, which is being deleted")
        #expect(
            violation(BatchUpdateStage(sectionInserts: [0], rowInserts: [path(0, 0)], rowCountsAfter: [1]), before: [])
                == "attempt to insert row 0 in section 0, which is being inserted")
        #expect(
            violation(BatchUpdateStage(sectionReloads: [0], rowReloads: [path(0, 0)], rowCountsAfter: [1]), before: [1])
                == "attempt to reload row 0 in section 0, which is being reloaded")
        #expect(
            violation(
                BatchUpdateStage(sectionDeletes: [0], rowMoves: [rowMove((0, 0), (0, 0))], rowCountsAfter: [2]),
                before: [1, 1]) == "attempt to move row 0 in section 0, which is being deleted")
    }

    @Test("a stage that moves sections changes no rows of moved sections, moves no rows across, reloads nothing")
    func stricterRulesForSectionMoves() {
        let moveSections = [DiffMove(source: 1, destination: 0)]
        #expect(
            violation(
                BatchUpdateStage(sectionMoves: moveSections, rowDeletes: [path(1, 0)], rowCountsAfter: [0, 1]),
                before: [1, 1]) == "attempt to delete row 0 in section 1, which is being moved")
        #expect(
            violation(
                BatchUpdateStage(
                    sectionMoves: moveSections, rowMoves: [rowMove((0, 0), (0, 0))], rowCountsAfter: [2, 0]),
                before: [1, 1]) == "attempt to move row 0 in section 0, which is being moved")
        #expect(
            violation(
                BatchUpdateStage(
                    sectionMoves: moveSections, rowMoves: [rowMove((0, 0), (2, 0))], rowCountsAfter: [1, 0, 2]),
                before: [1, 1, 1])
                == "attempt to move index path ({length = 2, path = 0 - 0}) to index path ({length = 2, path = 2 - 0}) in another section in an update that also moves sections"
        )
        #expect(
            violation(
                BatchUpdateStage(sectionMoves: moveSections, rowReloads: [path(0, 0)], rowCountsAfter: [1, 1]),
                before: [1, 1])
                == "attempt to reload row 0 in section 0 in an update that also moves sections")
        #expect(
            violation(
                BatchUpdateStage(sectionMoves: moveSections, rowDeletes: [path(0, 0)], rowCountsAfter: [1, 1]),
                before: [2, 1]) == nil)
    }
}
