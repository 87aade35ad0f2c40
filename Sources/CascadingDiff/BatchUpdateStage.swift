/// One batch of table changes meant for a single `performBatchUpdates` call.
///
/// The fields follow UIKit's reading of a batch. Deletes and reloads, of sections and of rows, name
/// positions in the layout *before* the stage. Inserts name positions in the layout *after* the stage.
/// Moves go from a position before the stage to a position after it. All numbers are zero-based
/// offsets. `rowCountsAfter` is the shape the data source must report once the stage is applied: one
/// row count per section, indexed by the section's position after the stage.
///
/// Equality and hashing treat each change field as an unordered collection, because UIKit does not care
/// in which order the changes of one batch are listed; `rowCountsAfter` is compared position by
/// position.
///
///     let stage = BatchUpdateStage(rowDeletes: [ElementPath(section: 0, element: 0)], rowCountsAfter: [2])
///     // tableView.performBatchUpdates { tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }
public struct BatchUpdateStage: Hashable, Sendable {
    /// Sections to delete, by offset before the stage.
    public var sectionDeletes: [Int]

    /// Sections to insert, by offset after the stage.
    public var sectionInserts: [Int]

    /// Sections to move, from an offset before the stage to an offset after it.
    public var sectionMoves: [DiffMove<Int>]

    /// Sections to reload, by offset before the stage.
    public var sectionReloads: [Int]

    /// Rows to delete, by path before the stage.
    public var rowDeletes: [ElementPath]

    /// Rows to insert, by path after the stage.
    public var rowInserts: [ElementPath]

    /// Rows to move, from a path before the stage to a path after it.
    public var rowMoves: [DiffMove<ElementPath>]

    /// Rows to reload, by path before the stage.
    public var rowReloads: [ElementPath]

    /// Rows to reconfigure in place, by path before the stage: the cell is asked for again but not
    /// replaced. The diff never emits these; `UITableView.reconfigureRows(at:)` records them.
    public var rowReconfigures: [ElementPath]

    /// The number of rows in each section after the stage, indexed by section offset after the stage.
    public var rowCountsAfter: [Int]

    /// Creates a stage from its changes and the layout it leads to.
    ///
    /// - Parameters:
    ///   - sectionDeletes: Sections to delete, by offset before the stage.
    ///   - sectionInserts: Sections to insert, by offset after the stage.
    ///   - sectionMoves: Sections to move, from before-offset to after-offset.
    ///   - sectionReloads: Sections to reload, by offset before the stage.
    ///   - rowDeletes: Rows to delete, by path before the stage.
    ///   - rowInserts: Rows to insert, by path after the stage.
    ///   - rowMoves: Rows to move, from before-path to after-path.
    ///   - rowReloads: Rows to reload, by path before the stage.
    ///   - rowReconfigures: Rows to reconfigure in place, by path before the stage.
    ///   - rowCountsAfter: The number of rows in each section after the stage.
    public init(
        sectionDeletes: [Int] = [],
        sectionInserts: [Int] = [],
        sectionMoves: [DiffMove<Int>] = [],
        sectionReloads: [Int] = [],
        rowDeletes: [ElementPath] = [],
        rowInserts: [ElementPath] = [],
        rowMoves: [DiffMove<ElementPath>] = [],
        rowReloads: [ElementPath] = [],
        rowReconfigures: [ElementPath] = [],
        rowCountsAfter: [Int]
    ) {
        self.sectionDeletes = sectionDeletes
        self.sectionInserts = sectionInserts
        self.sectionMoves = sectionMoves
        self.sectionReloads = sectionReloads
        self.rowDeletes = rowDeletes
        self.rowInserts = rowInserts
        self.rowMoves = rowMoves
        self.rowReloads = rowReloads
        self.rowReconfigures = rowReconfigures
        self.rowCountsAfter = rowCountsAfter
    }

    /// Whether the stage lists no change at all.
    ///
    /// An empty stage leaves the table as it is; the diff never emits one.
    public var isEmpty: Bool {
        changeCount == 0
    }

    /// The total number of changes listed in the stage, over all fields.
    public var changeCount: Int {
        sectionDeletes.count + sectionInserts.count + sectionMoves.count + sectionReloads.count
            + rowDeletes.count + rowInserts.count + rowMoves.count + rowReloads.count + rowReconfigures.count
    }

    /// Returns whether two stages list the same changes, in any order, and lead to the same row counts.
    ///
    /// - Parameters:
    ///   - lhs: A stage.
    ///   - rhs: Another stage.
    /// - Returns: `true` when every change field holds the same elements and `rowCountsAfter` is equal.
    public static func == (lhs: BatchUpdateStage, rhs: BatchUpdateStage) -> Bool {
        lhs.rowCountsAfter == rhs.rowCountsAfter
            && lhs.sectionDeletes.sorted() == rhs.sectionDeletes.sorted()
            && lhs.sectionInserts.sorted() == rhs.sectionInserts.sorted()
            && lhs.sectionMoves.sorted() == rhs.sectionMoves.sorted()
            && lhs.sectionReloads.sorted() == rhs.sectionReloads.sorted()
            && lhs.rowDeletes.sorted() == rhs.rowDeletes.sorted()
            && lhs.rowInserts.sorted() == rhs.rowInserts.sorted()
            && lhs.rowMoves.sorted() == rhs.rowMoves.sorted()
            && lhs.rowReloads.sorted() == rhs.rowReloads.sorted()
            && lhs.rowReconfigures.sorted() == rhs.rowReconfigures.sorted()
    }

    /// Hashes the stage consistently with `==`, independently of the order of the changes.
    ///
    /// - Parameter hasher: The hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rowCountsAfter)
        hasher.combine(sectionDeletes.sorted())
        hasher.combine(sectionInserts.sorted())
        hasher.combine(sectionMoves.sorted())
        hasher.combine(sectionReloads.sorted())
        hasher.combine(rowDeletes.sorted())
        hasher.combine(rowInserts.sorted())
        hasher.combine(rowMoves.sorted())
        hasher.combine(rowReloads.sorted())
        hasher.combine(rowReconfigures.sorted())
    }
}

extension BatchUpdateStage: CustomStringConvertible {
    /// A compact listing of the non-empty fields, each sorted, for logs and test failures.
    public var description: String {
        var parts: [String] = []
        func add<T: Comparable & CustomStringConvertible>(_ name: String, _ values: [T]) {
            guard !values.isEmpty else { return }
            parts.append("\(name): [" + values.sorted().map(\.description).joined(separator: ", ") + "]")
        }
        add("deleteSections", sectionDeletes)
        add("insertSections", sectionInserts)
        add("moveSections", sectionMoves)
        add("reloadSections", sectionReloads)
        add("deleteRows", rowDeletes)
        add("insertRows", rowInserts)
        add("moveRows", rowMoves)
        add("reloadRows", rowReloads)
        add("reconfigureRows", rowReconfigures)
        parts.append("rowCountsAfter: \(rowCountsAfter)")
        return "BatchUpdateStage(" + parts.joined(separator: "; ") + ")"
    }
}
