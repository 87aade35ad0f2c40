#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct RowSectionTests {
        @Test func whenASectionHasTitlesOrViews_thatTheTableShowsThem() {
            let banner = UIView()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .grouped)
            let root = CascadingRootNode(
                children: [
                    RowSection(header: "Account", footer: "Signed in", rows: [ListRow("Name")]),
                    RowSection(rows: [ListRow("About")]).headerView(banner),
                ],
                tableView: table)
            let text = table.headlessRenderedText()
            #expect(text.contains("[header 0] y=0 h=38 \"Account\""))
            #expect(text.contains("[footer 0]"))
            #expect(text.contains("\"Signed in\""))
            #expect(text.contains("[header 1]"))
            #expect(text.contains("<UIView>"))
            #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 1) == nil)
            withExtendedLifetime(root) {}
        }

        @Test func whenSectionsAreRebuilt_thatTheyDiffByHeaderAndTheirRowsRowByRow() {
            let table = CountingTable()
            let root = CascadingRootNode(
                children: [RowSection(header: "A", rows: [ListRow("1")]), RowSection(header: "B")],
                tableView: table)
            table.forgetOperations()
            root.children = [
                RowSection(header: "B"), RowSection(header: "A", rows: [ListRow("1"), ListRow("2")]),
            ]
            #expect(!table.operations.contains { $0.hasPrefix("reload") || $0.hasPrefix("delete") })
            #expect(table.operations.contains("insert rows [[1, 1]]"))
            #expect(shownTitles(table) == [[], ["1", "2"]])
            root.children[0].reloadContent()
            #expect(RowSection(header: "A").diffIdentifier == AnyHashable("A"))
            #expect(!RowSection(header: "A", footer: "x").isContentEqual(to: RowSection(header: "A")))
            #expect(table.violations.isEmpty)
        }

        @Test func whenAnAttachedSectionsHeaderChanges_thatItsSectionIsReloaded() {
            let table = CountingTable()
            let section = RowSection(header: "Old", rows: [ListRow("Row")])
            let root = CascadingRootNode(children: [section], tableView: table)
            table.forgetOperations()
            section.header = "New"
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.dataSource?.tableView(table, titleForHeaderInSection: 0) == "New")
            withExtendedLifetime(root) {}
        }
    }
#endif
