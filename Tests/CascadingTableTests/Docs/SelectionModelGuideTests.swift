// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // snippet: updates-starred-settings
    /// Settings shown one row each; the app's model says which are on, and the rows of those show selected.
    final class SettingRows: CascadingNode, SelectionModelNode {
        let settings: [String]
        private(set) var enabled: Set<String>

        init(_ settings: [String], enabled: Set<String>) {
            self.settings = settings
            self.enabled = enabled
            super.init()
        }

        override var rowSpan: Int { settings.count }

        var rowsSelectedByModel: Set<IndexPath> {
            Set(settings.indices.filter { enabled.contains(settings[$0]) }.compactMap(indexPath(forLocalIndex:)))
        }

        func modelDecidesSelection(ofRow indexPath: IndexPath) -> Bool {
            localIndex(of: indexPath) != nil
        }

        func modelDidLoseSelection(ofRows rows: [IndexPath]) {
            enabled.subtract(rows.compactMap(localIndex(of:)).map { settings[$0] })
        }

        /// Turns a setting on or off from code.
        func set(_ setting: String, on: Bool) {
            if on {
                enabled.insert(setting)
                selectionWasChosen()
            } else {
                enabled.remove(setting)
            }
            showSelectionModel()
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            if let row = localIndex(of: indexPath) { set(settings[row], on: true) }
        }

        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            if let row = localIndex(of: indexPath) { set(settings[row], on: false) }
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = localIndex(of: indexPath).map { settings[$0] }
            return cell
        }
    }
    // end snippet

    /// A settings screen written from the updates guide: a node of one's own whose model keeps which rows
    /// are selected, among ready-made rows, driven through taps, code, reloads and inserts.
    @MainActor
    @Suite struct SelectionModelGuideTests {
        @Test func aSettingsScreenShowsItsModelThroughTapsReloadsAndInserts() {
            let table = CountingTable()
            table.allowsMultipleSelection = true
            let settings = SettingRows(["Sounds", "Badges", "Banners"], enabled: ["Badges"])
            let section = CascadingSectionNode(children: [ListRow("Notifications"), settings])
            section.updatePolicy = .reloadSection
            let root = CascadingRootNode(children: [section], tableView: table)
            table.layoutIfNeeded()
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])

            table.headlessTap(rowAt: IndexPath(row: 3, section: 0))
            #expect(settings.enabled == ["Badges", "Banners"])

            // The section reloads (its policy): UIKit deselects its rows, the model selects them again.
            section.insertChild(ListRow("Allow notifications"), at: 1)
            #expect(table.shownRows() == [["Notifications", "Allow notifications", "Sounds", "Badges", "Banners"]])
            #expect(
                table.indexPathsForSelectedRows?.sorted() == [
                    IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0),
                ])

            // Turned off from code inside a grouped update that moves the section down.
            root.performUpdates {
                settings.set("Badges", on: false)
                root.insertChild(CascadingSectionNode(children: [ListRow("Account")]), at: 0)
            }
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 1)])

            table.headlessTap(rowAt: IndexPath(row: 4, section: 1))
            #expect(settings.enabled.isEmpty)
            #expect(table.indexPathsForSelectedRows ?? [] == [])
        }
    }
#endif
