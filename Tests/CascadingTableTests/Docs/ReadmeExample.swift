// The README's example, compiled here and run by ReadmeExampleTests.
// snippet: readme-example
import CascadingTable

final class AccountViewController: UITableViewController {
    var onSignOut: () -> Void = {}
    private lazy var root = CascadingRootNode(tableView: tableView)  // the table holds it weakly: keep it

    override func viewDidLoad() {
        super.viewDidLoad()
        root.children = [
            TableSection(header: "Account", footer: "Signed in with a passkey.") {
                TableRow("Name", subtitle: "Ada Lovelace").accessory(.disclosureIndicator)
                TableRow("Notifications").toggle(isOn: true) { print("notifications:", $0) }
            },
            TableSection(id: "sign-out") {
                TableRow("Sign Out").onSelect { [unowned self] in onSignOut() }
            },
        ]
    }
}
// end snippet
