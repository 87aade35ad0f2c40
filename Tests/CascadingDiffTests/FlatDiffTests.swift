import CascadingDiff
import Testing

@Suite("FlatDiff")
struct FlatDiffTests {
    @Test("two empty lists have no changes")
    func emptyToEmpty() {
        let diff = checkedFlatDiff([], [])
        #expect(diff.isEmpty)
        #expect(diff.batchUpdates.isEmpty)
        #expect(diff.batchUpdates.rowCountsBefore == [0])
    }

    @Test("filling an empty list inserts every element")
    func emptyToFull() {
        let diff = checkedFlatDiff([], items([1, 2, 3]))
        #expect(diff.inserts == [0, 1, 2])
        #expect(diff.deletes.isEmpty && diff.moves.isEmpty && diff.updates.isEmpty)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowInserts: [path(0, 0), path(0, 1), path(0, 2)], rowCountsAfter: [3])
            ])
    }

    @Test("emptying a list deletes every element")
    func fullToEmpty() {
        let diff = checkedFlatDiff(items([1, 2, 3]), [])
        #expect(diff.deletes == [0, 1, 2])
        #expect(diff.inserts.isEmpty && diff.moves.isEmpty)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowDeletes: [path(0, 2), path(0, 0), path(0, 1)], rowCountsAfter: [0])
            ])
    }

    @Test("identical lists have no changes")
    func identical() {
        let diff = checkedFlatDiff(items([1, 2, 3, 4]), items([1, 2, 3, 4]))
        #expect(diff.isEmpty)
        #expect(diff.batchUpdates.stages.isEmpty)
    }

    @Test("any one kind of change alone makes the diff non-empty")
    func oneKindOfChangeIsNotEmpty() {
        let changed = Item(id: 2, version: 1)
        let diffs = [
            ("insert", checkedFlatDiff(items([1, 2]), items([1, 2, 3]))),
            ("delete", checkedFlatDiff(items([1, 2, 3]), items([1, 2]))),
            ("move", checkedFlatDiff(items([1, 2, 3]), items([3, 1, 2]))),
            ("update", checkedFlatDiff(items([1, 2, 3]), [Item(id: 1), changed, Item(id: 3)])),
        ]
        for (kind, diff) in diffs {
            let kinds = [!diff.inserts.isEmpty, !diff.deletes.isEmpty, !diff.moves.isEmpty, !diff.updates.isEmpty]
            #expect(kinds.filter { $0 }.count == 1, "\(kind): \(kinds)")
            #expect(!diff.isEmpty, "\(kind)")
            #expect(!diff.batchUpdates.isEmpty, "\(kind)")
        }
    }

    @Test("deleting the first element reports no moves")
    func deleteAtFrontDoesNotMove() {
        let diff = checkedFlatDiff(items(Array(1...8)), items(Array(2...8)))
        #expect(diff.deletes == [0])
        #expect(diff.moves.isEmpty)
        #expect(diff.batchUpdates.stages == [BatchUpdateStage(rowDeletes: [path(0, 0)], rowCountsAfter: [7])])
    }

    @Test("inserting at the front reports no moves")
    func insertAtFrontDoesNotMove() {
        let diff = checkedFlatDiff(items([1, 2, 3]), items([0, 1, 2, 3]))
        #expect(diff.inserts == [0])
        #expect(diff.moves.isEmpty)
    }

    @Test("deletes and inserts around unchanged elements report no moves")
    func mixedEditsKeepOrder() {
        let diff = checkedFlatDiff(items([1, 2, 3, 4, 5, 6]), items([0, 2, 3, 9, 5, 7]))
        #expect(diff.deletes == [0, 3, 5])
        #expect(diff.inserts == [0, 3, 5])
        #expect(diff.moves.isEmpty)
    }

    @Test("moving one element to the end is one move")
    func moveOneToEnd() {
        let diff = checkedFlatDiff(items([1, 2, 3, 4, 5]), items([2, 3, 4, 5, 1]))
        #expect(diff.moves == [DiffMove(source: 0, destination: 4)])
    }

    @Test("moving one element to the front is one move")
    func moveOneToFront() {
        let diff = checkedFlatDiff(items([1, 2, 3, 4, 5]), items([5, 1, 2, 3, 4]))
        #expect(diff.moves == [DiffMove(source: 4, destination: 0)])
    }

    @Test("swapping the first and last elements is two moves")
    func swapEnds() {
        let diff = checkedFlatDiff(items([1, 2, 3, 4, 5, 6]), items([6, 2, 3, 4, 5, 1]))
        #expect(diff.moves.count == 2)
        #expect(Set(diff.moves.map(\.source)) == [0, 5])
    }

    @Test("reversing n elements moves n - 1 of them")
    func reversed() {
        let diff = checkedFlatDiff(items(Array(1...10)), items(Array((1...10).reversed())))
        #expect(diff.moves.count == 9)
        #expect(diff.deletes.isEmpty && diff.inserts.isEmpty)
    }

    @Test("when every element moves, the stable ones are still left in place")
    func allMoved() {
        let diff = checkedFlatDiff(items([1, 2, 3, 4, 5, 6]), items([4, 5, 6, 1, 2, 3]))
        #expect(diff.moves.count == 3)
    }

    @Test("repeated identifiers pair by occurrence and leftovers are deleted")
    func duplicatesPairByOccurrence() {
        let leftover = checkedFlatDiff(items([7, 7, 7]), items([7, 7]))
        #expect(leftover.deletes == [2])
        #expect(leftover.moves.isEmpty)

        let reordered = checkedFlatDiff(items([5, 6, 5]), items([5, 5, 6]))
        #expect(reordered.deletes.isEmpty && reordered.inserts.isEmpty)
        #expect(reordered.moves == [DiffMove(source: 2, destination: 1)])

        let mixed = checkedFlatDiff(items([1, 1, 2]), items([2, 1]))
        #expect(mixed.deletes == [1])
        #expect(mixed.moves == [DiffMove(source: 2, destination: 0)])
    }

    @Test("repeated identifiers with different content update the k-th pair")
    func duplicatesUpdateByOccurrence() {
        let old = [Item(id: 4), Item(id: 4), Item(id: 4)]
        let new = [Item(id: 4), Item(id: 4, version: 1)]
        let diff = checkedFlatDiff(old, new)
        #expect(diff.deletes == [2])
        #expect(diff.updates == [DiffUpdate(old: 1, new: 1)])
    }

    @Test("content changes without reordering are updates reloaded at their old offsets")
    func updatesOnly() {
        let old = items([1, 2, 3])
        let new = [Item(id: 1), Item(id: 2, version: 1), Item(id: 3, version: 2)]
        let diff = checkedFlatDiff(old, new)
        #expect(diff.updates == [DiffUpdate(old: 1, new: 1), DiffUpdate(old: 2, new: 2)])
        #expect(
            diff.batchUpdates.stages == [BatchUpdateStage(rowReloads: [path(0, 1), path(0, 2)], rowCountsAfter: [3])])
    }

    @Test("a reload next to deletes and inserts uses the old offset")
    func reloadUsesOldOffset() {
        let old = items([1, 2, 3])
        let new = [Item(id: 0), Item(id: 9), Item(id: 2, version: 1), Item(id: 3)]
        let diff = checkedFlatDiff(old, new)
        #expect(diff.updates == [DiffUpdate(old: 1, new: 2)])
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(
                    rowDeletes: [path(0, 0)], rowInserts: [path(0, 0), path(0, 1)], rowReloads: [path(0, 1)],
                    rowCountsAfter: [4])
            ])
    }

    @Test("an element that moves and changes is reloaded in a second stage at its new offset")
    func updateAndMoveAreSplit() {
        let old = items([1, 2, 3])
        let new = [Item(id: 3, version: 1), Item(id: 1), Item(id: 2)]
        let diff = checkedFlatDiff(old, new)
        #expect(diff.moves == [DiffMove(source: 2, destination: 0)])
        #expect(diff.updates == [DiffUpdate(old: 2, new: 0)])
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowMoves: [rowMove((0, 2), (0, 0))], rowCountsAfter: [3]),
                BatchUpdateStage(rowReloads: [path(0, 0)], rowCountsAfter: [3]),
            ])
    }

    @Test("an element that changes without moving shares the stage of other elements' moves")
    func updateOfStableElementStaysInFirstStage() {
        let old = items([1, 2, 3])
        let new = [Item(id: 3), Item(id: 1, version: 1), Item(id: 2)]
        let diff = checkedFlatDiff(old, new)
        #expect(
            diff.batchUpdates.stages == [
                BatchUpdateStage(rowMoves: [rowMove((0, 2), (0, 0))], rowReloads: [path(0, 0)], rowCountsAfter: [3])
            ])
    }

    @Test("hashable values are their own identity and never update")
    func hashableValues() throws {
        let diff = FlatDiff(oldValues: ["a", "b", "c"], newValues: ["c", "a", "b", "d"])
        #expect(diff.moves == [DiffMove(source: 2, destination: 0)])
        #expect(diff.inserts == [3])
        #expect(diff.updates.isEmpty)
        #expect(
            try diff.batchUpdates.applied(to: ["a", "b", "c"], new: ["c", "a", "b", "d"]) == ["c", "a", "b", "d"])
    }

    @Test("the values repeated in the new list are listed with the same diff")
    func repeatedNewValues() {
        var repeats: [Int] = [99]
        let diff = FlatDiff(
            oldValues: ["a", "b", "a"], newValues: ["b", "x", "a", "b", "x", "a"], repeatedNewOffsets: &repeats)
        #expect(repeats == [3, 4, 5])
        #expect(diff == FlatDiff(oldValues: ["a", "b", "a"], newValues: ["b", "x", "a", "b", "x", "a"]))
    }

    @Test("the result records both list lengths")
    func counts() {
        let diff = FlatDiff(old: items([1, 2]), new: items([3, 4, 5]))
        #expect(diff.oldCount == 2)
        #expect(diff.newCount == 3)
        #expect(diff.batchUpdates.rowCountsAfter == [3])
    }

    @Test("the pairing the diff was computed from is kept: moved, stable, repeated and inserted elements")
    func keepsThePairing() {
        let diff = FlatDiff(oldValues: ["a", "b", "c", "b"], newValues: ["c", "b", "a", "d", "b"])
        #expect(diff.newToOld == [2, 1, 0, -1, 3])
    }
}
