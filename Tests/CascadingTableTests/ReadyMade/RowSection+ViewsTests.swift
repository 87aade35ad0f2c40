#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct RowSectionViewsTests {
        @Test func whenAShownSectionsFooterChanges_thatItsSectionIsReloadedWithTheNewFooter() {
            let table = CountingTable()
            let section = RowSection(header: "Account", footer: "Signed in", rows: [ListRow("Name")])
            let root = CascadingRootNode(children: [section], tableView: table)
            table.forgetOperations()
            section.footer = "Signed out"
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.dataSource?.tableView(table, titleForFooterInSection: 0) == "Signed out")
            #expect(table.headlessRenderedText().contains("\"Signed out\""))
            withExtendedLifetime(root) {}
        }

        @Test func whenAFooterViewIsSet_thatTheTableShowsTheViewInsteadOfTheTitle() {
            let legal = UILabel()
            let table = CountingTable()
            let section = RowSection(footer: "Terms", rows: [ListRow("Name")])
            let root = CascadingRootNode(children: [section], tableView: table)
            table.forgetOperations()
            section.footerView(legal)
            #expect(section.footerView === legal)
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.delegate?.tableView(table, viewForFooterInSection: 0) === legal)
            #expect(table.headlessRenderedText().contains("<UILabel>"))
            #expect(!section.isContentEqual(to: RowSection(footer: "Terms")))
            withExtendedLifetime(root) {}
        }
    }
#endif
