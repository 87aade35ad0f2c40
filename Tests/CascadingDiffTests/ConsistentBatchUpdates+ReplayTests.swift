import Testing

@testable import CascadingDiff

@Suite("ConsistentBatchUpdates replay")
struct ConsistentBatchUpdatesReplayTests {
    @Test("applying flat updates to the old list shows the new list")
    func appliedFlat() throws {
        let old = items([1, 2, 3, 4])
        let new = [Item(id: 4, version: 1), Item(id: 2), Item(id: 5)]
        #expect(try FlatDiff(old: old, new: new).batchUpdates.applied(to: old, new: new) == new)
    }

    @Test("intermediate snapshots show old content at its new position until the reload")
    func intermediateContent() throws {
        let old = items([1, 2, 3])
        let new = [Item(id: 3, version: 1), Item(id: 1), Item(id: 2)]
        let snapshots = try ConsistentBatchUpdates(old: old, new: new).intermediateSnapshots(from: old, to: new)
        #expect(snapshots == [[Item(id: 3), Item(id: 1), Item(id: 2)], new])
    }

    @Test("an intermediate snapshot reads carried rows from their old sections and shares an untouched section")
    func intermediateSectionedContent() throws {
        let old = [section(0, [1, 2]), section(1, [3, 4]), section(2, [5, 6])]
        var new = [section(0, [2]), section(1, [3, 4]), section(2, [5, 6])]
        new[2].rows.append(Item(id: 1, version: 1))
        let updates = ConsistentBatchUpdates(old: old, new: new)
        #expect(updates.stages.count == 2)
        let snapshots = try updates.intermediateSnapshots(from: old, to: new)
        // Row 1 has moved to section 2 but is not reloaded yet: its old content, at its new place.
        #expect(snapshots == [[section(0, [2]), section(1, [3, 4]), section(2, [5, 6, 1])], new])
        let shared = snapshots[0][1].rows.withUnsafeBufferPointer { $0.baseAddress }
        #expect(shared == old[1].rows.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test("a stage that breaks a rule is reported with its offset")
    func validateNamesTheStage() {
        let updates = ConsistentBatchUpdates(
            rowCountsBefore: [1],
            stages: [
                BatchUpdateStage(rowInserts: [path(0, 1)], rowCountsAfter: [2]),
                BatchUpdateStage(rowDeletes: [path(0, 2)], rowCountsAfter: [1]),
            ])
        #expect(throws: BatchUpdateMessages(.table).deletedElementOutOfRange(path(0, 2), count: 2).inStage(1)) {
            try updates.validate()
        }
        #expect((try? updates.replay()) == nil)
    }

    @Test("replay returns one layout per stage")
    func replayLayouts() throws {
        let updates = ConsistentBatchUpdates(old: [section(0, [1, 2])], new: [section(0, [2]), section(1, [1])])
        let layouts = try updates.replay()
        #expect(layouts.count == updates.stages.count)
        #expect(layouts.last?.rowCounts == [1, 1])
    }

    @Test("data that does not have the expected shape is rejected")
    func shapeMismatch() {
        let updates = ConsistentBatchUpdates(old: items([1, 2]), new: items([2]))
        #expect(throws: BatchUpdateViolation.dataMismatch("old", counts: [3], expected: [2])) {
            _ = try updates.applied(to: items([1, 2, 3]), new: items([2]))
        }
        #expect(throws: BatchUpdateViolation.dataMismatch("new", counts: [2], expected: [1])) {
            _ = try updates.applied(to: items([1, 2]), new: items([2, 3]))
        }
    }

    @Test("without stages, applying returns the old data unchanged")
    func noStages() throws {
        let table = [section(0, [1])]
        let updates = ConsistentBatchUpdates(old: table, new: table)
        #expect(try updates.applied(to: table, new: table) == table)
        #expect(try updates.intermediateSnapshots(from: table, to: table).isEmpty)
    }
}
