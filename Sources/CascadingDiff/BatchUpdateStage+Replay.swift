extension BatchUpdateStage {
    /// Checks the stage against UIKit's batch-update rules and returns the layout it leads to.
    ///
    /// This is what `UITableView` does at the end of `performBatchUpdates`, without the pixels: given the
    /// row counts before the stage (and `rowCountsAfter` standing in for the data source's answers after
    /// it), it rejects the stage with UIKit's message when UIKit would raise "Invalid update", and
    /// otherwise says where every section and row after the stage comes from. Besides UIKit's rules it
    /// enforces this library's stricter ones: a stage that moves sections contains no reloads, no row
    /// moves between sections and no row change inside a moved section.
    ///
    ///     let stage = BatchUpdateStage(rowDeletes: [ElementPath(section: 0, element: 0)], rowCountsAfter: [2])
    ///     let layout = try stage.replay(rowCountsBefore: [3])
    ///     // layout.rowSources == [[ElementPath(section: 0, element: 1), ElementPath(section: 0, element: 2)]]
    ///
    /// - Parameter rowCountsBefore: The number of rows in each section before the stage.
    /// - Returns: The origin of every section and row after the stage.
    /// - Throws: `BatchUpdateViolation` describing the first broken rule.
    /// - Complexity: O(S + R + C) for S sections, R rows before and after, and C listed changes.
    public func replay(rowCountsBefore: [Int]) throws -> StageReplay {
        try BatchUpdateValidator(rowCountsBefore: rowCountsBefore, stage: self).replay()
    }
}

extension BatchUpdateStage {
    /// Where each section before the stage ends up, as UIKit reads the stage: inserted sections and move
    /// destinations take their offsets first, and the remaining sections fill the free offsets in order.
    ///
    /// Only the section-level rules are checked, so this costs O(S + C) for S sections and C section
    /// changes whatever the number of rows. The number of sections after the stage is
    /// `rowCountsAfter.count`.
    ///
    /// - Parameter sectionsBefore: The number of sections before the stage.
    /// - Returns: For each section before the stage, its offset after the stage, or -1 when it is deleted.
    /// - Throws: `BatchUpdateViolation` when a section offset is out of range, a section is changed twice
    ///   or the section counts do not add up.
    package func sectionTargets(sectionsBefore: Int) throws(BatchUpdateViolation) -> [Int] {
        let counts = [Int](repeating: 0, count: sectionsBefore)
        return try BatchUpdateValidator(rowCountsBefore: counts, stage: self).sectionTargets()
    }
}
