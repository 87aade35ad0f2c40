// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewFocusTests {
        @Test func whenFocusMoves_thatTheDelegateIsAskedAndToldWithBothPaths() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            recorder.removeAll()
            #expect(table.headlessMoveFocus(to: ip(0, 1)))
            #expect(table.headlessMoveFocus(to: ip(0, 2)))
            #expect(table.headlessFocusedIndexPath == ip(0, 2))
            #expect(
                recorder.events.suffix(4) == [
                    .canFocusRow(ip(0, 2)), .shouldUpdateFocus(from: ip(0, 1), to: ip(0, 2)),
                    .didUpdateFocus(from: ip(0, 1), to: ip(0, 2)), .selectionFollowsFocus(ip(0, 2)),
                ])
            #expect(table.indexPathForSelectedRow == nil)
            table.selectionFollowsFocus = true
            table.headlessMoveFocus(to: ip(0, 0))
            #expect(table.indexPathForSelectedRow == ip(0, 0))
            table.allowsFocus = false
            #expect(!table.headlessMoveFocus(to: ip(0, 1)))
        }
    }
#endif
