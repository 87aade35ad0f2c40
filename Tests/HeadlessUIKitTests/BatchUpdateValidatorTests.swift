// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @Suite struct BatchUpdateValidatorTests {
        private func message(_ old: [Int], _ new: [Int], _ change: (inout BatchUpdate) -> Void) -> String? {
            var update = BatchUpdate()
            change(&update)
            if case .failure(let invalid) = BatchUpdateValidator(oldCounts: old, newCounts: new, update: update)
                .validate()
            {
                return invalid.message
            }
            return nil
        }

        @Test func whenTheSectionCountIsWrong_thatUIKitsSectionMessageIsGiven() {
            #expect(
                message([1, 1], [1, 1, 1]) { $0.deletedSections = [0] }
                    == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
            )
        }

        @Test func whenAPathIsOutOfRange_thatTheRangeMessageIsGiven() {
            #expect(
                message([3], [2]) { $0.deletedRows = [ip(0, 3)] }
                    == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
            #expect(
                message([3], [3]) { $0.reloadedRows = [ip(0, 5)] }
                    == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
            #expect(
                message([3], [4]) { $0.insertedRows = [ip(0, 4)] }
                    == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update"
            )
            #expect(
                message([3], [3]) {
                    $0.deletedRows = [ip(0, 1)]
                    $0.reloadedRows = [ip(0, 1)]
                } == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        }

        @Test func whenRowsMoveBetweenSections_thatTheyCountAsMovedInAndOut() {
            #expect(message([2, 2], [1, 3]) { $0.movedRows = [(ip(0, 0), ip(1, 0))] } == nil)
            #expect(
                message([2, 2], [2, 3]) { $0.movedRows = [(ip(0, 0), ip(1, 0))] }
                    == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
            )
        }

        @Test func whenTheGuidesExampleIsApplied_thatInsertsUseNewCoordinates() throws {
            var update = BatchUpdate()
            update.deletedRows = [ip(0, 1)]
            update.deletedSections = [1]
            update.insertedRows = [ip(1, 1)]
            let mapping = try BatchUpdateValidator(oldCounts: [3, 3, 3], newCounts: [2, 4], update: update).validate()
                .get()
            #expect(mapping.newIndexPath(forOld: ip(0, 2)) == ip(0, 1))
            #expect(mapping.newIndexPath(forOld: ip(1, 0)) == nil)
            #expect(mapping.newIndexPath(forOld: ip(2, 1)) == ip(1, 2))
            #expect(mapping.newIndexPath(forOld: ip(2, 0)) == ip(1, 0))
        }

        @Test(arguments: [
            (deleted: [2, 5], reloaded: [7], inserted: [0, 4, 9, 10]),
            (deleted: [], reloaded: [], inserted: [10, 11]),
            (deleted: [0, 9], reloaded: [0, 1], inserted: []),
            (deleted: [3], reloaded: [], inserted: [3]),
        ])
        func whenRowsAreOnlyInsertedDeletedOrReloaded_thatSurvivorsFillTheFreeSlotsInOrder(
            change: (deleted: [Int], reloaded: [Int], inserted: [Int])
        ) throws {
            let oldCount = 10
            let deleted = Set(change.deleted)
            let reloaded = Set(change.reloaded).subtracting(deleted)
            let newCount = oldCount - deleted.count + change.inserted.count
            var update = BatchUpdate()
            update.deletedRows = deleted.map { ip(1, $0) }
            update.reloadedRows = reloaded.map { ip(1, $0) }
            update.insertedRows = change.inserted.map { ip(1, $0) }
            let mapping = try BatchUpdateValidator(oldCounts: [2, oldCount], newCounts: [2, newCount], update: update)
                .validate().get()
            let survivors = (0..<oldCount).filter { !deleted.contains($0) }
            let freeSlots = (0..<newCount).filter { !change.inserted.contains($0) }
            #expect(survivors.count == freeSlots.count)
            var expectedSource = [Int?](repeating: nil, count: newCount)
            for (old, new) in zip(survivors, freeSlots) {
                let kept = !reloaded.contains(old)
                #expect(mapping.newIndexPath(forOld: ip(1, old)) == (kept ? ip(1, new) : nil))
                if kept { expectedSource[new] = old }
            }
            for old in deleted { #expect(mapping.newIndexPath(forOld: ip(1, old)) == nil) }
            #expect(mapping.newIndexPath(forOld: ip(1, oldCount)) == nil)
            #expect(mapping.newIndexPath(forOld: ip(0, 1)) == ip(0, 1))
            guard case .shifted(let shift) = mapping.rowSources[1] else {
                Issue.record("a section without row moves is answered by counting")
                return
            }
            #expect((0..<newCount).map(shift.oldRow(forNew:)) == expectedSource)
        }
    }
#endif
