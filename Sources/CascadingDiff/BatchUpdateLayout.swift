/// Where every section and row of a layout lands after a batch that `BatchUpdateRules` accepted.
///
/// Sections and rows that are reloaded keep their place but show new content: the queries answer `nil`
/// for them, as for deleted and inserted ones. The layout keeps only the changes, sorted section by
/// section, and answers by counting over them: the surviving rows of a section fill, in order, the slots
/// that no insert or move takes. One query costs O(log changes), and building the layout never lists
/// the rows, so appending a row to a long section or moving one row in it costs the same at any length.
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
    /// By section before, the rows that leave their place: deleted ones, and move sources paired with
    /// their destinations. Only sections that survive with their content are listed.
    let leaving: SectionRows
    /// By section before, the reloaded rows of sections that survive with their content.
    let reloadedRows: SectionRows
    /// By section after, the rows that do not come from their section's surviving rows: inserted ones,
    /// and move destinations paired with their sources. Only carried sections are listed.
    let arriving: SectionRows

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
    /// - Complexity: O(log changes in the row's section and in the section it lands in).
    public func newPath(forOld path: ElementPath) -> ElementPath? {
        guard let section = newSection(forOld: path.section), (0..<rowCountsBefore[path.section]).contains(path.element)
        else { return nil }
        let left = leaving.entries(of: path.section)
        let index = leaving.lowerBound(path.element, in: left)
        if index < left.upperBound, leaving.rows[index] == path.element {
            let partner = leaving.partners[index]
            return partner.section >= 0 ? partner : nil
        }
        guard !reloadedRows.contains(path.element, in: path.section) else { return nil }
        let rank = path.element - (index - left.lowerBound)
        let slot = SortedRows.freeSlot(rank, skipping: arriving.rows, within: arriving.entries(of: section))
        return ElementPath(section: section, element: slot)
    }

    /// The path before the batch of the row whose content a row after it shows.
    ///
    /// - Parameter path: A path after the batch.
    /// - Returns: The path before the batch, or `nil` when the row is fresh (inserted, reloaded, or inside
    ///   an inserted or reloaded section) or out of range.
    /// - Complexity: O(log changes in the row's section and in the section it comes from).
    public func oldPath(forNew path: ElementPath) -> ElementPath? {
        guard case .carried(let source) = sectionOrigin(ofNew: path.section),
            (0..<rowCountsAfter[path.section]).contains(path.element)
        else { return nil }
        let taken = arriving.entries(of: path.section)
        let index = arriving.lowerBound(path.element, in: taken)
        if index < taken.upperBound, arriving.rows[index] == path.element {
            let partner = arriving.partners[index]
            return partner.section >= 0 ? partner : nil
        }
        let rank = path.element - (index - taken.lowerBound)
        let row = SortedRows.freeSlot(rank, skipping: leaving.rows, within: leaving.entries(of: source))
        guard !reloadedRows.contains(row, in: source) else { return nil }
        return ElementPath(section: source, element: row)
    }

    /// The origins of the rows of a carried section after the batch, when its rows change.
    ///
    /// Sections whose rows only gain, lose or reload rows are answered with a `RowShift`; sections that
    /// rows move into or out of list the origin of every row, built by this call.
    ///
    /// - Parameter section: An offset after the batch.
    /// - Returns: `nil` when the section keeps its rows as they were, or is fresh.
    /// - Complexity: O(changes) for a shifted section; O(rows of the section) for a listed one.
    public func changedRows(inNew section: Int) -> ChangedRows? {
        guard case .carried(let source) = sectionOrigin(ofNew: section) else { return nil }
        let changes = leaving.entries(of: source).count + reloadedRows.entries(of: source).count
        guard changes + arriving.entries(of: section).count > 0 else { return nil }
        if leaving.hasPartners(in: source) || arriving.hasPartners(in: section) {
            return .listed(rowSources(inNew: section, from: source))
        }
        return .shifted(
            RowShift(
                oldSection: source, newSection: section, oldCount: rowCountsBefore[source],
                newCount: rowCountsAfter[section], inserted: arriving.rows(of: section),
                deleted: leaving.rows(of: source), reloaded: Set(reloadedRows.rows(of: source))))
    }

    /// The layout listed row by row: for each section after the batch its origin, and for each row the
    /// path it is carried from.
    ///
    /// - Complexity: O(S + R) for S sections and R rows after the batch; each row is written once, in
    ///   runs, without a search.
    public var replay: StageReplay {
        let origins = rowCountsAfter.indices.map(sectionOrigin(ofNew:))
        let rows = rowCountsAfter.enumerated().map { section, count -> [ElementPath?] in
            guard case .carried(let source) = origins[section] else {
                return [ElementPath?](repeating: nil, count: count)
            }
            return rowSources(inNew: section, from: source)
        }
        return StageReplay(sectionOrigins: origins, rowSources: rows)
    }

    /// The origin of every row of a carried section after the batch.
    private func rowSources(inNew section: Int, from source: Int) -> [ElementPath?] {
        var rows: [ElementPath?] = []
        rows.reserveCapacity(rowCountsAfter[section])
        forEachRun(inNew: section, from: source) { origin, count in
            guard let origin else {
                rows.append(contentsOf: repeatElement(nil, count: count))
                return
            }
            for row in origin.element..<origin.element + count {
                rows.append(ElementPath(section: origin.section, element: row))
            }
        }
        return rows
    }
}
