// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewReorderingTests {
        @Test func whenARowIsDragged_thatTheTargetIsAskedAndTheModelAndTableMove() throws {
            let model = TableModel(sections: 2, rows: 2)
            let (table, recorder) = makeTable(model, height: 400)
            table.setEditing(true, animated: false)
            let dragged = try #require(table.cellForRow(at: ip(0, 0)))
            recorder.removeAll()
            #expect(table.headlessMoveRow(at: ip(0, 0), to: ip(1, 2)) == ip(1, 2))
            #expect(
                recorder.events.withoutHeights == [
                    .canMoveRow(ip(0, 0)), .targetIndexPathForMove(from: ip(0, 0), proposed: ip(1, 2)),
                    .moveRow(from: ip(0, 0), to: ip(1, 2)),
                ])
            #expect(table.numberOfRows(inSection: 0) == 1)
            #expect(table.numberOfRows(inSection: 1) == 3)
            #expect(table.cellForRow(at: ip(1, 2)) === dragged)
            #expect(model.sections == [["0.1"], ["1.0", "1.1", "0.0"]])
        }

        @Test func whenTheDelegateRetargets_thatTheRetargetedPathIsUsed() {
            let model = TableModel(sections: 1, rows: 3)
            model.moveTarget = { _, _ in ip(0, 1) }
            let (table, _) = makeTable(model)
            table.setEditing(true, animated: false)
            #expect(table.headlessMoveRow(at: ip(0, 2), to: ip(0, 0)) == ip(0, 1))
            #expect(model.sections[0] == ["0.0", "0.2", "0.1"])
        }

        @Test func whenMovingIsNotPossible_thatNothingMoves() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            #expect(table.headlessMoveRow(at: ip(0, 0), to: ip(0, 1)) == nil)
            table.setEditing(true, animated: false)
            model.canMove = false
            #expect(table.headlessMoveRow(at: ip(0, 0), to: ip(0, 1)) == nil)
            #expect(table.headlessMoveRow(at: ip(0, 0), to: ip(0, 7)) == nil)
            #expect(!recorder.events.contains { if case .moveRow = $0 { true } else { false } })
        }
    }
#endif
