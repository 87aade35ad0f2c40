#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct TableRowsBuilderTests {
        private func titles(_ section: TableSection) -> [String?] {
            section.children.map { ($0 as? TableRow)?.title }
        }

        private func section(showsBluetooth: Bool, devices: [String], signedIn: Bool) -> TableSection {
            TableSection(header: "Connections") {
                TableRow("Wi-Fi")
                if showsBluetooth { TableRow("Bluetooth") }
                if signedIn {
                    TableRow("Account")
                } else {
                    TableRow("Sign in")
                }
                for device in devices { TableRow(device) }
                [TableRow("Hotspot"), TableRow("VPN")]
                if #available(iOS 15, macOS 12, *) { TableRow("Focus") }
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
