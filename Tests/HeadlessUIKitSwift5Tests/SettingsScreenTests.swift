// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import HeadlessUIKit
    import Testing

    /// Builds and shows the screen from nonisolated code, as Swift 5 code may for UIKit's
    /// `@preconcurrency @MainActor` types.
    func makeSettingsScreen() -> SettingsViewController {
        let screen = SettingsViewController()
        screen.headlessAppear(size: CGSize(width: 390, height: 844))
        return screen
    }

    func row(_ section: Int, _ row: Int) -> IndexPath {
        IndexPath(row: row, section: section)
    }

    // The suite runs on the main actor because Swift Testing runs unannotated tests on other threads,
    // where UIKit code must not run; the screen itself carries no annotations.
    @MainActor
    @Suite struct SettingsScreenTests {
        @Test func whenTheScreenAppears_thatItShowsEverySectionWithItsControls() throws {
            let screen = makeSettingsScreen()
            #expect(screen.title == "Settings" && screen.navigationItem.title == "Settings")
            #expect(screen.navigationItem.rightBarButtonItem === screen.editButtonItem)
            #expect(screen.events == ["viewDidLoad", "viewWillAppear"])
            #expect(try #require(screen.tableView.cellForRow(at: row(1, 0)) as? StorageCell).awokeFromNib)
            #expect(
                screen.tableView.headlessRenderedText() == """
                    UITableView insetGrouped 390x844, offset 0, content 390x412, 3 sections
                    [header 0] y=0 h=38 "Connections"
                      [0,0] y=38 h=44 [wifi] "Wi-Fi" <UISwitch on>
                      [0,1] y=82 h=44 [bluetooth] "Bluetooth" <UISwitch off>
                    [footer 0] y=126 h=18
                    [header 1] y=144 h=18
                      [1,0] y=162 h=44 [internaldrive] "Storage" | "42 GB" >
                    [footer 1] y=206 h=18
                    [header 2] y=224 h=38 "Accounts"
                      [2,0] y=262 h=44 "iCloud" | "On" >
                      [2,1] y=306 h=44 "Mail" >
                      [2,2] y=350 h=44 "Calendar" >
                    [footer 2] y=394 h=18
                    """)
        }

        @Test func whenTheUserFlipsASwitch_thatItsActionUpdatesTheModelButCodeChangesSendNothing() throws {
            let screen = makeSettingsScreen()
            let toggle = try #require(screen.tableView.cellForRow(at: row(0, 1))?.accessoryView as? UISwitch)
            toggle.setOn(false, animated: true)
            #expect(screen.events == ["viewDidLoad", "viewWillAppear"])
            toggle.headlessToggle()
            #expect(screen.events.last == "Bluetooth on")
            #expect(screen.toggles[1].isOn)
            #expect(screen.tableView.headlessRenderedText().contains("\"Bluetooth\" <UISwitch on>"))
        }

        @Test func whenTheUserPullsToRefresh_thatTheScreenReloadsAndStopsRefreshing() throws {
            let screen = makeSettingsScreen()
            let refresh = try #require(screen.refreshControl)
            refresh.beginRefreshing()
            refresh.endRefreshing()
            #expect(!screen.events.contains("refresh"))
            #expect(refresh.headlessPullToRefresh())
            #expect(screen.events.last == "refresh")
            #expect(!refresh.isRefreshing)
            #expect(screen.tableView.headlessRenderedText().contains("\"Storage\" | \"40 GB\" >"))
        }

        @Test func whenTheUserEditsAndDeletesAnAccount_thatTheRowGoesAndOnlyAccountsAreEditable() {
            let screen = makeSettingsScreen()
            screen.editButtonItem.headlessTap()
            #expect(screen.isEditing && screen.tableView.isEditing && screen.editButtonItem.title == "Done")
            let text = screen.tableView.headlessRenderedText()
            #expect(text.contains("\"Wi-Fi\" <UISwitch on> (editing)"))
            #expect(text.contains("[2,1] y=306 h=44 \"Mail\" (editing: delete)"))
            #expect(screen.tableView.headlessTapEditingControl(rowAt: row(2, 1)) == .delete)
            #expect(screen.tableView.headlessTapDeleteConfirmationButton(rowAt: row(2, 1)))
            #expect(screen.events.last == "delete Mail")
            #expect(screen.accounts == ["iCloud", "Calendar"])
            #expect(screen.tableView.numberOfRows(inSection: 2) == 2)
            screen.editButtonItem.headlessTap()
            #expect(screen.tableView.headlessRenderedText().contains("[2,1] y=306 h=44 \"Calendar\" >"))
        }

        @Test func whenTheUserSwipes_thatAccountsOfferDeleteAndSwitchesNothing() {
            let screen = makeSettingsScreen()
            #expect(screen.tableView.headlessSwipe(rowAt: row(0, 0)).isEmpty)
            #expect(screen.tableView.headlessSwipe(rowAt: row(2, 2)).map(\.title) == ["Delete"])
            #expect(screen.tableView.headlessTapSwipeAction())
            #expect(screen.events.last == "delete Calendar")
            #expect(screen.tableView.headlessRenderedText().contains("content 390x368"))
        }

        @Test func whenTheUserTapsARowAndComesBack_thatSelectionIsReportedThenCleared() {
            let screen = makeSettingsScreen()
            screen.tableView.headlessTap(rowAt: row(2, 0))
            #expect(screen.events.last == "select 2.0")
            #expect(screen.tableView.indexPathForSelectedRow == row(2, 0))
            screen.headlessDisappear()
            screen.headlessAppear(size: CGSize(width: 390, height: 844))
            #expect(screen.tableView.indexPathForSelectedRow == nil)
            #expect(screen.events.suffix(2) == ["select 2.0", "viewWillAppear"])
        }
    }
#endif
