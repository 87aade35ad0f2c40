import CascadingDiff
import Testing

@Suite("FlatDiff, randomized")
struct FlatDiffRandomizedTests {
    @Test("random list edits, with repeated identifiers, replay to the new list", arguments: 0..<8)
    func randomEditsReplay(batch: Int) {
        for seed in UInt64(batch * 500)..<UInt64(batch * 500 + 500) {
            var edits = RandomEdits(seed: seed)
            let (old, new) = edits.flatPair()
            checkedFlatDiff(old, new, "seed \(seed)")
        }
    }

    @Test("edits that keep the survivors in order report no moves", arguments: 0..<2)
    func orderPreservingEditsHaveNoMoves(batch: Int) {
        for seed in UInt64(50_000 + batch * 500)..<UInt64(50_000 + batch * 500 + 500) {
            var edits = RandomEdits(seed: seed)
            let (old, new) = edits.flatPair(allowMoves: false)
            let diff = checkedFlatDiff(old, new, "seed \(seed)")
            #expect(diff.moves.isEmpty, "seed \(seed): \(diff.moves)")
        }
    }

    @Test("hashable values replay like Diffable elements", arguments: 0..<2)
    func hashableValuesReplay(batch: Int) throws {
        for seed in UInt64(60_000 + batch * 500)..<UInt64(60_000 + batch * 500 + 500) {
            var edits = RandomEdits(seed: seed)
            let (oldItems, newItems) = edits.flatPair()
            let old = oldItems.map(\.id)
            let new = newItems.map(\.id)
            let updates = FlatDiff(oldValues: old, newValues: new).batchUpdates
            #expect(try updates.applied(to: old, new: new) == new, "seed \(seed)")
            #expect(updates.stages.count <= 1, "seed \(seed)")
        }
    }
}
