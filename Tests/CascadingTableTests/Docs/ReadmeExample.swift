// The README's example, compiled here and run by ReadmeExampleTests.
// snippet: readme-example
import CascadingTable

final class AccountViewController: UITableViewController {
    var onSignOut: () -> Void = {}
    private lazy var root = CascadingRootNode(tableView: tableView)  // the table holds it weakly: keep it

    override func viewDidLoad() {
        super.viewDidLoad()
        root.children = [
            RowSection(header: "Account", footer: "Signed in with a passkey.") {
                ListRow("Name", subtitle: "Ada Lovelace").accessory(.disclosureIndicator)
                ListRow("Notifications").toggle(isOn: true) { print("notifications:", $0) }
            },
            RowSection(id: "sign-out") {
                ListRow("Sign Out").onSelect { [unowned self] in onSignOut() }
            },
        ]
    }
}
// end snippet
