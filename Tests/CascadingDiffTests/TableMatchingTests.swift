import Testing

@testable import CascadingDiff

@Suite("TableMatching")
struct TableMatchingTests {
    private func match(_ old: Table, _ new: Table) -> TableMatching {
        TableMatching.match(
            old: old, new: new, sectionIdentifier: { $0.id }, sectionContentEqual: { $0 == $1 },
            rowIdentifier: { $0.id }, rowContentEqual: { $0 == $1 })
    }

    @Test("sections and rows pair by identifier, rows across the whole table")
    func pairing() {
        let matching = match(
            [section(0, [1, 2]), section(1, [3])],
            [section(1, [3, 2]), DiffSection(model: Header(id: 0, title: 1), rows: [Item(id: 9)])])
        #expect(matching.sectionNewToOld == [1, 0])
        #expect(matching.sectionChanged == [true, false])
        #expect(matching.oldRowStarts == [0, 2, 3])
        #expect(matching.newRowStarts == [0, 2, 3])
        #expect(matching.rowNewToOld == [2, 1, -1])
        #expect(matching.rowChanged == [false, false, false])
    }

    @Test("paired elements share a token and new elements get tokens past the old ones")
    func tokens() {
        let matching = match([section(0, [1])], [section(5, [1, 4])])
        #expect(matching.oldLayout().rowTokens == [0])
        #expect(matching.newLayout().sectionTokens == [1 + 0])
        #expect(matching.newLayout().rowTokens == [0, 1 + 1])
    }

    @Test("repeated row identifiers pair by occurrence in table order")
    func duplicates() {
        let matching = match([section(0, [7]), section(1, [7, 7])], [section(1, [7, 7])])
        #expect(matching.rowNewToOld == [0, 1])
    }
}
