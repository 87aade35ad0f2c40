// The settings screen of Docs/ReadyMadeNodes.md, compiled here and run by SettingsScreenTests.
// snippet: settings-screen
import CascadingTable

struct Settings {
    var airplaneMode = false
    var wifiNetwork = "Home"
    var bluetooth = true
    var preview = "When Unlocked"
}

final class SettingsViewController: UITableViewController {
    var settings = Settings() { didSet { render() } }
    var open: (String) -> Void = { _ in }
    private lazy var root = CascadingRootNode(tableView: tableView)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        render()
    }

    func render() {
        let airplane = settings.airplaneMode
        root.children = [
            TableSection(header: "Connections") {
                TableRow("Airplane Mode").toggle(isOn: airplane) { [unowned self] in settings.airplaneMode = $0 }
                TableRow("Wi-Fi", subtitle: airplane ? "Off" : settings.wifiNetwork).accessory(.disclosureIndicator)
                    .disabled(airplane).onSelect { [unowned self] in open("Wi-Fi") }
                TableRow("Bluetooth").toggle(isOn: settings.bluetooth) { [unowned self] in settings.bluetooth = $0 }
            },
            TableSection(header: "General", footer: "Previews show the start of each message.") {
                TableRow("Notifications", subtitle: "Previews: \(settings.preview)").accessory(.disclosureIndicator)
                TableRow("About").accessory(.disclosureIndicator)
            }
            .onSelectRow { [unowned self] row in open(row.title ?? "") },
            TableSection(id: "sign-out") {
                TableRow("Sign Out").onSelect { [unowned self] in open("Sign Out") }
            },
        ]
    }
}
// end snippet
