import CascadingTable
import Testing

// The README's example, compiled and checked here so that it cannot drift.
private final class ProfileSection: CascadingNode {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 120 }
}

private final class FriendsSection: CascadingSectionNode {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Friends" }
}

private final class FriendRow: CascadingNode {
    let name: String
    init(name: String) {
        self.name = name
        super.init()
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = name
        return cell
    }
}

@MainActor
@Suite struct ReadmeExampleTests {
    @Test func theReadmeTableShowsAProfileAndTwoFriends() throws {
        let tableView = makeTable()
        let root = CascadingRootNode(
            children: [
                ProfileSection(), FriendsSection(children: [FriendRow(name: "Ada"), FriendRow(name: "Grace")]),
            ],
            tableView: tableView)
        let dataSource = try #require(tableView.dataSource)
        let delegate = try #require(tableView.delegate)
        #expect(tableView.numberOfSections == 2)
        #expect((0..<2).map { tableView.numberOfRows(inSection: $0) } == [1, 2])
        #expect(delegate.tableView(tableView, heightForRowAt: IndexPath(row: 0, section: 0)) == 120)
        #expect(dataSource.tableView(tableView, titleForHeaderInSection: 1) == "Friends")
        #expect(delegate.tableView(tableView, heightForHeaderInSection: 1) == UITableView.automaticDimension)
        #expect(dataSource.tableView(tableView, cellForRowAt: IndexPath(row: 1, section: 1)).textLabel?.text == "Grace")
        withExtendedLifetime(root) {}
    }
}
