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

        @Test func theScreenShowsItsSectionsRowsSwitchesAndChoice() {
            let screen = Shown().screen
            #expect(
                renderedContent(screen.tableView) == [
                    "[header 0] \"Connections\"", "[0,0] \"Airplane Mode\" <UISwitch off>",
                    "[0,1] \"Wi-Fi\" | \"Home\" >", "[0,2] \"Bluetooth\" <UISwitch on>",
                    "[header 1] \"Show Previews\"", "[1,0] \"Always\"", "[1,1] \"When Unlocked\" [checkmark]",
                    "[1,2] \"Never\"", "[footer 1] \"Previews show the start of each message.\"", "[2,0] \"Sign Out\"",
                ])
            let signOut = screen.tableView.cellForRow(at: IndexPath(row: 0, section: 2))
            #expect((signOut?.contentConfiguration as? UIListContentConfiguration)?.textProperties.color == .systemRed)
        }

        @Test func flippingAirplaneModeRedrawsItsRowAndWiFiOnly() throws {
            let shown = Shown()
            let table: UITableView = shown.screen.tableView
            let bluetooth = table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView
            let always = table.cellForRow(at: IndexPath(row: 0, section: 1))
            shown.tap(0, 1)
            let airplane = table.cellForRow(at: IndexPath(row: 0, section: 0))?.accessoryView as? UISwitch
            try #require(airplane).headlessToggle()
            #expect(shown.screen.settings.airplaneMode)
            #expect(renderedContent(table).contains("[0,1] \"Wi-Fi\" | \"Off\" >"))
            #expect(renderedContent(table).contains("[0,0] \"Airplane Mode\" <UISwitch on>"))
            shown.tap(0, 1)
            #expect(shown.opened == ["Wi-Fi"])
            // The rows whose values did not change were not redrawn: the same cells, the same switch.
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryView === bluetooth)
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === always)
            // The Bluetooth switch left on screen calls the rebuilt row's handler.
            try #require(bluetooth as? UISwitch).headlessToggle()
            #expect(!shown.screen.settings.bluetooth && shown.screen.settings.airplaneMode)
        }

        @Test func choosingAPreviewMovesTheCheckmark() {
            let shown = Shown()
            shown.tap(1, 2)
            #expect(shown.screen.settings.preview == "Never")
            let content = renderedContent(shown.screen.tableView)
            #expect(content.contains("[1,2] \"Never\" [checkmark]") && content.contains("[1,1] \"When Unlocked\""))
            #expect(shown.opened.isEmpty)
        }

        @Test func signingOutAsksFirstAndOnlyTheDestructiveButtonSignsOut() throws {
            let shown = Shown()
            shown.tap(2, 0)
            var alert = try #require(shown.screen.presentedViewController as? UIAlertController)
            #expect(alert.title == "Sign out?")
            #expect(alert.actions.map(\.title) == ["Cancel", "Sign Out"])
            #expect(alert.actions.map(\.style) == [.cancel, .destructive])
            #expect(alert.headlessTapAction(titled: "Cancel"))
            #expect(shown.screen.presentedViewController == nil && shown.opened.isEmpty)
            shown.tap(2, 0)
            alert = try #require(shown.screen.presentedViewController as? UIAlertController)
            #expect(alert.headlessTapAction(titled: "Sign Out"))
            #expect(shown.opened == ["Sign Out"])
            #expect(shown.screen.tableView.indexPathsForSelectedRows == nil)
        }
    }
#endif
