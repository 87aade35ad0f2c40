import CascadingDiff
import Testing

@Suite("SectionedDiff, randomized")
struct SectionedDiffRandomizedTests {
    @Test("random table edits replay to the new table", arguments: 0..<8)
    func randomEditsReplay(batch: Int) {
        for seed in UInt64(batch * 400)..<UInt64(batch * 400 + 400) {
            var edits = RandomEdits(seed: seed)
            let (old, new) = edits.sectionedPair()
            checkedSectionedDiff(old, new, "seed \(seed)")
        }
    }

    @Test("edits that keep every row in its section and order report no row moves", arguments: 0..<2)
    func orderPreservingEditsHaveNoMoves(batch: Int) {
        for seed in UInt64(10_000 + batch * 500)..<UInt64(10_000 + batch * 500 + 500) {
            var edits = RandomEdits(seed: seed)
            let (old, new) = edits.sectionedPair(allowMoves: false)
            let diff = checkedSectionedDiff(old, new, "seed \(seed)")
            #expect(diff.rowMoves.isEmpty, "seed \(seed)")
            #expect(diff.sectionMoves.isEmpty, "seed \(seed)")
        }
    }

    @Test("row edits without section changes fit in one structural stage", arguments: 0..<2)
    func rowEditsNeedOneStructuralStage(batch: Int) {
        for seed in UInt64(20_000 + batch * 500)..<UInt64(20_000 + batch * 500 + 500) {
            var edits = RandomEdits(seed: seed)
            let (old, new) = edits.sectionedPair(allowSectionChanges: false)
            let diff = checkedSectionedDiff(old, new, "seed \(seed)")
            let structural = diff.batchUpdates.stages.filter {
                !$0.rowDeletes.isEmpty || !$0.rowInserts.isEmpty || !$0.rowMoves.isEmpty
            }
            #expect(structural.count <= 1, "seed \(seed): \(diff.batchUpdates)")
        }
    }
}
