extension BatchUpdateLayout {
    /// Builds the layout of a batch whose rules held.
    ///
    /// Sections without row moves in or out are answered by counting (`RowShift`); the others list their
    /// rows: inserts and move destinations take their slots, and the surviving rows of the section's
    /// source fill the remaining slots in order.
    init(sections: SectionMap, rows: RowTally, rowCountsBefore: [Int], stage: BatchUpdateStage) {
        self.rowCountsBefore = rowCountsBefore
        rowCountsAfter = stage.rowCountsAfter
        sectionTargets = sections.targetOfBefore
        sectionSources = sections.sourceOfAfter
        reloadedSections = sections.before.map { $0 == .reloaded }
        let targets = sections.targetOfBefore
        var changedOld = Set(rows.deleted.keys).union(rows.reloaded.keys).union(rows.movesOut.keys)
        for new in Set(rows.inserted.keys).union(rows.movesIn.keys) where sections.sourceOfAfter[new] >= 0 {
            changedOld.insert(sections.sourceOfAfter[new])
        }
        var origins: [Int: ChangedRows] = [:]
        var destinations: [Int: ChangedRows] = [:]
        var listed: [Int: [ElementPath?]] = [:]
        for old in changedOld {
            if rows.movesOut[old] != nil || rows.movesIn[targets[old]] != nil {
                listed[old] = [ElementPath?](repeating: nil, count: rowCountsBefore[old])
            } else {
                let shift = RowShift(
                    oldSection: old, newSection: targets[old], oldCount: rowCountsBefore[old],
                    newCount: stage.rowCountsAfter[targets[old]],
                    inserted: (rows.inserted[targets[old]] ?? []).sorted(),
                    deleted: (rows.deleted[old] ?? []).sorted(), reloaded: rows.reloaded[old] ?? [])
                origins[targets[old]] = .shifted(shift)
                destinations[old] = .shifted(shift)
            }
        }
        // Row moves fill their destinations first, then each listed section fills its free slots.
        var slotsByNew: [Int: [ElementPath?]] = [:]
        var takenByNew: [Int: [Bool]] = [:]
        for old in listed.keys {
            let new = targets[old]
            var taken = [Bool](repeating: false, count: stage.rowCountsAfter[new])
            for row in rows.inserted[new] ?? [] { taken[row] = true }
            takenByNew[new] = taken
            slotsByNew[new] = [ElementPath?](repeating: nil, count: taken.count)
        }
        for move in rows.movesIn.values.joined() {
            takenByNew[move.destination.section]?[move.destination.element] = true
            slotsByNew[move.destination.section]?[move.destination.element] = move.source
            listed[move.source.section]?[move.source.element] = move.destination
        }
        for old in listed.keys {
            let new = targets[old]
            Self.fill(
                old: old, new: new, rows: rows, count: rowCountsBefore[old], taken: &takenByNew[new, default: []],
                slots: &slotsByNew[new, default: []], destinations: &listed[old, default: []])
        }
        for (old, rowsOfOld) in listed { destinations[old] = .listed(rowsOfOld) }
        for (new, slots) in slotsByNew { origins[new] = .listed(slots) }
        rowOrigins = origins
        rowDestinations = destinations
    }

    /// Places the surviving rows of a listed section, in order, into the free slots of its new section.
    private static func fill(
        old: Int, new: Int, rows: RowTally, count: Int, taken: inout [Bool], slots: inout [ElementPath?],
        destinations: inout [ElementPath?]
    ) {
        // Flags indexed by row rather than sets: every surviving row is looked up.
        var gone = [Bool](repeating: false, count: count)
        for row in rows.deleted[old] ?? [] { gone[row] = true }
        for move in rows.movesOut[old] ?? [] { gone[move.source.element] = true }
        let reloaded = rows.reloaded[old] ?? []
        var slot = 0
        for row in 0..<count where !gone[row] {
            while taken[slot] { slot += 1 }
            taken[slot] = true
            guard !reloaded.contains(row) else { continue }
            slots[slot] = ElementPath(section: old, element: row)
            destinations[row] = ElementPath(section: new, element: slot)
        }
    }
}
