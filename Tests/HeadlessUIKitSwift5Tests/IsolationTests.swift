import HeadlessUIKit
import Testing

/// A data source as Swift 5 apps write it: no isolation annotations anywhere.
final class PlainDataSource: NSObject, UITableViewDataSource {
    var titles = ["One", "Two"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { titles.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = titles[indexPath.row]
        return cell
    }
}

/// A helper that builds a table from nonisolated code, which Swift 5 allows for UIKit's
/// `@preconcurrency @MainActor` types.
func makePlainTable(dataSource: PlainDataSource) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.dataSource = dataSource
    return table
}

@Suite struct IsolationTests {
    @Test @MainActor func whenSwift5CodeUsesTheTableWithoutAnnotations_thatItCompilesAndRuns() {
        let dataSource = PlainDataSource()
        let table = makePlainTable(dataSource: dataSource)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Two")
    }
}
