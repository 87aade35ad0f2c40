import CascadingTableCompatibility
import TableSnapshotTesting
import Testing

/// A screen written with `TableRow`, `TableSection` and `TableRowsBuilder` builds and behaves as one
/// written with `ListRow`, `RowSection` and `ListRowsBuilder`.
@MainActor
@Suite struct LegacyNamesTests {
    @Test func theOldNamesBuildTheSameNodes() {
        let screen = LegacySettingsViewController(style: .insetGrouped)
        screen.loadViewIfNeeded()
        let tableView = screen.tableView!
        #expect(tableView.numberOfSections == 2)
        #expect(tableView.dataSource is CascadingRootNode)
        let root = tableView.dataSource as? CascadingRootNode
        #expect(root?.children.allSatisfy { $0 is RowSection } == true)
        #expect(root?.children.first?.children.allSatisfy { $0 is ListRow } == true)
        #expect(
            tableView.cellContents().map { $0.map { $0.text ?? "" } } == [["Wi-Fi", "Home", "Office"], ["Sign Out"]])
    }

    #if !canImport(UIKit)
        @Test func tappingTheOldNamedRowRunsItsAction() {
            let screen = LegacySettingsViewController(style: .insetGrouped)
            screen.headlessAppear(size: CGSize(width: 390, height: 600))
            screen.tableView.headlessTap(rowAt: IndexPath(row: 0, section: 1))
            #expect(screen.signedOut == 1)
        }
    #endif
}
