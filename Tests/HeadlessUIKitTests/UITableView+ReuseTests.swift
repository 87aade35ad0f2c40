// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewReuseTests {
        final class ResettingCell: UITableViewCell {
            var resets = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                resets += 1
            }
        }

        @Test func whenNothingIsRegistered_thatDequeueWithoutIndexPathAnswersNil() {
            let table = UITableView(frame: .zero)
            #expect(table.dequeueReusableCell(withIdentifier: "x") == nil)
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "x") == nil)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "x")
            #expect(table.dequeueReusableCell(withIdentifier: "x")?.reuseIdentifier == "x")
            table.register(nil as AnyClass?, forCellReuseIdentifier: "x")
            #expect(table.dequeueReusableCell(withIdentifier: "x") == nil)
        }

        @Test func whenAnIdentifierIsNotRegistered_thatUIKitsMessageIsReported() {
            let table = UITableView(frame: .zero)
            let log = ViolationLog()
            log.install(on: table)
            let cell = table.dequeueReusableCell(withIdentifier: "missing", for: ip(0, 0))
            #expect(cell.reuseIdentifier == "missing")
            #expect(
                log.messages == [
                    "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
                ])
        }

        @Test func whenACellLeavesTheScreen_thatItIsQueuedAndPreparedBeforeReuse() throws {
            let model = TableModel(sections: 1, rows: 10)
            let (table, _) = makeTable(model, height: 44)
            table.register(ResettingCell.self, forCellReuseIdentifier: "cell")
            let first = try #require(table.cellForRow(at: ip(0, 0)) as? ResettingCell)
            table.selectRow(at: ip(0, 0), animated: false, scrollPosition: .none)
            #expect(first.isSelected)
            table.contentOffset.y = 44
            table.layoutIfNeeded()
            #expect(table.cellForRow(at: ip(0, 1)) === first)
            #expect(first.resets == 1)
            #expect(!first.isSelected)
            #expect(table.headlessQueuedCellCount(forReuseIdentifier: "cell") == 0)
            table.contentOffset.y = 0
            #expect(table.cellForRow(at: ip(0, 0))?.isSelected == true)
        }

        @Test func whenHeaderViewsAreRegistered_thatTheyAreCreatedAndQueued() {
            let table = UITableView(frame: .zero)
            table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "h")
            let view = table.dequeueReusableHeaderFooterView(withIdentifier: "h")
            #expect(view?.reuseIdentifier == "h")
            if let view { table.enqueue(view) }
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "h") === view)
        }
    }
#endif
