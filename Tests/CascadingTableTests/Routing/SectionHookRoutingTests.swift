// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A group among sections that shows its children's sections backwards through its own routing hooks
    /// alone, as an app might write it before declaring its sections.
    private final class BackwardsSectionsGroup: CascadingGroupNode {
        override func child(forSection section: Int) -> CascadingNode? {
            guard let child = super.child(forSection: section), let index = children.firstIndex(where: { $0 === child })
            else { return super.child(forSection: section) }
            return children[children.count - 1 - index]
        }
        override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
            indexPath.count == 2 ? child(forSection: indexPath[0]) : super.child(forRowAt: indexPath)
        }
    }

    /// A section that draws a title row itself before its children's rows (`childrenOffset`).
    private final class TitledSection: CascadingSectionNode {
        let title: String
        init(_ title: String, rows: [String]) {
            self.title = title
            super.init(children: rows.map { NamedRow($0) })
            childrenOffset = 1
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard ownRow(at: indexPath) == .beforeChildren(0) else {
                return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = title
            return cell
        }
    }

    /// Sections that a root or a group places through its own `child(forSection:)`: the coordinates of
    /// the nodes in them, their selection and the updates that move sections in and out of such a group.
    @MainActor
    @Suite("Sections placed by a router's own hooks")
    struct SectionHookRoutingTests {
        private func list(_ items: [String]) -> ListSection<String> {
            ListSection(items, id: \.self) { cell, item in cell.textLabel?.text = item }
                .content { item, content in content.text = item }
        }

        @Test(arguments: ShownIn.allCases)
        func aSelectedItemStaysTheOnlySelectedOneWhenAChangeReloadsTheViewAndMovesItsSection(in view: ShownIn) {
            let (first, second) = (list(["a"]), list(["b"]))
            let group = BackwardsSectionsGroup(children: [first, second])
            let root = CascadingRootNode(children: [group])
            let driver = BothViewsDriver(root, in: view)
            #expect(driver.shown == [["b"], ["a"]])
            driver.tap(IndexPath(item: 0, section: 0))
            #expect(second.selectedItems == ["b"])
            // The change under the group reloads the view; "b" shows in the second section after it.
            group.appendChild(list(["c"]))
            #expect(driver.shown == [["c"], ["b"], ["a"]])
            #expect(driver.selected == [IndexPath(item: 0, section: 1)])
            #expect(second.selectedItems == ["b"])
        }

        @Test func aSectionsOwnRowShowsInTheSectionTheHooksGiveIt() {
            let table = CountingTable()
            let titled = TitledSection("Fruit", rows: ["apple"])
            let group = BackwardsSectionsGroup(children: [titled, NamedSection("B", rows: ["b"])])
            let root = RecoveringRoot(children: [group], tableView: table)
            #expect(table.shownRows() == [["b"], ["Fruit", "apple"]])
            #expect(titled.ownRow(at: IndexPath(row: 0, section: 1)) == .beforeChildren(0))
            #expect(titled.ownRow(at: IndexPath(row: 0, section: 0)) == nil)
            #expect(titled.tablePlacement == .sections(1..<2))
            _ = root
        }

        @Test func aRowRebuiltWithItsKeyShowsItsNewTextInTheSectionTheHooksGiveIt() {
            let table = CountingTable()
            let first = CascadingSectionNode(children: [MessageRow(id: 1, text: "apple")])
            let group = BackwardsSectionsGroup(children: [first, NamedSection("B", rows: ["b"])])
            let root = RecoveringRoot(children: [group], tableView: table)
            #expect(table.visibleTexts() == ["b", "apple"])
            first.children = [MessageRow(id: 1, text: "apricot")]
            #expect(table.visibleTexts() == ["b", "apricot"])
            #expect(table.violations.isEmpty)
            _ = root
        }

        @Test func anItemDraggedWithinAListInASectionTheHooksMoveFollowsTheDrag() {
            let table = CountingTable()
            let fruit = list(["x", "y"]).onMove()
            let section = CascadingSectionNode(children: [NamedRow("head"), fruit])
            let group = BackwardsSectionsGroup(children: [section, NamedSection("B", rows: ["b"])])
            let root = RecoveringRoot(children: [group], tableView: table)
            #expect(table.shownRows() == [["b"], ["head", "x", "y"]])
            table.setEditing(true, animated: false)
            let landed = table.headlessMoveRow(at: IndexPath(row: 2, section: 1), to: IndexPath(row: 1, section: 1))
            #expect(landed == IndexPath(row: 1, section: 1))
            #expect(fruit.items == ["y", "x"])
            #expect(table.visibleTexts() == ["b", "head", "y", "x"])
            #expect(table.violations.isEmpty)
            _ = root
        }

        @Test func aSectionLeavingTheGroupForWhereTheSpansAlreadyPutItIsShownWhereItNowIs() {
            let table = CountingTable()
            let leaving = NamedSection("X", rows: ["x"])
            let group = BackwardsSectionsGroup(children: [leaving, NamedSection("Y", rows: ["y"])])
            let root = RecoveringRoot(children: [group, NamedSection("Z", rows: ["z"])], tableView: table)
            #expect(table.shownRows() == [["y"], ["x"], ["z"]])
            // In the order of the spans the sections stay X, Y, Z; the hooks no longer turn X round.
            root.performUpdates {
                leaving.removeFromParent()
                root.insertChild(leaving, at: 0)
            }
            #expect(table.shownRows() == [["x"], ["y"], ["z"]])
            #expect(table.violations.isEmpty)
            #expect(root.reports.count == 1)
        }
    }
#endif
