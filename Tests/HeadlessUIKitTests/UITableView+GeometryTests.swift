// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewGeometryTests {
        @Test func whenSectionsHaveHeadersAndFooters_thatRectsStackThem() {
            let model = TableModel(sections: 2, rows: 2)
            model.headerTitles = [0: "A", 1: "B"]
            model.footerTitles = [1: "end"]
            let (table, _) = makeTable(model, height: 400)
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 28))
            #expect(table.rectForRow(at: ip(0, 1)) == CGRect(x: 0, y: 72, width: 320, height: 44))
            #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 116, width: 320, height: 0))
            #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 116, width: 320, height: 28 + 88 + 28))
            #expect(table.contentSize == CGSize(width: 320, height: 260))
        }

        @Test func whenHeaderOrFooterViewsAreAskedForBeforeALayoutPass_thatTheTableLaysOutFirst() {
            let model = TableModel(sections: 2, rows: 2)
            model.headerTitles = [0: "A", 1: "B"]
            model.footerTitles = [0: "end A"]
            let (table, _) = makeTable(model, height: 100)
            // Nothing is laid out yet: the query loads the table and shows what the bounds hold.
            #expect(table.footerView(forSection: 0) == nil)
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
            model.footerTitles = [0: "end A", 1: "end B"]
            model.sections[0] = ["0.0"]
            table.reloadData()
            // Section 0 is now 28 + 44 points tall: its footer shows inside the 100-point bounds.
            #expect(table.footerView(forSection: 0)?.textLabel?.text == "end A")
            model.headerTitles = [0: "First", 1: "B"]
            table.reloadData()
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
        }

        @Test func whenAskedOutsideTheRows_thatQueriesAnswerZeroOrNil() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, _) = makeTable(model)
            #expect(table.rectForRow(at: ip(0, 5)) == .zero)
            #expect(table.rectForRow(at: ip(3, 0)) == .zero)
            #expect(table.rect(forSection: 4) == .zero)
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == nil)
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: -1)) == nil)
            #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == ip(0, 1))
            #expect(table.cellForRow(at: ip(0, 9)) == nil)
            #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 30, width: 10, height: 30)) == rows(0, 1))
        }

        @Test func whenACellIsVisible_thatItsIndexPathIsFound() throws {
            let model = TableModel(sections: 1, rows: 10)
            let (table, _) = makeTable(model, height: 100)
            let cell = try #require(table.cellForRow(at: ip(0, 1)))
            #expect(table.indexPath(for: cell) == ip(0, 1))
            #expect(cell.textLabel?.text == "0.1")
            #expect(cell.frame == CGRect(x: 0, y: 44, width: 320, height: 44))
            table.contentOffset.y = 300
            #expect(table.indexPath(for: cell) != ip(0, 1))
        }
    }
#endif
