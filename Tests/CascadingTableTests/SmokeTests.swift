import CascadingTable
import Testing

@MainActor
@Suite struct SmokeTests {
    final class Greeting: CascadingNode {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    }

    @Test func rootRoutesSectionsToChildren() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let root = CascadingRootNode(children: [Greeting(), Greeting()], tableView: table)
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 1) == 2)
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 1)) == 60)
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 5)) == UITableView.automaticDimension)
    }
}
