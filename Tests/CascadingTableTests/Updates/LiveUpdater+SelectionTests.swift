// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite("A row the update reloads stays selected")
    struct LiveUpdaterSelectionTests {
        let table = CountingTable()

        @Test func reloadingTheContentOfASelectedRowKeepsItSelected() {
            let section = NamedSection("A", rows: ["a", "b"])
            let root = RecoveringRoot(children: [section], tableView: table)
            table.layoutIfNeeded()
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            table.forgetOperations()
            section.children[1].reloadContent()
            #expect(table.operations == ["reload rows [[0, 1]]"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aSelectedRowOfASectionReloadedByItsPolicyStaysSelectedWhereItMoved() {
            let section = NamedSection("A", rows: ["a", "b"])
            section.updatePolicy = .reloadSection
            let root = RecoveringRoot(children: [section], tableView: table)
            table.layoutIfNeeded()
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            table.forgetOperations()
            root.performUpdates {
                section.insertChild(NamedRow("first"), at: 0)
                root.insertChild(NamedSection("B", rows: ["x"]), at: 0)
            }
            #expect(table.operations == ["reload sections [0]", "insert sections [0]"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 1)])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }
    }
#endif
