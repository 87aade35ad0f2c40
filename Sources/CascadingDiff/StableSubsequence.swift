/// Chooses which surviving elements keep their place, so that only the others are reported as moves.
///
/// The input is a permutation: the r-th survivor in new order had old rank `values[r]` among the
/// survivors. Any increasing subsequence of it can stay in place while everything else moves, and the
/// longest one gives the fewest moves. The permutation is first cut into *blocks*: maximal runs of
/// consecutive positions holding consecutive ranks, i.e. stretches of elements that kept their order
/// and moved together. Every other rank lies entirely below or above a block, so some longest
/// increasing subsequence takes each block whole, and the problem shrinks to a heaviest increasing
/// subsequence over B weighted blocks, solved exactly in O(B log B) with a prefix-maximum tree.
///
/// When a reordering is so scattered that B log B exceeds a small multiple of n, the exact step would
/// no longer be linear, and four linear greedy walks run instead, keeping the one with the fewest moves:
///
/// - forward: visit survivors in new order while a cursor points at the lowest old rank not yet placed;
///   a survivor is stable when it is the cursor's element, otherwise it moves;
/// - forward with jumps: as forward, but when the cursor's element is displaced further from its slot
///   than the visited survivor is, the cursor jumps past the visited survivor, which then stays, and the
///   skipped elements move instead;
/// - backward and backward with jumps: the same walks from the end of both sequences.
///
/// Either way the stable elements increase, so the result is always a valid reordering, and it is the
/// minimum number of moves whenever the exact step runs. Moving k elements creates at most 3k + 1
/// blocks, so edits that move fewer than roughly n / log2(n) elements always get the minimum.
///
/// - Complexity: O(n) time; the caller provides O(n) scratch memory and the exact step allocates O(B).
@usableFromInline
enum StableSubsequence {
    /// Marks the stable positions of the permutation stored in `values[start ..< start + count]`.
    ///
    /// - Parameters:
    ///   - values: Holds at `start + r` the old rank of the r-th survivor in new order; the slice is a
    ///     permutation of `0 ..< count`.
    ///   - start: The offset of the permutation in `values`, `inverse` and `stable`.
    ///   - count: The number of survivors.
    ///   - inverse: Scratch memory covering `start ..< start + count`.
    ///   - stable: Receives at `start + r` whether the r-th survivor keeps its place.
    /// - Returns: The number of survivors that move.
    @usableFromInline
    static func select(values: [Int], start: Int, count: Int, inverse: inout [Int], stable: inout [Bool]) -> Int {
        guard count > 1 else {
            if count == 1 { stable[start] = true }
            return 0
        }
        var blocks = 1
        for rank in 1..<count where values[start + rank] != values[start + rank - 1] + 1 {
            blocks += 1
        }
        if blocks == 1 {
            for rank in 0..<count { stable[start + rank] = true }
            return 0
        }
        // Exact when the block count keeps B log B within a few times n.
        if blocks * (Int.bitWidth - blocks.leadingZeroBitCount) <= 4 * count {
            return selectBlocks(
                values: values, start: start, count: count, blocks: blocks, scratch: &inverse, stable: &stable)
        }
        for rank in 0..<count {
            inverse[start + values[start + rank]] = rank
        }
        var best = Walk(mirrored: false, jumping: false)
        var fewest = best.countMoves(values: values, inverse: inverse, start: start, count: count)
        if fewest > 1 {
            let others = [
                Walk(mirrored: true, jumping: false), Walk(mirrored: false, jumping: true),
                Walk(mirrored: true, jumping: true),
            ]
            for walk in others {
                let moves = walk.countMoves(values: values, inverse: inverse, start: start, count: count)
                if moves < fewest {
                    fewest = moves
                    best = walk
                }
            }
        }
        return best.record(values: values, inverse: inverse, start: start, count: count, stable: &stable)
    }

    /// Keeps a heaviest increasing sequence of blocks, which is a longest increasing subsequence.
    private static func selectBlocks(
        values: [Int], start: Int, count: Int, blocks: Int, scratch: inout [Int], stable: inout [Bool]
    ) -> Int {
        // Block b starts at position blockStart[b] and holds ranks blockValue[b] ..< blockValue[b] + length.
        var blockStart = [Int](repeating: 0, count: blocks + 1)
        var blockValue = [Int](repeating: 0, count: blocks)
        var block = 0
        blockValue[0] = values[start]
        for rank in 1..<count where values[start + rank] != values[start + rank - 1] + 1 {
            block += 1
            blockStart[block] = rank
            blockValue[block] = values[start + rank]
        }
        blockStart[blocks] = count
        // Order the blocks by their ranks with a counting pass over the rank range.
        for value in 0..<count { scratch[start + value] = -1 }
        for block in 0..<blocks { scratch[start + blockValue[block]] = block }
        var order = [Int](repeating: 0, count: blocks)
        var position = 0
        for value in 0..<count where scratch[start + value] >= 0 {
            order[scratch[start + value]] = position
            position += 1
        }
        // tree[i] holds the heaviest chain ending in a block of order < i (Fenwick prefix maximum).
        var treeWeight = [Int](repeating: 0, count: blocks + 1)
        var treeBlock = [Int](repeating: -1, count: blocks + 1)
        var predecessor = [Int](repeating: -1, count: blocks)
        var bestWeight = 0
        var bestBlock = -1
        for block in 0..<blocks {
            var index = order[block]
            var weight = 0
            var previous = -1
            while index > 0 {
                if treeWeight[index] > weight {
                    weight = treeWeight[index]
                    previous = treeBlock[index]
                }
                index &= index - 1
            }
            weight += blockStart[block + 1] - blockStart[block]
            predecessor[block] = previous
            // On ties the chain ending later wins, so of two swapped neighbours the one brought forward moves.
            if weight >= bestWeight {
                bestWeight = weight
                bestBlock = block
            }
            index = order[block] + 1
            while index <= blocks {
                if weight > treeWeight[index] {
                    treeWeight[index] = weight
                    treeBlock[index] = block
                }
                index += index & -index
            }
        }
        for rank in 0..<count { stable[start + rank] = false }
        var chain = bestBlock
        while chain >= 0 {
            for rank in blockStart[chain]..<blockStart[chain + 1] { stable[start + rank] = true }
            chain = predecessor[chain]
        }
        return count - bestWeight
    }

    /// One greedy walk over the permutation, in a chosen direction and with or without jumps.
    struct Walk {
        /// Whether the walk runs from the end of both sequences towards their start.
        var mirrored: Bool

        /// Whether the cursor may jump past a displaced element.
        var jumping: Bool

        /// Runs the walk and records at `start + r` whether the r-th survivor keeps its place.
        func record(values: [Int], inverse: [Int], start: Int, count: Int, stable: inout [Bool]) -> Int {
            walk(values: values, inverse: inverse, start: start, count: count) { stable[start + $0] = $1 }
        }

        /// Runs the walk and only counts the moves.
        func countMoves(values: [Int], inverse: [Int], start: Int, count: Int) -> Int {
            walk(values: values, inverse: inverse, start: start, count: count) { _, _ in }
        }

        @inline(__always)
        private func walk(
            values: [Int], inverse: [Int], start: Int, count: Int, record: (Int, Bool) -> Void
        ) -> Int {
            let last = count - 1
            // In mirrored walks both ranks and positions are read from the other end.
            @inline(__always) func value(at position: Int) -> Int {
                mirrored ? last - values[start + last - position] : values[start + position]
            }
            @inline(__always) func position(of value: Int) -> Int {
                mirrored ? last - inverse[start + last - value] : inverse[start + value]
            }
            var cursor = 0
            var moves = 0
            for rank in 0..<count {
                let current = value(at: rank)
                var keep = false
                if current >= cursor {
                    // Skip old ranks whose elements were already visited.
                    while position(of: cursor) < rank {
                        cursor += 1
                    }
                    if current == cursor {
                        keep = true
                        cursor += 1
                    } else if jumping, abs(position(of: cursor) - cursor) > abs(rank - current) {
                        keep = true
                        cursor = current + 1
                    }
                }
                if !keep {
                    moves += 1
                }
                record(mirrored ? last - rank : rank, keep)
            }
            return moves
        }
    }
}
