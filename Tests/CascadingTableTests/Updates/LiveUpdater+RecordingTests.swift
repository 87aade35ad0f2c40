// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A root that shows a banner section of one row itself before its children's sections, once it
    /// declares it with `childrenOffset`.
    private final class BannerRoot: RecoveringRoot {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section < childrenOffset ? 1 : super.tableView(tableView, numberOfRowsInSection: section)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.section < childrenOffset else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "banner"
            return cell
        }
    }

    /// A group among sections that shows a section of one row itself before its children's, once it
    /// declares it with `childrenOffset`.
    private final class TitledModule: CascadingGroupNode {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            child(forSection: section) == nil ? 1 : super.tableView(tableView, numberOfRowsInSection: section)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard child(forSection: indexPath.section) == nil else {
                return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "module title"
            return cell
        }
    }

    @MainActor
    @Suite("Every change made alone takes the one commit path")
    struct LiveUpdaterRecordingTests {
        let table = CountingTable()

        @Test func showingABannerAboveTheSectionsInsertsItsSectionWithoutReloadingTheTable() {
            let root = BannerRoot(children: [NamedSection("A", rows: ["a"]), NamedSection("B", rows: ["b"])])
            root.prepare(tableView: table)
            #expect(table.visibleTexts() == ["a", "b"])
            table.forgetOperations()
            let reloads = table.reloads
            root.childrenOffset = 1
            #expect(table.operations == ["insert sections [0]"])
            #expect(table.reloads == reloads)
            #expect(table.visibleTexts() == ["banner", "a", "b"])
            root.childrenOffset = 0
            #expect(table.operations == ["insert sections [0]", "delete sections [0]"])
            #expect(table.visibleTexts() == ["a", "b"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func titlingAModuleOfSectionsInsertsTheTitleSectionBeforeItsSections() {
            let module = TitledModule(children: [NamedSection("B", rows: ["b"]), NamedSection("C", rows: ["c"])])
            let root = RecoveringRoot(children: [NamedSection("A", rows: ["a"]), module], tableView: table)
            #expect(table.visibleTexts() == ["a", "b", "c"])
            table.forgetOperations()
            module.childrenOffset = 1
            #expect(table.operations == ["insert sections [1]"])
            #expect(table.visibleTexts() == ["a", "module title", "b", "c"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func declaringASummaryRowOfASectionInsertsTheRow() {
            let section = NamedSection("A", rows: ["a", "b"])
            let root = RecoveringRoot(children: [section], tableView: table)
            _ = table.visibleTexts()
            table.forgetOperations()
            section.childrenOffset = 1
            #expect(table.operations == ["insert rows [[0, 0]]"])
            #expect(table.numberOfRows(inSection: 0) == 3)
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }
    }
#endif
