import CascadingDiff
import Testing

/// A section whose rows only gain, lose or reload rows is answered with a `RowShift`; its two lookups
/// must agree with the stage row by row, in both directions.
@Suite("RowShift")
struct RowShiftTests {
    /// The shift of section 0 after `stage`, as the table's rule book reports it.
    private func shift(_ stage: BatchUpdateStage, rowsBefore: Int) throws -> RowShift? {
        let layout = try BatchUpdateRules.tableView.check(stage, rowCountsBefore: [rowsBefore])
        guard case .shifted(let shift) = layout.changedRows(inNew: 0) else { return nil }
        return shift
    }

    @Test("deleted, reloaded and inserted rows have no partner; the others keep their order")
    func mixedChanges() throws {
        // a b c d e: delete b and d, reload e, insert x first → x a c e'.
        let stage = BatchUpdateStage(
            rowDeletes: [path(0, 1), path(0, 3)], rowInserts: [path(0, 0)], rowReloads: [path(0, 4)],
            rowCountsAfter: [4])
        let shift = try #require(try shift(stage, rowsBefore: 5))
        #expect(shift.deleted == [1, 3] && shift.inserted == [0] && shift.reloaded == [4])
        #expect((-1...5).map(shift.newRow(forOld:)) == [nil, 1, nil, 2, nil, nil, nil])
        #expect((-1...4).map(shift.oldRow(forNew:)) == [nil, nil, 0, 2, nil, nil])
        #expect(!shift.onlyAppends)
    }

    @Test("rows after the last delete move up by the number of deletes before them")
    func rowsAfterTheLastDelete() throws {
        let stage = BatchUpdateStage(rowDeletes: [path(0, 0), path(0, 2)], rowCountsAfter: [3])
        let shift = try #require(try shift(stage, rowsBefore: 5))
        #expect((0..<5).map(shift.newRow(forOld:)) == [nil, 0, nil, 1, 2])
        #expect((0..<3).map(shift.oldRow(forNew:)) == [1, 3, 4])
    }

    @Test("appending after the last old row is an append; inserting before it is not")
    func appends() throws {
        let appended = try #require(
            try shift(BatchUpdateStage(rowInserts: [path(0, 3), path(0, 4)], rowCountsAfter: [5]), rowsBefore: 3))
        #expect(appended.onlyAppends)
        #expect((0..<3).map(appended.newRow(forOld:)) == [0, 1, 2])
        #expect((0..<5).map(appended.oldRow(forNew:)) == [0, 1, 2, nil, nil])

        let inserted = try #require(
            try shift(BatchUpdateStage(rowInserts: [path(0, 1)], rowCountsAfter: [4]), rowsBefore: 3))
        #expect(!inserted.onlyAppends)
        #expect((0..<3).map(inserted.newRow(forOld:)) == [0, 2, 3])

        let reloaded = try #require(
            try shift(BatchUpdateStage(rowReloads: [path(0, 0)], rowCountsAfter: [3]), rowsBefore: 3))
        #expect(!reloaded.onlyAppends)
        #expect((0..<3).map(reloaded.newRow(forOld:)) == [nil, 1, 2])
    }
}
