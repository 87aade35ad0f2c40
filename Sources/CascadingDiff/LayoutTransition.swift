/// The changes that lead from one token layout to another within a single batch.
///
/// Sections are paired by token. Surviving sections keep their place unless `StableSubsequence` picks
/// them to move. Rows are paired by token across the whole table. A row that stays in the same section
/// (same section token before and after) moves only if `StableSubsequence`, run on that section's
/// staying rows, picks it; a row that changes section always moves. The lists derived from a transition
/// follow UIKit's coordinates: deletes and move sources in the layout before, inserts and move
/// destinations in the layout after.
///
/// - Complexity: O(S + R + T) time and memory, where S and R count the sections and rows of both layouts
///   and T is the size of the token space.
struct LayoutTransition {
    /// The layout before the batch.
    let before: TokenLayout

    /// The layout after the batch.
    let after: TokenLayout

    /// For each section before, its offset after, or -1 when it is deleted.
    private(set) var sectionAfterOfBefore: [Int]

    /// For each section after, its offset before, or -1 when it is inserted.
    private(set) var sectionBeforeOfAfter: [Int]

    /// For each section after, whether it is the destination of a section move.
    private(set) var sectionIsMoved: [Bool]

    /// For each flat row before, its flat offset after, or -1 when it is deleted.
    private(set) var rowAfterOfBefore: [Int]

    /// For each flat row after, its flat offset before, or -1 when it is inserted.
    private(set) var rowBeforeOfAfter: [Int]

    /// For each flat row after, whether it is the destination of a row move.
    private(set) var rowIsMoved: [Bool]

    /// Whether any section moves.
    private(set) var hasSectionMoves = false

    /// Pairs the two layouts and decides which sections and rows move.
    ///
    /// - Parameters:
    ///   - before: The layout before the batch.
    ///   - after: The layout after the batch.
    ///   - sectionTokenCount: An upper bound of the section tokens of both layouts.
    ///   - rowTokenCount: An upper bound of the row tokens of both layouts.
    init(from before: TokenLayout, to after: TokenLayout, sectionTokenCount: Int, rowTokenCount: Int) {
        var positions = TokenPositions(sectionTokenCount: sectionTokenCount, rowTokenCount: rowTokenCount)
        self.init(from: before, to: after, positions: &positions)
    }

    /// Pairs the two layouts, using `positions` as scratch memory, and decides which sections and rows
    /// move.
    ///
    /// - Parameters:
    ///   - before: The layout before the batch.
    ///   - after: The layout after the batch.
    ///   - positions: Token maps large enough for the tokens of both layouts; every entry is -1 before
    ///     and after the call, so transitions over the same token spaces share one without refilling it.
    init(from before: TokenLayout, to after: TokenLayout, positions: inout TokenPositions) {
        self.before = before
        self.after = after
        (sectionAfterOfBefore, sectionBeforeOfAfter) = Self.pair(
            before.sectionTokens, with: after.sectionTokens, position: &positions.sections)
        sectionIsMoved = [Bool](repeating: false, count: after.sectionCount)
        (rowAfterOfBefore, rowBeforeOfAfter) = Self.pair(
            before.rowTokens, with: after.rowTokens, position: &positions.rows)
        rowIsMoved = [Bool](repeating: false, count: after.rowCount)

        markSectionMoves()
        markRowMoves()
    }

    /// Pairs two token sequences by token.
    ///
    /// - Parameter position: A map from token to offset holding -1 for every token; it is used for the
    ///   tokens of `after` and holds -1 for every token again on return.
    /// - Returns: For each element before, its offset after (or -1), and for each element after, its
    ///   offset before (or -1).
    /// - Complexity: O(before + after); the map is never refilled as a whole.
    private static func pair(
        _ before: [Int], with after: [Int], position: inout [Int]
    ) -> (afterOfBefore: [Int], beforeOfAfter: [Int]) {
        for (offset, token) in after.enumerated() {
            position[token] = offset
        }
        let afterOfBefore = before.map { position[$0] }
        for token in after {
            position[token] = -1
        }
        var beforeOfAfter = [Int](repeating: -1, count: after.count)
        for (offset, target) in afterOfBefore.enumerated() where target >= 0 {
            beforeOfAfter[target] = offset
        }
        return (afterOfBefore, beforeOfAfter)
    }

    /// Marks the surviving sections that leave the stable order.
    private mutating func markSectionMoves() {
        var rank = [Int](repeating: -1, count: before.sectionCount)
        var survivors = 0
        for (offset, target) in sectionAfterOfBefore.enumerated() where target >= 0 {
            rank[offset] = survivors
            survivors += 1
        }
        var ranks: [Int] = []
        ranks.reserveCapacity(survivors)
        for source in sectionBeforeOfAfter where source >= 0 {
            ranks.append(rank[source])
        }
        var inverse = [Int](repeating: 0, count: survivors)
        var stable = [Bool](repeating: true, count: survivors)
        let moves = StableSubsequence.select(
            values: ranks, start: 0, count: survivors, inverse: &inverse, stable: &stable)
        guard moves > 0 else { return }
        hasSectionMoves = true
        var index = 0
        for (offset, source) in sectionBeforeOfAfter.enumerated() where source >= 0 {
            sectionIsMoved[offset] = !stable[index]
            index += 1
        }
    }

    /// Marks rows that change section, and rows that leave the stable order inside their section.
    ///
    /// The scratch memory covers the longest section, not the table: one section is ranked at a time, so
    /// a large table does not allocate (and fault in) four arrays of its row count per transition.
    private mutating func markRowMoves() {
        var longest = 0
        for section in 0..<after.sectionCount {
            longest = Swift.max(longest, after.rows(inSection: section).count)
        }
        var longestBefore = 0
        for section in 0..<before.sectionCount {
            longestBefore = Swift.max(longestBefore, before.rows(inSection: section).count)
        }
        // stayRank[b - first row of the source] is the rank of before-row b among the rows of its section
        // that stay in that section; only the entries of those rows are read.
        var stayRank = [Int](repeating: -1, count: longestBefore)
        var ranks = [Int](repeating: 0, count: longest)
        var inverse = [Int](repeating: 0, count: longest)
        var stable = [Bool](repeating: true, count: longest)
        for section in 0..<after.sectionCount {
            let rows = after.rows(inSection: section)
            let source = sectionBeforeOfAfter[section]
            guard source >= 0 else {
                for row in rows where rowBeforeOfAfter[row] >= 0 {
                    rowIsMoved[row] = true
                }
                continue
            }
            let sourceRows = before.rows(inSection: source)
            var staying = 0
            for row in sourceRows {
                let target = rowAfterOfBefore[row]
                if target >= 0, after.rowSections[target] == section {
                    stayRank[row - sourceRows.lowerBound] = staying
                    staying += 1
                }
            }
            var index = 0
            for row in rows {
                let origin = rowBeforeOfAfter[row]
                if origin >= 0, before.rowSections[origin] == source {
                    ranks[index] = stayRank[origin - sourceRows.lowerBound]
                    index += 1
                }
            }
            _ = StableSubsequence.select(values: ranks, start: 0, count: staying, inverse: &inverse, stable: &stable)
            index = 0
            for row in rows {
                let origin = rowBeforeOfAfter[row]
                guard origin >= 0 else { continue }
                if before.rowSections[origin] == source {
                    rowIsMoved[row] = !stable[index]
                    index += 1
                } else {
                    rowIsMoved[row] = true
                }
            }
        }
    }

    /// Sections deleted by the batch, by offset before.
    var sectionDeletes: [Int] {
        sectionAfterOfBefore.indices.filter { sectionAfterOfBefore[$0] < 0 }
    }

    /// Sections inserted by the batch, by offset after.
    var sectionInserts: [Int] {
        sectionBeforeOfAfter.indices.filter { sectionBeforeOfAfter[$0] < 0 }
    }

    /// Sections moved by the batch, from offset before to offset after, by destination.
    var sectionMoves: [DiffMove<Int>] {
        sectionIsMoved.indices.compactMap {
            sectionIsMoved[$0] ? DiffMove(source: sectionBeforeOfAfter[$0], destination: $0) : nil
        }
    }

    /// Rows deleted by the batch, by path before.
    ///
    /// - Parameter includingDeletedSections: Whether to list rows of deleted sections too.
    /// - Returns: The paths, in table order.
    func rowDeletes(includingDeletedSections: Bool) -> [ElementPath] {
        var result: [ElementPath] = []
        for row in 0..<before.rowCount where rowAfterOfBefore[row] < 0 {
            if includingDeletedSections || sectionAfterOfBefore[before.rowSections[row]] >= 0 {
                result.append(before.path(ofRow: row))
            }
        }
        return result
    }

    /// Rows inserted by the batch, by path after.
    ///
    /// - Parameter includingInsertedSections: Whether to list rows of inserted sections too.
    /// - Returns: The paths, in table order.
    func rowInserts(includingInsertedSections: Bool) -> [ElementPath] {
        var result: [ElementPath] = []
        for row in 0..<after.rowCount where rowBeforeOfAfter[row] < 0 {
            if includingInsertedSections || sectionBeforeOfAfter[after.rowSections[row]] >= 0 {
                result.append(after.path(ofRow: row))
            }
        }
        return result
    }

    /// Rows moved by the batch, from path before to path after, by destination.
    var rowMoves: [DiffMove<ElementPath>] {
        var result: [DiffMove<ElementPath>] = []
        for row in 0..<after.rowCount where rowIsMoved[row] {
            result.append(
                DiffMove(source: before.path(ofRow: rowBeforeOfAfter[row]), destination: after.path(ofRow: row)))
        }
        return result
    }

    /// Whether a moved row ends in a section other than the one its section became.
    func movesBetweenSections(row: Int) -> Bool {
        let source = before.rowSections[rowBeforeOfAfter[row]]
        return sectionAfterOfBefore[source] != after.rowSections[row]
    }
}

/// Token-to-offset maps shared by the transitions over one pair of token spaces.
///
/// Pairing two layouts maps every token of the later one to its offset. A map as large as the token
/// space, allocated and filled with -1 for every transition, costs more than the pairing itself on a
/// large table (the planner makes up to four transitions over two snapshots' worth of row tokens);
/// this one is filled once, and each pairing resets only the entries it set.
struct TokenPositions {
    /// For each section token, -1 between pairings.
    var sections: [Int]

    /// For each row token, -1 between pairings.
    var rows: [Int]

    /// Creates maps for the given token spaces.
    ///
    /// - Parameters:
    ///   - sectionTokenCount: An upper bound of the section tokens.
    ///   - rowTokenCount: An upper bound of the row tokens.
    init(sectionTokenCount: Int, rowTokenCount: Int) {
        sections = [Int](repeating: -1, count: sectionTokenCount)
        rows = [Int](repeating: -1, count: rowTokenCount)
    }
}
