/// UIKit's batch-update rules, written once: what `UITableView` and `UICollectionView` accept at the end
/// of `performBatchUpdates`, the exact reason they give when they refuse, and where everything lands.
///
/// One rule book serves every place that reasons about a batch: the planner checks the stages it emits
/// with `strict` rules, the headless `UITableView` validates what it is told with `lenient` rules, and a
/// headless collection view does the same with the `.collectionView` kind, whose messages speak of items
/// and of the collection view. `lenient` is exactly what UIKit accepts; `strict` additionally refuses
/// batches that UIKit accepts but that are easy to get wrong or that UIKit is known to mishandle (listed
/// in `Strictness.strict` and in the *Batch updates* guide).
///
///     let rules = BatchUpdateRules(.table, .lenient)
///     let stage = BatchUpdateStage(rowDeletes: [ElementPath(section: 0, element: 0)], rowCountsAfter: [2])
///     let layout = try rules.check(stage, rowCountsBefore: [3])
///     // layout.newPath(forOld: ElementPath(section: 0, element: 2)) == ElementPath(section: 0, element: 1)
public struct BatchUpdateRules: Hashable, Sendable {
    /// The kind of view a batch is meant for; it decides the wording of the messages.
    public enum ViewKind: Hashable, Sendable {
        /// A `UITableView`: sections of rows.
        case table
        /// A `UICollectionView`: sections of items.
        case collectionView
    }

    /// How much of what UIKit accepts the rule book accepts.
    public enum Strictness: Hashable, Sendable {
        /// Exactly UIKit: changes to rows inside deleted or reloaded sections, and inserts into inserted or
        /// reloaded sections, are ignored; a change listed twice counts once.
        case lenient
        /// UIKit's rules plus these: no row change inside a section that is deleted, reloaded, inserted
        /// or moved; no change listed twice; and a batch that moves sections reloads nothing and moves no
        /// row to another section.
        case strict
    }

    /// The kind of view the messages speak of.
    public let viewKind: ViewKind

    /// Whether batches UIKit accepts but this library avoids are refused.
    public let strictness: Strictness

    /// Creates a rule book for a kind of view and a strictness.
    ///
    /// - Parameters:
    ///   - viewKind: The kind of view; `.table` speaks of rows, `.collectionView` of items.
    ///   - strictness: `.lenient` for exactly UIKit, `.strict` for the planner's stricter rules.
    public init(_ viewKind: ViewKind, _ strictness: Strictness) {
        self.viewKind = viewKind
        self.strictness = strictness
    }

    /// Checks a batch against the rules and returns where every section and row lands.
    ///
    /// The counts after the batch are the stage's `rowCountsAfter`, standing in for the data source's
    /// answers. The checks run in this order, and the first broken rule is reported: row counts are not
    /// negative; the number of sections adds up; section offsets are in range; no section is changed in
    /// two conflicting ways; row paths are in range and not changed in two conflicting ways; and the
    /// number of rows of every section that exists before and after adds up, in ascending order of the
    /// section before the batch.
    ///
    /// - Parameters:
    ///   - stage: The batch.
    ///   - rowCountsBefore: The number of rows in each section before the batch.
    /// - Returns: The layout after the batch.
    /// - Throws: `BatchUpdateViolation` with UIKit's message for the first broken rule.
    /// - Complexity: O(S + C log C) for S sections and C listed changes, whatever the number of rows;
    ///   O(S + C) when every list of changes is already in ascending order, as the planner's are.
    public func check(_ stage: BatchUpdateStage, rowCountsBefore: [Int]) throws(BatchUpdateViolation)
        -> BatchUpdateLayout
    {
        var work = 0
        return try check(stage, rowCountsBefore: rowCountsBefore, work: &work)
    }

    /// Checks a batch like `check(_:rowCountsBefore:)` and adds the steps the row rules took to `work`:
    /// one per section and listed change visited, plus the comparisons of sorting unsorted lists. The
    /// count follows the size of the change and the number of sections, never the number of rows.
    func check(_ stage: BatchUpdateStage, rowCountsBefore: [Int], work: inout Int) throws(BatchUpdateViolation)
        -> BatchUpdateLayout
    {
        let words = BatchUpdateMessages(viewKind)
        for (section, count) in rowCountsBefore.enumerated() where count < 0 {
            throw words.negativeCount(section: section, count: count, after: false)
        }
        for (section, count) in stage.rowCountsAfter.enumerated() where count < 0 {
            throw words.negativeCount(section: section, count: count, after: true)
        }
        let sections = try sectionMap(of: stage, sectionsBefore: rowCountsBefore.count, words: words)
        var rows = RowTally(rules: self, words: words, stage: stage, before: rowCountsBefore, sections: sections)
        // The section rules visit each section and section change once.
        work &+=
            rowCountsBefore.count &+ stage.rowCountsAfter.count &+ stage.sectionDeletes.count
            &+ stage.sectionInserts.count &+ stage.sectionMoves.count &+ stage.sectionReloads.count
        defer { work &+= rows.work }
        try rows.checkAll()
        return BatchUpdateLayout(
            sections: sections, rows: rows, rowCountsBefore: rowCountsBefore, stage: stage, work: &work)
    }

    /// The layout after a stage that the planner emitted, with the section rules checked and the row
    /// rules not checked again.
    ///
    /// The planner only emits stages that pass the strict rules (the randomized tests check every stage
    /// it plans with `check(_:rowCountsBefore:)`), so for its stages the row rules only repeat work: on
    /// the flat 5,000-element bench scenario they were about 0.15 ms of the 0.44 ms that
    /// `intermediateSnapshots` took. The rows are still sorted as the check sorts them, so the layout is
    /// the one `check(_:rowCountsBefore:)` returns for a stage that passes.
    ///
    /// - Parameters:
    ///   - stage: A stage of `ConsistentBatchUpdates`.
    ///   - rowCountsBefore: The number of rows in each section before the stage.
    /// - Returns: The layout after the stage.
    /// - Throws: `BatchUpdateViolation` for the first broken section rule.
    /// - Complexity: O(S + C) for S sections and C listed changes when every list is ascending, as the
    ///   planner's are.
    func layout(ofPlanned stage: BatchUpdateStage, rowCountsBefore: [Int]) throws(BatchUpdateViolation)
        -> BatchUpdateLayout
    {
        let words = BatchUpdateMessages(viewKind)
        let sections = try sectionMap(of: stage, sectionsBefore: rowCountsBefore.count, words: words)
        var rows = RowTally(rules: self, words: words, stage: stage, before: rowCountsBefore, sections: sections)
        rows.sortWithoutChecking()
        var work = 0
        return BatchUpdateLayout(
            sections: sections, rows: rows, rowCountsBefore: rowCountsBefore, stage: stage, work: &work)
    }

    /// Where each section before the batch goes, checking only the section-level rules.
    ///
    /// - Parameters:
    ///   - stage: The batch; only its section changes and the number of sections after it are read.
    ///   - sectionsBefore: The number of sections before the batch.
    /// - Returns: For each section before the batch, its offset after it, or -1 when it is deleted.
    /// - Throws: `BatchUpdateViolation` for the first broken section rule.
    /// - Complexity: O(S + C) for S sections and C section changes.
    package func sectionTargets(of stage: BatchUpdateStage, sectionsBefore: Int) throws(BatchUpdateViolation)
        -> [Int]
    {
        try sectionMap(of: stage, sectionsBefore: sectionsBefore, words: BatchUpdateMessages(viewKind)).targetOfBefore
    }

    var isStrict: Bool { strictness == .strict }
}
