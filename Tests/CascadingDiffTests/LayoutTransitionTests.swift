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

    @Test("transitions sharing one token map match transitions with their own, and leave it reset")
    func sharedPositions() {
        let layouts = [
            layout([(0, [1, 2, 3]), (1, [4])]),
            layout([(1, [4, 2]), (2, [5, 1])]),
            layout([(2, [1, 5, 6]), (1, [])]),
            layout([(0, [1, 2, 3]), (1, [4])]),
        ]
        var positions = TokenPositions(sectionTokenCount: 10, rowTokenCount: 20)
        for (before, after) in zip(layouts, layouts.dropFirst()) {
            let shared = LayoutTransition(from: before, to: after, positions: &positions)
            let own = LayoutTransition(from: before, to: after, sectionTokenCount: 10, rowTokenCount: 20)
            #expect(shared.sectionAfterOfBefore == own.sectionAfterOfBefore)
            #expect(shared.sectionBeforeOfAfter == own.sectionBeforeOfAfter)
            #expect(shared.rowAfterOfBefore == own.rowAfterOfBefore)
            #expect(shared.rowBeforeOfAfter == own.rowBeforeOfAfter)
            #expect(shared.rowIsMoved == own.rowIsMoved)
            #expect(shared.sectionIsMoved == own.sectionIsMoved)
            #expect(positions.rows == [Int](repeating: -1, count: 20))
            #expect(positions.sections == [Int](repeating: -1, count: 10))
        }
        let change = LayoutTransition(from: layouts[0], to: layouts[1], positions: &positions)
        #expect(change.rowAfterOfBefore == [3, 1, -1, 0])
        #expect(change.rowIsMoved == [false, true, false, true])
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
