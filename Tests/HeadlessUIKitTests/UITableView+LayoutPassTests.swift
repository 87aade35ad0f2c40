// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewLayoutPassTests {
        /// Answers a million rows, counting real-height calls, with estimates from the table's property.
        final class MillionRows: NSObject, UITableViewDataSource, UITableViewDelegate, HeadlessOptionalMembersReporting
        {
            let headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> = [.estimatedHeightForRow]
            var heightCalls = 0
            var cellCalls = 0

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1_000_000 }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                cellCalls += 1
                return tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            }

            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                heightCalls += 1
                return 50
            }
        }

        /// A delegate whose list of missing members can change after it is assigned.
        final class ChangingReport: NSObject, UITableViewDataSource, UITableViewDelegate,
            HeadlessOptionalMembersReporting
        {
            var headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> = [.heightForRow]

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }

            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
        }

        @Test func whenACollaboratorIsAssigned_thatItsMissingMembersAreReadOnceAsUIKitDoes() {
            let model = ChangingReport()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.rowHeight = 30
            table.estimatedRowHeight = 0
            table.dataSource = model
            table.delegate = model
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
            // A change after assignment is not seen, as UIKit caches which members respond when they are set.
            model.headlessUnimplementedMembers = []
            table.reloadData()
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 30)
            // Assigning again reads the list again.
            table.delegate = model
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 80)
        }

        @Test func whenAMillionRowsWithEstimatesLoad_thatOnlyVisibleRowsAreMeasuredAndCelled() {
            let model = MillionRows()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(CountingCell.self, forCellReuseIdentifier: "cell")
            table.estimatedRowHeight = 44
            table.dataSource = model
            table.delegate = model
            let created = CountingCell.counter()
            table.layoutIfNeeded()
            #expect(model.heightCalls == 10)
            #expect(model.cellCalls == 10)
            #expect(created.count == 10)
            #expect(table.contentSize.height == CGFloat(999_990 * 44 + 10 * 50))
            table.contentOffset = CGPoint(x: 0, y: 20_000_000)
            table.layoutIfNeeded()
            let visible = table.indexPathsForVisibleRows ?? []
            #expect(visible.first == IndexPath(row: 10 + (20_000_000 - 10 * 50) / 44, section: 0))
            #expect(visible.count <= 11)
            #expect(created.count == 10 + max(0, visible.count - 10))
            #expect(model.heightCalls == 10 + visible.count)
        }

        @Test func whenScrolled_thatRowsLeavingAndEnteringAreToldInOrder() {
            let model = TableModel(sections: 1, rows: 20)
            let (table, recorder) = makeTable(model, height: 100)
            table.layoutIfNeeded()
            #expect(table.indexPathsForVisibleRows == rows(0, 1, 2))
            recorder.removeAll()
            table.contentOffset = CGPoint(x: 0, y: 66)
            #expect(table.indexPathsForVisibleRows == rows(1, 2, 3))
            #expect(
                recorder.events == [
                    .scrollViewDidScroll, .didEndDisplayingCell(ip(0, 0)), .heightForRow(ip(0, 3)),
                    .cellForRow(ip(0, 3)),
                    .willDisplayCell(ip(0, 3)),
                ])
        }

        @Test func whenAVisibleRowGrowsInAnUpdate_thatTheRowsItPushesOutOfTheBoundsEndDisplaying() {
            let model = TableModel(sections: 1, rows: 10)
            let (table, recorder) = makeTable(model, height: 200)
            table.estimatedRowHeight = 44
            table.layoutIfNeeded()
            #expect(table.indexPathsForVisibleRows == rows(0, 1, 2, 3, 4))
            recorder.removeAll()
            // Row 0 grows to 150 points: rows 1 and 2 fit below it (150...238), rows 3 and 4 no longer do.
            model.rowHeight = { $0.row == 0 ? 150 : 44 }
            table.beginUpdates()
            table.endUpdates()
            #expect(table.indexPathsForVisibleRows == rows(0, 1, 2))
            #expect(table.visibleCells.count == 3)
            let ended = recorder.events.filter {
                if case .didEndDisplayingCell = $0 { return true }
                return false
            }
            #expect(ended == [.didEndDisplayingCell(ip(0, 3)), .didEndDisplayingCell(ip(0, 4))])
        }

        @Test func whenScrolledFar_thatCellsAreReusedNotCreated() {
            let model = TableModel(sections: 1, rows: 100)
            let (table, _) = makeTable(model, height: 100)
            table.layoutIfNeeded()
            for step in 1...40 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 50)
                table.layoutIfNeeded()
            }
            #expect(model.distinctCells.count <= 4)
            #expect(table.visibleCells.count == table.indexPathsForVisibleRows?.count)
        }

        @Test func whenHeadersScrollAway_thatHeaderAndFooterDisplayCallsAreSent() {
            let model = TableModel(sections: 2, rows: 2)
            model.headerTitles = [0: "A", 1: "B"]
            model.footerTitles = [0: "end A"]
            let (table, recorder) = makeTable(model, height: 100)
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "A")
            #expect(recorder.events.contains(.willDisplayHeaderView(section: 0)))
            recorder.removeAll()
            table.contentOffset = CGPoint(x: 0, y: 120)
            table.layoutIfNeeded()
            #expect(table.headerView(forSection: 0) == nil)
            #expect(table.footerView(forSection: 0)?.textLabel?.text == "end A")
            #expect(
                recorder.events.withoutHeights == [
                    .scrollViewDidScroll, .didEndDisplayingHeaderView(section: 0), .didEndDisplayingCell(ip(0, 0)),
                    .didEndDisplayingCell(ip(0, 1)), .viewForFooter(section: 0), .titleForFooter(section: 0),
                    .willDisplayFooterView(section: 0), .viewForHeader(section: 1), .titleForHeader(section: 1),
                    .willDisplayHeaderView(section: 1), .cellForRow(ip(1, 0)), .willDisplayCell(ip(1, 0)),
                    .cellForRow(ip(1, 1)), .willDisplayCell(ip(1, 1)),
                ])
        }

        @Test func whenScrolledToARow_thatItLandsAtThePositionWithoutScrollCallback() {
            let model = TableModel(sections: 1, rows: 50)
            let (table, recorder) = makeTable(model, height: 200)
            table.scrollToRow(at: ip(0, 10), at: .top, animated: false)
            #expect(table.contentOffset.y == 440)
            table.scrollToRow(at: ip(0, 10), at: .bottom, animated: true)
            #expect(table.contentOffset.y == CGFloat(484 - 200))
            table.scrollToRow(at: ip(0, 49), at: .top, animated: false)
            #expect(table.contentOffset.y == CGFloat(50 * 44 - 200))
            table.scrollToRow(at: ip(0, 0), at: .middle, animated: false)
            #expect(table.contentOffset.y == 0)
            #expect(!recorder.events.contains(.scrollViewDidScroll))
            #expect(table.indexPathsForVisibleRows?.first == ip(0, 0))
        }

        @Test func whenAReloadLeavesLessContentThanTheOffset_thatTheOffsetReturnsIntoTheContent() {
            let model = TableModel(sections: 1, rows: 100)
            model.headerTitles = [0: "All"]
            let (table, recorder) = makeTable(model, height: 200)
            table.contentOffset = CGPoint(x: 0, y: 1_100)
            table.layoutIfNeeded()
            model.sections = [["a", "b"]]
            recorder.removeAll()
            table.reloadData()
            #expect(table.contentSize.height == 116)
            #expect(table.contentOffset.y == 0)
            #expect(table.indexPathsForVisibleRows == rows(0, 1))
            #expect(recorder.events.contains(.scrollViewDidScroll))
            #expect(table.headlessRenderedText().contains("[0,1] y=72 h=44 \"b\""))
        }

        @Test func whenABatchDeletesTheRowsUnderTheOffset_thatTheEndOfTheContentMeetsTheBottomEdge() {
            let model = TableModel(sections: 1, rows: 100)
            model.headerTitles = [0: "All"]
            let (table, _) = makeTable(model, height: 440)
            table.contentOffset = CGPoint(x: 0, y: 3_988)
            #expect(table.indexPathsForVisibleRows?.last == ip(0, 99))
            model.sections[0].removeLast(50)
            table.performBatchUpdates {
                table.deleteRows(at: (50..<100).map { ip(0, $0) }, with: .automatic)
            }
            #expect(table.contentSize.height == 2_228)
            #expect(table.contentOffset.y == 1_788)  // 2,228 of content less the 440-point bounds
            #expect(table.indexPathsForVisibleRows == (40..<50).map { ip(0, $0) })
        }

        @Test func whenTheOffsetIsSetPastContentThatDidNotShrink_thatItStays() {
            let model = TableModel(sections: 1, rows: 10)
            let (table, _) = makeTable(model, height: 200)
            table.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: 2_000)
            table.layoutIfNeeded()
            #expect(table.contentOffset.y == 2_000)
            #expect(table.indexPathsForVisibleRows == nil)
        }

        @Test func whenScrolledToARowWhoseHeightsAreEstimated_thatItLandsAtTheTopWithRealHeights() {
            let model = TableModel(sections: 1, rows: 60)
            model.estimatedRowHeight = { _ in 44 }
            model.rowHeight = { _ in 100 }
            let (table, _) = makeTable(model, height: 480)
            table.layoutIfNeeded()
            table.scrollToRow(at: ip(0, 55), at: .top, animated: false)
            #expect(table.rectForRow(at: ip(0, 55)).minY == table.contentOffset.y)
            #expect(table.rectForRow(at: ip(0, 55)).height == 100)
            #expect(table.indexPathsForVisibleRows?.first == ip(0, 55))
            table.scrollToRow(at: ip(0, 59), at: .bottom, animated: false)
            #expect(table.rectForRow(at: ip(0, 59)).maxY == table.contentOffset.y + 480)
        }
    }

    /// A cell that counts its instances through a per-test counter.
    final class CountingCell: UITableViewCell {
        @MainActor final class Counter { var count = 0 }
        @MainActor static var current: Counter?

        /// Starts counting cells created from now on.
        @MainActor static func counter() -> Counter {
            let counter = Counter()
            current = counter
            return counter
        }

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            Self.current?.count += 1
        }

        required init?(coder: NSCoder) { nil }
    }
#endif
