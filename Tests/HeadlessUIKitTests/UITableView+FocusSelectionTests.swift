// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A data source without a delegate: the table's own properties decide what focus does.
    @MainActor
    private final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @MainActor
    @Suite struct UITableViewFocusSelectionTests {
        private func table(_ rows: Rows) -> UITableView {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            table.dataSource = rows
            return table
        }

        @Test func whenThereIsNoDelegate_thatSelectionFollowsFocusOnlyWhenTheTableSaysSo() {
            let rows = Rows()
            let table = table(rows)
            #expect(!table.selectionFollowsFocus)
            #expect(table.headlessMoveFocus(to: IndexPath(row: 1, section: 0)))
            #expect(table.headlessFocusedIndexPath == IndexPath(row: 1, section: 0))
            #expect(table.indexPathForSelectedRow == nil)
            table.selectionFollowsFocus = true
            #expect(table.headlessMoveFocus(to: IndexPath(row: 2, section: 0)))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        }

        @Test func whenNoRowIsSwiped_thatTappingASwipeButtonTapsNothing() {
            let rows = Rows()
            let table = table(rows)
            table.layoutIfNeeded()
            #expect(!table.headlessTapSwipeAction())
            #expect(!table.headlessTapSwipeAction(at: 3))
            #expect(table.numberOfRows(inSection: 0) == 3)
        }
    }
#endif
