/// The row changes of a batch, checked against the rules and tallied per section.
struct RowTally {
    let rules: BatchUpdateRules
    let words: BatchUpdateMessages
    let stage: BatchUpdateStage
    let before: [Int]
    let sections: SectionMap

    /// Deleted rows, by section before the batch.
    var deleted: [Int: Set<Int>] = [:]
    /// Reloaded rows, by section before the batch.
    var reloaded: [Int: Set<Int>] = [:]
    /// Inserted rows, by section after the batch.
    var inserted: [Int: Set<Int>] = [:]
    /// Row moves, by the section before the batch they leave.
    var movesOut: [Int: [DiffMove<ElementPath>]] = [:]
    /// Row moves, by the section after the batch they enter.
    var movesIn: [Int: [DiffMove<ElementPath>]] = [:]

    init(
        rules: BatchUpdateRules, words: BatchUpdateMessages, stage: BatchUpdateStage, before: [Int],
        sections: SectionMap
    ) {
        self.rules = rules
        self.words = words
        self.stage = stage
        self.before = before
        self.sections = sections
    }

    private var after: [Int] { stage.rowCountsAfter }

    /// Runs the row rules in order: reloads next to section moves (strict), deletes and reloads,
    /// deletes against reloads (lowest path first), inserts, moves in the order listed, and the row
    /// count of every surviving section.
    mutating func checkAll() throws(BatchUpdateViolation) {
        if rules.isStrict, sections.movesSections {
            if let section = stage.sectionReloads.first { throw words.reloadWithSectionMoves("section \(section)") }
            if let path = stage.rowReloads.first {
                throw words.reloadWithSectionMoves("\(words.element) \(path.element) in section \(path.section)")
            }
        }
        for path in stage.rowDeletes { try mark(path, "delete", into: \.deleted) }
        for path in stage.rowReloads { try mark(path, "reload", into: \.reloaded) }
        try checkDeletedAndReloaded()
        for path in stage.rowInserts { try markInsert(path) }
        var sources = Set<ElementPath>()
        var destinations = Set<ElementPath>()
        for move in stage.rowMoves {
            try checkMove(move)
            guard sources.insert(move.source).inserted else { throw words.movedTwice(move.source) }
            guard destinations.insert(move.destination).inserted else {
                throw words.movedOntoOneDestination(move.destination)
            }
            movesOut[move.source.section, default: []].append(move)
            movesIn[move.destination.section, default: []].append(move)
        }
        try checkCounts()
    }

    /// The strict rule for a path inside a section that a section change replaces or moves.
    private func changedSection(before section: Int) -> String? {
        switch sections.before[section] {
        case .kept: nil
        case .deleted: "deleted"
        case .reloaded: "reloaded"
        case .movedAway: "moved"
        }
    }

    private func changedSection(after section: Int) -> String? {
        if sections.after[section] == .inserted { return "inserted" }
        if sections.isFresh(after: section) { return "reloaded" }
        return sections.after[section] == .movedIn ? "moved" : nil
    }

    private mutating func mark(
        _ path: ElementPath, _ verb: String, into rows: WritableKeyPath<RowTally, [Int: Set<Int>]>
    )
        throws(BatchUpdateViolation)
    {
        let section = path.section
        guard (0..<before.count).contains(section) else {
            throw words.elementSectionOutOfRange(verb, path, sections: before.count, after: false)
        }
        if !rules.isStrict, sections.before[section] == .deleted || sections.before[section] == .reloaded { return }
        guard (0..<before[section]).contains(path.element) else {
            throw words.deletedElementOutOfRange(path, count: before[section])
        }
        if rules.isStrict, let change = changedSection(before: section) {
            throw words.elementInChangedSection(verb, path, change: change)
        }
        if !self[keyPath: rows][section, default: []].insert(path.element).inserted, rules.isStrict {
            throw words.elementRepeated(verb, path)
        }
    }

    private func checkDeletedAndReloaded() throws(BatchUpdateViolation) {
        var lowest: ElementPath?
        for (section, rows) in reloaded {
            guard let gone = deleted[section], let row = rows.filter(gone.contains).min() else { continue }
            let path = ElementPath(section: section, element: row)
            if lowest.map({ path < $0 }) ?? true { lowest = path }
        }
        if let lowest { throw words.deletedAndReloaded(lowest) }
    }

    private mutating func markInsert(_ path: ElementPath) throws(BatchUpdateViolation) {
        let section = path.section
        guard (0..<after.count).contains(section) else {
            throw words.elementSectionOutOfRange("insert", path, sections: after.count, after: true)
        }
        if !rules.isStrict, sections.isFresh(after: section) { return }
        guard (0..<after[section]).contains(path.element) else {
            throw words.insertedElementOutOfRange(path, count: after[section])
        }
        if rules.isStrict, let change = changedSection(after: section) {
            throw words.elementInChangedSection("insert", path, change: change)
        }
        if !inserted[section, default: []].insert(path.element).inserted, rules.isStrict {
            throw words.elementRepeated("insert", path)
        }
    }

    private func checkMove(_ move: DiffMove<ElementPath>) throws(BatchUpdateViolation) {
        let (source, destination) = (move.source, move.destination)
        let sourceRows = before.indices.contains(source.section) ? before[source.section] : 0
        let sourceGone =
            !rules.isStrict && sections.before.indices.contains(source.section)
            && [.deleted, .reloaded].contains(sections.before[source.section])
        guard !sourceGone, (0..<sourceRows).contains(source.element) else {
            throw words.moveSourceMissing(source, count: sourceRows)
        }
        let destinationRows = after.indices.contains(destination.section) ? after[destination.section] : 0
        let destinationFresh =
            !rules.isStrict && after.indices.contains(destination.section)
            && sections.isFresh(after: destination.section)
        guard !destinationFresh, (0..<destinationRows).contains(destination.element) else {
            throw words.moveDestinationMissing(move, count: destinationRows)
        }
        if rules.isStrict, let change = changedSection(before: source.section) {
            throw words.elementInChangedSection("move", source, change: change)
        }
        if rules.isStrict, let change = changedSection(after: destination.section) {
            throw words.elementInChangedSection("move", destination, change: change)
        }
        if deleted[source.section]?.contains(source.element) == true
            || reloaded[source.section]?.contains(source.element) == true
        {
            throw words.deletedAndMoved(source)
        }
        if inserted[destination.section]?.contains(destination.element) == true {
            throw words.insertedAndMovedTo(destination)
        }
        if rules.isStrict, sections.movesSections, sections.targetOfBefore[source.section] != destination.section {
            throw words.moveAcrossWithSectionMoves(move)
        }
    }

    /// UIKit's count rule for every section that exists before and after and is not reloaded, in
    /// ascending order of the section before; the message names that section.
    private func checkCounts() throws(BatchUpdateViolation) {
        for old in before.indices {
            let new = sections.targetOfBefore[old]
            guard new >= 0, sections.before[old] != .reloaded else { continue }
            let movedIn = movesIn[new]?.filter { $0.source.section != old }.count ?? 0
            let movedOut = movesOut[old]?.filter { $0.destination.section != new }.count ?? 0
            let added = inserted[new]?.count ?? 0
            let removed = deleted[old]?.count ?? 0
            guard after[new] == before[old] + added - removed + movedIn - movedOut else {
                throw words.elementCount(
                    section: old, after: after[new], before: before[old], inserted: added, deleted: removed,
                    movedIn: movedIn, movedOut: movedOut)
            }
        }
    }
}
