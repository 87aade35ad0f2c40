import CascadingDiff
import Testing

@Suite("DiffMove")
struct DiffMoveTests {
    @Test("moves order by source, then by destination")
    func ordering() {
        let moves = [
            DiffMove(source: 2, destination: 0), DiffMove(source: 1, destination: 5),
            DiffMove(source: 1, destination: 3),
        ]
        #expect(
            moves.sorted() == [
                DiffMove(source: 1, destination: 3), DiffMove(source: 1, destination: 5),
                DiffMove(source: 2, destination: 0),
            ])
    }

    @Test("a move prints as source->destination")
    func description() {
        #expect(DiffMove(source: 4, destination: 1).description == "4->1")
        #expect(rowMove((0, 1), (2, 3)).description == "0-1->2-3")
    }
}
