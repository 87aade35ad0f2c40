/// The changes between two sectioned snapshots, for sections and rows, found in one linear pass.
///
/// Sections are paired by their models' identifiers; rows are paired by their own identifiers across the
/// whole table, so a row can move from one section to another. Repeated identifiers pair by occurrence:
/// the k-th section with a given identifier in `old` pairs with the k-th one in `new`, and the k-th row
/// with a given identifier, counted in table order (section by section, row by row), pairs with the k-th
/// such row in `new`; leftovers are deletes or inserts.
///
/// The fields describe the raw differences, in the coordinates UIKit uses: section deletes, row deletes
/// and move sources in the old snapshot; inserts and move destinations in the new one; updates name both.
/// Unlike a batch stage, the raw lists are complete: rows of deleted sections appear in `rowDeletes`,
/// rows of inserted sections in `rowInserts`, and rows that leave a deleted section or enter an inserted
/// one in `rowMoves`. A row whose section moves but whose place inside that section is unchanged is not a
/// row move. Every array is in ascending order (moves by destination, updates by old position).
/// `batchUpdates` turns these differences into stages that UIKit accepts.
///
///     let diff = SectionedDiff(old: oldSections, new: newSections)
///     for (stage, data) in zip(diff.batchUpdates.stages, try diff.batchUpdates.intermediateSnapshots(from: oldSections, to: newSections)) {
///         // present `data`, then apply `stage` in one performBatchUpdates call
///     }
public struct SectionedDiff: Hashable, Sendable {
    /// Offsets in the old snapshot of the sections that disappear.
    public let sectionDeletes: [Int]

    /// Offsets in the new snapshot of the sections that appear.
    public let sectionInserts: [Int]

    /// Paired sections whose order relative to the other paired sections changes, from old to new offset.
    public let sectionMoves: [DiffMove<Int>]

    /// Paired sections whose model content differs, with their old and new offsets.
    public let sectionUpdates: [DiffUpdate<Int>]

    /// Paths in the old snapshot of the rows that disappear, including the rows of deleted sections.
    public let rowDeletes: [ElementPath]

    /// Paths in the new snapshot of the rows that appear, including the rows of inserted sections.
    public let rowInserts: [ElementPath]

    /// Paired rows that change section, or change order inside their section, from old to new path.
    public let rowMoves: [DiffMove<ElementPath>]

    /// Paired rows whose content differs, with their old and new paths.
    public let rowUpdates: [DiffUpdate<ElementPath>]

    /// The same changes as stages that `UITableView` accepts one after another.
    public let batchUpdates: ConsistentBatchUpdates

    /// Whether the two snapshots show the same sections and rows with the same content in the same order.
    public var isEmpty: Bool {
        batchUpdates.isEmpty
    }

    /// Compares two sectioned snapshots whose section models and rows are `Diffable`.
    ///
    ///     let diff = SectionedDiff(old: oldSections, new: newSections)
    ///
    /// - Parameters:
    ///   - old: The sections before the change.
    ///   - new: The sections after the change.
    /// - Complexity: O(S + R) expected time and memory for S sections and R rows in both snapshots.
    @inlinable
    public init<Model: Diffable, Row: Diffable>(old: [DiffSection<Model, Row>], new: [DiffSection<Model, Row>]) {
        let matching = TableMatching.match(
            old: old, new: new,
            sectionIdentifier: { $0.diffIdentifier },
            sectionContentEqual: { $0.isContentEqual(to: $1) },
            rowIdentifier: { $0.diffIdentifier },
            rowContentEqual: { $0.isContentEqual(to: $1) })
        self.init(matching: matching)
    }

    /// Compares two sectioned snapshots whose section models and rows are hashable values.
    ///
    /// A value is its own identity, so this never reports updates.
    ///
    ///     let diff = SectionedDiff(
    ///         oldValues: [DiffSection(model: "A", rows: [1, 2]), DiffSection(model: "B", rows: [3])],
    ///         newValues: [DiffSection(model: "A", rows: [1]), DiffSection(model: "B", rows: [2, 3])])
    ///     // diff.rowMoves == [DiffMove(source: ElementPath(section: 0, element: 1),
    ///     //                            destination: ElementPath(section: 1, element: 0))]
    ///
    /// - Parameters:
    ///   - oldValues: The sections before the change.
    ///   - newValues: The sections after the change.
    /// - Complexity: O(S + R) expected time and memory for S sections and R rows in both snapshots.
    @inlinable
    public init<Model: Hashable, Row: Hashable>(
        oldValues: [DiffSection<Model, Row>], newValues: [DiffSection<Model, Row>]
    ) {
        let matching = TableMatching.match(
            old: oldValues, new: newValues,
            sectionIdentifier: { $0 },
            sectionContentEqual: { _, _ in true },
            rowIdentifier: { $0 },
            rowContentEqual: { _, _ in true })
        self.init(matching: matching)
    }

    /// Builds the raw differences and the batch updates from a pairing.
    ///
    /// - Parameter matching: The pairing of the two snapshots.
    @usableFromInline
    init(matching: TableMatching) {
        let oldLayout = matching.oldLayout()
        let newLayout = matching.newLayout()
        var positions = TokenPositions(
            sectionTokenCount: matching.oldSectionCount + matching.newSectionCount,
            rowTokenCount: matching.oldRowCount + matching.newRowCount)
        let transition = LayoutTransition(from: oldLayout, to: newLayout, positions: &positions)
        sectionDeletes = transition.sectionDeletes
        sectionInserts = transition.sectionInserts
        sectionMoves = transition.sectionMoves
        rowDeletes = transition.rowDeletes(includingDeletedSections: true)
        rowInserts = transition.rowInserts(includingInsertedSections: true)
        rowMoves = transition.rowMoves
        var sectionUpdates: [DiffUpdate<Int>] = []
        for (offset, match) in transition.sectionAfterOfBefore.enumerated()
        where match >= 0 && matching.sectionChanged[offset] {
            sectionUpdates.append(DiffUpdate(old: offset, new: match))
        }
        self.sectionUpdates = sectionUpdates
        var rowUpdates: [DiffUpdate<ElementPath>] = []
        for (offset, match) in transition.rowAfterOfBefore.enumerated() where match >= 0 && matching.rowChanged[offset]
        {
            rowUpdates.append(DiffUpdate(old: oldLayout.path(ofRow: offset), new: newLayout.path(ofRow: match)))
        }
        self.rowUpdates = rowUpdates
        var planner = BatchUpdatePlanner(matching: matching, transition: transition, positions: positions)
        batchUpdates = planner.plan()
    }
}
