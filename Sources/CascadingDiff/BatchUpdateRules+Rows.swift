/// The row changes of a batch, checked against the rules and tallied per section.
///
/// Nothing here visits the rows of a section: every list of changes is brought into ascending order
/// once (free when it already is, as the planner's are), repeats are found in that order, and the count
/// rule reads tallies kept in arrays indexed by section. A check costs O(S + C log C) for S sections and
/// C listed changes, whatever the number of rows.
struct RowTally {
    let rules: BatchUpdateRules
    let words: BatchUpdateMessages
    let stage: BatchUpdateStage
    let before: [Int]
    let sections: SectionMap

    /// Deleted rows that count (not inside a section a lenient batch deletes or reloads), ascending and
    /// distinct, by path before the batch.
    private(set) var deleted: [ElementPath] = []
    /// Reloaded rows that count, ascending and distinct, by path before the batch.
    private(set) var reloaded: [ElementPath] = []
    /// Inserted rows that count (not inside a section that is fresh after a lenient batch), ascending
    /// and distinct, by path after the batch.
    private(set) var inserted: [ElementPath] = []
    /// Row moves, ascending by source.
    private(set) var movesBySource: [DiffMove<ElementPath>] = []
    /// Row moves, ascending by destination.
    private(set) var movesByDestination: [DiffMove<ElementPath>] = []

    /// The steps the check took: one per section and per listed change visited, plus the comparisons
    /// of the sorts. Tests read it to show that the work follows the change, not the rows.
    private(set) var work = 0

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
        deleted = try marked(stage.rowDeletes, "delete")
        reloaded = try marked(stage.rowReloads, "reload")
        if let lowest = firstCommon(deleted, reloaded) { throw words.deletedAndReloaded(lowest) }
        inserted = try marked(stage.rowInserts, "insert")
        try checkMoves()
        try checkCounts()
    }

    /// Sorts the listed changes as `checkAll()` does, without checking any row rule: for stages that
    /// passed the strict rules when they were planned, where every listed path counts.
    mutating func sortWithoutChecking() {
        deleted = ascendingDistinct(stage.rowDeletes)
        reloaded = ascendingDistinct(stage.rowReloads)
        inserted = ascendingDistinct(stage.rowInserts)
        movesBySource = sorted(stage.rowMoves, by: { $0.source < $1.source })
        movesByDestination = sorted(stage.rowMoves, by: { $0.destination < $1.destination })
    }

    // MARK: Deletes, reloads and inserts

    /// What a listed path means for the tally after its stateless rules are checked.
    private enum Mark {
        /// The path counts.
        case counted
        /// A lenient batch ignores the path (its section is replaced as a whole).
        case ignored
    }

    /// The stateless rules of a delete or reload: section and row in range before the batch, and (strict)
    /// not inside a section the batch changes as a whole.
    private func beforeRule(_ path: ElementPath, _ verb: String) throws(BatchUpdateViolation) -> Mark {
        let section = path.section
        guard (0..<before.count).contains(section) else {
            throw words.elementSectionOutOfRange(verb, path, sections: before.count, after: false)
        }
        if !rules.isStrict, sections.before[section] == .deleted || sections.before[section] == .reloaded {
            return .ignored
        }
        guard (0..<before[section]).contains(path.element) else {
            throw words.deletedElementOutOfRange(path, count: before[section])
        }
        if rules.isStrict, let change = changedSection(before: section) {
            throw words.elementInChangedSection(verb, path, change: change)
        }
        return .counted
    }

    /// The stateless rules of an insert: section and row in range after the batch, and (strict) not
    /// inside a section that is inserted, reloaded or moved.
    private func insertRule(_ path: ElementPath, _ verb: String) throws(BatchUpdateViolation) -> Mark {
        let section = path.section
        guard (0..<after.count).contains(section) else {
            throw words.elementSectionOutOfRange(verb, path, sections: after.count, after: true)
        }
        if !rules.isStrict, sections.isFresh(after: section) { return .ignored }
        guard (0..<after[section]).contains(path.element) else {
            throw words.insertedElementOutOfRange(path, count: after[section])
        }
        if rules.isStrict, let change = changedSection(after: section) {
            throw words.elementInChangedSection(verb, path, change: change)
        }
        return .counted
    }

    /// Checks the paths of one kind of change in the order listed and returns the distinct ones that
    /// count, ascending.
    ///
    /// Strict rules refuse a path listed twice at its second listing, after that listing's own rules:
    /// exactly what inserting the paths one by one into a set would report, found from the sorted list.
    private mutating func marked(_ paths: [ElementPath], _ verb: String) throws(BatchUpdateViolation)
        -> [ElementPath]
    {
        let repeatAt = rules.isStrict ? firstRepeat(in: paths) : nil
        let isInsert = verb == "insert"
        var counted: [ElementPath] = []
        counted.reserveCapacity(paths.count)
        for (index, path) in paths.enumerated() {
            work &+= 1
            let mark = isInsert ? try insertRule(path, verb) : try beforeRule(path, verb)
            guard mark == .counted else { continue }
            if index == repeatAt { throw words.elementRepeated(verb, path) }
            counted.append(path)
        }
        return ascendingDistinct(counted)
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

    // MARK: Moves

    /// Checks the moves in the order listed, then sorts them by source and by destination.
    private mutating func checkMoves() throws(BatchUpdateViolation) {
        let moves = stage.rowMoves
        let sourceRepeat = firstRepeat(in: moves.map(\.source))
        let destinationRepeat = firstRepeat(in: moves.map(\.destination))
        for (index, move) in moves.enumerated() {
            work &+= 1
            try checkMove(move)
            if index == sourceRepeat { throw words.movedTwice(move.source) }
            if index == destinationRepeat { throw words.movedOntoOneDestination(move.destination) }
        }
        movesBySource = sorted(moves, by: { $0.source < $1.source })
        movesByDestination = sorted(moves, by: { $0.destination < $1.destination })
    }

    private mutating func checkMove(_ move: DiffMove<ElementPath>) throws(BatchUpdateViolation) {
        let (source, destination) = (move.source, move.destination)
        let sourceRows = before.indices.contains(source.section) ? before[source.section] : 0
        let sourceGone =
            !rules.isStrict && sections.before.indices.contains(source.section)
            && (sections.before[source.section] == .deleted || sections.before[source.section] == .reloaded)
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
        if contains(deleted, source) || contains(reloaded, source) { throw words.deletedAndMoved(source) }
        if contains(inserted, destination) { throw words.insertedAndMovedTo(destination) }
        if rules.isStrict, sections.movesSections, sections.targetOfBefore[source.section] != destination.section {
            throw words.moveAcrossWithSectionMoves(move)
        }
    }

    // MARK: Counts

    /// UIKit's count rule for every section that exists before and after and is not reloaded, in
    /// ascending order of the section before; the message names that section.
    private mutating func checkCounts() throws(BatchUpdateViolation) {
        // Tallies by section: deletes and moves out by section before, inserts and moves in by section
        // after. A move counts out of and into sections only when it crosses from a section to another.
        var removed = [Int](repeating: 0, count: before.count)
        var added = [Int](repeating: 0, count: after.count)
        var movedOut = [Int](repeating: 0, count: before.count)
        var movedIn = [Int](repeating: 0, count: after.count)
        work &+= before.count &+ after.count &+ deleted.count &+ inserted.count &+ movesBySource.count
        for path in deleted { removed[path.section] &+= 1 }
        for path in inserted { added[path.section] &+= 1 }
        for move in movesBySource where sections.targetOfBefore[move.source.section] != move.destination.section {
            movedOut[move.source.section] &+= 1
            movedIn[move.destination.section] &+= 1
        }
        for old in before.indices {
            let new = sections.targetOfBefore[old]
            guard new >= 0, sections.before[old] != .reloaded else { continue }
            guard after[new] == before[old] &+ added[new] &- removed[old] &+ movedIn[new] &- movedOut[old] else {
                throw words.elementCount(
                    section: old, after: after[new], before: before[old], inserted: added[new],
                    deleted: removed[old], movedIn: movedIn[new], movedOut: movedOut[old])
            }
        }
    }

    // MARK: Sorted lists

    /// The offset of the first element of `values` that equals an earlier one, or `nil`.
    private mutating func firstRepeat(in values: [ElementPath]) -> Int? {
        guard !isAscending(values, by: <) else { return nil }
        // Offsets ordered by value, then by offset: within a run of equal values, every one but the
        // first repeats an earlier one.
        let order = sorted(Array(values.indices)) { values[$0] != values[$1] ? values[$0] < values[$1] : $0 < $1 }
        var first: Int?
        for (rank, offset) in order.enumerated() where rank > 0 && values[order[rank - 1]] == values[offset] {
            first = Swift.min(first ?? offset, offset)
        }
        return first
    }

    /// The values in ascending order without repeats.
    private mutating func ascendingDistinct(_ values: [ElementPath]) -> [ElementPath] {
        var result = sorted(values, by: <)
        guard !isAscending(result, by: <) else { return result }
        var kept = 0
        for value in result where kept == 0 || result[kept - 1] != value {
            result[kept] = value
            kept += 1
        }
        result.removeLast(result.count - kept)
        return result
    }

    /// The values sorted; an already sorted list is only checked. Counts n log n steps for a sort.
    private mutating func sorted<Value>(_ values: [Value], by less: (Value, Value) -> Bool) -> [Value] {
        work &+= values.count
        if isAscending(values, by: { !less($1, $0) }) { return values }
        work &+= values.count &* (Int.bitWidth &- values.count.leadingZeroBitCount)
        return values.sorted(by: less)
    }

    /// Whether every element is in order with the next one, as `inOrder` says.
    private func isAscending<Value>(_ values: [Value], by inOrder: (Value, Value) -> Bool) -> Bool {
        var index = 1
        while index < values.count {
            if !inOrder(values[index - 1], values[index]) { return false }
            index += 1
        }
        return true
    }

    /// Whether an ascending list holds a path.
    private mutating func contains(_ sorted: [ElementPath], _ path: ElementPath) -> Bool {
        let index = SortedRows.lowerBound(of: path, in: sorted) { $0 }
        work &+= Int.bitWidth &- sorted.count.leadingZeroBitCount
        return index < sorted.count && sorted[index] == path
    }

    /// The lowest path two ascending lists share, or `nil`.
    private mutating func firstCommon(_ first: [ElementPath], _ second: [ElementPath]) -> ElementPath? {
        var (index, other) = (0, 0)
        work &+= first.count &+ second.count
        while index < first.count, other < second.count {
            if first[index] < second[other] {
                index += 1
            } else if second[other] < first[index] {
                other += 1
            } else {
                return first[index]
            }
        }
        return nil
    }
}
