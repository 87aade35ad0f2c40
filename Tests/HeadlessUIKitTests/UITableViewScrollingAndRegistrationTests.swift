// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite("Scrolling to rows, nib registrations and table header and footer views")
    struct UITableViewScrollingAndRegistrationTests {
        /// The table holds its data source weakly; the suite keeps it alive for the whole test.
        private let model = TableModel(sections: 1, rows: 20)

        /// 20 rows of 44 points in a 200-point table: rows 0–4 are visible at the top.
        private func tallTable() -> (UITableView, TableModel, HeadlessCallRecorder) {
            let (table, recorder) = makeTable(model, height: 200)
            table.layoutIfNeeded()
            return (table, model, recorder)
        }

        @Test func scrollingToARowBelowWithPositionNoneBringsItToTheBottomEdge() {
            let (table, _, _) = tallTable()
            table.scrollToRow(at: ip(0, 9), at: .none, animated: false)
            #expect(table.contentOffset.y == 240)
        }

        @Test func scrollingToARowAboveWithPositionNoneBringsItToTheTopEdge() {
            let (table, _, _) = tallTable()
            table.contentOffset = CGPoint(x: 0, y: 400)
            table.scrollToRow(at: ip(0, 3), at: .none, animated: false)
            #expect(table.contentOffset.y == 132)
        }

        @Test func scrollingToAFullyVisibleRowWithPositionNoneDoesNotMove() {
            let (table, _, _) = tallTable()
            table.contentOffset = CGPoint(x: 0, y: 100)
            table.scrollToRow(at: ip(0, 4), at: .none, animated: false)
            #expect(table.contentOffset.y == 100)
        }

        @Test func scrollingToTheNearestSelectedRowPrefersAVisibleSelectedRow() {
            let (table, _, _) = tallTable()
            table.selectRow(at: ip(0, 12), animated: false, scrollPosition: .none)
            table.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
            table.allowsMultipleSelection = true
            table.selectRow(at: ip(0, 12), animated: false, scrollPosition: .none)
            table.scrollToNearestSelectedRow(at: .top, animated: false)
            #expect(table.contentOffset.y == 88)
        }

        @Test func scrollingToTheNearestSelectedRowReachesAnOffscreenSelection() {
            let (table, _, _) = tallTable()
            table.selectRow(at: ip(0, 12), animated: false, scrollPosition: .none)
            #expect(table.contentOffset.y == 0)
            table.scrollToNearestSelectedRow(at: .top, animated: false)
            #expect(table.contentOffset.y == 528)
        }

        @Test func scrollingToTheNearestSelectedRowWithoutASelectionDoesNothing() {
            let (table, _, _) = tallTable()
            table.contentOffset = CGPoint(x: 0, y: 50)
            table.scrollToNearestSelectedRow(at: .top, animated: false)
            #expect(table.contentOffset.y == 50)
        }

        @Test func aCellNibRegistrationCreatesPlainCellsUntilItIsRemoved() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.register(UINib(nibName: "Cell", bundle: nil), forCellReuseIdentifier: "nib")
            let cell = try #require(table.dequeueReusableCell(withIdentifier: "nib"))
            #expect(type(of: cell) == UITableViewCell.self)
            #expect(cell.reuseIdentifier == "nib")
            table.register(nil as UINib?, forCellReuseIdentifier: "nib")
            #expect(table.dequeueReusableCell(withIdentifier: "nib") == nil)
        }

        @Test func aHeaderFooterNibRegistrationCreatesPlainViewsUntilItIsRemoved() throws {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.register(UINib(nibName: "Header", bundle: nil), forHeaderFooterViewReuseIdentifier: "nib")
            let view = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "nib"))
            #expect(type(of: view) == UITableViewHeaderFooterView.self)
            #expect(view.reuseIdentifier == "nib")
            table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "nib")
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nib") == nil)
        }

        @Test func settingATableHeaderViewPushesTheRowsDown() {
            let (table, _, _) = tallTable()
            #expect(table.rectForRow(at: ip(0, 0)).minY == 0)
            table.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 60))
            #expect(table.rectForRow(at: ip(0, 0)).minY == 60)
            #expect(table.contentSize.height == 940)
        }

        @Test func settingATableFooterViewExtendsTheContent() {
            let (table, _, _) = tallTable()
            table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
            #expect(table.contentSize.height == 910)
        }

        @Test func aTableHasNoUncommittedUpdatesAndCannotBeUnarchived() {
            let (table, _, _) = tallTable()
            table.performBatchUpdates(nil)
            #expect(!table.hasUncommittedUpdates)
            #expect(UITableView(coder: NSCoder()) == nil)
        }

        @Test func aViolationDescribesItselfWithItsMessage() {
            let violation = UITableView.HeadlessViolation(kind: .invalidUpdate, message: "attempt to delete row 3")
            #expect(violation.description == "attempt to delete row 3")
            #expect("\(violation)" == "attempt to delete row 3")
        }
    }
#endif
