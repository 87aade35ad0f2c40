// A settings screen written against the names the ready-made nodes had before they were named for
// lists. It must keep compiling through `CascadingTableCompatibility`: scripts/check-deprecations
// type-checks this file and compares its warnings with ExpectedDeprecations.txt; the test target builds
// it with warnings suppressed so that a normal build stays quiet.
import CascadingTableCompatibility

final class LegacySettingsViewController: UITableViewController {
    var wifiNetworks: [String] = ["Home", "Office"]
    var signedOut = 0
    private lazy var root = CascadingRootNode(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        root.children = [
            TableSection(header: "Wi-Fi", rows: networkRows()),
            TableSection(id: "account") {
                TableRow("Sign Out").onSelect { [unowned self] in signedOut += 1 }
            },
        ]
    }

    @TableRowsBuilder
    private func networkRows() -> [CascadingNode] {
        TableRow("Wi-Fi").toggle(isOn: true) { _ in }
        for network in wifiNetworks {
            TableRow(network).accessory(.disclosureIndicator)
        }
    }
}

/// A list switched into loading through the names it had before every node's loading row became its
/// status row.
@MainActor
func legacyLoadingSwitch(_ list: ListSection<String>) -> Bool {
    list.setOwnLoadingRow(true)
    return list.showsOwnLoadingRow
}

/// A node that showed a loading row of its own.
final class LegacyLoadingNode: CascadingNode, ShowsItsOwnLoadingRow {
    private(set) var showsOwnLoadingRow = false

    func setOwnLoadingRow(_ isShown: Bool) {
        showsOwnLoadingRow = isShown
    }
}
