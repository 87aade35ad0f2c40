/// Changed rows of a batch listed section by section: for each section its rows in ascending order,
/// each with the path on the other side of the batch that it pairs with (a move's other end), if any.
///
/// One flat array holds the rows of all sections and `starts` says where each section's run begins, so
/// the list costs one entry per change and one per section, and finding a row of a section is a binary
/// search over that section's changes only.
struct SectionRows: Hashable, Sendable {
    /// Marks an entry without a partner.
    static let noPartner = ElementPath(section: -1, element: -1)

    /// For each section, the offset in `rows` of its first entry; one more entry than there are sections.
    private(set) var starts: [Int]

    /// The rows of every section, section after section, ascending within a section.
    private(set) var rows: [Int]

    /// For each entry of `rows`, the path it pairs with, or `noPartner`.
    private(set) var partners: [ElementPath]

    /// Lists rows without partners and the ends of moves, in a table of `sectionCount` sections.
    ///
    /// - Parameters:
    ///   - sectionCount: The number of sections on this side of the batch.
    ///   - plain: Rows without partners, ascending and distinct.
    ///   - moves: Moves ascending by the end on this side, which no row of `plain` is.
    ///   - end: The end of a move on this side; the other end is its partner.
    init(
        sectionCount: Int, plain: [ElementPath], moves: [DiffMove<ElementPath>] = [],
        end: (DiffMove<ElementPath>) -> (here: ElementPath, there: ElementPath) = { ($0.source, $0.destination) }
    ) {
        var starts = [Int](repeating: 0, count: sectionCount + 1)
        var rows: [Int] = []
        var partners: [ElementPath] = []
        rows.reserveCapacity(plain.count + moves.count)
        partners.reserveCapacity(plain.count + moves.count)
        var (next, nextMove) = (0, 0)
        while next < plain.count || nextMove < moves.count {
            let (path, partner): (ElementPath, ElementPath)
            if nextMove == moves.count || (next < plain.count && plain[next] < end(moves[nextMove]).here) {
                (path, partner) = (plain[next], Self.noPartner)
                next += 1
            } else {
                (path, partner) = end(moves[nextMove])
                nextMove += 1
            }
            starts[path.section + 1] += 1
            rows.append(path.element)
            partners.append(partner)
        }
        for section in 0..<sectionCount {
            starts[section + 1] += starts[section]
        }
        self.starts = starts
        self.rows = rows
        self.partners = partners
    }

    /// Whether no section has an entry.
    var isEmpty: Bool {
        rows.isEmpty
    }

    /// The entries of one section.
    func entries(of section: Int) -> Range<Int> {
        starts[section]..<starts[section + 1]
    }

    /// Whether an entry of the section pairs with a row on the other side.
    func hasPartners(in section: Int) -> Bool {
        entries(of: section).contains { partners[$0].section >= 0 }
    }

    /// The first entry of a range of entries whose row is not below `row`.
    func lowerBound(_ row: Int, in entries: Range<Int>) -> Int {
        SortedRows.lowerBound(of: row, in: rows, within: entries)
    }

    /// Whether the section lists the row.
    func contains(_ row: Int, in section: Int) -> Bool {
        let entries = entries(of: section)
        let index = lowerBound(row, in: entries)
        return index < entries.upperBound && rows[index] == row
    }

    /// The rows of one section, ascending.
    func rows(of section: Int) -> [Int] {
        Array(rows[entries(of: section)])
    }
}

/// Binary searches over ascending lists, counting over them instead of visiting every row.
enum SortedRows {
    /// The first offset in `range` of `values` whose value is not below `value`; `range.upperBound`
    /// when there is none.
    static func lowerBound<Value: Comparable>(of value: Value, in values: [Value], within range: Range<Int>) -> Int {
        lowerBound(of: value, in: values, within: range) { $0 }
    }

    /// The first offset in `range` of `values` whose key is not below `value`.
    static func lowerBound<Element, Value: Comparable>(
        of value: Value, in values: [Element], within range: Range<Int>? = nil, key: (Element) -> Value
    ) -> Int {
        var (low, high) = (range?.lowerBound ?? 0, range?.upperBound ?? values.count)
        while low < high {
            let middle = low + (high - low) / 2
            if key(values[middle]) < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of the `rank`-th (zero-based) slot that the ascending, distinct slots in `range` of
    /// `taken` leave free.
    ///
    /// `taken[j] - j` (counted from the range's start) does not decrease and counts the free slots below
    /// `taken[j]`, so the taken slots before the answer are those with `taken[j] - j <= rank`.
    static func freeSlot(_ rank: Int, skipping taken: [Int], within range: Range<Int>) -> Int {
        var (low, high) = (range.lowerBound, range.upperBound)
        while low < high {
            let middle = low + (high - low) / 2
            if taken[middle] - (middle - range.lowerBound) <= rank { low = middle + 1 } else { high = middle }
        }
        return rank + (low - range.lowerBound)
    }
}
