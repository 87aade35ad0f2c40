import HeadlessUIKit

// A settings screen written the way iOS apps write it today, in the Swift 5 language mode and without
// isolation annotations: a UITableViewController subclass with a refresh control, switch accessories
// wired with UIAction, content configurations, a cell from a nib, editing and delete. On iOS the import
// is UIKit; the only headless lines are the two blocks behind `#if !canImport(UIKit)`.

/// The storage row, designed in StorageCell.xib: no outlets, set up in `awakeFromNib()`.
final class StorageCell: UITableViewCell {
    private(set) var awokeFromNib = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awokeFromNib = true
        selectionStyle = .none
        accessoryType = .disclosureIndicator
    }

    func show(used: String) {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Storage"
        content.secondaryText = used
        content.image = UIImage(systemName: "internaldrive")
        contentConfiguration = content
    }
}

final class SettingsViewController: UITableViewController {
    enum Section: Int, CaseIterable {
        case connections, storage, accounts
    }

    struct Toggle {
        let title: String
        let symbol: String
        var isOn: Bool
    }

    var toggles = [
        Toggle(title: "Wi-Fi", symbol: "wifi", isOn: true),
        Toggle(title: "Bluetooth", symbol: "bluetooth", isOn: false),
    ]
    var accounts = ["iCloud", "Mail", "Calendar"]
    var storageUsed = "42 GB"
    /// What the screen was told, in order: the callbacks a test checks.
    var events: [String] = []

    init() {
        super.init(style: .insetGrouped)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "toggle")
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "account")
        let storageNib = UINib(nibName: "StorageCell", bundle: nil)
        #if !canImport(UIKit)
            storageNib.headlessCellClass = StorageCell.self
        #endif
        tableView.register(storageNib, forCellReuseIdentifier: "storage")

        let refresh = UIRefreshControl()
        refresh.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        refreshControl = refresh
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("viewWillAppear")
    }

    private func refresh() {
        events.append("refresh")
        storageUsed = "40 GB"
        tableView.reloadData()
        refreshControl?.endRefreshing()
    }

    // MARK: Data source

    override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        switch Section(rawValue: section)! {
        case .connections: return toggles.count
        case .storage: return 1
        case .accounts: return accounts.count
        }
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        switch Section(rawValue: section)! {
        case .connections: return "Connections"
        case .storage: return nil
        case .accounts: return "Accounts"
        }
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        switch Section(rawValue: indexPath.section)! {
        case .connections:
            let cell = tableView.dequeueReusableCell(withIdentifier: "toggle", for: indexPath)
            let toggle = toggles[indexPath.row]
            var content = cell.defaultContentConfiguration()
            content.text = toggle.title
            content.image = UIImage(systemName: toggle.symbol)
            cell.contentConfiguration = content
            cell.selectionStyle = .none
            let control = UISwitch()
            control.setOn(toggle.isOn, animated: false)
            control.addAction(
                UIAction { [weak self] action in
                    guard let self, let sender = action.sender as? UISwitch else { return }
                    self.toggles[indexPath.row].isOn = sender.isOn
                    self.events.append("\(toggle.title) \(sender.isOn ? "on" : "off")")
                }, for: .valueChanged)
            cell.accessoryView = control
            return cell
        case .storage:
            let cell = tableView.dequeueReusableCell(withIdentifier: "storage", for: indexPath) as! StorageCell
            cell.show(used: storageUsed)
            return cell
        case .accounts:
            let cell = tableView.dequeueReusableCell(withIdentifier: "account", for: indexPath)
            var content = UIListContentConfiguration.valueCell()
            content.text = accounts[indexPath.row]
            content.secondaryText = indexPath.row == 0 ? "On" : nil
            cell.contentConfiguration = content
            cell.accessoryType = .disclosureIndicator
            cell.configurationUpdateHandler = { cell, state in
                cell.accessoryType = state.isEditing ? .none : .disclosureIndicator
            }
            return cell
        }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == Section.accounts.rawValue
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        events.append("delete \(accounts[indexPath.row])")
        accounts.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: Delegate

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        events.append("select \(indexPath.section).\(indexPath.row)")
    }
}
