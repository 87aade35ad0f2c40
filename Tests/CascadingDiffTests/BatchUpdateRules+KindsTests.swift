import CascadingDiff
import Testing

/// The two strictness settings and the two kinds of view, side by side on the batches where they differ.
@Suite("BatchUpdateRules kinds and strictness")
struct BatchUpdateRulesKindsTests {
    private func message(_ rules: BatchUpdateRules, _ stage: BatchUpdateStage, before: [Int]) -> String? {
        do {
            _ = try rules.check(stage, rowCountsBefore: before)
            return nil
        } catch {
            return error.message
        }
    }

    @Test("a collection view speaks of items and of the collection view")
    func collectionViewWording() {
        let rules = BatchUpdateRules.collectionView
        #expect(
            message(rules, BatchUpdateStage(rowInserts: [path(0, 0)], rowCountsAfter: [1]), before: [1])
                == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (1) must be equal to the number of items contained in that section before the update (1), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
        )
        #expect(
            message(rules, BatchUpdateStage(rowCountsAfter: [1, 1]), before: [1])
                == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
        )
        #expect(
            message(rules, BatchUpdateStage(rowDeletes: [path(0, 3)], rowCountsAfter: [2]), before: [3])
                == "attempt to delete item 3 from section 0 which only contains 3 items before the update")
        #expect(
            message(rules, BatchUpdateStage(rowInserts: [path(0, 4)], rowCountsAfter: [4]), before: [3])
                == "attempt to insert item 4 into section 0, but there are only 4 items in section 0 after the update")
        #expect(
            message(rules, BatchUpdateStage(rowMoves: [rowMove((0, 5), (0, 0))], rowCountsAfter: [3]), before: [3])
                == "attempt to move index path ({length = 2, path = 0 - 5}) that does not exist - there are only 3 items in section 0 before the update"
        )
    }

    @Test("rows inside a deleted or reloaded section: UIKit ignores them, the planner refuses them")
    func rowsInsideReplacedSections() throws {
        let deleteBoth = BatchUpdateStage(sectionDeletes: [0], rowDeletes: [path(0, 1)], rowCountsAfter: [2])
        #expect(message(.tableView, deleteBoth, before: [3, 2]) == nil)
        #expect(
            message(.planner, deleteBoth, before: [3, 2])
                == "attempt to delete row 1 in section 0, which is being deleted")
        let insertIntoInserted = BatchUpdateStage(
            sectionInserts: [1], rowInserts: [path(1, 0)], rowCountsAfter: [2, 4])
        #expect(message(.collectionView, insertIntoInserted, before: [2]) == nil)
        #expect(
            message(BatchUpdateRules(.collectionView, .strict), insertIntoInserted, before: [2])
                == "attempt to insert item 0 in section 1, which is being inserted")
        let reloadInReloaded = BatchUpdateStage(sectionReloads: [0], rowReloads: [path(0, 9)], rowCountsAfter: [1])
        #expect(message(.tableView, reloadInReloaded, before: [1]) == nil)
        let layout = try BatchUpdateRules.tableView.check(deleteBoth, rowCountsBefore: [3, 2])
        #expect(layout.newPath(forOld: path(1, 1)) == path(0, 1))
        #expect(layout.newPath(forOld: path(0, 0)) == nil)
    }

    @Test("a move out of a deleted section does not exist, for UIKit too")
    func moveOutOfDeletedSection() {
        let stage = BatchUpdateStage(
            sectionDeletes: [0], rowMoves: [rowMove((0, 0), (0, 0))], rowCountsAfter: [3])
        #expect(
            message(.tableView, stage, before: [1, 2])
                == "attempt to move index path ({length = 2, path = 0 - 0}) that does not exist - there are only 1 rows in section 0 before the update"
        )
        #expect(
            message(.planner, stage, before: [1, 2]) == "attempt to move row 0 in section 0, which is being deleted")
    }

    @Test("a change listed twice counts once for UIKit and is refused by the planner")
    func repeatedChanges() {
        let stage = BatchUpdateStage(
            sectionDeletes: [1, 1], rowDeletes: [path(0, 0), path(0, 0)], rowCountsAfter: [1])
        #expect(message(.tableView, stage, before: [2, 5]) == nil)
        #expect(message(.planner, stage, before: [2, 5]) == "attempt to delete section 1 more than once")
    }

    @Test("moved sections carry their row changes for UIKit; the planner refuses them")
    func rowChangesInsideMovedSections() throws {
        let stage = BatchUpdateStage(
            sectionMoves: [DiffMove(source: 0, destination: 1)], rowInserts: [path(1, 0)], rowReloads: [path(0, 1)],
            rowCountsAfter: [1, 3])
        let layout = try BatchUpdateRules.tableView.check(stage, rowCountsBefore: [2, 1])
        #expect(layout.oldPath(forNew: path(1, 1)) == path(0, 0))
        #expect(layout.oldPath(forNew: path(1, 2)) == nil)
        #expect(layout.newPath(forOld: path(1, 0)) == path(0, 0))
        #expect(
            message(.planner, stage, before: [2, 1])
                == "attempt to reload row 1 in section 0 in an update that also moves sections")
    }
}
