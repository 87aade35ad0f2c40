#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct ListRowDisabledAccessoryTests {
        @Test func whenARowIsDisabled_thatItsAccessoryControlIsDisabledAndAnEnabledRowsIsNot() {
            let table = UITableView()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
            let blocked = UISwitch()
            let open = UISwitch()
            let root = CascadingRootNode(
                children: [
                    RowSection(rows: [
                        ListRow("Bluetooth").accessory(blocked).disabled(), ListRow("Wi-Fi").accessory(open),
                    ])
                ],
                tableView: table)
            _ = table.headlessRenderedText()
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView === blocked)
            #expect(blocked.isEnabled == false)
            #expect(open.isEnabled == true)
            withExtendedLifetime(root) {}
        }
    }
#endif
