import Testing

@testable import CascadingDiff

@Suite("BatchUpdateViolation")
struct BatchUpdateViolationTests {
    @Test("the row count message is UIKit's")
    func rowCountMessage() {
        let violation = BatchUpdateMessages(.table).elementCount(
            section: 2, after: 5, before: 3, inserted: 1, deleted: 0, movedIn: 0, movedOut: 1)
        #expect(
            violation.message
                == "Invalid update: invalid number of rows in section 2. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
        )
    }

    @Test("the section count message is UIKit's")
    func sectionCountMessage() {
        let violation = BatchUpdateMessages(.table).sectionCount(after: 4, before: 3, inserted: 0, deleted: 1)
        #expect(
            violation.message
                == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (4) must be equal to the number of sections contained in the table view before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
        )
    }

    @Test("the out-of-range delete message is UIKit's")
    func deleteOutOfRangeMessage() {
        let violation = BatchUpdateMessages(.table).deletedElementOutOfRange(
            ElementPath(section: 0, element: 9), count: 0)
        #expect(
            violation.message == "attempt to delete row 9 from section 0 which only contains 0 rows before the update")
    }

    @Test("a violation attributed to a stage names it in its description")
    func stageAttribution() {
        let violation = BatchUpdateViolation(message: "broken")
        #expect(violation.description == "broken")
        #expect(violation.inStage(3).description == "stage 3: broken")
        #expect(violation.inStage(3).stage == 3)
    }
}
