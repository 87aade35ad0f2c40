/// The layout after one batch stage, saying for every section and row where it comes from.
///
/// A section or row after the stage is either *carried* from a position before the stage (it stayed,
/// shifted or moved) or *fresh*: inserted, reloaded, or inside an inserted or reloaded section, so its
/// content comes from the data source. Sections say which of these applies with `SectionOrigin`; fresh
/// rows are `nil`. The row counts of the layout are the stage's `rowCountsAfter`.
///
///     let stage = BatchUpdateStage(rowDeletes: [ElementPath(section: 0, element: 0)],
///                                  rowInserts: [ElementPath(section: 0, element: 1)], rowCountsAfter: [3])
///     let replay = try stage.replay(rowCountsBefore: [3])
///     // replay.rowSources == [[ElementPath(section: 0, element: 1), nil, ElementPath(section: 0, element: 2)]]
public struct StageReplay: Hashable, Sendable {
    /// Where a section after the stage comes from.
    public enum SectionOrigin: Hashable, Sendable {
        /// The section existed before the stage at this offset and keeps its content.
        case carried(Int)
        /// The section existed before the stage at this offset and is reloaded from the data source.
        case reloaded(Int)
        /// The section is inserted; the data source supplies it.
        case inserted

        /// The offset before the stage of a carried section, or `nil` for a fresh one.
        public var carriedSource: Int? {
            if case .carried(let source) = self { return source }
            return nil
        }
    }

    /// For each section after the stage, where it comes from.
    public let sectionOrigins: [SectionOrigin]

    /// For each row after the stage, by section and row offset, the path before the stage it was carried
    /// from, or `nil`.
    public let rowSources: [[ElementPath?]]

    /// Creates a replayed layout from its section origins and row sources.
    ///
    /// - Parameters:
    ///   - sectionOrigins: For each section after the stage, where it comes from.
    ///   - rowSources: For each row after the stage, its source path or `nil`.
    public init(sectionOrigins: [SectionOrigin], rowSources: [[ElementPath?]]) {
        self.sectionOrigins = sectionOrigins
        self.rowSources = rowSources
    }

    /// The number of rows in each section after the stage.
    public var rowCounts: [Int] {
        rowSources.map(\.count)
    }
}
