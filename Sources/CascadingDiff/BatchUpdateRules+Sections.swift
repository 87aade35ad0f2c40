/// What happens to a section or row that exists before a batch.
enum BeforeRole: UInt8 {
    case kept, deleted, reloaded, movedAway
}

/// How a section or row that exists after a batch gets there.
enum AfterRole: UInt8 {
    case filled, inserted, movedIn
}

/// Where the sections of a batch go, as UIKit reads it.
struct SectionMap {
    var before: [BeforeRole]
    var after: [AfterRole]
    /// For each section after, the section before it comes from (kept, reloaded or moved), or -1.
    var sourceOfAfter: [Int]
    /// For each section before, the section after it becomes, or -1 when deleted.
    var targetOfBefore: [Int]
    /// Whether the batch moves any section.
    var movesSections: Bool

    /// Whether all rows of a section after the batch come from the data source (inserted or reloaded).
    func isFresh(after section: Int) -> Bool {
        let source = sourceOfAfter[section]
        return source < 0 || before[source] == .reloaded
    }
}

extension BatchUpdateRules {
    /// Checks the section rules of a batch and maps its sections.
    ///
    /// In order: the section count (distinct deletes and inserts); deletes, reloads and inserts in
    /// range; repeats (strict); deletes against reloads, lowest section first; then each move in the
    /// order listed. The sections that are neither deleted nor moved away then fill, in order, the
    /// offsets after the batch that no insert or move takes.
    func sectionMap(of stage: BatchUpdateStage, sectionsBefore: Int, words: BatchUpdateMessages)
        throws(BatchUpdateViolation) -> SectionMap
    {
        let (countBefore, countAfter) = (sectionsBefore, stage.rowCountsAfter.count)
        let inserted = Set(stage.sectionInserts).count
        let deleted = Set(stage.sectionDeletes).count
        guard countAfter == countBefore + inserted - deleted else {
            throw words.sectionCount(after: countAfter, before: countBefore, inserted: inserted, deleted: deleted)
        }
        for section in stage.sectionDeletes where !(0..<countBefore).contains(section) {
            throw words.sectionOutOfRange("delete", section: section, sections: countBefore)
        }
        for section in stage.sectionReloads where !(0..<countBefore).contains(section) {
            throw words.sectionOutOfRange("reload", section: section, sections: countBefore)
        }
        for section in stage.sectionInserts where !(0..<countAfter).contains(section) {
            throw words.insertedSectionOutOfRange(section, sections: countAfter)
        }
        var map = SectionMap(
            before: [BeforeRole](repeating: .kept, count: countBefore),
            after: [AfterRole](repeating: .filled, count: countAfter),
            sourceOfAfter: [Int](repeating: -1, count: countAfter),
            targetOfBefore: [Int](repeating: -1, count: countBefore), movesSections: !stage.sectionMoves.isEmpty)
        for section in stage.sectionDeletes {
            if map.before[section] == .deleted, isStrict { throw words.sectionRepeated("delete", section) }
            map.before[section] = .deleted
        }
        for section in stage.sectionReloads.sorted() {
            if map.before[section] == .deleted { throw words.sectionDeletedAndReloaded(section) }
            if map.before[section] == .reloaded, isStrict { throw words.sectionRepeated("reload", section) }
            map.before[section] = .reloaded
        }
        for section in stage.sectionInserts {
            if map.after[section] == .inserted, isStrict { throw words.sectionRepeated("insert", section) }
            map.after[section] = .inserted
        }
        for move in stage.sectionMoves {
            guard (0..<countBefore).contains(move.source) else {
                throw words.sectionOutOfRange("move", section: move.source, sections: countBefore)
            }
            guard (0..<countAfter).contains(move.destination) else {
                throw words.movedSectionOutOfRange(move, sections: countAfter)
            }
            guard map.before[move.source] == .kept else { throw words.movedSectionAlsoChanged(move.source) }
            guard map.after[move.destination] == .filled else { throw words.movedSectionDestinationTaken(move) }
            map.before[move.source] = .movedAway
            map.after[move.destination] = .movedIn
            map.sourceOfAfter[move.destination] = move.source
            map.targetOfBefore[move.source] = move.destination
        }
        var next = 0
        for section in 0..<countAfter where map.after[section] == .filled {
            while map.before[next] == .deleted || map.before[next] == .movedAway { next += 1 }
            map.sourceOfAfter[section] = next
            map.targetOfBefore[next] = section
            next += 1
        }
        return map
    }
}
