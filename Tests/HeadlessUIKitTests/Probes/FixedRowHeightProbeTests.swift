// A probe: written against UIKit's API only, so the same test runs headlessly on Linux and against real
// UIKit in the iOS simulator (.github/workflows/ios-simulator.yml runs the Probes folder there). It pins a
// headless choice Apple does not document, and the simulator run tells whether UIKit agrees.
import Foundation
import HeadlessUIKit
import Testing

/// A data source of one section of numbered rows and nothing else: no delegate sizes or estimates a row.
@MainActor
private final class NumberedRows: NSObject, UITableViewDataSource {
    let count: Int

    init(count: Int) {
        self.count = count
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "\(indexPath.row)"
        return cell
    }
}

@MainActor
@Suite struct FixedRowHeightProbeTests {
    /// A 375 x 812 table of 100 rows of `rowHeight` 100, the default `estimatedRowHeight`, no delegate.
    private func probeTable(_ source: NumberedRows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 100
        table.dataSource = source
        return table
    }

    @Test func whenEveryRowHasTheFixedHeight_thatTheContentHeightIsExactBeforeAnyScroll() {
        let source = NumberedRows(count: 100)
        let table = probeTable(source)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
        table.layoutIfNeeded()
        #expect(table.contentSize.height == 10_000)
        #expect(table.rectForRow(at: IndexPath(row: 99, section: 0)).minY == 9_900)
    }

    @Test func whenScrolledToAnOffsetNeverShown_thatTheRowsThereAreVisible() {
        let source = NumberedRows(count: 100)
        let table = probeTable(source)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 5_000)
        table.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows == (50...58).map { IndexPath(row: $0, section: 0) })
        #expect(table.contentSize.height == 10_000)
    }

    @Test func whenScrolledToARowNeverShown_thatItsTopIsReachedExactly() {
        let source = NumberedRows(count: 100)
        let table = probeTable(source)
        table.layoutIfNeeded()
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == 5_000)
    }
}
