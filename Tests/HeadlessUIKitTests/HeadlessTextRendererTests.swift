// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct HeadlessTextRendererTests {
        @Test func whenRendered_thatTheScreenIsDescribedLineByLine() {
            let model = TableModel([["Apple", "Pear"], ["Plum"]])
            model.headerTitles = [0: "Fruit"]
            model.footerTitles = [1: "3 items"]
            let (table, _) = makeTable(model, height: 300)
            table.cellForRow(at: ip(0, 0))?.accessoryType = .disclosureIndicator
            table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
            #expect(
                table.headlessRenderedText() == """
                    UITableView plain 320x300, offset 0, content 320x188, 2 sections
                    [header 0] y=0 h=28 "Fruit"
                      [0,0] y=28 h=44 "Apple" >
                      [0,1] y=72 h=44 "Pear" (selected)
                      [1,0] y=116 h=44 "Plum"
                    [footer 1] y=160 h=28 "3 items"
                    """)
            table.setEditing(true, animated: false)
            #expect(table.headlessRenderedText().contains("[1,0] y=116 h=44 \"Plum\" (editing: delete, reorder)"))
        }

        @Test func whenNothingIsVisible_thatTheRenderingSaysSo() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 50), style: .grouped)
            #expect(
                table.headlessRenderedText()
                    == "UITableView grouped 100x50, offset 0, content 100x0, 0 sections\n  (nothing visible)")
        }
    }
#endif
