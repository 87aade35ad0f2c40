// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    import CascadingDiff

    @testable import HeadlessUIKit

    /// The headless table validates with the rule book's table rules, lenient: these checks use the
    /// table's index paths the way the table records them.
    @Suite struct BatchUpdateValidatorTests {
        private func message(_ old: [Int], _ new: [Int], _ change: (inout BatchUpdateStage) -> Void) -> String? {
            var update = BatchUpdateStage(rowCountsAfter: new)
            change(&update)
            do {
                _ = try BatchUpdateRules.tableView.check(update, rowCountsBefore: old)
                return nil
            } catch {
                return error.message
            }
        }

        private func paths(_ indexPaths: IndexPath...) -> [ElementPath] { indexPaths.map(ElementPath.init) }

        private func moves(_ pairs: (IndexPath, IndexPath)...) -> [DiffMove<ElementPath>] {
            pairs.map { DiffMove(source: ElementPath($0.0), destination: ElementPath($0.1)) }
        }

        @Test func whenTheSectionCountIsWrong_thatUIKitsSectionMessageIsGiven() {
            #expect(
                message([1, 1], [1, 1, 1]) { $0.sectionDeletes = [0] }
                    == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (3) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted)."
            )
        }

        @Test func whenAPathIsOutOfRange_thatTheRangeMessageIsGiven() {
            #expect(
                message([3], [2]) { $0.rowDeletes = paths(ip(0, 3)) }
                    == "attempt to delete row 3 from section 0 which only contains 3 rows before the update")
            #expect(
                message([3], [3]) { $0.rowReloads = paths(ip(0, 5)) }
                    == "attempt to delete row 5 from section 0 which only contains 3 rows before the update")
            #expect(
                message([3], [4]) { $0.rowInserts = paths(ip(0, 4)) }
                    == "attempt to insert row 4 into section 0, but there are only 4 rows in section 0 after the update"
            )
            #expect(
                message([3], [3]) {
                    $0.rowDeletes = paths(ip(0, 1))
                    $0.rowReloads = paths(ip(0, 1))
                } == "attempt to delete and reload the same index path ({length = 2, path = 0 - 1})")
        }

        @Test func whenRowsMoveBetweenSections_thatTheyCountAsMovedInAndOut() {
            #expect(message([2, 2], [1, 3]) { $0.rowMoves = moves((ip(0, 0), ip(1, 0))) } == nil)
            #expect(
                message([2, 2], [2, 3]) { $0.rowMoves = moves((ip(0, 0), ip(1, 0))) }
                    == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out)."
            )
        }

        @Test func whenTheGuidesExampleIsApplied_thatInsertsUseNewCoordinates() throws {
            let update = BatchUpdateStage(
                sectionDeletes: [1], rowDeletes: paths(ip(0, 1)), rowInserts: paths(ip(1, 1)), rowCountsAfter: [2, 4])
            let mapping = try BatchUpdateRules.tableView.check(update, rowCountsBefore: [3, 3, 3])
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
            let update = BatchUpdateStage(
                rowDeletes: deleted.map { ElementPath(section: 1, element: $0) },
                rowInserts: change.inserted.map { ElementPath(section: 1, element: $0) },
                rowReloads: reloaded.map { ElementPath(section: 1, element: $0) }, rowCountsAfter: [2, newCount])
            let mapping = try BatchUpdateRules.tableView.check(update, rowCountsBefore: [2, oldCount])
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
            guard case .shifted(let shift) = mapping.changedRows(inNew: 1) else {
                Issue.record("a section without row moves is answered by counting")
                return
            }
            #expect((0..<newCount).map(shift.oldRow(forNew:)) == expectedSource)
        }
    }
#endif
