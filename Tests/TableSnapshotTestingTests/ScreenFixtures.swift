#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit

    /// A table with fixed sections of rows, each row described by a closure that configures its cell.
    @MainActor
    final class FixtureScreen: NSObject, UITableViewDataSource, UITableViewDelegate {
        struct Section {
            var header: String?
            var footer: String?
            var rows: [(UITableViewCell) -> Void]
        }

        let sections: [Section]
        let cellStyle: UITableViewCell.CellStyle
        var indexTitles: [String]?
        var trailingActions: [UIContextualAction] = []
        let tableView: UITableView

        init(
            style: UITableView.Style, height: CGFloat, cellStyle: UITableViewCell.CellStyle = .value1,
            sections: [Section]
        ) {
            self.sections = sections
            self.cellStyle = cellStyle
            tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: height), style: style)
            super.init()
            tableView.dataSource = self
            tableView.delegate = self
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].rows.count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: cellStyle, reuseIdentifier: nil)
            sections[indexPath.section].rows[indexPath.row](cell)
            return cell
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections[section].header
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            sections[section].footer
        }

        func sectionIndexTitles(for tableView: UITableView) -> [String]? { indexTitles }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            trailingActions.isEmpty ? nil : UISwipeActionsConfiguration(actions: trailingActions)
        }

        /// A grouped settings screen: switches, a segmented control, values and disclosure rows.
        static func settings() -> FixtureScreen {
            let airplane = UISwitch()
            let wifi = UISwitch()
            wifi.isOn = true
            let appearance = UISegmentedControl(items: ["Light", "Dark", "Auto"])
            appearance.selectedSegmentIndex = 2
            return FixtureScreen(
                style: .insetGrouped, height: 480,
                sections: [
                    Section(
                        header: "Connections", footer: nil,
                        rows: [
                            {
                                $0.textLabel?.text = "Airplane Mode";
                                $0.imageView?.image = UIImage(systemName: "airplane"); $0.accessoryView = airplane
                            },
                            {
                                $0.textLabel?.text = "Wi-Fi"; $0.imageView?.image = UIImage(systemName: "wifi");
                                $0.accessoryView = wifi
                            },
                            {
                                $0.textLabel?.text = "Bluetooth"
                                $0.detailTextLabel?.text = "On"
                                $0.accessoryType = .disclosureIndicator
                            },
                        ]),
                    Section(
                        header: "Display", footer: "Auto follows the time of day.",
                        rows: [
                            {
                                $0.textLabel?.text = "Appearance"; $0.accessoryView = appearance
                            },
                            {
                                $0.textLabel?.text = "Text Size"; $0.detailTextLabel?.text = "Large";
                                $0.accessoryType = .disclosureIndicator
                            },
                            {
                                $0.textLabel?.text = "Bold Text"; $0.accessoryType = .checkmark
                            },
                        ]),
                ])
        }

        /// A plain contact list with a section index, a selected row and a revealed swipe.
        static func contacts() -> FixtureScreen {
            let names = [["Ada Lovelace", "Alan Turing"], ["Barbara Liskov"], ["Claude Shannon", "Conway"]]
            let screen = FixtureScreen(
                style: .plain, height: 240, cellStyle: .subtitle,
                sections: names.map { group in
                    Section(
                        header: String(group[0].prefix(1)), footer: nil,
                        rows: group.map { name in
                            { cell in
                                cell.textLabel?.text = name
                                cell.detailTextLabel?.text = name.contains(" ") ? "mobile" : nil
                                cell.accessoryType = .detailButton
                            }
                        })
                })
            screen.indexTitles = ["A", "B", "C"]
            screen.trailingActions = [
                UIContextualAction(style: .destructive, title: "Delete") { _, _, done in done(true) },
                UIContextualAction(style: .normal, title: "Mute") { _, _, done in done(true) },
            ]
            return screen
        }
    }
#endif
