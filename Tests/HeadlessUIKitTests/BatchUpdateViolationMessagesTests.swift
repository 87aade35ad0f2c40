// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Every kind of inconsistent batch, driven through a real table: the exception reason the table
    /// reports, and that the batch's completion learns it did not finish.
    ///
    /// Wordings confirmed from UIKit crash logs (see `UIKitTableAPI.md` §4.1): the section and row count
    /// messages and `attempt to delete row … which only contains … rows before the update`. The other
    /// wordings follow the same pattern in UIKit's logs; UIKit prints index paths as
    /// `<NSIndexPath: 0x…> {length = 2, path = s - r}`, whose pointer the headless table leaves out.
    @MainActor
    @Suite("Batch update violation messages")
    struct BatchUpdateViolationMessagesTests {
        /// Lays out a table of `sections` × `rows`, lets `change` edit the model and announce a batch, and
        /// returns the reported messages and what the completion was told.
        private func violations(
            sections: Int, rows: Int, _ change: @escaping (TableModel, UITableView) -> Void
        ) -> (messages: [String], finished: Bool?) {
            let model = TableModel(sections: sections, rows: rows)
            let (table, _) = makeTable(model, height: 500)
            let log = ViolationLog()
            log.install(on: table)
            table.layoutIfNeeded()
            var finished: Bool?
            table.performBatchUpdates({ change(model, table) }) { finished = $0 }
            return (log.messages, finished)
        }

        private func path(_ section: Int, _ row: Int) -> String {
            "{length = 2, path = \(section) - \(row)}"
        }

        // MARK: Sections

        @Test func insertingASectionTheDataSourceDoesNotHave_reportsTheSectionCountMessage() {
            let result = violations(sections: 2, rows: 1) { _, table in
                table.insertSections([1], with: .automatic)
            }
            #expect(
                result.messages == [
                    "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted)."
                ])
            #expect(result.finished == false)
        }

        @Test func deletingASectionPastTheEnd_reportsHowManySectionsThereWereBefore() {
            let result = violations(sections: 2, rows: 1) { model, table in
                model.sections.removeLast()
                table.deleteSections([5], with: .automatic)
            }
            #expect(result.messages == ["attempt to delete section 5, but there are only 2 sections before the update"])
            #expect(result.finished == false)
        }

        @Test func reloadingASectionPastTheEnd_reportsHowManySectionsThereWereBefore() {
            let result = violations(sections: 2, rows: 1) { _, table in
                table.reloadSections([4], with: .automatic)
            }
            #expect(result.messages == ["attempt to reload section 4, but there are only 2 sections before the update"])
        }

        @Test func insertingASectionPastTheEnd_reportsHowManySectionsThereAreAfter() {
            let result = violations(sections: 2, rows: 1) { model, table in
                model.sections.append(["new"])
                table.insertSections([5], with: .automatic)
            }
            #expect(result.messages == ["attempt to insert section 5 but there are only 3 sections after the update"])
        }

        @Test func deletingAndReloadingOneSection_reportsTheConflict() {
            let result = violations(sections: 2, rows: 1) { model, table in
                model.sections.removeLast()
                table.deleteSections([1], with: .automatic)
                table.reloadSections([1], with: .automatic)
            }
            #expect(result.messages == ["attempt to delete and reload the same section (1)"])
        }

        @Test func movingASectionThatDoesNotExist_reportsHowManySectionsThereWereBefore() {
            let result = violations(sections: 2, rows: 1) { _, table in
                table.moveSection(5, toSection: 0)
            }
            #expect(result.messages == ["attempt to move section 5, but there are only 2 sections before the update"])
        }

        @Test func movingASectionPastTheEnd_reportsHowManySectionsThereAreAfter() {
            let result = violations(sections: 2, rows: 1) { _, table in
                table.moveSection(0, toSection: 5)
            }
            #expect(
                result.messages == [
                    "attempt to move section 0 to section 5, but there are only 2 sections after the update"
                ])
        }

        @Test func movingADeletedSection_reportsThatItIsAlsoBeingDeleted() {
            let result = violations(sections: 3, rows: 1) { model, table in
                model.sections.removeFirst()
                table.deleteSections([0], with: .automatic)
                table.moveSection(0, toSection: 1)
            }
            #expect(result.messages == ["attempt to move section 0, which is also being deleted, reloaded or moved"])
        }

        @Test func movingOneSectionTwice_reportsThatItIsAlsoBeingMoved() {
            let result = violations(sections: 3, rows: 1) { _, table in
                table.moveSection(0, toSection: 1)
                table.moveSection(0, toSection: 2)
            }
            #expect(result.messages == ["attempt to move section 0, which is also being deleted, reloaded or moved"])
        }

        @Test func movingASectionOntoAnInsertedOne_reportsTheTakenDestination() {
            let result = violations(sections: 2, rows: 1) { model, table in
                model.sections.insert(["new"], at: 0)
                table.insertSections([0], with: .automatic)
                table.moveSection(1, toSection: 0)
            }
            #expect(
                result.messages == [
                    "attempt to move section 1 to section 0, which is also an insertion or move destination"
                ])
        }

        // MARK: Row paths

        @Test func deletingARowOfASectionThatDoesNotExist_reportsHowManySectionsThereWereBefore() {
            let result = violations(sections: 1, rows: 2) { _, table in
                table.deleteRows(at: [ip(3, 0)], with: .automatic)
            }
            #expect(
                result.messages == [
                    "attempt to delete row 0 from section 3, but there are only 1 sections before the update"
                ]
            )
        }

        @Test func reloadingARowOfASectionThatDoesNotExist_reportsHowManySectionsThereWereBefore() {
            let result = violations(sections: 1, rows: 2) { _, table in
                table.reloadRows(at: [ip(2, 1)], with: .automatic)
            }
            #expect(
                result.messages == [
                    "attempt to reload row 1 from section 2, but there are only 1 sections before the update"
                ]
            )
        }

        @Test func deletingARowPastTheEndOfItsSection_reportsHowManyRowsItHadBefore() {
            let result = violations(sections: 1, rows: 3) { model, table in
                model.sections[0].removeLast()
                table.deleteRows(at: [ip(0, 7)], with: .automatic)
            }
            #expect(
                result.messages == [
                    "attempt to delete row 7 from section 0 which only contains 3 rows before the update"
                ])
        }

        @Test func deletingAndReloadingOneRow_reportsTheConflictWithTheLowestPath() {
            let result = violations(sections: 1, rows: 3) { model, table in
                model.sections[0].removeFirst(2)
                table.deleteRows(at: [ip(0, 2), ip(0, 1)], with: .automatic)
                table.reloadRows(at: [ip(0, 2), ip(0, 1)], with: .automatic)
            }
            #expect(result.messages == ["attempt to delete and reload the same index path (\(path(0, 1)))"])
        }

        @Test func insertingARowIntoASectionThatDoesNotExist_reportsHowManySectionsThereAreAfter() {
            let result = violations(sections: 1, rows: 2) { _, table in
                table.insertRows(at: [ip(4, 0)], with: .automatic)
            }
            #expect(
                result.messages == [
                    "attempt to insert row 0 into section 4, but there are only 1 sections after the update"
                ]
            )
        }

        @Test func insertingARowPastTheEndOfItsSection_reportsHowManyRowsItHasAfter() {
            let result = violations(sections: 1, rows: 2) { model, table in
                model.sections[0].append("new")
                table.insertRows(at: [ip(0, 9)], with: .automatic)
            }
            #expect(
                result.messages == [
                    "attempt to insert row 9 into section 0, but there are only 3 rows in section 0 after the update"
                ]
            )
        }

        // MARK: Row moves

        @Test func movingARowThatDoesNotExist_reportsHowManyRowsItsSectionHadBefore() {
            let result = violations(sections: 1, rows: 3) { _, table in
                table.moveRow(at: ip(0, 5), to: ip(0, 0))
            }
            #expect(
                result.messages == [
                    "attempt to move index path (\(path(0, 5))) that does not exist - there are only 3 rows in section 0 before the update"
                ])
        }

        @Test func movingARowOfASectionThatDoesNotExist_reportsNoRowsBefore() {
            let result = violations(sections: 1, rows: 3) { _, table in
                table.moveRow(at: ip(2, 0), to: ip(0, 0))
            }
            #expect(
                result.messages == [
                    "attempt to move index path (\(path(2, 0))) that does not exist - there are only 0 rows in section 2 before the update"
                ])
        }

        @Test func movingARowPastTheEndOfItsDestination_reportsHowManyRowsTheDestinationHasAfter() {
            let result = violations(sections: 1, rows: 3) { _, table in
                table.moveRow(at: ip(0, 0), to: ip(0, 3))
            }
            #expect(
                result.messages == [
                    "attempt to move index path (\(path(0, 0))) to index path (\(path(0, 3))) that does not exist - there are only 3 rows in section 0 after the update"
                ])
        }

        @Test func movingARowIntoASectionThatDoesNotExist_reportsNoRowsAfter() {
            let result = violations(sections: 1, rows: 3) { _, table in
                table.moveRow(at: ip(0, 0), to: ip(6, 0))
            }
            #expect(
                result.messages == [
                    "attempt to move index path (\(path(0, 0))) to index path (\(path(6, 0))) that does not exist - there are only 0 rows in section 6 after the update"
                ])
        }

        @Test func deletingAndMovingOneRow_reportsTheConflict() {
            let result = violations(sections: 1, rows: 3) { model, table in
                model.sections[0].removeFirst()
                table.deleteRows(at: [ip(0, 0)], with: .automatic)
                table.moveRow(at: ip(0, 0), to: ip(0, 1))
            }
            #expect(result.messages == ["attempt to delete and move the same index path (\(path(0, 0)))"])
        }

        @Test func reloadingAndMovingOneRow_reportsItAsADeleteAndMove() {
            let result = violations(sections: 1, rows: 3) { _, table in
                table.reloadRows(at: [ip(0, 1)], with: .automatic)
                table.moveRow(at: ip(0, 1), to: ip(0, 2))
            }
            #expect(result.messages == ["attempt to delete and move the same index path (\(path(0, 1)))"])
        }

        @Test func insertingAndMovingToOnePath_reportsTheConflict() {
            let result = violations(sections: 1, rows: 3) { model, table in
                model.sections[0].append("new")
                table.insertRows(at: [ip(0, 1)], with: .automatic)
                table.moveRow(at: ip(0, 0), to: ip(0, 1))
            }
            #expect(
                result.messages == ["attempt to perform an insert and a move to the same index path (\(path(0, 1)))"])
        }

        @Test func movingOneRowTwice_reportsTheRepeatedSource() {
            let result = violations(sections: 1, rows: 3) { _, table in
                table.moveRow(at: ip(0, 0), to: ip(0, 1))
                table.moveRow(at: ip(0, 0), to: ip(0, 2))
            }
            #expect(result.messages == ["attempt to move the same index path (\(path(0, 0))) twice"])
        }

        @Test func movingTwoRowsToOnePath_reportsTheSharedDestination() {
            let result = violations(sections: 1, rows: 3) { _, table in
                table.moveRow(at: ip(0, 0), to: ip(0, 2))
                table.moveRow(at: ip(0, 1), to: ip(0, 2))
            }
            #expect(result.messages == ["attempt to move two index paths to the same index path (\(path(0, 2)))"])
        }

        // MARK: Row counts

        @Test func rowsMovedIntoASectionWithoutTheModelChanging_reportTheMovedInAndOutCounts() {
            let result = violations(sections: 2, rows: 2) { _, table in
                table.moveRow(at: ip(1, 0), to: ip(0, 0))
            }
            #expect(
                result.messages == [
                    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (1 moved in, 0 moved out)."
                ])
        }

        @Test func aConsistentBatchReportsNothingAndFinishes() {
            let result = violations(sections: 2, rows: 2) { model, table in
                let moved = model.sections[1].removeFirst()
                model.sections[0].insert(moved, at: 0)
                table.moveRow(at: ip(1, 0), to: ip(0, 0))
            }
            #expect(result.messages.isEmpty)
            #expect(result.finished == true)
        }
    }
#endif
