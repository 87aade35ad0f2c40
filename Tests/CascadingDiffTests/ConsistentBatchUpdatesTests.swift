import Testing

@testable import CascadingDiff

@Suite("ConsistentBatchUpdates")
struct ConsistentBatchUpdatesTests {
    @Test("updates without stages are empty and keep the old row counts")
    func empty() {
        let updates = ConsistentBatchUpdates(old: [section(0, [1, 2])], new: [section(0, [1, 2])])
        #expect(updates.isEmpty)
        #expect(updates.rowCountsBefore == [2])
        #expect(updates.rowCountsAfter == [2])
        #expect(updates.description == "ConsistentBatchUpdates(no changes)")
    }

    @Test("stages without changes are dropped")
    func emptyStagesAreDropped() {
        let updates = ConsistentBatchUpdates(
            rowCountsBefore: [1],
            stages: [
                BatchUpdateStage(rowCountsAfter: [1]), BatchUpdateStage(rowInserts: [path(0, 1)], rowCountsAfter: [2]),
            ])
        #expect(updates.stages == [BatchUpdateStage(rowInserts: [path(0, 1)], rowCountsAfter: [2])])
        #expect(updates.rowCountsAfter == [2])
    }

    @Test("the flat and sectioned initializers equal the diffs' batch updates")
    func convenienceInitializers() {
        let old = items([1, 2, 3])
        let new = [Item(id: 3, version: 1), Item(id: 1)]
        #expect(ConsistentBatchUpdates(old: old, new: new) == FlatDiff(old: old, new: new).batchUpdates)
        let oldTable = [section(0, [1, 2]), section(1, [3])]
        let newTable = [section(1, [3, 1])]
        #expect(
            ConsistentBatchUpdates(old: oldTable, new: newTable)
                == SectionedDiff(old: oldTable, new: newTable).batchUpdates)
    }

    @Test("the description numbers the stages")
    func description() {
        let updates = ConsistentBatchUpdates(old: items([1]), new: items([2]))
        #expect(
            updates.description
                == "ConsistentBatchUpdates(rowCountsBefore: [1])\n  stage 0: BatchUpdateStage(deleteRows: [0-0]; insertRows: [0-0]; rowCountsAfter: [1])"
        )
    }
}
