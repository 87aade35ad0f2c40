/// A reason why `UITableView` would reject a batch update, worded the way UIKit words it.
///
/// The validator (`BatchUpdateStage.replay(rowCountsBefore:)`) raises one for the first rule a stage
/// breaks. Count mismatches and out-of-range deletes use UIKit's exact exception text; the other checks,
/// including this library's stricter rules for stages that move sections, follow UIKit's style.
///
///     do {
///         _ = try stage.replay(rowCountsBefore: [3])
///     } catch let violation as BatchUpdateViolation {
///         print(violation.message)  // "Invalid update: invalid number of rows in section 0. ..."
///     }
public struct BatchUpdateViolation: Error, Hashable, Sendable, CustomStringConvertible {
    /// The exception text, without the stage number.
    public let message: String

    /// The offset of the offending stage in `ConsistentBatchUpdates.stages`, when the check ran on a
    /// whole sequence of stages.
    public let stage: Int?

    /// Creates a violation from its message and, optionally, the offset of the offending stage.
    ///
    /// - Parameters:
    ///   - message: The exception text.
    ///   - stage: The offset of the offending stage, if known.
    public init(message: String, stage: Int? = nil) {
        self.message = message
        self.stage = stage
    }

    /// The message, prefixed with the stage offset when it is known.
    public var description: String {
        stage.map { "stage \($0): \(message)" } ?? message
    }

    /// The same violation, attributed to a stage.
    func inStage(_ stage: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(message: message, stage: stage)
    }
}

extension BatchUpdateViolation {
    static func invalidRowCount(
        section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int
    ) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "Invalid update: invalid number of rows in section \(section). The number of rows contained "
                + "in an existing section after the update (\(after)) must be equal to the number of rows "
                + "contained in that section before the update (\(before)), plus or minus the number of rows "
                + "inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or "
                + "minus the number of rows moved into or out of that section (\(movedIn) moved in, "
                + "\(movedOut) moved out).")
    }

    static func invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "Invalid update: invalid number of sections. The number of sections contained in the table "
                + "view after the update (\(after)) must be equal to the number of sections contained in the "
                + "table view before the update (\(before)), plus or minus the number of sections inserted or "
                + "deleted (\(inserted) inserted, \(deleted) deleted).")
    }

    static func negativeRowCount(section: Int, count: Int, after: Bool) -> BatchUpdateViolation {
        let moment = after ? "after" : "before"
        return BatchUpdateViolation(
            message: "section \(section) reports \(count) rows \(moment) the update; row counts cannot be negative")
    }

    static func sectionOutOfRange(_ verb: String, section: Int, sections: Int, after: Bool) -> BatchUpdateViolation {
        let moment = after ? "after" : "before"
        return BatchUpdateViolation(
            message:
                "attempt to \(verb) section \(section), but there are only \(sections) sections \(moment) the update")
    }

    static func sectionConflict(_ first: String, _ second: String, section: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: first == second
                ? "attempt to \(first) section \(section) more than once"
                : "attempt to \(first) and \(second) the same section (\(section))")
    }

    static func rowOutOfRange(_ verb: String, row: Int, section: Int, rows: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message:
                "attempt to \(verb) row \(row) from section \(section) which only contains \(rows) rows before the update"
        )
    }

    static func rowSectionOutOfRange(_ verb: String, row: Int, section: Int, sections: Int, after: Bool)
        -> BatchUpdateViolation
    {
        let moment = after ? "after" : "before"
        let preposition = after ? "into" : "from"
        return BatchUpdateViolation(
            message: "attempt to \(verb) row \(row) \(preposition) section \(section), but there are only "
                + "\(sections) sections \(moment) the update")
    }

    static func insertOutOfRange(row: Int, section: Int, rows: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "attempt to insert row \(row) into section \(section), but there are only \(rows) rows in "
                + "section \(section) after the update")
    }

    static func moveSourceOutOfRange(_ path: ElementPath, rows: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "attempt to move index path (\(path)) that does not exist - there are only \(rows) rows in "
                + "section \(path.section) before the update")
    }

    static func moveDestinationOutOfRange(_ move: DiffMove<ElementPath>, rows: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "attempt to move index path (\(move.source)) to index path (\(move.destination)) that does not "
                + "exist - there are only \(rows) rows in section \(move.destination.section) after the update")
    }

    static func rowConflict(_ description: String, path: ElementPath) -> BatchUpdateViolation {
        BatchUpdateViolation(message: "attempt to \(description) (\(path))")
    }

    static func rowInChangedSection(_ verb: String, path: ElementPath, change: String) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "attempt to \(verb) row \(path.element) in section \(path.section), which is being \(change)")
    }

    static func moveWithSectionMoves(_ move: DiffMove<ElementPath>) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "attempt to move index path (\(move.source)) to index path (\(move.destination)) in another "
                + "section in an update that also moves sections")
    }

    static func reloadWithSectionMoves(_ what: String) -> BatchUpdateViolation {
        BatchUpdateViolation(message: "attempt to reload \(what) in an update that also moves sections")
    }

    static func dataMismatch(_ which: String, counts: [Int], expected: [Int]) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "the \(which) data has row counts \(counts), but the updates were computed for \(expected)")
    }

    static func unresolvedFreshRow(_ path: ElementPath, stage: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "the row supplied by the data source at \(path) does not reach the final layout, so its "
                + "content is unknown",
            stage: stage)
    }

    static func unresolvedFreshSection(_ section: Int, stage: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "the section supplied by the data source at \(section) does not reach the final layout, so "
                + "its content is unknown",
            stage: stage)
    }
}
