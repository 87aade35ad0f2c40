#if !canImport(UIKit)
    import Foundation

    /// The heights of one section's rows, with prefix sums kept in a Fenwick (binary indexed) tree so
    /// that a row's offset, the row at an offset and a height change each cost O(log n).
    ///
    /// A height is either an estimate or a measured height; the tree does not care which.
    struct RowHeights: Equatable {
        /// The current height of every row, estimate or measured.
        private(set) var heights: [CGFloat]
        /// One-based Fenwick tree over `heights`.
        private var tree: [CGFloat]
        /// The sum of every height.
        private(set) var total: CGFloat

        /// Builds the tree over the given heights.
        ///
        /// - Complexity: O(n).
        init(_ heights: [CGFloat]) {
            self.heights = heights
            var tree = [CGFloat](repeating: 0, count: heights.count + 1)
            var total: CGFloat = 0
            for position in 1...max(1, heights.count) where position <= heights.count {
                tree[position] += heights[position - 1]
                total += heights[position - 1]
                let parent = position + (position & -position)
                if parent <= heights.count {
                    tree[parent] += tree[position]
                }
            }
            self.tree = tree
            self.total = total
        }

        /// The number of rows.
        var count: Int { heights.count }

        /// Adds a row after the last one.
        ///
        /// The new tree node covers the rows `(n - lowbit(n), n]`, the new height plus the sum of the
        /// old rows from `n - lowbit(n)` on, which the existing tree answers.
        /// - Complexity: O(log n) amortised.
        mutating func append(_ height: CGFloat) {
            let position = heights.count + 1
            let covered = total - offset(ofRow: position - (position & -position))
            heights.append(height)
            tree.append(covered + height)
            total += height
        }

        /// The height of a row.
        subscript(row: Int) -> CGFloat { heights[row] }

        /// Replaces the height of a row.
        ///
        /// - Complexity: O(log n).
        mutating func setHeight(_ height: CGFloat, at row: Int) {
            let delta = height - heights[row]
            guard delta != 0 else { return }
            heights[row] = height
            total += delta
            var position = row + 1
            while position < tree.count {
                tree[position] += delta
                position += position & -position
            }
        }

        /// The distance from the first row's top to the given row's top (the sum of the rows before it).
        ///
        /// - Complexity: O(log n).
        func offset(ofRow row: Int) -> CGFloat {
            guard row > 0 else { return 0 }
            guard row < heights.count else { return total }
            var sum: CGFloat = 0
            var position = row
            while position > 0 {
                sum += tree[position]
                position -= position & -position
            }
            return sum
        }

        /// The row whose extent contains `offset` (measured from the first row's top); `nil` outside all rows.
        ///
        /// Zero-height rows never contain an offset.
        /// - Complexity: O(log n).
        func row(containing offset: CGFloat) -> Int? {
            guard offset >= 0, offset < total, !heights.isEmpty else { return nil }
            var position = 0
            var remaining = offset
            var step = 1
            while step * 2 < tree.count { step *= 2 }
            while step > 0 {
                let next = position + step
                if next < tree.count, tree[next] <= remaining {
                    position = next
                    remaining -= tree[next]
                }
                step /= 2
            }
            return min(position, heights.count - 1)
        }
    }
#endif
