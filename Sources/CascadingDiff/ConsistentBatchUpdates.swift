/// Table changes split into stages that UIKit accepts one after another without an inconsistency exception.
///
/// Applying `stages` in order, each as one `performBatchUpdates` call whose data source reports the
/// stage's `rowCountsAfter`, is accepted by `UITableView` without an "Invalid update" exception, and
/// leaves every row showing the element at its position in the new snapshot. Each stage follows UIKit's
/// coordinate rules (see `BatchUpdateStage`) and, in addition, this library's stricter rules where UIKit
/// is known to misbehave:
///
/// - a row whose content changed *and* which moves is reloaded in a later stage than its move, because a
///   reload (read in old coordinates) cannot be combined with a move of the same row;
/// - a stage that moves sections contains no reloads, no row moves between sections and no row change
///   inside a moved section;
/// - a row moving out of a deleted section moves before its section is deleted, and a row moving into an
///   inserted section moves after its section is inserted, each in its own stage.
///
/// `intermediateSnapshots(from:to:)` gives the data the data source must present while each stage runs.
/// Two values are equal when their stages are equal (see `BatchUpdateStage` for the order-insensitive
/// comparison) and they start from the same row counts.
///
///     let updates = ConsistentBatchUpdates(old: oldSections, new: newSections)
///     for (stage, data) in zip(updates.stages, try updates.intermediateSnapshots(from: oldSections, to: newSections)) {
///         // set the data source to `data`, then apply `stage` in one performBatchUpdates call
///     }
public struct ConsistentBatchUpdates: Hashable, Sendable {
    /// The number of rows in each section of the old snapshot, indexed by old section offset.
    public let rowCountsBefore: [Int]

    /// The batches to apply in order; empty when the snapshots show the same thing.
    public let stages: [BatchUpdateStage]

    /// Creates updates from the old layout and its stages, dropping stages without changes.
    @usableFromInline
    init(rowCountsBefore: [Int], stages: [BatchUpdateStage]) {
        self.rowCountsBefore = rowCountsBefore
        self.stages = stages.filter { !$0.isEmpty }
    }

    /// Whether there is nothing to apply: the old and new snapshots show the same thing.
    public var isEmpty: Bool {
        stages.isEmpty
    }

    /// The number of rows in each section once every stage is applied, indexed by new section offset.
    public var rowCountsAfter: [Int] {
        stages.last?.rowCountsAfter ?? rowCountsBefore
    }

    /// Computes the batch updates that turn one flat list into another, shown as section 0 of a table.
    ///
    /// This is `FlatDiff(old:new:).batchUpdates`.
    ///
    ///     let updates = ConsistentBatchUpdates(old: oldContacts, new: newContacts)
    ///
    /// - Parameters:
    ///   - old: The elements currently displayed.
    ///   - new: The elements to display.
    /// - Complexity: O(n + m) expected time and memory for n old and m new elements.
    @inlinable
    public init<Element: Diffable>(old: [Element], new: [Element]) {
        self = FlatDiff(old: old, new: new).batchUpdates
    }

    /// Computes the batch updates that turn one sectioned snapshot into another.
    ///
    /// This is `SectionedDiff(old:new:).batchUpdates`.
    ///
    ///     let updates = ConsistentBatchUpdates(old: oldSections, new: newSections)
    ///
    /// - Parameters:
    ///   - old: The sections currently displayed.
    ///   - new: The sections to display.
    /// - Complexity: O(S + R) expected time and memory for S sections and R rows in both snapshots.
    @inlinable
    public init<Model: Diffable, Row: Diffable>(
        old: [DiffSection<Model, Row>], new: [DiffSection<Model, Row>]
    ) {
        self = SectionedDiff(old: old, new: new).batchUpdates
    }
}

extension ConsistentBatchUpdates: CustomStringConvertible {
    /// One line per stage, for logs and test failures.
    public var description: String {
        guard !stages.isEmpty else { return "ConsistentBatchUpdates(no changes)" }
        let lines = stages.enumerated().map { "  stage \($0.offset): \($0.element)" }
        return "ConsistentBatchUpdates(rowCountsBefore: \(rowCountsBefore))\n" + lines.joined(separator: "\n")
    }
}
