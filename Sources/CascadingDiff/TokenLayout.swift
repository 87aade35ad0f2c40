/// A table layout reduced to integer tokens: which section identities appear, in order, and which rows.
///
/// The planner describes the old snapshot, the new snapshot and the intermediate layouts between stages
/// with tokens. A token stands for one paired identity: an old element and its new partner share a token,
/// and an unpaired element has one of its own. Each token appears at most once per layout. Rows are
/// stored flat, section after section.
struct TokenLayout {
    /// The token of each section, in order.
    private(set) var sectionTokens: [Int] = []

    /// The flat offset of each section's first row; holds one more entry than there are sections.
    private(set) var rowStarts: [Int] = [0]

    /// The token of each row, flat.
    private(set) var rowTokens: [Int] = []

    /// The section offset of each row, flat.
    private(set) var rowSections: [Int] = []

    /// The number of sections.
    var sectionCount: Int {
        sectionTokens.count
    }

    /// The total number of rows.
    var rowCount: Int {
        rowTokens.count
    }

    /// The number of rows in each section.
    var rowCounts: [Int] {
        (0..<sectionCount).map { rowStarts[$0 + 1] - rowStarts[$0] }
    }

    /// The flat offsets of the rows of one section.
    func rows(inSection section: Int) -> Range<Int> {
        rowStarts[section]..<rowStarts[section + 1]
    }

    /// The path of the row at a flat offset.
    func path(ofRow row: Int) -> ElementPath {
        let section = rowSections[row]
        return ElementPath(section: section, element: row - rowStarts[section])
    }

    /// Reserves room for the given numbers of sections and rows.
    mutating func reserveCapacity(sections: Int, rows: Int) {
        sectionTokens.reserveCapacity(sections)
        rowStarts.reserveCapacity(sections + 1)
        rowTokens.reserveCapacity(rows)
        rowSections.reserveCapacity(rows)
    }

    /// Appends an empty section.
    mutating func appendSection(_ token: Int) {
        sectionTokens.append(token)
        rowStarts.append(rowTokens.count)
    }

    /// Appends a row to the last section.
    mutating func appendRow(_ token: Int) {
        rowTokens.append(token)
        rowSections.append(sectionTokens.count - 1)
        rowStarts[sectionTokens.count] += 1
    }
}
