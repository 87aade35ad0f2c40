import CascadingDiff
import CascadingTable
import Testing

// The core is its own module in the package, and part of one module where `Sources/CascadingTable` is
// compiled in one piece.
#if canImport(CascadingCore)
    @testable import CascadingCore
#else
    @testable import CascadingTable
#endif

@Suite("The safety net's consistency check")
struct BatchUpdateStageConsistencyTests {
    private func path(_ row: Int, _ section: Int) -> ElementPath { ElementPath(section: section, element: row) }

    private func move(_ from: ElementPath, _ to: ElementPath) -> DiffMove<ElementPath> {
        DiffMove(source: from, destination: to)
    }

    @Test func rowsAreCountedAcrossMovedSections() {
        // Before: A(2) B(1) C(3). Move C to 0 and insert a row into A, now at section 1 → C A B.
        let batch = BatchUpdateStage(
            sectionMoves: [DiffMove(source: 2, destination: 0)], rowInserts: [path(0, 1)], rowCountsAfter: [3, 3, 1])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [2, 1, 3], rowsAfter: [3, 3, 1])
        #expect(mismatches.isEmpty)
        #expect(checked == batch)
    }

    @Test func aSectionChangedTwiceReplacesEverything() {
        let (checked, mismatches) = BatchUpdateStage(sectionDeletes: [0], sectionReloads: [0], rowCountsAfter: [])
            .madeConsistent(rowsBefore: [1, 1], rowsAfter: [1])
        #expect(mismatches.isEmpty)
        #expect(checked == BatchUpdateStage(sectionDeletes: [1], sectionReloads: [0], rowCountsAfter: [1]))
    }

    @Test func aConsistentBatchIsLeftAlone() {
        let batch = BatchUpdateStage(
            rowDeletes: [path(0, 0)], rowInserts: [path(2, 1)], rowMoves: [move(path(1, 0), path(0, 1))],
            rowCountsAfter: [1, 3])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [3, 1], rowsAfter: [1, 3])
        #expect(checked == batch)
        #expect(mismatches.isEmpty)
    }

    @Test func aSectionThatChangedBehindTheBatchIsReloaded() {
        // Section 1 reports 5 rows but nothing was inserted there.
        let batch = BatchUpdateStage(rowInserts: [path(0, 0)], rowCountsAfter: [])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [2, 4], rowsAfter: [3, 5])
        #expect(mismatches == [.init(oldSection: 1, newSection: 1, expected: 4, reported: 5)])
        #expect(checked == BatchUpdateStage(sectionReloads: [1], rowInserts: [path(0, 0)], rowCountsAfter: [3, 5]))
    }

    @Test func aSectionThatChangedBehindTheBatchIsReloadedBesideARowMoveInAnotherSection() {
        // Section 1 reports 5 rows but the batch only moves a row inside section 0.
        let batch = BatchUpdateStage(rowMoves: [move(path(0, 0), path(1, 0))], rowCountsAfter: [])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [2, 4], rowsAfter: [2, 5])
        #expect(mismatches == [.init(oldSection: 1, newSection: 1, expected: 4, reported: 5)])
        #expect(
            checked
                == BatchUpdateStage(
                    sectionReloads: [1], rowMoves: [move(path(0, 0), path(1, 0))], rowCountsAfter: [2, 5]))
    }

    @Test func aMismatchWithRowChangesOfItsOwnReplacesEverything() {
        let batch = BatchUpdateStage(rowInserts: [path(0, 1)], rowCountsAfter: [])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [2, 4], rowsAfter: [2, 7])
        #expect(mismatches.map(\.newSection) == [1])
        #expect(checked == BatchUpdateStage(sectionReloads: [0, 1], rowCountsAfter: [2, 7]))
    }

    @Test func aWrongSectionCountReplacesEverything() {
        let (checked, mismatches) = BatchUpdateStage(rowCountsAfter: []).madeConsistent(
            rowsBefore: [1, 1], rowsAfter: [1, 1, 1])
        #expect(mismatches.isEmpty)
        #expect(checked == BatchUpdateStage(sectionInserts: [2], sectionReloads: [0, 1], rowCountsAfter: [1, 1, 1]))
    }

    @Test func reloadedAndInsertedSectionsAreNotCounted() {
        let batch = BatchUpdateStage(sectionInserts: [0], sectionReloads: [0], rowCountsAfter: [9, 4])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [3], rowsAfter: [9, 4])
        #expect(mismatches.isEmpty)
        #expect(checked == batch)
    }
}
