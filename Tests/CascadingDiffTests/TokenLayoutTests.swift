import Testing

@testable import CascadingDiff

@Suite("TokenLayout")
struct TokenLayoutTests {
    @Test("rows are stored flat, and each knows its section and path")
    func flatRows() {
        var layout = TokenLayout()
        layout.appendSection(7)
        layout.appendRow(10)
        layout.appendRow(11)
        layout.appendSection(8)
        layout.appendSection(9)
        layout.appendRow(12)
        #expect(layout.sectionTokens == [7, 8, 9])
        #expect(layout.rowTokens == [10, 11, 12])
        #expect(layout.rowCounts == [2, 0, 1])
        #expect(layout.rowSections == [0, 0, 2])
        #expect(layout.rows(inSection: 2) == 2..<3)
        #expect(layout.path(ofRow: 2) == path(2, 0))
        #expect(layout.sectionCount == 3 && layout.rowCount == 3)
    }
}
