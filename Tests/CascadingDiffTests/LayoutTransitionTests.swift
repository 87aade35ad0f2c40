import Testing

@testable import CascadingDiff

@Suite("LayoutTransition")
struct LayoutTransitionTests {
    private func layout(_ sections: [(Int, [Int])]) -> TokenLayout {
        var layout = TokenLayout()
        for (token, rows) in sections {
            layout.appendSection(token)
            for row in rows { layout.appendRow(row) }
        }
        return layout
    }

    private func transition(_ before: [(Int, [Int])], _ after: [(Int, [Int])]) -> LayoutTransition {
        LayoutTransition(from: layout(before), to: layout(after), sectionTokenCount: 10, rowTokenCount: 20)
    }

    @Test("deletes and inserts are listed with or without the rows of removed and added sections")
    func deletesAndInserts() {
        let change = transition([(0, [1, 2]), (1, [3])], [(1, [3, 4]), (2, [5])])
        #expect(change.sectionDeletes == [0])
        #expect(change.sectionInserts == [1])
        #expect(change.rowDeletes(includingDeletedSections: true) == [path(0, 0), path(0, 1)])
        #expect(change.rowDeletes(includingDeletedSections: false).isEmpty)
        #expect(change.rowInserts(includingInsertedSections: true) == [path(0, 1), path(1, 0)])
        #expect(change.rowInserts(includingInsertedSections: false) == [path(0, 1)])
        #expect(change.rowMoves.isEmpty)
        #expect(!change.hasSectionMoves)
    }

    @Test("rows that change section always move; rows that keep their order inside a section do not")
    func rowMoves() {
        let change = transition([(0, [1, 2, 3]), (1, [4])], [(0, [3, 1]), (1, [2, 4])])
        #expect(Set(change.rowMoves) == [rowMove((0, 1), (1, 0)), rowMove((0, 2), (0, 0))])
        #expect(change.movesBetweenSections(row: 2))
        #expect(!change.movesBetweenSections(row: 0))
    }

    @Test("section moves are minimal and carry their rows")
    func sectionMoves() {
        let change = transition([(0, [1]), (1, [2]), (2, [3])], [(2, [3]), (0, [1]), (1, [2])])
        #expect(change.sectionMoves == [DiffMove(source: 2, destination: 0)])
        #expect(change.hasSectionMoves)
        #expect(change.rowMoves.isEmpty)
        #expect(change.sectionBeforeOfAfter == [2, 0, 1])
    }
}
