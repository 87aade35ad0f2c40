/// A reason why `UITableView` would reject a batch update, worded the way UIKit words it.
///
/// The rule book (`BatchUpdateRules`) raises one for the first rule a stage breaks, with UIKit's exception
/// text (`BatchUpdateMessages` writes each once); the checks of the strict rules, which UIKit does not
/// have, follow UIKit's style.
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
    @usableFromInline
    static func dataMismatch(_ which: String, counts: [Int], expected: [Int]) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "the \(which) data has row counts \(counts), but the updates were computed for \(expected)")
    }

    @usableFromInline
    static func unresolvedFreshRow(_ path: ElementPath, stage: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "the row supplied by the data source at \(path) does not reach the final layout, so its "
                + "content is unknown",
            stage: stage)
    }

    @usableFromInline
    static func unresolvedFreshSection(_ section: Int, stage: Int) -> BatchUpdateViolation {
        BatchUpdateViolation(
            message: "the section supplied by the data source at \(section) does not reach the final layout, so "
                + "its content is unknown",
            stage: stage)
    }
}
