import CascadingDiff
import Testing

// The code of Docs/BatchUpdates.md, compiled and run here; the documentation snippet test checks that
// the guide's blocks equal these snippets.
@Suite("Batch updates guide")
struct BatchUpdatesGuideTests {
    @Test func checkingABatchLikeATableView() throws {
        // snippet: batch-updates-check
        let stage = BatchUpdateStage(
            sectionDeletes: [1], rowDeletes: [ElementPath(section: 0, element: 1)],
            rowInserts: [ElementPath(section: 1, element: 1)], rowCountsAfter: [2, 4])
        let layout = try BatchUpdateRules.tableView.check(stage, rowCountsBefore: [3, 3, 3])
        // The old section 2 is section 1 after the batch; its row 1 moved down one slot.
        let moved = layout.newPath(forOld: ElementPath(section: 2, element: 1))
        // moved == ElementPath(section: 1, element: 2)
        // end snippet
        #expect(moved == ElementPath(section: 1, element: 2))
    }

    @Test func theCollectionViewsWording() {
        // snippet: batch-updates-collection-view
        let rules = BatchUpdateRules(.collectionView, .lenient)  // the same as BatchUpdateRules.collectionView
        var message: String?
        do {
            _ = try rules.check(BatchUpdateStage(rowCountsAfter: [4]), rowCountsBefore: [3])
        } catch {
            message = error.message  // "Invalid update: invalid number of items in section 0. ..."
        }
        // end snippet
        #expect(message?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    }
}
