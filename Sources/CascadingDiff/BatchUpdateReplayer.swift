/// Follows every section and row through a sequence of stages, from the old data to the new.
///
/// Each position is labelled with where its content comes from: a non-negative label is a place in
/// the old data (a section offset, or for a row `section << 32 | row`, see `oldRowLabel`), a negative
/// label `~id` is the id-th element supplied fresh by the data source (inserted or reloaded). After the
/// last stage each fresh label sits at a position of the new data, which is where its content comes
/// from in every intermediate layout.
/// A fresh row that a later section reload replaces takes the content of the row that replaces it at
/// the same position.
///
/// Materializing is `@inlinable`, so it is specialized for the caller's element type: copying an element
/// through the generic value witnesses, not a retain, was about a tenth of the flat 5,000-element
/// diff with each stage's data.
@usableFromInline
struct BatchUpdateReplayer {
    /// Section and row labels of one layout.
    @usableFromInline
    struct Labels {
        @usableFromInline
        var sections: [Int]
        @usableFromInline
        var rows: [[Int]]
    }

    /// The labels after each stage.
    @usableFromInline
    var layouts: [Labels] = []

    /// For each fresh section id, its offset in the new data, or -1 when it does not reach it.
    @usableFromInline
    var freshSectionTargets: [Int] = []

    /// For each fresh row id, its path in the new data, or `nil` when it does not reach it.
    @usableFromInline
    var freshRowTargets: [ElementPath?] = []

    /// The labels of the old data.
    @usableFromInline
    let initial: Labels

    /// The label of an old row: its section in the upper half, its row in the lower 32 bits (a section
    /// replayed holds fewer than 2³² rows).
    ///
    /// Rows of one old section that stay together keep consecutive labels, and materializing reads a
    /// row straight from its section, without a flattened copy of every old row.
    static func oldRowLabel(section: Int, row: Int) -> Int {
        section << 32 | row
    }

    /// Whether a replay that trusts the planner checks every stage anyway: in builds with
    /// `CASCADING_INTERNAL_CHECKS` (the tests), which also compare both layouts.
    static var checksPlannedStages: Bool {
        #if CASCADING_INTERNAL_CHECKS
            true
        #else
            false
        #endif
    }

    /// Replays every stage.
    ///
    /// - Parameters:
    ///   - updates: The stages to replay.
    ///   - checkingRules: Whether every stage is checked against the rule book. When `false`, the stages
    ///     are taken as planned (`BatchUpdateRules.layout(ofPlanned:rowCountsBefore:)`): only their
    ///     section rules are checked.
    @usableFromInline
    init(_ updates: ConsistentBatchUpdates, checkingRules: Bool = true) throws(BatchUpdateViolation) {
        initial = Labels(
            sections: Array(updates.rowCountsBefore.indices),
            rows: updates.rowCountsBefore.enumerated().map { section, count in
                precondition(count <= 0xFFFF_FFFF, "a section replayed holds at most 2^32 - 1 rows")
                let first = Self.oldRowLabel(section: section, row: 0)
                return Array(first..<first + count)
            })
        var current = initial
        var counts = updates.rowCountsBefore
        var freshSections = 0
        var freshRows = 0
        var forwards: [Int] = []
        for (index, stage) in updates.stages.enumerated() {
            let layout: BatchUpdateLayout
            do {
                if checkingRules || Self.checksPlannedStages {
                    layout = try BatchUpdateRules.planner.check(stage, rowCountsBefore: counts)
                    if !checkingRules {
                        let planned = try BatchUpdateRules.planner.layout(ofPlanned: stage, rowCountsBefore: counts)
                        precondition(layout == planned, "a planned stage's layout differs from the checked one")
                    }
                } else {
                    layout = try BatchUpdateRules.planner.layout(ofPlanned: stage, rowCountsBefore: counts)
                }
            } catch {
                throw error.inStage(index)
            }
            var sections: [Int] = []
            var rows: [[Int]] = []
            sections.reserveCapacity(stage.rowCountsAfter.count)
            rows.reserveCapacity(stage.rowCountsAfter.count)
            for (offset, count) in stage.rowCountsAfter.enumerated() {
                let origin = layout.sectionOrigin(ofNew: offset)
                guard case .carried(let source) = origin else {
                    sections.append(~freshSections)
                    freshSections += 1
                    rows.append((freshRows..<freshRows + count).map { ~$0 })
                    forwards.append(contentsOf: repeatElement(-1, count: count))
                    freshRows += count
                    if case .reloaded(let source) = origin {
                        // Fresh rows the reload replaces take the content of the rows replacing them.
                        for (row, label) in current.rows[source].enumerated() where label < 0 && row < count {
                            forwards[~label] = ~rows[offset][row]
                        }
                    }
                    continue
                }
                sections.append(current.sections[source])
                rows.append(
                    Self.carry(current.rows, through: layout, inNew: offset, from: source, freshRows: &freshRows) {
                        forwards.append(-1)
                    })
            }
            current = Labels(sections: sections, rows: rows)
            layouts.append(current)
            counts = stage.rowCountsAfter
        }
        freshSectionTargets = [Int](repeating: -1, count: freshSections)
        freshRowTargets = [ElementPath?](repeating: nil, count: freshRows)
        for (offset, label) in current.sections.enumerated() where label < 0 {
            freshSectionTargets[~label] = offset
        }
        for (section, labels) in current.rows.enumerated() {
            for (offset, label) in labels.enumerated() where label < 0 {
                freshRowTargets[~label] = ElementPath(section: section, element: offset)
            }
        }
        // Forwarded ids are created later than the ids they replace, so resolve from the newest down.
        for id in stride(from: freshRows - 1, through: 0, by: -1) where freshRowTargets[id] == nil && forwards[id] >= 0
        {
            freshRowTargets[id] = freshRowTargets[forwards[id]]
        }
    }

    /// Runs shorter than this are copied label by label: a slice costs more than a few appends, and most
    /// runs of a scattered change hold one or two rows. On the flat 5,000-element bench scenario this
    /// took the replay from about a fifth of the diff's own time to about a seventh (perf samples).
    private static var shortRun: Int { 16 }

    /// The labels of a carried section after a stage: runs of carried rows copy their labels, fresh rows
    /// take the next fresh ids (calling `newFresh` for each).
    private static func carry(
        _ labels: [[Int]], through layout: BatchUpdateLayout, inNew section: Int, from source: Int,
        freshRows: inout Int, newFresh: () -> Void
    ) -> [Int] {
        let sourceLabels = labels[source]
        if layout.rowCountsAfter[section] == sourceLabels.count, layout.isUnchanged(inNew: section, from: source) {
            return sourceLabels
        }
        var result: [Int] = []
        result.reserveCapacity(layout.rowCountsAfter[section])
        layout.forEachRun(inNew: section, from: source) { origin, count in
            guard let origin else {
                for _ in 0..<count {
                    result.append(~freshRows)
                    freshRows += 1
                    newFresh()
                }
                return
            }
            let from = origin.section == source ? sourceLabels : labels[origin.section]
            if count < Self.shortRun {
                for index in origin.element..<origin.element + count {
                    result.append(from[index])
                }
            } else {
                result.append(contentsOf: from[origin.element..<origin.element + count])
            }
        }
        return result
    }

    /// The data a layout stands for, reading carried content from `old` and fresh content from `new`.
    ///
    /// A section that shows exactly one old section's rows shares that section's array. Otherwise rows
    /// are read from the rows array of the section they come from, held while consecutive rows come from
    /// the same one, instead of reaching through the sections for every row.
    @inlinable
    func materialize<Model, Row>(
        _ labels: Labels, stage: Int, old: [DiffSection<Model, Row>], new: [DiffSection<Model, Row>]
    ) throws(BatchUpdateViolation) -> [DiffSection<Model, Row>] {
        var result: [DiffSection<Model, Row>] = []
        result.reserveCapacity(labels.sections.count)
        var (oldSection, newSection) = (-1, -1)
        var (oldRows, newRows): ([Row], [Row]) = ([], [])
        for (offset, label) in labels.sections.enumerated() {
            let model: Model
            if label >= 0 {
                model = old[label].model
            } else {
                let target = freshSectionTargets[~label]
                guard target >= 0 else { throw .unresolvedFreshSection(offset, stage: stage) }
                model = new[target].model
            }
            let sectionLabels = labels.rows[offset]
            if let whole = Self.wholeOldSection(sectionLabels), old[whole].rows.count == sectionLabels.count {
                result.append(DiffSection(model: model, rows: old[whole].rows))
                continue
            }
            var rows: [Row] = []
            rows.reserveCapacity(sectionLabels.count)
            for (row, rowLabel) in sectionLabels.enumerated() {
                if rowLabel >= 0 {
                    if rowLabel >> 32 != oldSection {
                        oldSection = rowLabel >> 32
                        oldRows = old[oldSection].rows
                    }
                    rows.append(oldRows[rowLabel & 0xFFFF_FFFF])
                } else if let target = freshRowTargets[~rowLabel] {
                    if target.section != newSection {
                        newSection = target.section
                        newRows = new[newSection].rows
                    }
                    rows.append(newRows[target.element])
                } else {
                    throw .unresolvedFreshRow(ElementPath(section: offset, element: row), stage: stage)
                }
            }
            result.append(DiffSection(model: model, rows: rows))
        }
        return result
    }

    /// The old section whose rows, from its first on, a section's labels list in order, if any.
    @inlinable
    static func wholeOldSection(_ labels: [Int]) -> Int? {
        guard let first = labels.first, first >= 0, first & 0xFFFF_FFFF == 0,
            let last = labels.last, last == first + labels.count - 1
        else { return nil }
        for (index, label) in labels.enumerated() where label != first + index {
            return nil
        }
        return first >> 32
    }
}
