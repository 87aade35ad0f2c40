/// The changes between two flat lists: deletes, inserts, moves and content updates, found in linear time.
///
/// Elements are paired by identity with Heckel's approach: a hash table keyed by identifier, no longest
/// common subsequence. Among the paired elements, a linear walk (`StableSubsequence`) picks a large set
/// whose relative order is unchanged; only the others are reported as moves, so deleting or inserting
/// elements never reports the elements around them as moved.
///
/// Repeated identifiers are paired by occurrence: the k-th element with a given identifier in `old`
/// pairs with the k-th element with that identifier in `new`. Occurrences without a partner are deletes
/// (in `old`) or inserts (in `new`).
///
/// Every array is in ascending order: `deletes` by old offset, `inserts` by new offset, `moves` by
/// destination and `updates` by new offset. Deletes and move sources are offsets in `old`; inserts and
/// move destinations are offsets in `new`; each update names both.
///
///     let diff = FlatDiff(oldValues: ["a", "b", "c"], newValues: ["b", "c", "d"])
///     // diff.deletes == [0], diff.inserts == [2], diff.moves == []
public struct FlatDiff: Hashable, Sendable {
    /// The number of elements in the old list.
    public let oldCount: Int

    /// The number of elements in the new list.
    public let newCount: Int

    /// Offsets in the old list of the elements that disappear.
    public let deletes: [Int]

    /// Offsets in the new list of the elements that appear.
    public let inserts: [Int]

    /// Paired elements whose order relative to the other paired elements changes, from old to new offset.
    public let moves: [DiffMove<Int>]

    /// Paired elements whose content differs, with their old and new offsets; moved or not.
    public let updates: [DiffUpdate<Int>]

    /// For each offset in the new list, the offset in the old list of the element it is paired with, or
    /// -1 for an inserted element: the pairing the diff was computed from, kept for callers that follow
    /// elements across the change.
    public let newToOld: [Int]

    /// Whether the two lists show the same elements with the same content in the same order.
    public var isEmpty: Bool {
        deletes.isEmpty && inserts.isEmpty && moves.isEmpty && updates.isEmpty
    }

    /// Compares two lists of `Diffable` elements.
    ///
    ///     let diff = FlatDiff(old: oldContacts, new: newContacts)
    ///
    /// - Parameters:
    ///   - old: The list before the change.
    ///   - new: The list after the change.
    /// - Complexity: O(n + m) expected time and memory for n old and m new elements.
    @inlinable
    public init<Element: Diffable>(old: [Element], new: [Element]) {
        var table = IdentityTable(old: old, key: { $0.diffIdentifier })
        let newToOld = table.claimAll(new, key: { $0.diffIdentifier }).newToOld
        var changed = [Bool](repeating: false, count: old.count)
        for (offset, match) in newToOld.enumerated() where match >= 0 {
            if !old[match].isContentEqual(to: new[offset]) {
                changed[match] = true
            }
        }
        self.init(oldCount: old.count, newToOld: newToOld, changed: changed)
    }

    /// Compares two lists of hashable values, where a value is its own identity.
    ///
    /// Equal values are the same element, so this never reports updates.
    ///
    ///     let diff = FlatDiff(oldValues: ["a", "b", "c"], newValues: ["c", "a", "b"])
    ///     // diff.moves == [DiffMove(source: 2, destination: 0)]
    ///
    /// - Parameters:
    ///   - oldValues: The list before the change.
    ///   - newValues: The list after the change.
    /// - Complexity: O(n + m) expected time and memory for n old and m new values.
    @inlinable
    public init<Value: Hashable>(oldValues: [Value], newValues: [Value]) {
        var table = IdentityTable(oldIdentifiers: oldValues)
        self.init(oldCount: oldValues.count, newToOld: table.claimAll(newValues).newToOld, changed: nil)
    }

    /// Compares two lists of hashable values, where a value is its own identity, and lists the new
    /// offsets whose value an earlier new offset has (ascending): what a caller that requires unique
    /// values reports, found without a second hash table over the whole new list.
    ///
    /// - Complexity: O(n + m) expected time and memory for n old and m new values.
    @inlinable
    public init<Value: Hashable>(oldValues: [Value], newValues: [Value], repeatedNewOffsets: inout [Int]) {
        var table = IdentityTable(oldIdentifiers: oldValues)
        let (newToOld, repeats) = table.claimAll(newValues, findingRepeats: true)
        repeatedNewOffsets = repeats
        self.init(oldCount: oldValues.count, newToOld: newToOld, changed: nil)
    }

    /// Builds the diff from the pairing of new offsets to old offsets.
    ///
    /// - Parameters:
    ///   - oldCount: The number of old elements.
    ///   - newToOld: For each new offset, the paired old offset or -1.
    ///   - changed: For each old offset, whether its content differs from its partner's; `nil` for none.
    @usableFromInline
    init(oldCount: Int, newToOld: [Int], changed: [Bool]?) {
        self.oldCount = oldCount
        self.newToOld = newToOld
        newCount = newToOld.count
        // oldRank holds -1 for deleted elements, then each survivor's rank among the survivors.
        var oldRank = [Int](repeating: -1, count: oldCount)
        for match in newToOld where match >= 0 {
            oldRank[match] = 0
        }
        var deletes: [Int] = []
        var survivors = 0
        for offset in 0..<oldCount {
            if oldRank[offset] < 0 {
                deletes.append(offset)
            } else {
                oldRank[offset] = survivors
                survivors += 1
            }
        }
        var inserts: [Int] = []
        inserts.reserveCapacity(newCount - survivors)
        var ranks = [Int](repeating: 0, count: survivors)
        var rank = 0
        for (offset, match) in newToOld.enumerated() {
            if match < 0 {
                inserts.append(offset)
            } else {
                ranks[rank] = oldRank[match]
                rank += 1
            }
        }
        var inverse = [Int](repeating: 0, count: survivors)
        var stable = [Bool](repeating: true, count: survivors)
        _ = StableSubsequence.select(values: ranks, start: 0, count: survivors, inverse: &inverse, stable: &stable)
        var moves: [DiffMove<Int>] = []
        var updates: [DiffUpdate<Int>] = []
        rank = 0
        for (offset, match) in newToOld.enumerated() where match >= 0 {
            if !stable[rank] {
                moves.append(DiffMove(source: match, destination: offset))
            }
            if let changed, changed[match] {
                updates.append(DiffUpdate(old: match, new: offset))
            }
            rank += 1
        }
        self.deletes = deletes
        self.inserts = inserts
        self.moves = moves
        self.updates = updates
    }

    /// The changes as batch updates of section 0 of a table that shows only this list.
    ///
    /// There is one stage with the deletes, inserts and moves and the reloads of updated elements that do
    /// not move (at their old offsets), followed, only when needed, by a second stage that reloads the
    /// updated elements that moved (at their new offsets).
    ///
    /// - Complexity: O(n + m).
    public var batchUpdates: ConsistentBatchUpdates {
        var moved = [Bool](repeating: false, count: oldCount)
        for move in moves {
            moved[move.source] = true
        }
        var reloadsInPlace: [ElementPath] = []
        var reloadsAfterMove: [ElementPath] = []
        for update in updates {
            if moved[update.old] {
                reloadsAfterMove.append(ElementPath(section: 0, element: update.new))
            } else {
                reloadsInPlace.append(ElementPath(section: 0, element: update.old))
            }
        }
        let structure = BatchUpdateStage(
            rowDeletes: deletes.map { ElementPath(section: 0, element: $0) },
            rowInserts: inserts.map { ElementPath(section: 0, element: $0) },
            rowMoves: moves.map {
                DiffMove(
                    source: ElementPath(section: 0, element: $0.source),
                    destination: ElementPath(section: 0, element: $0.destination))
            },
            rowReloads: reloadsInPlace,
            rowCountsAfter: [newCount]
        )
        let content = BatchUpdateStage(rowReloads: reloadsAfterMove, rowCountsAfter: [newCount])
        return ConsistentBatchUpdates(rowCountsBefore: [oldCount], stages: [structure, content])
    }
}
