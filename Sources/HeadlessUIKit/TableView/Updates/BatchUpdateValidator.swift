#if !canImport(UIKit)
    import Foundation

    /// Checks an update against the counts before and after it with UIKit's rules, and works out where
    /// every surviving section and row goes.
    ///
    /// Checks run in this order: the section count, section indexes, row indexes and conflicts, then
    /// the row count of every surviving section in ascending order. The first failure is reported.
    /// - Complexity: O(sections + operations × log operations + rows of the sections that rows move into
    ///   or out of); sections that only gain, lose or reload rows are not listed row by row.
    struct BatchUpdateValidator {
        let oldCounts: [Int]
        let newCounts: [Int]
        let update: BatchUpdate

        /// The mapping, or the reason UIKit would give for rejecting the update.
        func validate() -> Result<BatchUpdateMapping, InvalidBatchUpdate> {
            do throws(InvalidBatchUpdate) {
                let sections = try mapSections()
                let rows = try checkRows(sections: sections)
                try checkRowCounts(sections: sections, rows: rows)
                return .success(mapRows(sections: sections, rows: rows))
            } catch {
                return .failure(error)
            }
        }

        // MARK: Sections

        private struct Sections {
            var newForOld: [Int?]
            var oldForNew: [Int?]
            var deleted: IndexSet
            var reloaded: IndexSet
            var inserted: IndexSet
        }

        private func mapSections() throws(InvalidBatchUpdate) -> Sections {
            let (before, after) = (oldCounts.count, newCounts.count)
            let inserted = update.insertedSections
            let deleted = update.deletedSections
            guard after == before + inserted.count - deleted.count else {
                throw InvalidBatchUpdate(
                    message:
                        "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted.count) inserted, \(deleted.count) deleted)."
                )
            }
            for section in deleted where section >= before {
                throw InvalidBatchUpdate(
                    message:
                        "attempt to delete section \(section), but there are only \(before) sections before the update")
            }
            for section in update.reloadedSections where section >= before {
                throw InvalidBatchUpdate(
                    message:
                        "attempt to reload section \(section), but there are only \(before) sections before the update")
            }
            for section in inserted where section >= after {
                throw InvalidBatchUpdate(
                    message:
                        "attempt to insert section \(section) but there are only \(after) sections after the update")
            }
            for section in deleted where update.reloadedSections.contains(section) {
                throw InvalidBatchUpdate(message: "attempt to delete and reload the same section (\(section))")
            }
            var newForOld = [Int?](repeating: nil, count: before)
            var oldForNew = [Int?](repeating: nil, count: after)
            var taken = [Bool](repeating: false, count: after)
            for section in inserted { taken[section] = true }
            var movedSources = IndexSet()
            for move in update.movedSections {
                guard (0..<before).contains(move.from) else {
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to move section \(move.from), but there are only \(before) sections before the update"
                    )
                }
                guard (0..<after).contains(move.to) else {
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to move section \(move.from) to section \(move.to), but there are only \(after) sections after the update"
                    )
                }
                guard !deleted.contains(move.from), !update.reloadedSections.contains(move.from),
                    !movedSources.contains(move.from)
                else {
                    throw InvalidBatchUpdate(
                        message: "attempt to move section \(move.from), which is also being deleted, reloaded or moved")
                }
                guard !taken[move.to] else {
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to move section \(move.from) to section \(move.to), which is also an insertion or move destination"
                    )
                }
                movedSources.insert(move.from)
                taken[move.to] = true
                newForOld[move.from] = move.to
                oldForNew[move.to] = move.from
            }
            var slot = 0
            for section in 0..<before where !deleted.contains(section) && !movedSources.contains(section) {
                while slot < after, taken[slot] { slot += 1 }
                guard slot < after else { break }
                newForOld[section] = slot
                oldForNew[slot] = section
                taken[slot] = true
            }
            return Sections(
                newForOld: newForOld, oldForNew: oldForNew, deleted: deleted, reloaded: update.reloadedSections,
                inserted: inserted)
        }

        // MARK: Rows

        private struct Rows {
            var deleted: [Int: Set<Int>] = [:]
            var reloaded: [Int: Set<Int>] = [:]
            var inserted: [Int: Set<Int>] = [:]
            var movesOut: [Int: [(from: IndexPath, to: IndexPath)]] = [:]
            var movesIn: [Int: [(from: IndexPath, to: IndexPath)]] = [:]
        }

        private func checkRows(sections: Sections) throws(InvalidBatchUpdate) -> Rows {
            var rows = Rows()
            let (before, after) = (oldCounts.count, newCounts.count)
            func survivingOld(_ section: Int) -> Bool {
                !sections.deleted.contains(section) && !sections.reloaded.contains(section)
            }
            func freshNew(_ section: Int) -> Bool {
                sections.inserted.contains(section)
                    || sections.oldForNew[section].map(sections.reloaded.contains) == true
            }
            for (list, verb) in [(update.deletedRows, "delete"), (update.reloadedRows, "reload")] {
                for indexPath in list {
                    let (section, row) = (indexPath[0], indexPath[1])
                    guard (0..<before).contains(section) else {
                        throw InvalidBatchUpdate(
                            message:
                                "attempt to \(verb) row \(row) from section \(section), but there are only \(before) sections before the update"
                        )
                    }
                    guard survivingOld(section) else { continue }
                    guard (0..<oldCounts[section]).contains(row) else {
                        throw InvalidBatchUpdate(
                            message:
                                "attempt to delete row \(row) from section \(section) which only contains \(oldCounts[section]) rows before the update"
                        )
                    }
                    if verb == "delete" {
                        rows.deleted[section, default: []].insert(row)
                    } else {
                        rows.reloaded[section, default: []].insert(row)
                    }
                }
            }
            for (section, deleted) in rows.deleted {
                if let row = deleted.intersection(rows.reloaded[section] ?? []).min() {
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to delete and reload the same index path (\(describeInUpdateMessage(IndexPath(row: row, section: section))))"
                    )
                }
            }
            for indexPath in update.insertedRows {
                let (section, row) = (indexPath[0], indexPath[1])
                guard (0..<after).contains(section) else {
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to insert row \(row) into section \(section), but there are only \(after) sections after the update"
                    )
                }
                guard !freshNew(section) else { continue }
                guard (0..<newCounts[section]).contains(row) else {
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to insert row \(row) into section \(section), but there are only \(newCounts[section]) rows in section \(section) after the update"
                    )
                }
                rows.inserted[section, default: []].insert(row)
            }
            var sources = Set<IndexPath>()
            var destinations = Set<IndexPath>()
            for move in update.movedRows {
                let (from, to) = (move.from, move.to)
                guard (0..<before).contains(from[0]), survivingOld(from[0]), (0..<oldCounts[from[0]]).contains(from[1])
                else {
                    let rowsBefore = (0..<before).contains(from[0]) ? oldCounts[from[0]] : 0
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to move index path (\(describeInUpdateMessage(from))) that does not exist - there are only \(rowsBefore) rows in section \(from[0]) before the update"
                    )
                }
                guard (0..<after).contains(to[0]), !freshNew(to[0]), (0..<newCounts[to[0]]).contains(to[1]) else {
                    let rowsAfter = (0..<after).contains(to[0]) ? newCounts[to[0]] : 0
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to move index path (\(describeInUpdateMessage(from))) to index path (\(describeInUpdateMessage(to))) that does not exist - there are only \(rowsAfter) rows in section \(to[0]) after the update"
                    )
                }
                guard rows.deleted[from[0]]?.contains(from[1]) != true,
                    rows.reloaded[from[0]]?.contains(from[1]) != true
                else {
                    throw InvalidBatchUpdate(
                        message: "attempt to delete and move the same index path (\(describeInUpdateMessage(from)))")
                }
                guard rows.inserted[to[0]]?.contains(to[1]) != true else {
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to perform an insert and a move to the same index path (\(describeInUpdateMessage(to)))"
                    )
                }
                guard sources.insert(from).inserted else {
                    throw InvalidBatchUpdate(
                        message: "attempt to move the same index path (\(describeInUpdateMessage(from))) twice")
                }
                guard destinations.insert(to).inserted else {
                    throw InvalidBatchUpdate(
                        message:
                            "attempt to move two index paths to the same index path (\(describeInUpdateMessage(to)))")
                }
                rows.movesOut[from[0], default: []].append(move)
                rows.movesIn[to[0], default: []].append(move)
            }
            return rows
        }

        private func checkRowCounts(sections: Sections, rows: Rows) throws(InvalidBatchUpdate) {
            for old in oldCounts.indices where !sections.deleted.contains(old) && !sections.reloaded.contains(old) {
                guard let new = sections.newForOld[old] else { continue }
                let inserted = rows.inserted[new]?.count ?? 0
                let deleted = rows.deleted[old]?.count ?? 0
                let movedIn = rows.movesIn[new]?.filter { $0.from[0] != old }.count ?? 0
                let movedOut = rows.movesOut[old]?.filter { $0.to[0] != new }.count ?? 0
                let (before, after) = (oldCounts[old], newCounts[new])
                guard after == before + inserted - deleted + movedIn - movedOut else {
                    throw InvalidBatchUpdate(
                        message:
                            "Invalid update: invalid number of rows in section \(old). The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
                    )
                }
            }
        }

        // MARK: Mapping

        /// Runs only after `checkRowCounts`, so every surviving old row finds a free slot in its new section.
        private func mapRows(sections: Sections, rows: Rows) -> BatchUpdateMapping {
            var changedOld = Set(rows.deleted.keys).union(rows.reloaded.keys).union(rows.movesOut.keys)
            for new in Set(rows.inserted.keys).union(rows.movesIn.keys) {
                if let old = sections.oldForNew[new] { changedOld.insert(old) }
            }
            var changedNew = Set(rows.inserted.keys).union(rows.movesIn.keys)
            for old in changedOld {
                if let new = sections.newForOld[old] { changedNew.insert(new) }
            }
            // Sections without row moves are answered by counting over their sorted changes
            // (`RowShift`), so a one-row insert costs O(log changes), not O(rows). Sections with moves
            // list every row, in arrays per section: hashing an `IndexPath` costs far more than indexing.
            var destinations: [Int: ChangedRows] = [:]
            var sources: [Int: ChangedRows] = [:]
            var listedDestinations: [Int: [IndexPath?]] = [:]
            for old in changedOld where rows.movesOut[old] != nil || rows.movesIn[sections.newForOld[old] ?? -1] != nil
            {
                listedDestinations[old] = [IndexPath?](repeating: nil, count: oldCounts[old])
            }
            for new in changedNew {
                guard let old = sections.oldForNew[new], listedDestinations[old] == nil, rows.movesIn[new] == nil
                else { continue }
                let shift = RowShift(
                    oldSection: old, newSection: new, oldCount: oldCounts[old], newCount: newCounts[new],
                    inserted: (rows.inserted[new] ?? []).sorted(), deleted: (rows.deleted[old] ?? []).sorted(),
                    reloaded: rows.reloaded[old] ?? [])
                destinations[old] = .shifted(shift)
                sources[new] = .shifted(shift)
            }
            for new in changedNew where sources[new] == nil {
                var slots = [IndexPath?](repeating: nil, count: newCounts[new])
                var taken = [Bool](repeating: false, count: newCounts[new])
                for row in rows.inserted[new] ?? [] { taken[row] = true }
                for move in rows.movesIn[new] ?? [] {
                    taken[move.to[1]] = true
                    slots[move.to[1]] = move.from
                    listedDestinations[move.from[0]]?[move.from[1]] = move.to
                }
                if let old = sections.oldForNew[new] {
                    // Flags indexed by row rather than sets: every surviving row is looked up.
                    var gone = [Bool](repeating: false, count: oldCounts[old])
                    for row in rows.deleted[old] ?? [] { gone[row] = true }
                    for move in rows.movesOut[old] ?? [] { gone[move.from[1]] = true }
                    var reloaded = [Bool](repeating: false, count: oldCounts[old])
                    for row in rows.reloaded[old] ?? [] { reloaded[row] = true }
                    // Taken out of the dictionary while filled: a write through it checks uniqueness per row.
                    var ownDestinations =
                        listedDestinations.removeValue(forKey: old)
                        ?? [IndexPath?](repeating: nil, count: oldCounts[old])
                    var slot = 0
                    for row in 0..<oldCounts[old] where !gone[row] {
                        while slot < taken.count, taken[slot] { slot += 1 }
                        precondition(
                            slot < taken.count,
                            "Invariant broken: the surviving rows of old section \(old) do not fit new section \(new) after the row-count check."
                        )
                        taken[slot] = true
                        if !reloaded[row] {
                            let source = IndexPath(row: row, section: old)
                            slots[slot] = source
                            ownDestinations[row] = IndexPath(row: slot, section: new)
                        }
                    }
                    listedDestinations[old] = ownDestinations
                }
                sources[new] = .listed(slots)
            }
            for (old, rows) in listedDestinations { destinations[old] = .listed(rows) }
            return BatchUpdateMapping(
                newSectionForOld: sections.newForOld, oldSectionForNew: sections.oldForNew,
                reloadedOldSections: Set(sections.reloaded), rowChangedOldSections: changedOld,
                rowDestinations: destinations, rowSources: sources)
        }
    }
#endif
