#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A cell class of the app's own, registered under an identifier the app chose.
    private final class InboxBadgeCell: UITableViewCell {}

    @MainActor
    @Suite struct ListRowModifiersTests {
        private func attach(_ rows: [CascadingNode]) -> (CountingTable, CascadingRootNode) {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
            return (table, CascadingRootNode(children: [RowSection(rows: rows)], tableView: table))
        }

        private func cell(_ table: UITableView, _ row: Int) -> UITableViewCell? {
            table.cellForRow(at: IndexPath(row: row, section: 0))
        }

        @Test func whenRowsAreWrittenWithModifiers_thatTheirCellsShowWhatTheModifiersSet() throws {
            let toggle = UISwitch()
            let (table, root) = attach([
                ListRow("Ada").subtitle("London").image(UIImage(named: "ada")),
                ListRow("Wi-Fi").accessory(toggle).selectionStyle(.none),
                ListRow("Version").subtitle("6.3").cellStyle(.value1),
            ])
            let lines = table.headlessRenderedText().split(separator: "\n").dropFirst().map(String.init)
            #expect(lines[0] == "  [0,0] y=0 h=44 [ada] \"Ada\" | \"London\"")
            #expect(
                cell(table, 1)?.accessoryView === toggle
                    && cell(table, 1)?.selectionStyle == UITableViewCell.SelectionStyle.none)
            #expect(cell(table, 2)?.reuseIdentifier == "CascadingTable.RowCell.value1")
            #expect(cell(table, 0)?.reuseIdentifier == "CascadingTable.RowCell.subtitle")
            withExtendedLifetime(root) {}
        }

        @Test func whenAShownRowsSubtitleAndImageChange_thatItsCellIsUpdatedInPlace() throws {
            let row = ListRow("Ada")
            let (table, root) = attach([row])
            let before = try #require(cell(table, 0))
            row.image(UIImage(named: "star"))
            #expect(table.headlessRenderedText().contains("[star] \"Ada\""))
            #expect(cell(table, 0) === before)
            row.subtitle("Mathematician")
            #expect(table.headlessRenderedText().contains("\"Ada\" | \"Mathematician\""))
            #expect(table.violations.isEmpty)
            withExtendedLifetime(root) {}
        }

        @Test func whenAShownRowsCellStyleChanges_thatTheRowIsReloadedInACellOfThatStyle() throws {
            let row = ListRow("Version").subtitle("6.3")
            let (table, root) = attach([row])
            table.forgetOperations()
            row.cellStyle(.value1)
            #expect(table.operations == ["reload rows [[0, 0]]"])
            #expect(cell(table, 0)?.reuseIdentifier == "CascadingTable.RowCell.value1")
            withExtendedLifetime(root) {}
        }

        @Test func whenARowUsesACellRegisteredByTheApp_thatItIsDequeuedAndConfigured() throws {
            var configured: [String?] = []
            let row = ListRow("Inbox").cell(reuseIdentifier: "badge") { configured.append($0.reuseIdentifier) }
            let table = CountingTable()
            table.register(InboxBadgeCell.self, forCellReuseIdentifier: "badge")
            let root = CascadingRootNode(children: [RowSection(rows: [row])], tableView: table)
            #expect(cell(table, 0) is InboxBadgeCell)
            #expect(configured == ["badge"])
            withExtendedLifetime(root) {}
        }
    }
#endif
