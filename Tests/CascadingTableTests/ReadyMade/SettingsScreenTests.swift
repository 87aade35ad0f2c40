#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct SettingsScreenTests {
        /// The screen shown on a phone, and the destinations it opened so far.
        @MainActor
        private final class Shown {
            let screen = SettingsViewController(style: .insetGrouped)
            var opened: [String] = []

            init() {
                screen.open = { [unowned self] in opened.append($0) }
                screen.headlessAppear(size: CGSize(width: 390, height: 844))
            }

            func tap(_ section: Int, _ row: Int) {
                screen.tableView.headlessTap(rowAt: IndexPath(row: row, section: section))
            }
        }

        @Test func theScreenShowsItsSectionsRowsAndSwitches() {
            let screen = Shown().screen
            #expect(screen.title == "Settings")
            #expect(
                renderedContent(screen.tableView) == [
                    "[header 0] \"Connections\"", "[0,0] \"Airplane Mode\" <UISwitch off>",
                    "[0,1] \"Wi-Fi\" | \"Home\" >", "[0,2] \"Bluetooth\" <UISwitch on>",
                    "[header 1] \"General\"", "[1,0] \"Notifications\" | \"Previews: When Unlocked\" >",
                    "[1,1] \"About\" >",
                    "[footer 1] \"Previews show the start of each message.\"", "[2,0] \"Sign Out\"",
                ])
        }

        @Test func whenAirplaneModeIsSwitchedOn_thatWiFiShowsOffAndCannotBeOpened() throws {
            let shown = Shown()
            let table: UITableView = shown.screen.tableView
            let about = table.cellForRow(at: IndexPath(row: 1, section: 1))
            shown.tap(0, 1)
            let airplane = table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch
            try #require(airplane).headlessToggle()
            #expect(shown.screen.settings.airplaneMode)
            #expect(renderedContent(table).contains("[0,1] \"Wi-Fi\" | \"Off\" >"))
            #expect(renderedContent(table).contains("[0,0] \"Airplane Mode\" <UISwitch on>"))
            shown.tap(0, 1)
            #expect(shown.opened == ["Wi-Fi"])
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 1)) === about)
        }

        @Test func whenGeneralRowsAndSignOutAreTapped_thatTheSectionDefaultAndTheRowActionOpenThem() {
            let shown = Shown()
            shown.tap(1, 0)
            shown.tap(1, 1)
            shown.tap(2, 0)
            #expect(shown.opened == ["Notifications", "About", "Sign Out"])
        }
    }
#endif
