// The settings screen of Docs/ReadyMadeNodes.md, compiled here and run by SettingsScreenTests.
// snippet: settings-screen
import CascadingTable

struct Settings {
    var airplaneMode = false
    var bluetooth = true
    var preview = "When Unlocked"
}

final class SettingsViewController: UITableViewController {
    var settings = Settings() { didSet { render() } }
    var open: (String) -> Void = { _ in }
    private lazy var root = CascadingRootNode(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        render()
    }

    func render() {
        let airplane = settings.airplaneMode
        root.children = [
            RowSection(header: "Connections") {
                ListRow("Airplane Mode").toggle(isOn: airplane) { [unowned self] in settings.airplaneMode = $0 }
                ListRow("Wi-Fi", subtitle: airplane ? "Off" : "Home").accessory(.disclosureIndicator)
                    .disabled(airplane).onSelect { [unowned self] in open("Wi-Fi") }
                ListRow("Bluetooth").toggle(isOn: settings.bluetooth) { [unowned self] in settings.bluetooth = $0 }
            },
            RowSection(header: "Show Previews", footer: "Previews show the start of each message.") {
                for choice in ["Always", "When Unlocked", "Never"] {
                    ListRow(choice).accessory(settings.preview == choice ? .checkmark : .none)
                        .onSelect { [unowned self] in settings.preview = choice }
                }
            },
            RowSection(id: "sign-out") {
                ListRow("Sign Out").destructive().onSelect { [unowned self] in confirmSignOut() }
            },
        ]
    }

    private func confirmSignOut() {
        let alert = UIAlertController(title: "Sign out?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive) { [unowned self] _ in open("Sign Out") })
        present(alert, animated: true)
    }
}
// end snippet
