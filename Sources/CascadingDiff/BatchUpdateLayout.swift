/// Where every section and row of a layout lands after a batch that `BatchUpdateRules` accepted.
///
/// Sections and rows that are reloaded keep their place but show new content: the queries answer `nil`
/// for them, as for deleted and inserted ones. Sections whose rows only gain, lose or reload rows are
/// answered by counting over their sorted changes (`RowShift`), so one query costs O(log changes) and
/// appending a row to a long section lists nothing; sections that rows move into or out of list their
/// rows.
///
///     let layout = try BatchUpdateRules(.table, .lenient).check(
///         BatchUpdateStage(rowInserts: [ElementPath(section: 0, element: 0)], rowCountsAfter: [3]),
///         rowCountsBefore: [2])
///     // layout.oldPath(forNew: ElementPath(section: 0, element: 1)) == ElementPath(section: 0, element: 0)
public struct BatchUpdateLayout: Hashable, Sendable {
    /// The rows of a section whose rows change, seen from one side of the batch.
    public enum ChangedRows: Hashable, Sendable {
        /// Only inserts, deletes and reloads touch the section: answered by counting.
        case shifted(RowShift)
        /// Rows move in or out: for each row, its path on the other side of the batch (`nil`: none).
        case listed([ElementPath?])
    }

    /// The number of rows in each section before the batch.
    public let rowCountsBefore: [Int]

    /// The number of rows in each section after the batch.
    public let rowCountsAfter: [Int]

    /// For each section before, its offset after, or -1 when deleted.
    let sectionTargets: [Int]
    /// For each section after, its offset before, or -1 when inserted.
    let sectionSources: [Int]
    /// For each section before, whether it is reloaded.
    let reloadedSections: [Bool]
    /// By section after, the origins of the rows of sections whose rows change.
    let rowOrigins: [Int: ChangedRows]
    /// By section before, the destinations of the rows of sections whose rows change.
    let rowDestinations: [Int: ChangedRows]

    /// Where a section after the batch comes from.
    ///
    /// - Parameter section: An offset after the batch.
    /// - Returns: `.carried`, `.reloaded` or `.inserted`; `.inserted` for an offset out of range.
    public func sectionOrigin(ofNew section: Int) -> StageReplay.SectionOrigin {
        guard sectionSources.indices.contains(section), sectionSources[section] >= 0 else { return .inserted }
        let source = sectionSources[section]
        return reloadedSections[source] ? .reloaded(source) : .carried(source)
    }

    /// The offset after the batch of a section before it whose content survives.
    ///
    /// - Parameter section: An offset before the batch.
    /// - Returns: The offset after the batch, or `nil` when the section is deleted, reloaded or out of range.
    public func newSection(forOld section: Int) -> Int? {
        guard sectionTargets.indices.contains(section), !reloadedSections[section] else { return nil }
        let target = sectionTargets[section]
        return target >= 0 ? target : nil
    }

    /// The path after the batch of a row before it whose content survives.
    ///
    /// - Parameter path: A path before the batch.
    /// - Returns: The path after the batch, or `nil` when the row is deleted, reloaded, inside a deleted
    ///   or reloaded section, or out of range.
    /// - Complexity: O(log changes in the row's section).
    public func newPath(forOld path: ElementPath) -> ElementPath? {
        guard let section = newSection(forOld: path.section) else { return nil }
        return Self.follow(
            path.element, through: rowDestinations[path.section], count: rowCountsBefore[path.section], into: section,
            shifting: RowShift.newRow(forOld:))
    }

    /// The path before the batch of the row whose content a row after it shows.
    ///
    /// - Parameter path: A path after the batch.
    /// - Returns: The path before the batch, or `nil` when the row is fresh (inserted, reloaded, or inside
    ///   an inserted or reloaded section) or out of range.
    /// - Complexity: O(log changes in the row's section).
    public func oldPath(forNew path: ElementPath) -> ElementPath? {
        guard case .carried(let source) = sectionOrigin(ofNew: path.section) else { return nil }
        return Self.follow(
            path.element, through: rowOrigins[path.section], count: rowCountsAfter[path.section], into: source,
            shifting: RowShift.oldRow(forNew:))
    }

    /// Follows a row of a carried section to the other side of the batch: by counting, by listing, or
    /// unchanged when its section's rows do not change.
    private static func follow(
        _ row: Int, through changed: ChangedRows?, count: Int, into section: Int,
        shifting: (RowShift) -> (Int) -> Int?
    ) -> ElementPath? {
        switch changed {
        case .shifted(let shift): return shifting(shift)(row).map { ElementPath(section: section, element: $0) }
        case .listed(let rows): return rows.indices.contains(row) ? rows[row] : nil
        case nil: return (0..<count).contains(row) ? ElementPath(section: section, element: row) : nil
        }
    }

    /// The origins of the rows of a carried section after the batch, when its rows change.
    ///
    /// - Parameter section: An offset after the batch.
    /// - Returns: `nil` when the section keeps its rows as they were, or is fresh.
    public func changedRows(inNew section: Int) -> ChangedRows? {
        rowOrigins[section]
    }

    /// The layout listed row by row: for each section after the batch its origin, and for each row the
    /// path it is carried from.
    ///
    /// - Complexity: O(S + R) for S sections and R rows after the batch.
    public var replay: StageReplay {
        let origins = rowCountsAfter.indices.map(sectionOrigin(ofNew:))
        let rows = rowCountsAfter.enumerated().map { section, count -> [ElementPath?] in
            guard case .carried = origins[section] else { return [ElementPath?](repeating: nil, count: count) }
            if case .listed(let rows) = rowOrigins[section] { return rows }
            return (0..<count).map { oldPath(forNew: ElementPath(section: section, element: $0)) }
        }
        return StageReplay(sectionOrigins: origins, rowSources: rows)
    }
}
