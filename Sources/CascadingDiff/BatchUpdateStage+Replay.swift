extension BatchUpdateStage {
    /// Checks the stage against the planner's rules and returns the layout it leads to, row by row.
    ///
    /// This is what `UITableView` does at the end of `performBatchUpdates`, without the pixels: given the
    /// row counts before the stage (and `rowCountsAfter` standing in for the data source's answers after
    /// it), it rejects the stage with UIKit's message when UIKit would raise "Invalid update", and
    /// otherwise says where every section and row after the stage comes from. It uses
    /// `BatchUpdateRules.planner`, so besides UIKit's rules it enforces this library's stricter ones
    /// (see `BatchUpdateRules.Strictness.strict`).
    ///
    ///     let stage = BatchUpdateStage(rowDeletes: [ElementPath(section: 0, element: 0)], rowCountsAfter: [2])
    ///     let layout = try stage.replay(rowCountsBefore: [3])
    ///     // layout.rowSources == [[ElementPath(section: 0, element: 1), ElementPath(section: 0, element: 2)]]
    ///
    /// - Parameter rowCountsBefore: The number of rows in each section before the stage.
    /// - Returns: The origin of every section and row after the stage.
    /// - Throws: `BatchUpdateViolation` describing the first broken rule.
    /// - Complexity: O(S + R + C log C) for S sections, R rows after the stage, and C listed changes.
    public func replay(rowCountsBefore: [Int]) throws -> StageReplay {
        try BatchUpdateRules.planner.check(self, rowCountsBefore: rowCountsBefore).replay
    }
}

extension BatchUpdateRules {
    /// The rules the planner's stages are checked with: a table, strict.
    public static let planner = BatchUpdateRules(.table, .strict)

    /// The rules of a real `UITableView`: a table, lenient.
    public static let tableView = BatchUpdateRules(.table, .lenient)

    /// The rules of a real `UICollectionView`: a collection view, lenient.
    public static let collectionView = BatchUpdateRules(.collectionView, .lenient)
}
