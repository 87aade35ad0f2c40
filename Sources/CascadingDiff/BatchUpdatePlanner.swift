/// Splits the changes between two sectioned snapshots into stages that UIKit accepts one after another.
///
/// The planner first tries a single structural stage from the old layout straight to the new one. That
/// stage is kept unless a row moves into a section inserted by it, out of a section deleted by it, or
/// the stage moves sections while rows move between sections or change inside a moved section. Rows that
/// leave a deleted section force a later stage anyway: such a section *lingers* (it is kept, holding only
/// its dying rows) until a final stage deletes it. When the single stage is not allowed, the structural
/// changes are split in two: first the sections (inserted ones with only their newly inserted rows,
/// moves, deletes) while rows stay put, then the rows (deletes, inserts, moves) while sections stay put.
///
/// Content comes last. A row whose content changed is reloaded, at its position before the stage, in the
/// stage that settles the rows, unless that row moves there or that stage moves sections; then it is
/// reloaded after the structure is final. A section whose model changed is reloaded in the last
/// structural stage when that stage neither moves sections nor touches the section's rows; otherwise
/// after the structure is final. Rows inside a reloaded section are never also reloaded individually.
///
/// - Complexity: O(S + R) time and memory; at most four layout transitions are computed.
struct BatchUpdatePlanner {
    /// The pairing of the two snapshots.
    let matching: TableMatching

    /// The transition from the old snapshot straight to the new one.
    let transition: LayoutTransition

    /// The token maps every transition of the plan pairs its layouts with.
    var positions: TokenPositions

    /// The size of the section token space.
    private var sectionTokenCount: Int {
        matching.oldSectionCount + matching.newSectionCount
    }

    /// Plans the stages.
    mutating func plan() -> ConsistentBatchUpdates {
        let lingering = lingeringSections()
        let settled = lingering.isEmpty ? transition.after : layout(keeping: lingering, rowsSettled: true)
        let direct =
            lingering.isEmpty
            ? transition : makeTransition(from: transition.before, to: settled)
        var transitions: [LayoutTransition]
        if isAllowedAsOneStage(direct) {
            transitions = [direct]
        } else {
            let arranged = layout(keeping: lingering, rowsSettled: false)
            transitions = [
                makeTransition(from: transition.before, to: arranged),
                makeTransition(from: arranged, to: settled),
            ]
        }
        let rowStageIndex = transitions.count - 1
        if !lingering.isEmpty {
            transitions.append(makeTransition(from: settled, to: transition.after))
        }
        var stages = transitions.map(Self.structuralStage(of:))
        var content = ContentPlan()

        // Row content: reload in place in the stage that settles the rows, or defer.
        let rows = transitions[rowStageIndex]
        for row in 0..<rows.after.rowCount {
            let origin = rows.rowBeforeOfAfter[row]
            let token = rows.after.rowTokens[row]
            guard origin >= 0, token < matching.oldRowCount, matching.rowChanged[token] else { continue }
            if rows.rowIsMoved[row] || rows.hasSectionMoves {
                content.deferredRows.append(token)
            } else {
                stages[rowStageIndex].rowReloads.append(rows.before.path(ofRow: origin))
            }
        }

        // Section content: reload in the last structural stage when nothing there touches the section.
        let lastIndex = transitions.count - 1
        let last = transitions[lastIndex]
        let touched = TouchedSections(stage: stages[lastIndex], before: last.before, after: last.after)
        var reloadedInLast = [Bool](repeating: false, count: last.before.sectionCount)
        if !last.hasSectionMoves {
            var sectionPosition = [Int](repeating: -1, count: sectionTokenCount)
            for (offset, token) in last.before.sectionTokens.enumerated() {
                sectionPosition[token] = offset
            }
            for (section, changed) in matching.sectionChanged.enumerated() where changed {
                let position = sectionPosition[section]
                guard position >= 0 else { continue }
                let target = last.sectionAfterOfBefore[position]
                if target >= 0, !touched.before[position], !touched.after[target] {
                    stages[lastIndex].sectionReloads.append(position)
                    reloadedInLast[position] = true
                } else {
                    content.deferredSections.append(section)
                }
            }
        } else {
            content.deferredSections = matching.sectionChanged.indices.filter { matching.sectionChanged[$0] }
        }
        content.deferredSections.removeAll { transition.sectionAfterOfBefore[$0] < 0 }

        // Deferred rows join the final stage when it only deletes lingering sections; otherwise they and
        // the deferred sections form a content stage in the final coordinates.
        if lastIndex != rowStageIndex {
            // The shared row map, reset afterwards like a pairing resets it.
            for (offset, token) in last.before.rowTokens.enumerated() {
                positions.rows[token] = offset
            }
            for token in content.deferredRows {
                let path = last.before.path(ofRow: positions.rows[token])
                if !reloadedInLast[path.section] {
                    stages[lastIndex].rowReloads.append(path)
                }
            }
            for token in last.before.rowTokens {
                positions.rows[token] = -1
            }
            content.deferredRows = []
        }
        stages.append(content.stage(transition: transition))
        return ConsistentBatchUpdates(rowCountsBefore: transition.before.rowCounts, stages: stages)
    }

    /// Old sections that are deleted while some of their rows survive elsewhere.
    private func lingeringSections() -> [Bool] {
        var lingering = [Bool](repeating: false, count: matching.oldSectionCount)
        var any = false
        for section in 0..<matching.oldSectionCount where transition.sectionAfterOfBefore[section] < 0 {
            for row in transition.before.rows(inSection: section) where transition.rowAfterOfBefore[row] >= 0 {
                lingering[section] = true
                any = true
                break
            }
        }
        return any ? lingering : []
    }

    /// An intermediate layout: the new sections in new order, with each lingering section placed right
    /// after the surviving section that preceded it in the old snapshot (or first, when none did).
    ///
    /// - Parameters:
    ///   - lingering: For each old section, whether it lingers; may be empty.
    ///   - rowsSettled: When `true`, sections hold their new rows and lingering sections their dying rows.
    ///     When `false`, surviving and lingering sections hold their old rows and inserted sections only
    ///     the rows that are new to the table.
    /// - Returns: The layout, over this planner's token spaces.
    private func layout(keeping lingering: [Bool], rowsSettled: Bool) -> TokenLayout {
        let old = transition.before
        let new = transition.after
        // followers[s] lists, in old order, the lingering sections that follow surviving section s;
        // followers[oldSectionCount] lists those before any surviving section.
        var followers = [[Int]](repeating: [], count: matching.oldSectionCount + 1)
        var anchor = matching.oldSectionCount
        for section in 0..<matching.oldSectionCount {
            if transition.sectionAfterOfBefore[section] >= 0 {
                anchor = section
            } else if !lingering.isEmpty, lingering[section] {
                followers[anchor].append(section)
            }
        }
        var layout = TokenLayout()
        layout.reserveCapacity(sections: new.sectionCount + old.sectionCount, rows: old.rowCount + new.rowCount)
        func appendLingering(after anchor: Int) {
            for section in followers[anchor] {
                layout.appendSection(section)
                for row in old.rows(inSection: section) where !rowsSettled || transition.rowAfterOfBefore[row] < 0 {
                    layout.appendRow(row)
                }
            }
        }
        appendLingering(after: matching.oldSectionCount)
        for section in 0..<new.sectionCount {
            layout.appendSection(new.sectionTokens[section])
            let source = transition.sectionBeforeOfAfter[section]
            if rowsSettled {
                for row in new.rows(inSection: section) {
                    layout.appendRow(new.rowTokens[row])
                }
            } else if source >= 0 {
                for row in old.rows(inSection: source) {
                    layout.appendRow(old.rowTokens[row])
                }
            } else {
                for row in new.rows(inSection: section) where transition.rowBeforeOfAfter[row] < 0 {
                    layout.appendRow(new.rowTokens[row])
                }
            }
            if source >= 0 {
                appendLingering(after: source)
            }
        }
        return layout
    }

    /// Whether one batch can carry a transition under UIKit's rules and this library's stricter ones.
    private func isAllowedAsOneStage(_ candidate: LayoutTransition) -> Bool {
        for row in 0..<candidate.after.rowCount where candidate.rowBeforeOfAfter[row] >= 0 {
            let source = candidate.before.rowSections[candidate.rowBeforeOfAfter[row]]
            let target = candidate.after.rowSections[row]
            // A row may not come from a deleted section nor land in an inserted one.
            if candidate.sectionAfterOfBefore[source] < 0 || candidate.sectionBeforeOfAfter[target] < 0 {
                return false
            }
            if candidate.hasSectionMoves, candidate.rowIsMoved[row] {
                if candidate.movesBetweenSections(row: row) || candidate.sectionIsMoved[target] {
                    return false
                }
            }
        }
        guard candidate.hasSectionMoves else { return true }
        for row in 0..<candidate.before.rowCount where candidate.rowAfterOfBefore[row] < 0 {
            let target = candidate.sectionAfterOfBefore[candidate.before.rowSections[row]]
            if target >= 0, candidate.sectionIsMoved[target] {
                return false
            }
        }
        for row in 0..<candidate.after.rowCount where candidate.rowBeforeOfAfter[row] < 0 {
            if candidate.sectionIsMoved[candidate.after.rowSections[row]] {
                return false
            }
        }
        return true
    }

    /// A transition over this planner's token spaces.
    private mutating func makeTransition(from before: TokenLayout, to after: TokenLayout) -> LayoutTransition {
        LayoutTransition(from: before, to: after, positions: &positions)
    }

    /// The structural changes of a transition as a stage, without rows of deleted or inserted sections.
    private static func structuralStage(of transition: LayoutTransition) -> BatchUpdateStage {
        BatchUpdateStage(
            sectionDeletes: transition.sectionDeletes,
            sectionInserts: transition.sectionInserts,
            sectionMoves: transition.sectionMoves,
            rowDeletes: transition.rowDeletes(includingDeletedSections: false),
            rowInserts: transition.rowInserts(includingInsertedSections: false),
            rowMoves: transition.rowMoves,
            rowCountsAfter: transition.after.rowCounts
        )
    }
}

/// The content reloads that wait until the table has its final structure.
private struct ContentPlan {
    /// Tokens (old flat offsets) of rows to reload.
    var deferredRows: [Int] = []

    /// Old offsets of sections to reload.
    var deferredSections: [Int] = []

    /// The reloads as a stage in the final coordinates, skipping rows inside reloaded sections.
    func stage(transition: LayoutTransition) -> BatchUpdateStage {
        var reloaded = [Bool](repeating: false, count: transition.after.sectionCount)
        var sectionReloads: [Int] = []
        for section in deferredSections {
            let target = transition.sectionAfterOfBefore[section]
            reloaded[target] = true
            sectionReloads.append(target)
        }
        var rowReloads: [ElementPath] = []
        for token in deferredRows {
            let path = transition.after.path(ofRow: transition.rowAfterOfBefore[token])
            if !reloaded[path.section] {
                rowReloads.append(path)
            }
        }
        return BatchUpdateStage(
            sectionReloads: sectionReloads, rowReloads: rowReloads, rowCountsAfter: transition.after.rowCounts)
    }
}

/// The sections whose rows a stage changes, before and after the stage.
private struct TouchedSections {
    /// For each section before the stage, whether a row delete, reload or move source lies in it.
    var before: [Bool]

    /// For each section after the stage, whether a row insert or move destination lies in it.
    var after: [Bool]

    init(stage: BatchUpdateStage, before layoutBefore: TokenLayout, after layoutAfter: TokenLayout) {
        before = [Bool](repeating: false, count: layoutBefore.sectionCount)
        after = [Bool](repeating: false, count: layoutAfter.sectionCount)
        for path in stage.rowDeletes {
            before[path.section] = true
        }
        for path in stage.rowReloads {
            before[path.section] = true
        }
        for move in stage.rowMoves {
            before[move.source.section] = true
            after[move.destination.section] = true
        }
        for path in stage.rowInserts {
            after[path.section] = true
        }
    }
}
