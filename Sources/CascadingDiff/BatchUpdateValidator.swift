/// Checks one batch stage against UIKit's rules and works out where every section and row ends up.
///
/// The checks, in order: row counts are not negative; section offsets are in range and each section
/// appears at most once among deletes, reloads and move sources, and at most once among inserts and
/// move destinations; the section count rule; row paths are in range and not inside a section that is
/// deleted, inserted or reloaded; each row appears at most once among deletes, reloads and move
/// sources, and at most once among inserts and move destinations; this library's stricter rules for
/// stages that move sections; and the row count rule for every section that exists before and after.
/// The layout then follows UIKit's model: inserts and move destinations take their slots, and the
/// remaining slots of each section are filled, in order, by the rows of its source section that are
/// neither deleted nor moved away.
struct BatchUpdateValidator {
    /// What happens to a section or row that exists before the stage.
    private enum BeforeRole: UInt8 {
        case kept, deleted, reloaded, movedAway

        var verb: String {
            switch self {
            case .kept: "keep"
            case .deleted: "delete"
            case .reloaded: "reload"
            case .movedAway: "move"
            }
        }
    }

    /// How a section or row that exists after the stage gets there.
    private enum AfterRole: UInt8 {
        case filled, inserted, movedIn
    }

    let rowCountsBefore: [Int]
    let stage: BatchUpdateStage

    /// Runs the checks and builds the layout after the stage.
    func replay() throws(BatchUpdateViolation) -> StageReplay {
        let after = stage.rowCountsAfter
        for (section, count) in rowCountsBefore.enumerated() where count < 0 {
            throw .negativeRowCount(section: section, count: count, after: false)
        }
        for (section, count) in after.enumerated() where count < 0 {
            throw .negativeRowCount(section: section, count: count, after: true)
        }
        let sections = try mapSections()
        let rows = try RowBook(validator: self, sections: sections)
        let origins = sections.sourceOfAfter.map { source -> StageReplay.SectionOrigin in
            if source < 0 { return .inserted }
            return sections.before[source] == .reloaded ? .reloaded(source) : .carried(source)
        }
        return StageReplay(sectionOrigins: origins, rowSources: rows.sources)
    }

    /// For each section before the stage, the section it becomes after it, or -1 when deleted.
    ///
    /// Checks only the section-level rules (offsets in range, no section changed twice, the section
    /// count rule), in O(S + C) for S sections and C section changes; rows are not looked at.
    func sectionTargets() throws(BatchUpdateViolation) -> [Int] {
        try mapSections().targetOfBefore
    }

    /// The section mapping of a stage.
    private struct SectionMap {
        var before: [BeforeRole]
        var after: [AfterRole]
        /// For each section after, the section before it comes from (kept, reloaded or moved), or -1.
        var sourceOfAfter: [Int]
        /// For each section before, the section after it becomes, or -1 when deleted.
        var targetOfBefore: [Int]
        /// For each section after, whether its rows all come from the data source.
        var isFresh: [Bool]
    }

    private func mapSections() throws(BatchUpdateViolation) -> SectionMap {
        let countBefore = rowCountsBefore.count
        let countAfter = stage.rowCountsAfter.count
        var before = [BeforeRole](repeating: .kept, count: countBefore)
        func mark(_ section: Int, _ role: BeforeRole) throws(BatchUpdateViolation) {
            guard section >= 0, section < countBefore else {
                throw .sectionOutOfRange(role.verb, section: section, sections: countBefore, after: false)
            }
            guard before[section] == .kept else {
                throw .sectionConflict(before[section].verb, role.verb, section: section)
            }
            before[section] = role
        }
        for section in stage.sectionDeletes { try mark(section, .deleted) }
        for section in stage.sectionReloads { try mark(section, .reloaded) }
        for move in stage.sectionMoves { try mark(move.source, .movedAway) }
        var after = [AfterRole](repeating: .filled, count: countAfter)
        func mark(_ section: Int, _ role: AfterRole) throws(BatchUpdateViolation) {
            let verb = role == .inserted ? "insert" : "move to"
            guard section >= 0, section < countAfter else {
                throw .sectionOutOfRange(verb, section: section, sections: countAfter, after: true)
            }
            guard after[section] == .filled else {
                throw .sectionConflict(after[section] == .inserted ? "insert" : "move to", verb, section: section)
            }
            after[section] = role
        }
        for section in stage.sectionInserts { try mark(section, .inserted) }
        for move in stage.sectionMoves { try mark(move.destination, .movedIn) }
        let inserted = stage.sectionInserts.count
        let deleted = stage.sectionDeletes.count
        guard countAfter == countBefore + inserted - deleted else {
            throw .invalidSectionCount(after: countAfter, before: countBefore, inserted: inserted, deleted: deleted)
        }
        var map = SectionMap(
            before: before, after: after, sourceOfAfter: [Int](repeating: -1, count: countAfter),
            targetOfBefore: [Int](repeating: -1, count: countBefore),
            isFresh: [Bool](repeating: false, count: countAfter))
        for move in stage.sectionMoves {
            map.sourceOfAfter[move.destination] = move.source
            map.targetOfBefore[move.source] = move.destination
        }
        var next = 0
        for section in 0..<countAfter where after[section] == .filled {
            while before[next] == .deleted || before[next] == .movedAway {
                next += 1
            }
            map.sourceOfAfter[section] = next
            map.targetOfBefore[next] = section
            next += 1
        }
        for section in 0..<countAfter {
            let source = map.sourceOfAfter[section]
            map.isFresh[section] = source < 0 || before[source] == .reloaded
        }
        return map
    }

    /// The row-level bookkeeping of a stage: roles, per-section tallies and the resulting layout.
    private struct RowBook {
        var sources: [[ElementPath?]] = []

        init(validator: BatchUpdateValidator, sections: SectionMap) throws(BatchUpdateViolation) {
            let stage = validator.stage
            let countsBefore = validator.rowCountsBefore
            let countsAfter = stage.rowCountsAfter
            let movesSections = !stage.sectionMoves.isEmpty
            var startsBefore = [0]
            for count in countsBefore { startsBefore.append(startsBefore[startsBefore.count - 1] + count) }
            var startsAfter = [0]
            for count in countsAfter { startsAfter.append(startsAfter[startsAfter.count - 1] + count) }
            var before = [BeforeRole](repeating: .kept, count: startsBefore[startsBefore.count - 1])
            var after = [AfterRole](repeating: .filled, count: startsAfter[startsAfter.count - 1])
            var moveSources = [ElementPath](repeating: ElementPath(section: -1, element: -1), count: after.count)
            var deleted = [Int](repeating: 0, count: countsBefore.count)
            var movedOut = [Int](repeating: 0, count: countsBefore.count)
            var inserted = [Int](repeating: 0, count: countsAfter.count)
            var movedIn = [Int](repeating: 0, count: countsAfter.count)

            if movesSections, !stage.sectionReloads.isEmpty {
                throw .reloadWithSectionMoves("section \(stage.sectionReloads[0])")
            }
            if movesSections, let path = stage.rowReloads.first {
                throw .reloadWithSectionMoves("row \(path.element) in section \(path.section)")
            }

            func markBefore(_ path: ElementPath, _ role: BeforeRole) throws(BatchUpdateViolation) {
                let section = path.section
                guard section >= 0, section < countsBefore.count else {
                    throw .rowSectionOutOfRange(
                        role.verb, row: path.element, section: section, sections: countsBefore.count, after: false)
                }
                guard path.element >= 0, path.element < countsBefore[section] else {
                    if role == .movedAway {
                        throw .moveSourceOutOfRange(path, rows: countsBefore[section])
                    }
                    throw .rowOutOfRange(role.verb, row: path.element, section: section, rows: countsBefore[section])
                }
                switch sections.before[section] {
                case .kept: break
                case .deleted: throw .rowInChangedSection(role.verb, path: path, change: "deleted")
                case .reloaded: throw .rowInChangedSection(role.verb, path: path, change: "reloaded")
                case .movedAway: throw .rowInChangedSection(role.verb, path: path, change: "moved")
                }
                let flat = startsBefore[section] + path.element
                switch (before[flat], role) {
                case (.kept, _): before[flat] = role
                case (.deleted, .reloaded), (.reloaded, .deleted):
                    throw .rowConflict("delete and reload the same index path", path: path)
                case (.deleted, .movedAway), (.movedAway, .deleted):
                    throw .rowConflict("perform a delete and a move from the same index path", path: path)
                case (.reloaded, .movedAway), (.movedAway, .reloaded):
                    throw .rowConflict("reload and move the same index path", path: path)
                default:
                    throw .rowConflict("\(role.verb) the same index path more than once", path: path)
                }
            }

            func markAfter(_ path: ElementPath, _ role: AfterRole, source: ElementPath?) throws(BatchUpdateViolation) {
                let verb = role == .inserted ? "insert" : "move"
                let section = path.section
                guard section >= 0, section < countsAfter.count else {
                    throw .rowSectionOutOfRange(
                        verb, row: path.element, section: section, sections: countsAfter.count, after: true)
                }
                guard path.element >= 0, path.element < countsAfter[section] else {
                    if let source {
                        throw .moveDestinationOutOfRange(
                            DiffMove(source: source, destination: path), rows: countsAfter[section])
                    }
                    throw .insertOutOfRange(row: path.element, section: section, rows: countsAfter[section])
                }
                if sections.after[section] == .inserted {
                    throw .rowInChangedSection(verb, path: path, change: "inserted")
                }
                if sections.isFresh[section] {
                    throw .rowInChangedSection(verb, path: path, change: "reloaded")
                }
                if sections.after[section] == .movedIn {
                    throw .rowInChangedSection(verb, path: path, change: "moved")
                }
                let flat = startsAfter[section] + path.element
                switch (after[flat], role) {
                case (.filled, _): after[flat] = role
                case (.inserted, .inserted): throw .rowConflict("insert the same index path more than once", path: path)
                case (.movedIn, .movedIn):
                    throw .rowConflict("move more than one row to the same index path", path: path)
                default: throw .rowConflict("perform an insert and a move to the same index path", path: path)
                }
                if let source { moveSources[flat] = source }
            }

            for path in stage.rowDeletes {
                try markBefore(path, .deleted)
                deleted[path.section] += 1
            }
            for path in stage.rowReloads {
                try markBefore(path, .reloaded)
            }
            for path in stage.rowInserts {
                try markAfter(path, .inserted, source: nil)
                inserted[path.section] += 1
            }
            for move in stage.rowMoves {
                try markBefore(move.source, .movedAway)
                try markAfter(move.destination, .movedIn, source: move.source)
                if sections.targetOfBefore[move.source.section] != move.destination.section {
                    if movesSections { throw .moveWithSectionMoves(move) }
                    movedOut[move.source.section] += 1
                    movedIn[move.destination.section] += 1
                }
            }

            for section in 0..<countsAfter.count where !sections.isFresh[section] {
                let source = sections.sourceOfAfter[section]
                let expected =
                    countsBefore[source] + inserted[section] - deleted[source] + movedIn[section] - movedOut[source]
                guard countsAfter[section] == expected else {
                    throw .invalidRowCount(
                        section: section, after: countsAfter[section], before: countsBefore[source],
                        inserted: inserted[section], deleted: deleted[source], movedIn: movedIn[section],
                        movedOut: movedOut[source])
                }
            }

            sources.reserveCapacity(countsAfter.count)
            for section in 0..<countsAfter.count {
                var rows = [ElementPath?](repeating: nil, count: countsAfter[section])
                if !sections.isFresh[section] {
                    let source = sections.sourceOfAfter[section]
                    var next = startsBefore[source]
                    for row in 0..<rows.count {
                        let flat = startsAfter[section] + row
                        switch after[flat] {
                        case .inserted: continue
                        case .movedIn: rows[row] = moveSources[flat]
                        case .filled:
                            while before[next] == .deleted || before[next] == .movedAway {
                                next += 1
                            }
                            if before[next] == .kept {
                                rows[row] = ElementPath(section: source, element: next - startsBefore[source])
                            }
                            next += 1
                        }
                    }
                }
                sources.append(rows)
            }
        }
    }
}
