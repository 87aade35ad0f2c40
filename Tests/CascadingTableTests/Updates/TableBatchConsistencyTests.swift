import Testing

@testable import CascadingTable

@Suite("The safety net's consistency check")
struct TableBatchConsistencyTests {
    private func path(_ row: Int, _ section: Int) -> IndexPath { IndexPath(row: row, section: section) }

    @Test func rowsAreCountedAcrossMovedSections() {
        // Before: A(2) B(1) C(3). Move C to 0 and insert a row into A, now at section 1 → C A B.
        let batch = TableBatch(sectionMoves: [(2, 0)], rowInserts: [path(0, 1)])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [2, 1, 3], rowsAfter: [3, 3, 1])
        #expect(mismatches.isEmpty)
        #expect(checked == batch)
    }

    @Test func aSectionChangedTwiceReplacesEverything() {
        let (checked, mismatches) = TableBatch(sectionDeletes: [0], sectionReloads: [0])
            .madeConsistent(rowsBefore: [1, 1], rowsAfter: [1])
        #expect(mismatches.isEmpty)
        #expect(checked == TableBatch(sectionDeletes: [1], sectionReloads: [0]))
    }

    @Test func aConsistentBatchIsLeftAlone() {
        let batch = TableBatch(
            rowDeletes: [path(0, 0)], rowInserts: [path(2, 1)], rowMoves: [(path(1, 0), path(0, 1))])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [3, 1], rowsAfter: [1, 3])
        #expect(checked == batch)
        #expect(mismatches.isEmpty)
    }

    @Test func aSectionThatChangedBehindTheBatchIsReloaded() {
        // Section 1 reports 5 rows but nothing was inserted there.
        let batch = TableBatch(rowInserts: [path(0, 0)])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [2, 4], rowsAfter: [3, 5])
        #expect(mismatches == [.init(oldSection: 1, newSection: 1, expected: 4, reported: 5)])
        #expect(checked == TableBatch(sectionReloads: [1], rowInserts: [path(0, 0)]))
    }

    @Test func aMismatchWithRowChangesOfItsOwnReplacesEverything() {
        let batch = TableBatch(rowInserts: [path(0, 1)])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [2, 4], rowsAfter: [2, 7])
        #expect(mismatches.map(\.newSection) == [1])
        #expect(checked == TableBatch(sectionReloads: [0, 1]))
    }

    @Test func aWrongSectionCountReplacesEverything() {
        let (checked, mismatches) = TableBatch().madeConsistent(rowsBefore: [1, 1], rowsAfter: [1, 1, 1])
        #expect(mismatches.isEmpty)
        #expect(checked == TableBatch(sectionInserts: [2], sectionReloads: [0, 1]))
    }

    @Test func reloadedAndInsertedSectionsAreNotCounted() {
        let batch = TableBatch(sectionInserts: [0], sectionReloads: [0])
        let (checked, mismatches) = batch.madeConsistent(rowsBefore: [3], rowsAfter: [9, 4])
        #expect(mismatches.isEmpty)
        #expect(checked == batch)
    }
}
