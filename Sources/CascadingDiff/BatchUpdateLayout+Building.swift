extension BatchUpdateLayout {
    /// Builds the layout of a batch whose rules held.
    ///
    /// Nothing is listed row by row: the layout keeps the sorted changes of each section (`SectionRows`),
    /// and the surviving rows of a section's source fill, in order, the slots of the section that no
    /// insert or move destination takes. Building costs O(S + C) for S sections and C changes.
    init(sections: SectionMap, rows: RowTally, rowCountsBefore: [Int], stage: BatchUpdateStage, work: inout Int) {
        self.rowCountsBefore = rowCountsBefore
        rowCountsAfter = stage.rowCountsAfter
        sectionTargets = sections.targetOfBefore
        sectionSources = sections.sourceOfAfter
        reloadedSections = sections.before.map { $0 == .reloaded }
        leaving = SectionRows(sectionCount: rowCountsBefore.count, plain: rows.deleted, moves: rows.movesBySource)
        reloadedRows = SectionRows(sectionCount: rowCountsBefore.count, plain: rows.reloaded)
        arriving = SectionRows(
            sectionCount: stage.rowCountsAfter.count, plain: rows.inserted, moves: rows.movesByDestination,
            end: { ($0.destination, $0.source) })
        // Each list visits its entries once and its sections twice.
        work &+=
            3 &* rowCountsBefore.count &+ stage.rowCountsAfter.count &+ leaving.rows.count
            &+ reloadedRows.rows.count &+ arriving.rows.count
    }

    /// Whether a carried section after the batch holds exactly the rows of its source, in order.
    func isUnchanged(inNew section: Int, from source: Int) -> Bool {
        arriving.entries(of: section).isEmpty && leaving.entries(of: source).isEmpty
            && reloadedRows.entries(of: source).isEmpty
    }

    /// Calls `body` with the rows of a carried section after the batch, in order, as runs: a run of
    /// `count` rows carried from consecutive rows of one section, starting at `origin`, or (`origin`
    /// `nil`) `count` fresh rows.
    ///
    /// The changes of the section and of its source are merged in one pass; the surviving rows between
    /// two changes come out as one run, so a section without changes is a single run.
    ///
    /// - Parameters:
    ///   - section: A carried section after the batch.
    ///   - source: The section before the batch it is carried from.
    ///   - body: Receives each run.
    /// - Complexity: O(changes in the section and its source) calls of `body`.
    func forEachRun(inNew section: Int, from source: Int, _ body: (_ origin: ElementPath?, _ count: Int) -> Void) {
        let count = rowCountsAfter[section]
        let taken = arriving.entries(of: section)
        let left = leaving.entries(of: source)
        let reloads = reloadedRows.entries(of: source)
        var (slot, old) = (0, 0)
        var (nextTaken, nextLeft, nextReload) = (taken.lowerBound, left.lowerBound, reloads.lowerBound)
        while slot < count {
            if nextTaken < taken.upperBound, arriving.rows[nextTaken] == slot {
                let partner = arriving.partners[nextTaken]
                body(partner.section >= 0 ? partner : nil, 1)
                nextTaken += 1
                slot += 1
                continue
            }
            while nextLeft < left.upperBound, leaving.rows[nextLeft] == old {
                nextLeft += 1
                old += 1
            }
            if nextReload < reloads.upperBound, reloadedRows.rows[nextReload] == old {
                body(nil, 1)
                nextReload += 1
                old += 1
                slot += 1
                continue
            }
            // Carried rows up to the next change on either side.
            var run = count - slot
            if nextTaken < taken.upperBound { run = Swift.min(run, arriving.rows[nextTaken] - slot) }
            if nextLeft < left.upperBound { run = Swift.min(run, leaving.rows[nextLeft] - old) }
            if nextReload < reloads.upperBound { run = Swift.min(run, reloadedRows.rows[nextReload] - old) }
            body(ElementPath(section: source, element: old), run)
            slot += run
            old += run
        }
    }
}
