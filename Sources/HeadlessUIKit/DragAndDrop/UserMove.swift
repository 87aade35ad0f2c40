#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    /// A move the user made by dragging one row or item, which the data source has already carried out.
    ///
    /// The table's reorder control and drops, and the collection view's interactive movement and drops,
    /// all check a destination and turn the move into a batch stage here, so both views follow one rule.
    struct UserMove {
        /// Where the row or item was.
        let source: IndexPath
        /// Where it lands, in the coordinates of the view after the move.
        let destination: IndexPath

        /// Whether an element of a section with `counts[section]` elements can land at `destination`:
        /// within the sections, at most one past the last element of another section, at most the last
        /// position of its own.
        static func canLand(at destination: IndexPath, from source: IndexPath, counts: [Int]) -> Bool {
            guard destination.count == 2, source.count == 2, counts.indices.contains(destination[0]) else {
                return false
            }
            let count = counts[destination[0]]
            let limit = destination[0] == source[0] ? count - 1 : count
            return (0...max(0, limit)).contains(destination[1])
        }

        /// The stage that moves the element, with the counts after it, and its check by a rule book.
        ///
        /// - Returns: The validated mapping, or `nil` when the rules reject the move.
        func mapping(rowCountsBefore counts: [Int], rules: BatchUpdateRules) -> BatchUpdateLayout? {
            var after = counts
            after[source[0]] -= 1
            after[destination[0]] += 1
            let move = DiffMove(source: ElementPath(source), destination: ElementPath(destination))
            let stage = BatchUpdateStage(rowMoves: [move], rowCountsAfter: after)
            return try? rules.check(stage, rowCountsBefore: counts)
        }
    }
#endif
