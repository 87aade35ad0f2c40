// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewLoadingTests {
        @Test func whenLaidOut_thatCountsThenHeightsThenVisibleCellsAreAsked() {
            let model = TableModel(sections: 2, rows: 2)
            let (table, recorder) = makeTable(model, height: 100)
            table.layoutIfNeeded()
            #expect(
                recorder.events == [
                    .numberOfSections, .numberOfRows(section: 0), .numberOfRows(section: 1),
                    .heightForHeader(section: 0), .viewForHeader(section: 0), .titleForHeader(section: 0),
                    .heightForFooter(section: 0), .viewForFooter(section: 0), .titleForFooter(section: 0),
                    .estimatedHeightForRow(ip(0, 0)), .heightForRow(ip(0, 0)),
                    .estimatedHeightForRow(ip(0, 1)), .heightForRow(ip(0, 1)),
                    .heightForHeader(section: 1), .viewForHeader(section: 1), .titleForHeader(section: 1),
                    .heightForFooter(section: 1), .viewForFooter(section: 1), .titleForFooter(section: 1),
                    .estimatedHeightForRow(ip(1, 0)), .heightForRow(ip(1, 0)),
                    .estimatedHeightForRow(ip(1, 1)), .heightForRow(ip(1, 1)),
                    .heightForRow(ip(0, 0)), .cellForRow(ip(0, 0)), .willDisplayCell(ip(0, 0)),
                    .heightForRow(ip(0, 1)), .cellForRow(ip(0, 1)), .willDisplayCell(ip(0, 1)),
                    .heightForRow(ip(1, 0)), .cellForRow(ip(1, 0)), .willDisplayCell(ip(1, 0)),
                ])
            #expect(table.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1), ip(1, 0)])
        }

        @Test func whenReloaded_thatNothingIsAskedUntilLayout() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            recorder.removeAll()
            table.reloadData()
            #expect(recorder.events.isEmpty)
            table.layoutIfNeeded()
            #expect(
                recorder.events.withoutHeights.prefix(5) == [
                    .didEndDisplayingCell(ip(0, 0)), .didEndDisplayingCell(ip(0, 1)), .didEndDisplayingCell(ip(0, 2)),
                    .numberOfSections, .numberOfRows(section: 0),
                ])
        }

        @Test func whenQueried_thatCountsAreCachedUntilReload() {
            let model = TableModel(sections: 2, rows: 3)
            let (table, recorder) = makeTable(model)
            #expect(table.numberOfSections == 2)
            #expect(table.numberOfRows(inSection: 1) == 3)
            #expect(table.numberOfRows(inSection: 9) == 0)
            model.sections[1].append("more")
            #expect(table.numberOfRows(inSection: 1) == 3)
            table.reloadData()
            #expect(table.numberOfRows(inSection: 1) == 4)
            #expect(recorder.events.filter { $0 == .numberOfSections }.count == 2)
        }

        @Test(arguments: [
            (UITableView.Style.plain, String?("Title"), CGFloat(28)), (.plain, nil, 0), (.grouped, "Title", 38),
            (.grouped, nil, 18),
        ])
        func whenHeaderHeightIsAutomatic_thatTheStandardHeightFollowsStyleAndTitle(
            style: UITableView.Style, title: String?, expected: CGFloat
        ) {
            let model = TableModel(sections: 1, rows: 1)
            model.headerTitles[0] = title
            let (table, _) = makeTable(model, style: style)
            #expect(table.rectForHeader(inSection: 0).height == expected)
        }

        @Test func whenRowHeightIsAutomatic_thatTheCellsFittingSizeIsUsed() {
            final class TallCell: UITableViewCell {
                override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 70) }
            }
            let model = TableModel(sections: 1, rows: 3)
            let (table, _) = makeTable(model, height: 500, rowHeight: UITableView.automaticDimension)
            table.register(TallCell.self, forCellReuseIdentifier: "cell")
            table.estimatedRowHeight = 50
            #expect(table.rectForRow(at: ip(0, 0)).height == 70)
            #expect(table.rectForRow(at: ip(0, 2)) == CGRect(x: 0, y: 140, width: 320, height: 70))
            #expect(table.contentSize.height == 210)
        }

        @Test func whenTheDelegateGivesNoHeight_thatRowHeightIsUsed() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, _) = makeTable(model, rowHeight: 60)
            #expect(table.rectForRow(at: ip(0, 1)) == CGRect(x: 0, y: 60, width: 320, height: 60))
            model.rowHeight = { $0.row == 0 ? 30 : 80 }
            table.reloadData()
            #expect(table.rectForRow(at: ip(0, 1)) == CGRect(x: 0, y: 30, width: 320, height: 80))
        }

        @Test func whenTheDelegateLacksBothHeightMembers_thatTheFixedRowHeightIsTheEstimate() {
            final class Delegate: NSObject, UITableViewDelegate, HeadlessOptionalMembersReporting {
                let headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> = [
                    .heightForRow, .estimatedHeightForRow,
                ]
            }
            let model = TableModel(sections: 1, rows: 100)
            let delegate = Delegate()
            let (table, recorder) = makeTable(model, height: 812, rowHeight: 100)
            table.estimatedRowHeight = UITableView.automaticDimension
            table.delegate = delegate
            table.layoutIfNeeded()
            #expect(table.contentSize.height == 10_000)
            #expect(!recorder.events.contains { if case .heightForRow = $0 { true } else { false } })
            table.scrollToRow(at: ip(0, 50), at: .top, animated: false)
            #expect(table.contentOffset.y == 5_000)
        }

        @Test func whenTheDelegateMaySizeRows_thatTheAutomaticEstimateStaysTheStandardHeight() {
            let model = TableModel(sections: 1, rows: 100)
            let (table, _) = makeTable(model, height: 812, rowHeight: 100)
            table.estimatedRowHeight = UITableView.automaticDimension
            table.layoutIfNeeded()
            // Nine rows shown at their real 100 points (900), the 91 others at the standard 44 (4,004).
            #expect(table.contentSize.height == CGFloat(4_904))
        }

        /// An explicit estimate with a fixed height, and self-sizing rows: neither is exact before layout.
        nonisolated static let estimatedCases: [(estimate: CGFloat, rowHeight: CGFloat, contentHeight: CGFloat)] = [
            (60, 100, 100 * 60), (UITableView.automaticDimension, UITableView.automaticDimension, 100 * 44),
        ]

        @Test(arguments: estimatedCases)
        func whenTheEstimateIsSetOrRowsSizeThemselves_thatItIsNotReplaced(
            estimate: CGFloat, rowHeight: CGFloat, contentHeight: CGFloat
        ) {
            let rows = ReadOnlyTableModel(rows: (0..<100).map { "\($0)" })
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 0))
            table.rowHeight = rowHeight
            table.estimatedRowHeight = estimate
            table.dataSource = rows
            #expect(table.contentSize.height == contentHeight)
        }

        @Test func whenThereIsNoDataSource_thatTheTableIsEmpty() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
            #expect(table.numberOfSections == 0)
            #expect(table.indexPathsForVisibleRows == nil)
            #expect(table.contentSize == CGSize(width: 320, height: 0))
        }
    }
#endif
