/// How the rows of one surviving section map across an update that only inserts, deletes or reloads
/// rows in it (no row moves in or out): surviving old rows keep their order and fill the new
/// section's slots that no insert takes.
///
/// Answers by counting over the sorted changes instead of listing every row, so an update that
/// appends one row to a long section costs O(log changes) per question, not O(rows).
public struct RowShift: Hashable, Sendable {
    /// The section before the update.
    public let oldSection: Int
    /// The section after the update.
    public let newSection: Int
    /// The rows before the update.
    public let oldCount: Int
    /// The rows after the update.
    public let newCount: Int
    /// Inserted rows, as rows after the update, ascending and distinct.
    public let inserted: [Int]
    /// Deleted rows, as rows before the update, ascending and distinct.
    public let deleted: [Int]
    /// Reloaded rows, as rows before the update: they keep a slot but count as new content.
    public let reloaded: Set<Int>

    /// Whether the update only adds rows after the last old one and changes nothing else.
    public var onlyAppends: Bool {
        deleted.isEmpty && reloaded.isEmpty && inserted.first.map { $0 >= oldCount } ?? true
    }

    /// The row after the update of an old row whose content survives, else `nil`.
    ///
    /// - Complexity: O(log changes).
    public func newRow(forOld row: Int) -> Int? {
        guard (0..<oldCount).contains(row), !reloaded.contains(row) else { return nil }
        let before = SortedRows.lowerBound(of: row, in: deleted, within: deleted.indices)
        guard before == deleted.count || deleted[before] != row else { return nil }
        return SortedRows.freeSlot(row - before, skipping: inserted, within: inserted.indices)
    }

    /// The row before the update whose content a new row shows, else `nil` (inserted or reloaded).
    ///
    /// - Complexity: O(log changes).
    public func oldRow(forNew row: Int) -> Int? {
        guard (0..<newCount).contains(row) else { return nil }
        let before = SortedRows.lowerBound(of: row, in: inserted, within: inserted.indices)
        guard before == inserted.count || inserted[before] != row else { return nil }
        let old = SortedRows.freeSlot(row - before, skipping: deleted, within: deleted.indices)
        return reloaded.contains(old) ? nil : old
    }
}
