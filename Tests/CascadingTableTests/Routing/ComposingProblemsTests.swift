// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A section that draws a summary in row 0 itself and shows the rows its spans place (its children's,
    /// then its loading row) in rows 1…n, written the way the routing hooks invite: overriding
    /// `child(forRowAt:)` and the row count.
    private final class SummaryByHooksSection: CascadingSectionNode {
        override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
            indexPath.row == 0
                ? nil : super.child(forRowAt: IndexPath(row: indexPath.row - 1, section: indexPath.section))
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            super.tableView(tableView, numberOfRowsInSection: section) + 1
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "summary of \(children.count)"
            return cell
        }
    }

    /// The same section declaring its summary row with `childrenOffset`.
    private final class SummarySection: CascadingSectionNode {
        init(rows: [String]) {
            super.init(children: rows.map { NamedRow($0) })
            childrenOffset = 1
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "summary of \(children.count)"
            return cell
        }
    }

    /// A root that draws a banner section itself before its children's sections.
    private final class BannerByHooksRoot: RecoveringRoot {
        override func child(forSection section: Int) -> CascadingNode? {
            section == 0 ? nil : super.child(forSection: section - 1)
        }
        override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
            indexPath.section == 0 ? nil : super.child(forSection: indexPath.section - 1)
        }
        override func numberOfSections(in tableView: UITableView) -> Int { children.count + 1 }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            section == 0 ? 1 : super.tableView(tableView, numberOfRowsInSection: section)
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.section == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "banner"
            return cell
        }
    }

    /// A section that shows its children's rows in reverse order, through `child(forRowAt:)` alone.
    private final class ReversedRowsSection: CascadingSectionNode {
        override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
            children.indices.contains(indexPath.row) ? children[children.count - 1 - indexPath.row] : nil
        }
    }

    /// A group among a section's rows that shows its children's rows backwards through its routing hook.
    private final class ReversedRowsGroup: CascadingGroupNode {
        override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
            guard let child = super.child(forRowAt: indexPath), let index = children.firstIndex(where: { $0 === child })
            else { return super.child(forRowAt: indexPath) }
            return children[children.count - 1 - index]
        }
    }

    /// A section whose first child shows its rows on the even rows, and whose other children take the odd
    /// rows between them, through `child(forRowAt:)` alone.
    private final class InterleavedByHooksSection: CascadingSectionNode {
        override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
            guard children.count > 1 else { return super.child(forRowAt: indexPath) }
            return indexPath.row.isMultiple(of: 2) ? children[0] : children[1 + indexPath.row / 2]
        }
    }

    /// A row whose text is edited in place and announced with `reloadContent()`.
    private final class EditedRow: CascadingNode {
        var text: String
        init(_ text: String) {
            self.text = text
            super.init()
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }
    }

    @MainActor
    @Suite("What went wrong when composing, and works now")
    struct ComposingProblemsTests {
        let table = CountingTable()

        // MARK: Wrong rows, silently

        // A section that routes through hooks of its own is reloaded whole by every change under it, and
        // the root hears of it once per change: the tree does not look into the hooks.

        @Test func appendingToASectionWhoseHooksDrawASummaryRowReloadsItsSectionAndReportsIt() {
            let section = SummaryByHooksSection(children: [NamedRow("a"), NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.visibleTexts() == ["summary of 2", "a", "b"])
            table.forgetOperations()
            section.appendChild(NamedRow("c"))
            #expect(table.violations.isEmpty)
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.visibleTexts() == ["summary of 3", "a", "b", "c"])
            #expect(root.reports.count == 1)
            #expect(root.reports.first?.contains("childrenOffset") == true)
        }

        @Test func removingTheFirstChildOfASectionWhoseHooksDrawASummaryRowKeepsTheSummary() {
            let section = SummaryByHooksSection(children: [NamedRow("a"), NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            _ = table.visibleTexts()
            table.forgetOperations()
            section.removeChild(at: 0)
            #expect(table.violations.isEmpty)
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.visibleTexts() == ["summary of 1", "b"])
            #expect(root.reports.count == 1)
        }

        @Test func reloadingARowUnderASummaryDrawnByHooksReloadsItsSection() {
            let edited = EditedRow("a")
            let section = SummaryByHooksSection(children: [edited, NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.visibleTexts() == ["summary of 2", "a", "b"])
            edited.text = "a (edited)"
            table.forgetOperations()
            edited.reloadContent()
            #expect(table.violations.isEmpty)
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.visibleTexts() == ["summary of 2", "a (edited)", "b"])
            #expect(root.reports.count == 1)
        }

        @Test func removingAndAppendingInOneUpdateUnderASummaryDrawnByHooksShowsTheRightRows() {
            let section = SummaryByHooksSection(children: [NamedRow("a"), NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.visibleTexts() == ["summary of 2", "a", "b"])
            root.performUpdates {
                section.removeChild(at: 0)
                section.appendChild(NamedRow("c"))
            }
            #expect(table.violations.isEmpty)
            #expect(table.visibleTexts() == ["summary of 2", "b", "c"])
            #expect(root.reports.count == 1)
        }

        @Test func emptyingASummaryDrawnByHooksInOneUpdateKeepsTheSummary() {
            let section = SummaryByHooksSection(children: [NamedRow("a"), NamedRow("b")])
            let other = NamedSection("Other", rows: ["x"])
            let root = RecoveringRoot(children: [section, other], tableView: table)
            _ = table.visibleTexts()
            root.performUpdates {
                section.children = []
                other.appendChild(NamedRow("y"))
            }
            #expect(table.violations.isEmpty)
            #expect(table.shownRows() == [["summary of 0"], ["x", "y"]])
            #expect(table.operations.contains("reload sections [0]"))
            #expect(table.operations.contains("insert rows [[1, 1]]"))
            #expect(root.reports.count == 1)
        }

        @Test func insertingAnEmptySummaryDrawnByHooksInAnUpdateOfSeveralBatchesShowsItsSummary() {
            let first = NamedSection("First", rows: ["a", "b"])
            let second = NamedSection("Second", rows: ["c"])
            let root = RecoveringRoot(children: [first, second], tableView: table)
            _ = table.visibleTexts()
            let summary = SummaryByHooksSection()
            root.performUpdates {
                // Sections that move while a row moves between them take more than one batch.
                root.moveChild(from: 1, to: 0)
                let moved = first.children[0]
                moved.removeFromParent()
                second.appendChild(moved)
                root.insertChild(summary, at: 0)
            }
            #expect(table.violations.isEmpty)
            #expect(table.shownRows() == [["summary of 0"], ["c", "a"], ["b"]])
            #expect(root.reports.isEmpty)
        }

        @Test func movingSectionsAroundAnEmptySummaryDrawnByHooksInOneUpdateKeepsItsSummary() {
            let first = NamedSection("First", rows: ["a", "b"])
            let second = NamedSection("Second", rows: ["c"])
            let root = RecoveringRoot(children: [SummaryByHooksSection(), first, second], tableView: table)
            #expect(table.shownRows() == [["summary of 0"], ["a", "b"], ["c"]])
            root.performUpdates {
                root.moveChild(from: 2, to: 1)
                let moved = first.children[0]
                moved.removeFromParent()
                second.appendChild(moved)
            }
            #expect(table.violations.isEmpty)
            #expect(table.shownRows() == [["summary of 0"], ["c", "a"], ["b"]])
            #expect(root.reports.isEmpty)
        }

        @Test func rebuildingTheRowsOfASummaryDrawnByHooksThatShowsALoadingRowReloadsItOncePerChange() {
            let section = SummaryByHooksSection(children: [NamedRow("a"), NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            section.setLoading(true)
            #expect(table.shownRows() == [["summary of 2", "a", "b", "Loading…"]])
            // The loading row is a change under the section too.
            #expect(root.reports.count == 1)
            table.forgetOperations()
            // Rebuilt from models: the old rows leave, then the new ones are assigned.
            for row in section.children { row.removeFromParent() }
            section.children = [NamedRow("a"), NamedRow("c")]
            #expect(table.violations.isEmpty)
            // Two removals, then the assignment.
            #expect(table.operations == Array(repeating: "reload sections [0]", count: 3))
            #expect(table.shownRows() == [["summary of 2", "a", "c", "Loading…"]])
            #expect(root.reports.count == 4)
        }

        @Test func changingTheItemsOfAListUnderASummaryDrawnByHooksReloadsItsSectionAndReportsIt() {
            let list = ListSection(["x", "y"], id: \.self) { cell, item in cell.textLabel?.text = item }
            let section = SummaryByHooksSection(children: [list])
            let root = RecoveringRoot(children: [NamedSection("A", rows: ["a"]), section], tableView: table)
            #expect(table.shownRows() == [["a"], ["summary of 1", "x", "y"]])
            table.forgetOperations()
            list.appendItem("z")
            #expect(table.operations == ["reload sections [1]"])
            #expect(table.numberOfRows(inSection: 1) == 4)
            #expect(table.shownRows() == [["a"], ["summary of 1", "x", "y", "z"]])
            #expect(root.reports.count == 1)
            #expect(root.reports.first?.contains("childrenOffset") == true)
            #expect(table.violations.isEmpty)
        }

        @Test func aChildJoiningASectionWhoseHooksShowItsRowsReversedReloadsThatSectionOnly() {
            let reversed = ReversedRowsSection(children: [NamedRow("a")])
            let root = RecoveringRoot(children: [reversed, NamedSection("B", rows: ["b"])], tableView: table)
            #expect(table.shownRows() == [["a"], ["b"]])
            table.forgetOperations()
            reversed.appendChild(NamedRow("c"))
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.shownRows() == [["c", "a"], ["b"]])
            #expect(root.reports.count == 1)
            #expect(table.violations.isEmpty)
        }

        @Test func aGroupRoutingByItsHooksArrivingInASectionOrLeavingItWithOtherRowsReloadsThatSectionOnce() {
            let section = NamedSection("A", rows: ["a"])
            let root = RecoveringRoot(children: [section, NamedSection("B", rows: ["b"])], tableView: table)
            let group = ReversedRowsGroup(children: [NamedRow("x"), NamedRow("y")])
            table.forgetOperations()
            root.performUpdates {
                section.appendChild(group)
                section.insertChild(NamedRow("z"), at: 0)
            }
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.shownRows() == [["z", "a", "y", "x"], ["b"]])
            table.forgetOperations()
            root.performUpdates {
                group.removeFromParent()
                section.removeChild(at: 0)
            }
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.shownRows() == [["a"], ["b"]])
            // One routing report per update, and no count the table had to recover from.
            #expect(root.reports.count == 2)
            #expect(root.reports.allSatisfy { $0.contains("child(forRowAt:)") }, "\(root.reports)")
            #expect(table.violations.isEmpty)
        }

        @Test func aRowLeavingAGroupThatRoutesByItsHooksForItsPlaceAfterItReloadsTheSection() {
            let group = ReversedRowsGroup(children: [NamedRow("x"), NamedRow("y")])
            let section = CascadingSectionNode(children: [NamedRow("a"), group])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.shownRows() == [["a", "y", "x"]])
            table.forgetOperations()
            // The same nodes in the same order, depth first: only where `y` hangs changes.
            root.performUpdates {
                let moved = group.removeChild(at: 1)
                section.appendChild(moved)
            }
            #expect(table.operations == ["reload sections [0]"])
            #expect(table.visibleTexts() == ["a", "x", "y"])
            #expect(root.reports.count == 1)
            #expect(table.violations.isEmpty)
        }

        @Test func aRowCannotBeDraggedIntoASectionWhoseHooksDrawASummaryRow() {
            let plain = NamedSection("A", rows: ["a", "b"])
            let hooked = SummaryByHooksSection(children: [NamedRow("c")])
            let declared = SummarySection(rows: ["d"])
            let root = RecoveringRoot(children: [plain, hooked, declared], tableView: table)
            #expect(table.shownRows() == [["a", "b"], ["summary of 1", "c"], ["summary of 1", "d"]])
            // The hooked section cannot tell where a row would land, at any row; the declared one can.
            let from = IndexPath(row: 0, section: 0)
            #expect(!hooked.acceptsRowNode(from: from, at: IndexPath(row: 0, section: 1)))
            #expect(!hooked.acceptsRowNode(from: from, at: IndexPath(row: 1, section: 1)))
            #expect(!hooked.acceptsRowNode(from: from, at: IndexPath(row: 2, section: 1)))
            #expect(declared.acceptsRowNode(from: from, at: IndexPath(row: 1, section: 2)))
            #expect(declared.acceptsRowNode(from: from, at: IndexPath(row: 2, section: 2)))
            #expect(!declared.acceptsRowNode(from: from, at: IndexPath(row: 0, section: 2)))
            #expect(root.reports.isEmpty)
        }

        @Test func aListAmongRowsAfterASummaryDrawnByHooksShowsEachItemInItsRow() {
            let list = ListSection<String>(["x", "y", "z"], id: \.self) { cell, item in cell.textLabel?.text = item }
            let section = SummaryByHooksSection(children: [NamedRow("a"), list, NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.shownRows() == [["summary of 3", "a", "x", "y", "z", "b"]])
            #expect(list.localIndex(of: IndexPath(row: 2, section: 0)) == 0)
            #expect(list.localIndex(of: IndexPath(row: 4, section: 0)) == 2)
            #expect(list.localIndex(of: IndexPath(row: 5, section: 0)) == nil)
            #expect(list.localIndex(of: IndexPath(row: 0, section: 0)) == nil)
            var tapped: [String] = []
            _ = list.onSelect { tapped.append($0) }
            table.headlessTap(rowAt: IndexPath(row: 3, section: 0))
            #expect(tapped == ["y"])
            #expect(list.indexPath(forLocalIndex: 0) == IndexPath(row: 2, section: 0))
            #expect(list.indexPath(forLocalIndex: 2) == IndexPath(row: 4, section: 0))
            #expect(list.indexPath(forLocalIndex: 3) == nil)
            _ = root
        }

        @Test func aListWhoseRowsTheHooksSpreadBetweenOtherRowsShowsEachItemInItsRow() {
            let list = ListSection<String>(["x", "y", "z"], id: \.self) { cell, item in cell.textLabel?.text = item }
            let section = InterleavedByHooksSection(children: [list, NamedRow("a"), NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.shownRows() == [["x", "a", "y", "b", "z"]])
            // Each position and index path answers the other back, past the rows between them.
            for item in 0..<3 {
                let row = IndexPath(row: item * 2, section: 0)
                #expect(list.indexPath(forLocalIndex: item) == row)
                #expect(list.localIndex(of: row) == item)
            }
            #expect(list.localIndex(of: IndexPath(row: 3, section: 0)) == nil)
            #expect(list.tablePlacement == .rows(0..<1, section: 0))
            var tapped: [String] = []
            _ = list.onSelect { tapped.append($0) }
            table.headlessTap(rowAt: IndexPath(row: 4, section: 0))
            #expect(tapped == ["z"])
            _ = root
        }

        @Test func aListWhoseRowsTheHooksSpreadBetweenOtherRowsSelectsTheRowsOfItsSelectedItems() {
            table.allowsMultipleSelection = true
            let list = ListSection<String>(["x", "y", "z"], id: \.self) { cell, item in cell.textLabel?.text = item }
            let section = InterleavedByHooksSection(children: [list, NamedRow("a"), NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            table.headlessTap(rowAt: IndexPath(row: 2, section: 0))
            #expect(list.selectedItems == ["y"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            list.selectedItems = ["x", "z"]
            #expect(list.selectedItems == ["x", "z"])
            #expect(
                Set(table.indexPathsForSelectedRows ?? []) == [
                    IndexPath(row: 0, section: 0), IndexPath(row: 4, section: 0),
                ])
            _ = root
        }

        @Test func anEmptyListUnderASummaryDrawnByHooksShowsItsEmptyRowThenItsFailedRow() {
            let list = ListSection<String>([], id: \.self) { cell, item in cell.textLabel?.text = item }
                .emptyState("Nothing yet")
            let section = SummaryByHooksSection(children: [NamedRow("a"), list])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.shownRows() == [["summary of 2", "a", "Nothing yet"]])
            struct Offline: Error {}
            list.loadState = .failed(Offline())
            #expect(table.shownRows() == [["summary of 2", "a", "Couldn't load. Tap to retry."]])
            _ = root
        }

        @Test func selectingAListItemByCodeUnderASummaryDrawnByHooksSelectsItsRow() {
            let list = ListSection<String>(["x", "y", "z"], id: \.self) { cell, item in cell.textLabel?.text = item }
                .selectionMode(.single)
            let section = SummaryByHooksSection(children: [list])
            let root = RecoveringRoot(children: [section], tableView: table)
            list.selectedItems = ["z"]
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(list.selectedItems == ["x"])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            #expect(root.reports.isEmpty)
        }

        @Test func aListUnderASummaryDrawnByHooksKeepsShowingItsItemsThroughAnUpdateOfSeveralBatches() {
            let declared = SummarySection(rows: ["s"])
            let edited = EditedRow("e")
            let list = ListSection<String>(["x", "y"], id: \.self) { cell, item in cell.textLabel?.text = item }
            let section = SummaryByHooksSection(children: [edited, list])
            let root = RecoveringRoot(children: [section, declared], tableView: table)
            #expect(table.shownRows() == [["summary of 2", "e", "x", "y"], ["summary of 1", "s"]])
            table.forgetOperations()
            root.performUpdates {
                // A section showing a loading footer is reloaded in a batch of its own, after the batch that
                // reloads its own row; the section whose hooks the spans do not describe is reloaded whole
                // in the first batch, while the table still shows the stage before the second.
                declared.setLoading(true, style: .footer, animated: true)
                edited.text = "e (edited)"
                edited.reloadContent()
            }
            #expect(table.operations == ["reload sections [0]", "reload rows [[1, 0]]", "reload sections [1]"])
            #expect(table.violations.isEmpty)
            #expect(table.visibleTexts() == ["summary of 2", "e (edited)", "x", "y", "summary of 1", "s"])
            #expect(table.shownRows() == [["summary of 2", "e (edited)", "x", "y"], ["summary of 1", "s"]])
            #expect(root.reports.count == 1)
            #expect(root.reports.first?.contains("childrenOffset") == true)
        }

        @Test func reorderingTheItemsOfAListUnderASummaryDrawnByHooksMovesThoseItems() {
            var moves: [String] = []
            let first = ListSection<String>(["x", "y"], id: \.self) { cell, item in cell.textLabel?.text = item }
            let second = ListSection<String>(["p", "q", "r"], id: \.self) { cell, item in cell.textLabel?.text = item }
                .onMove { item, position in moves.append("\(item) to \(position)") }
            let section = SummaryByHooksSection(children: [first, second])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.shownRows() == [["summary of 2", "x", "y", "p", "q", "r"]])
            table.setEditing(true, animated: false)
            let landed = table.headlessMoveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 5, section: 0))
            #expect(landed == IndexPath(row: 5, section: 0))
            #expect(second.items == ["q", "r", "p"])
            #expect(moves == ["p to 2"])
            #expect(first.items == ["x", "y"])
            #expect(table.shownRows() == [["summary of 2", "x", "y", "q", "r", "p"]])
            #expect(table.visibleTexts() == ["summary of 2", "x", "y", "q", "r", "p"])
            #expect(table.violations.isEmpty)
            #expect(root.reports.isEmpty)
        }

        @Test func anItemOfAListWhoseRowsTheHooksSpreadStaysAmongItsOwnRowsWhenDragged() {
            let list = ListSection<String>(["x", "y", "z"], id: \.self) { cell, item in cell.textLabel?.text = item }
                .onMove()
            let section = InterleavedByHooksSection(children: [list, NamedRow("a"), NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            table.setEditing(true, animated: false)
            // Moving "y" past "a" would shift "a" as well: the row stays.
            let landed = table.headlessMoveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
            #expect(landed == IndexPath(row: 2, section: 0))
            #expect(list.items == ["x", "y", "z"])
            #expect(table.shownRows() == [["x", "a", "y", "b", "z"]])
            #expect(table.visibleTexts() == ["x", "a", "y", "b", "z"])
            #expect(table.violations.isEmpty)
            #expect(root.reports.isEmpty)
        }

        @Test func aRowUnderASummaryDrawnByHooksIsPlacedWhereItShowsAndStaysSelectedThroughAReload() {
            let list = ListSection<String>(["x", "y"], id: \.self) { cell, item in cell.textLabel?.text = item }
            let last = NamedRow("b")
            let section = SummaryByHooksSection(children: [NamedRow("a"), list, last])
            let root = RecoveringRoot(children: [NamedSection("A", rows: ["z"]), section], tableView: table)
            #expect(table.shownRows() == [["z"], ["summary of 3", "a", "x", "y", "b"]])
            #expect(last.tablePlacement == .rows(4..<5, section: 1))
            #expect(list.tablePlacement == .rows(2..<4, section: 1))
            #expect(section.tablePlacement == .sections(1..<2))
            #expect(list.indexPath(forItemAt: 1) == IndexPath(row: 3, section: 1))
            table.selectRow(at: IndexPath(row: 4, section: 1), animated: false, scrollPosition: .none)
            // The list's change reloads the section, which the table deselects; the row is selected again
            // where the hooks show it.
            list.appendItem("w")
            #expect(table.shownRows() == [["z"], ["summary of 3", "a", "x", "y", "w", "b"]])
            #expect(last.tablePlacement == .rows(5..<6, section: 1))
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 5, section: 1)])
            #expect(root.reports.count == 1)
            #expect(table.violations.isEmpty)
        }

        @Test func draggingARowIntoASummaryDrawnByHooksPutsItBack() {
            let section = SummaryByHooksSection(children: [NamedRow("a")])
            let rows = RowSection(rows: [ListRow("x").movable(), ListRow("y")])
            let root = RecoveringRoot(children: [section, rows], tableView: table)
            #expect(table.shownRows() == [["summary of 1", "a"], ["x", "y"]])
            table.setEditing(true, animated: false)
            let landed = table.headlessMoveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
            #expect(landed == IndexPath(row: 0, section: 1))
            #expect(table.shownRows() == [["summary of 1", "a"], ["x", "y"]])
            #expect(section.children.count == 1)
            #expect(root.reports.isEmpty)
        }

        @Test func appendingSectionsInOneUpdateUnderARootWhoseHooksDrawABannerShowsEverySectionOnce() {
            let root = BannerByHooksRoot(children: [NamedSection("A", rows: ["a"])], tableView: table)
            #expect(table.visibleTexts() == ["banner", "a"])
            root.performUpdates {
                root.appendChild(NamedSection("B", rows: ["b"]))
                root.insertChild(NamedSection("C", rows: ["c"]), at: 0)
            }
            #expect(table.violations.isEmpty)
            #expect(table.shownRows() == [["banner"], ["c"], ["a"], ["b"]])
            #expect(root.reports.count == 1)
        }

        @Test func appendingToASectionThatDeclaresItsSummaryRowIsOneAnimatedInsert() {
            let section = SummarySection(rows: ["a", "b"])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.visibleTexts() == ["summary of 2", "a", "b"])
            table.forgetOperations()
            section.appendChild(NamedRow("c"))
            #expect(table.operations == ["insert rows [[0, 3]]"])
            section.removeChild(at: 0)
            #expect(table.operations.last == "delete rows [[0, 1]]")
            section.moveChild(from: 1, to: 0)
            #expect(table.visibleTexts() == ["summary of 2", "c", "b"])
            #expect(root.reports.isEmpty)
            #expect(table.reloads == 0)
        }

        @Test func aListSectionUnderARootWhoseHooksDrawABannerShowsItsItemsInTheSectionTheHooksGiveIt() {
            let list = ListSection<String>(["x", "y"], id: \.self) { cell, item in cell.textLabel?.text = item }
            var tapped: [String] = []
            _ = list.onSelect { tapped.append($0) }
            let root = BannerByHooksRoot(children: [NamedSection("A", rows: ["a"]), list], tableView: table)
            #expect(table.shownRows() == [["banner"], ["a"], ["x", "y"]])
            #expect(list.tablePlacement == .sections(2..<3))
            #expect(list.localIndex(ofSection: 2) == 0)
            #expect(list.section(forLocalIndex: 0) == 2)
            #expect(list.localIndex(of: IndexPath(row: 1, section: 2)) == 1)
            #expect(list.indexPath(forItemAt: 1) == IndexPath(row: 1, section: 2))
            table.headlessTap(rowAt: IndexPath(row: 1, section: 2))
            #expect(tapped == ["y"])
            list.selectedItems = ["x"]
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 2)])
            _ = root
        }

        @Test func appendingASectionUnderARootWhoseHooksDrawABannerShowsEverySectionOnce() {
            let root = BannerByHooksRoot(children: [NamedSection("A", rows: ["a"])], tableView: table)
            #expect(table.visibleTexts() == ["banner", "a"])
            root.appendChild(NamedSection("B", rows: ["b"]))
            #expect(table.violations.isEmpty)
            #expect(table.shownRows() == [["banner"], ["a"], ["b"]])
            #expect(table.visibleTexts() == ["banner", "a", "b"])
            #expect(root.reports.count == 1)
        }

        @Test func appendingASectionUnderARootThatDeclaresItsBannerIsOneInsert() {
            final class BannerRoot: RecoveringRoot {
                override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                    section == 0 ? 1 : super.tableView(tableView, numberOfRowsInSection: section)
                }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    guard indexPath.section == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = "banner"
                    return cell
                }
            }
            let root = BannerRoot(children: [NamedSection("A", rows: ["a"])])
            root.childrenOffset = 1
            root.prepare(tableView: table)
            #expect(table.visibleTexts() == ["banner", "a"])
            table.forgetOperations()
            root.appendChild(NamedSection("B", rows: ["b"]))
            #expect(table.operations == ["insert sections [2]"])
            #expect(table.visibleTexts() == ["banner", "a", "b"])
            #expect(root.reports.isEmpty)
        }

        // MARK: Rebuilding from models

        @Test func rebuildingRowsFromModelsInsertsOnlyTheNewRow() {
            let section = CascadingSectionNode(children: [])
            let root = RecoveringRoot(children: [section], tableView: table)
            let models = [(1, "a"), (2, "b"), (3, "c")]
            section.children = models.map { MessageRow(id: $0.0, text: $0.1) }
            _ = table.visibleTexts()
            table.forgetOperations()
            let rebuilt = (models + [(4, "d")]).map { MessageRow(id: $0.0, text: $0.1) }
            section.children = rebuilt
            #expect(table.operations == ["insert rows [[0, 3]]"])
            #expect(section.children.map(ObjectIdentifier.init) == rebuilt.map(ObjectIdentifier.init))
            #expect(table.visibleTexts() == ["a", "b", "c", "d"])
            #expect(root.reports.isEmpty)
        }

        @Test func rebuildingRowsWhoseContentChangedReconfiguresThemInPlace() {
            let section = CascadingSectionNode(children: [MessageRow(id: 1, text: "a"), MessageRow(id: 2, text: "b")])
            let root = RecoveringRoot(children: [section], tableView: table)
            _ = table.visibleTexts()
            table.forgetOperations()
            section.children = [MessageRow(id: 2, text: "b"), MessageRow(id: 1, text: "a, edited")]
            #expect(table.operations.contains { $0.hasPrefix("reconfigure rows [[0, 1]]") })
            #expect(!table.operations.contains { $0.hasPrefix("delete") || $0.hasPrefix("insert") })
            #expect(table.visibleTexts() == ["b", "a, edited"])
            #expect(root.reports.isEmpty)
        }

        @Test func rebuildingWithRepeatedIdentifiersPairsThemInOrderAndReportsOnce() {
            let section = CascadingSectionNode(children: [MessageRow(id: 1, text: "a")])
            let root = RecoveringRoot(children: [section], tableView: table)
            _ = table.visibleTexts()
            section.children = [
                MessageRow(id: 1, text: "a"), MessageRow(id: 1, text: "x"), MessageRow(id: 1, text: "y"),
            ]
            #expect(root.duplicates == ["1"])
            #expect(table.violations.isEmpty)
            #expect(table.visibleTexts() == ["a", "x", "y"])
        }

        // MARK: One node for several sections or rows

        @Test func aModuleOfTwoSectionsIsInsertedAndRemovedAsOneNode() {
            let root = RecoveringRoot(children: [NamedSection("Top", rows: ["t"])], tableView: table)
            let reviews = CascadingGroupNode(children: [
                NamedSection("Reviews", rows: ["r1", "r2"]), NamedSection("Write", rows: ["write a review"]),
            ])
            _ = table.visibleTexts()
            table.forgetOperations()
            root.insertChild(reviews, at: 0)
            #expect(table.operations == ["insert sections [0, 1]"])
            #expect(table.visibleTexts() == ["r1", "r2", "write a review", "t"])
            #expect(reviews.tablePlacement == .sections(0..<2))
            root.moveChild(from: 0, to: 1)
            #expect(table.visibleTexts() == ["t", "r1", "r2", "write a review"])
            root.removeChild(at: 1)
            #expect(table.operations.last == "delete sections [1, 2]")
            #expect(table.visibleTexts() == ["t"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aSectionOfAHeaderRowARunOfRowsAndAShowMoreRowUpdatesTheRun() {
            let run = CascadingGroupNode(children: [NamedRow("1"), NamedRow("2")])
            let section = CascadingSectionNode(children: [NamedRow("header"), run, NamedRow("show more")])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.visibleTexts() == ["header", "1", "2", "show more"])
            table.forgetOperations()
            run.appendChild(NamedRow("3"))
            #expect(table.operations == ["insert rows [[0, 3]]"])
            #expect(run.tablePlacement == .rows(1..<4, section: 0))
            #expect(run.localIndex(of: IndexPath(row: 2, section: 0)) == 1)
            #expect(run.indexPath(forLocalIndex: 2) == IndexPath(row: 3, section: 0))
            run.removeChild(at: 0)
            #expect(table.operations.last == "delete rows [[0, 1]]")
            #expect(table.visibleTexts() == ["header", "2", "3", "show more"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }
    }
#endif
