#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct ListRowsBuilderTests {
        private func titles(_ section: RowSection) -> [String?] {
            section.children.map { ($0 as? ListRow)?.title }
        }

        private func section(showsBluetooth: Bool, devices: [String], signedIn: Bool) -> RowSection {
            RowSection(header: "Connections") {
                ListRow("Wi-Fi")
                if showsBluetooth { ListRow("Bluetooth") }
                if signedIn {
                    ListRow("Account")
                } else {
                    ListRow("Sign in")
                }
                for device in devices { ListRow(device) }
                [ListRow("Hotspot"), ListRow("VPN")]
                if #available(iOS 15, macOS 12, *) { ListRow("Focus") }
            }
        }

        @Test func whenRowsAreWrittenAsStatements_thatEachStatementAddsItsRowsInOrder() {
            #expect(
                titles(section(showsBluetooth: true, devices: ["AirPods", "Watch"], signedIn: true)) == [
                    "Wi-Fi", "Bluetooth", "Account", "AirPods", "Watch", "Hotspot", "VPN", "Focus",
                ])
        }

        @Test func whenConditionsFailAndLoopsAreEmpty_thatTheyAddNoRowsOrTheOtherBranch() {
            #expect(
                titles(section(showsBluetooth: false, devices: [], signedIn: false)) == [
                    "Wi-Fi", "Sign in", "Hotspot", "VPN", "Focus",
                ])
        }
    }
#endif
