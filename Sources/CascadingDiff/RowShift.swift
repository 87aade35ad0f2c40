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
        let before = Self.countBelow(row, in: deleted)
        guard before == deleted.count || deleted[before] != row else { return nil }
        return Self.freeSlot(row - before, skipping: inserted)
    }

    /// The row before the update whose content a new row shows, else `nil` (inserted or reloaded).
    ///
    /// - Complexity: O(log changes).
    public func oldRow(forNew row: Int) -> Int? {
        guard (0..<newCount).contains(row) else { return nil }
        let before = Self.countBelow(row, in: inserted)
        guard before == inserted.count || inserted[before] != row else { return nil }
        let old = Self.freeSlot(row - before, skipping: deleted)
        return reloaded.contains(old) ? nil : old
    }

    /// How many elements of an ascending array are below `value`.
    private static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var (low, high) = (0, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of the `rank`-th (zero-based) slot that `taken` (ascending, distinct) leaves free.
    ///
    /// `taken[j] - j` is non-decreasing and counts the free slots below `taken[j]`, so the taken
    /// slots before the answer are those with `taken[j] - j <= rank`.
    private static func freeSlot(_ rank: Int, skipping taken: [Int]) -> Int {
        var (low, high) = (0, taken.count)
        while low < high {
            let middle = (low + high) / 2
            if taken[middle] - middle <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + low
    }
}
