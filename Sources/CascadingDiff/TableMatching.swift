/// The pairing of an old sectioned snapshot with a new one, reduced to integer offsets.
///
/// Sections are paired by the identifiers of their models, rows by their own identifiers across the
/// whole table, both with `IdentityTable` (the k-th occurrence of an identifier in the old snapshot pairs
/// with its k-th occurrence in the new one, counting rows in table order). This is the only generic step
/// of the sectioned diff; everything after it works on the offsets stored here.
@usableFromInline
struct TableMatching {
    /// For each new section, the paired old section offset, or -1.
    @usableFromInline
    var sectionNewToOld: [Int]

    /// For each old section, whether its model's content differs from its partner's.
    @usableFromInline
    var sectionChanged: [Bool]

    /// The flat offset of each old section's first row; one more entry than there are old sections.
    @usableFromInline
    var oldRowStarts: [Int]

    /// The flat offset of each new section's first row; one more entry than there are new sections.
    @usableFromInline
    var newRowStarts: [Int]

    /// For each new row, flat, the paired old row's flat offset, or -1.
    @usableFromInline
    var rowNewToOld: [Int]

    /// For each old row, flat, whether its content differs from its partner's.
    @usableFromInline
    var rowChanged: [Bool]

    /// Creates a matching from its parts.
    @inlinable
    init(
        sectionNewToOld: [Int], sectionChanged: [Bool], oldRowStarts: [Int], newRowStarts: [Int],
        rowNewToOld: [Int], rowChanged: [Bool]
    ) {
        self.sectionNewToOld = sectionNewToOld
        self.sectionChanged = sectionChanged
        self.oldRowStarts = oldRowStarts
        self.newRowStarts = newRowStarts
        self.rowNewToOld = rowNewToOld
        self.rowChanged = rowChanged
    }

    /// Pairs the sections and rows of two snapshots.
    ///
    /// - Parameters:
    ///   - old: The snapshot before the change.
    ///   - new: The snapshot after the change.
    ///   - sectionIdentifier: The identity of a section model.
    ///   - sectionContentEqual: Whether two paired section models show the same content.
    ///   - rowIdentifier: The identity of a row.
    ///   - rowContentEqual: Whether two paired rows show the same content.
    /// - Returns: The pairing, as offsets.
    /// - Complexity: O(S + R) expected time and memory.
    @inlinable
    static func match<Model, Row, SectionIdentifier: Hashable, RowIdentifier: Hashable>(
        old: [DiffSection<Model, Row>],
        new: [DiffSection<Model, Row>],
        sectionIdentifier: (Model) -> SectionIdentifier,
        sectionContentEqual: (Model, Model) -> Bool,
        rowIdentifier: (Row) -> RowIdentifier,
        rowContentEqual: (Row, Row) -> Bool
    ) -> TableMatching {
        var sections = IdentityTable(old: old, key: { sectionIdentifier($0.model) })
        var oldRowStarts = [0]
        oldRowStarts.reserveCapacity(old.count + 1)
        var oldRowIdentifiers: [RowIdentifier] = []
        // The old section of each flat old row, to reach a paired row's content.
        var oldRowSections: [Int] = []
        let oldRowTotal = old.reduce(0) { $0 + $1.rows.count }
        oldRowIdentifiers.reserveCapacity(oldRowTotal)
        oldRowSections.reserveCapacity(oldRowTotal)
        for (offset, section) in old.enumerated() {
            for row in section.rows {
                oldRowIdentifiers.append(rowIdentifier(row))
                oldRowSections.append(offset)
            }
            oldRowStarts.append(oldRowIdentifiers.count)
        }
        let oldRowCount = oldRowIdentifiers.count
        var rows = IdentityTable(oldIdentifiers: oldRowIdentifiers)
        let sectionNewToOld = sections.claimAll(new, key: { sectionIdentifier($0.model) }).newToOld
        var sectionChanged = [Bool](repeating: false, count: old.count)
        for (offset, match) in sectionNewToOld.enumerated() where match >= 0 {
            if !sectionContentEqual(old[match].model, new[offset].model) {
                sectionChanged[match] = true
            }
        }
        var newRowStarts = [0]
        newRowStarts.reserveCapacity(new.count + 1)
        var newRowIdentifiers: [RowIdentifier] = []
        newRowIdentifiers.reserveCapacity(new.reduce(0) { $0 + $1.rows.count })
        for section in new {
            for row in section.rows {
                newRowIdentifiers.append(rowIdentifier(row))
            }
            newRowStarts.append(newRowIdentifiers.count)
        }
        let rowNewToOld = rows.claimAll(newRowIdentifiers).newToOld
        var rowChanged = [Bool](repeating: false, count: oldRowCount)
        for (offset, section) in new.enumerated() {
            for (position, row) in section.rows.enumerated() {
                let partner = rowNewToOld[newRowStarts[offset] + position]
                guard partner >= 0 else { continue }
                let oldSection = oldRowSections[partner]
                if !rowContentEqual(old[oldSection].rows[partner - oldRowStarts[oldSection]], row) {
                    rowChanged[partner] = true
                }
            }
        }
        return TableMatching(
            sectionNewToOld: sectionNewToOld, sectionChanged: sectionChanged, oldRowStarts: oldRowStarts,
            newRowStarts: newRowStarts, rowNewToOld: rowNewToOld, rowChanged: rowChanged)
    }

    /// The number of old sections.
    var oldSectionCount: Int {
        oldRowStarts.count - 1
    }

    /// The number of new sections.
    var newSectionCount: Int {
        newRowStarts.count - 1
    }

    /// The number of old rows.
    var oldRowCount: Int {
        oldRowStarts[oldRowStarts.count - 1]
    }

    /// The number of new rows.
    var newRowCount: Int {
        rowNewToOld.count
    }

    /// The old snapshot as a token layout: old section s has token s, old row b has token b.
    func oldLayout() -> TokenLayout {
        var layout = TokenLayout()
        layout.reserveCapacity(sections: oldSectionCount, rows: oldRowCount)
        for section in 0..<oldSectionCount {
            layout.appendSection(section)
            for row in oldRowStarts[section]..<oldRowStarts[section + 1] {
                layout.appendRow(row)
            }
        }
        return layout
    }

    /// The new snapshot as a token layout: paired elements reuse their old token, new ones get their own.
    func newLayout() -> TokenLayout {
        var layout = TokenLayout()
        layout.reserveCapacity(sections: newSectionCount, rows: newRowCount)
        for section in 0..<newSectionCount {
            layout.appendSection(sectionToken(ofNewSection: section))
            for row in newRowStarts[section]..<newRowStarts[section + 1] {
                layout.appendRow(rowToken(ofNewRow: row))
            }
        }
        return layout
    }

    /// The token of a new section.
    func sectionToken(ofNewSection section: Int) -> Int {
        let match = sectionNewToOld[section]
        return match >= 0 ? match : oldSectionCount + section
    }

    /// The token of a new row, flat.
    func rowToken(ofNewRow row: Int) -> Int {
        let match = rowNewToOld[row]
        return match >= 0 ? match : oldRowCount + row
    }
}
