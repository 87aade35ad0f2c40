extension ConsistentBatchUpdates {
    /// Checks every stage, in order, against UIKit's batch-update rules.
    ///
    /// Each stage is checked against the row counts the previous one leads to, starting from
    /// `rowCountsBefore`. Updates produced by the diff always pass; the check exists for tests and for
    /// debug builds of table code.
    ///
    ///     try updates.validate()
    ///
    /// - Throws: `BatchUpdateViolation` naming the first offending stage and the broken rule.
    /// - Complexity: O(k (S + R) + C) for k stages, S sections, R rows and C listed changes.
    public func validate() throws {
        _ = try replay()
    }

    /// Checks every stage, in order, and returns the layout after each.
    ///
    ///     let layouts = try updates.replay()
    ///     // layouts.last?.rowCounts == updates.rowCountsAfter
    ///
    /// - Returns: One layout per stage, saying where each section and row after that stage comes from.
    /// - Throws: `BatchUpdateViolation` naming the first offending stage and the broken rule.
    /// - Complexity: O(k (S + R) + C) for k stages, S sections, R rows and C listed changes.
    public func replay() throws -> [StageReplay] {
        var counts = rowCountsBefore
        var layouts: [StageReplay] = []
        for (index, stage) in stages.enumerated() {
            do {
                layouts.append(try BatchUpdateRules.planner.check(stage, rowCountsBefore: counts).replay)
            } catch {
                throw error.inStage(index)
            }
            counts = stage.rowCountsAfter
        }
        return layouts
    }

    /// Applies the stages to the old data the way a table view would, and returns what it then shows.
    ///
    /// Sections and rows that the stages carry along keep their old value; inserted and reloaded ones
    /// take the value found at their final position in `new`, as a data source would supply them. For
    /// updates computed from `old` to `new`, the result equals `new`: every carried row lands exactly
    /// where the new data has the same element with the same content.
    ///
    ///     let shown = try updates.applied(to: oldSections, new: newSections)
    ///     // shown == newSections
    ///
    /// - Parameters:
    ///   - old: The data the updates start from.
    ///   - new: The data that supplies inserted and reloaded content.
    /// - Returns: The data the table shows after the last stage.
    /// - Throws: `BatchUpdateViolation` when a stage breaks a rule or the data does not fit the updates.
    /// - Complexity: O(k (S + R) + C) for k stages, S sections, R rows and C listed changes.
    public func applied<Model, Row>(
        to old: [DiffSection<Model, Row>], new: [DiffSection<Model, Row>]
    ) throws -> [DiffSection<Model, Row>] {
        let replayer = try checkedReplayer(old: old, new: new)
        return try replayer.materialize(
            replayer.layouts.last ?? replayer.initial, stage: stages.count, old: old, new: new)
    }

    /// Applies the stages to a flat list shown as section 0 of a table, and returns what it then shows.
    ///
    ///     let shown = try FlatDiff(old: old, new: new).batchUpdates.applied(to: old, new: new)
    ///     // shown == new
    ///
    /// - Parameters:
    ///   - old: The list the updates start from.
    ///   - new: The list that supplies inserted and reloaded content.
    /// - Returns: The list the table shows after the last stage.
    /// - Throws: `BatchUpdateViolation` when a stage breaks a rule or the data does not fit the updates.
    /// - Complexity: O(k n + C) for k stages, n elements and C listed changes.
    public func applied<Element>(to old: [Element], new: [Element]) throws -> [Element] {
        let result = try applied(to: [DiffSection(model: 0, rows: old)], new: [DiffSection(model: 0, rows: new)])
        return result.first?.rows ?? []
    }

    /// The data the data source must present while each stage is applied.
    ///
    /// Element k is the data after stage k: present it, then call `performBatchUpdates` with stage k. The
    /// last element is `new` itself. Carried content keeps its old value until a stage reloads it, so an
    /// intermediate snapshot can show an element's old content at its new position.
    ///
    ///     for (stage, data) in zip(updates.stages, try updates.intermediateSnapshots(from: old, to: new)) {
    ///         // dataSource.sections = data; tableView.performBatchUpdates { apply(stage) }
    ///     }
    ///
    /// Updates of one stage (what most diffs produce) cost only the check of the data's shape: the one
    /// snapshot is `new`. Only updates of several stages replay them, checking each stage's section
    /// rules; the row changes are taken as the diff planned them, which passed the strict rules, and
    /// are not checked again (`validate()` checks them).
    ///
    /// - Parameters:
    ///   - old: The data the updates start from.
    ///   - new: The data the updates lead to.
    /// - Returns: One snapshot per stage.
    /// - Throws: `BatchUpdateViolation` when the data does not have the row counts the updates expect, or
    ///   (several stages) when a stage breaks a section rule or an intermediate element cannot be
    ///   resolved.
    /// - Complexity: O(S) for one stage; O(k (S + R) + C) for k stages, S sections, R rows and C listed
    ///   changes.
    @inlinable
    public func intermediateSnapshots<Model, Row>(
        from old: [DiffSection<Model, Row>], to new: [DiffSection<Model, Row>]
    ) throws -> [[DiffSection<Model, Row>]] {
        try checkShapes(old: old, new: new)
        guard stages.count > 1 else { return stages.isEmpty ? [] : [new] }
        let replayer = try BatchUpdateReplayer(self, checkingRules: false)
        var snapshots: [[DiffSection<Model, Row>]] = []
        snapshots.reserveCapacity(stages.count)
        for (index, labels) in replayer.layouts.dropLast().enumerated() {
            snapshots.append(try replayer.materialize(labels, stage: index, old: old, new: new))
        }
        snapshots.append(new)
        return snapshots
    }

    /// The data the data source must present while each stage is applied, for a flat list in section 0.
    ///
    ///     let snapshots = try updates.intermediateSnapshots(from: oldContacts, to: newContacts)
    ///
    /// - Parameters:
    ///   - old: The list the updates start from.
    ///   - new: The list the updates lead to.
    /// - Returns: One list per stage.
    /// - Throws: `BatchUpdateViolation` when a stage breaks a rule or the data does not fit the updates.
    /// - Complexity: O(k n + C) for k stages, n elements and C listed changes.
    @inlinable
    public func intermediateSnapshots<Element>(from old: [Element], to new: [Element]) throws -> [[Element]] {
        let snapshots = try intermediateSnapshots(
            from: [DiffSection(model: 0, rows: old)], to: [DiffSection(model: 0, rows: new)])
        return snapshots.map { $0.first?.rows ?? [] }
    }

    /// Replays the stages after checking that both data sets have the shapes the updates expect.
    private func checkedReplayer<Model, Row>(
        old: [DiffSection<Model, Row>], new: [DiffSection<Model, Row>]
    ) throws(BatchUpdateViolation) -> BatchUpdateReplayer {
        try checkShapes(old: old, new: new)
        return try BatchUpdateReplayer(self)
    }

    /// Throws unless `old` and `new` have the row counts the updates start from and lead to.
    @inlinable
    func checkShapes<Model, Row>(
        old: [DiffSection<Model, Row>], new: [DiffSection<Model, Row>]
    ) throws(BatchUpdateViolation) {
        // Compared in place: listing the counts first copies every section (its model and rows array).
        func fits(_ data: [DiffSection<Model, Row>], _ counts: [Int]) -> Bool {
            data.count == counts.count && data.indices.allSatisfy { data[$0].rows.count == counts[$0] }
        }
        guard fits(old, rowCountsBefore) else {
            throw .dataMismatch("old", counts: old.map(\.rows.count), expected: rowCountsBefore)
        }
        guard fits(new, rowCountsAfter) else {
            throw .dataMismatch("new", counts: new.map(\.rows.count), expected: rowCountsAfter)
        }
    }
}
