// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A section that counts how often it became visible and stopped being visible.
    private final class WatchedSection: CascadingSectionNode {
        var events: [String] = []
        override func didBecomeVisible() { events.append("visible") }
        override func didEndBeingVisible() { events.append("hidden") }
    }

    /// A section with index titles.
    private final class IndexedSection: CascadingSectionNode {
        let title: String
        init(_ title: String, rows: [String]) {
            self.title = title
            super.init(children: rows.map { NamedRow($0) })
        }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? { [title] }
    }

    @MainActor
    @Suite("Groups stand for runs of sections or rows, at any depth")
    struct CascadingGroupNodeTests {
        let table = CountingTable()

        @Test func groupsWhereSectionsSitRouteEachSectionToItsOwner() {
            let inner = CascadingGroupNode(children: [NamedSection("B", rows: ["b1"]), CascadingGroupNode()])
            let module = CascadingGroupNode(children: [inner, NamedSection("C", rows: ["c1", "c2"])])
            let root = RecoveringRoot(children: [NamedSection("A", rows: ["a1"]), module], tableView: table)
            #expect(root.numberOfSections(in: table) == 3)
            #expect(table.shownRows() == [["a1"], ["b1"], ["c1", "c2"]])
            #expect(root.tableView(table, titleForHeaderInSection: 2) == "C")
            #expect(module.tablePlacement == .sections(1..<3))
            #expect(inner.children[1].tablePlacement == .sections(2..<2))
            #expect(module.localIndex(ofSection: 2) == 1)
            #expect(module.section(forLocalIndex: 0) == 1)
            #expect(root.tableView(table, numberOfRowsInSection: 3) == 0)  // past the end: the default
        }

        @Test func aNodeThatOwnsASectionCoversEveryRowOfItAndNoOther() {
            let first = NamedSection("A", rows: ["a1"])
            let owner = NamedSection("B", rows: ["b1", "b2"])
            let module = CascadingGroupNode(children: [owner])
            let root = RecoveringRoot(children: [first, module], tableView: table)
            #expect(owner.tablePlacement == .sections(1..<2))
            #expect(owner.localIndex(of: IndexPath(row: 1, section: 1)) == 1)
            #expect(owner.localIndex(of: IndexPath(row: 0, section: 0)) == nil)
            #expect(owner.localIndex(of: IndexPath(row: -1, section: 1)) == nil)
            #expect(owner.indexPath(forLocalIndex: 1) == IndexPath(row: 1, section: 1))
            #expect(owner.indexPath(forLocalIndex: -1) == nil)
            // A group and the root cover their children's sections, not one section's rows.
            #expect(module.localIndex(of: IndexPath(row: 0, section: 1)) == nil)
            #expect(module.indexPath(forLocalIndex: 0) == nil)
            #expect(root.localIndex(of: IndexPath(row: 0, section: 0)) == nil)
            root.insertChild(NamedSection("Z", rows: []), at: 0)
            #expect(owner.localIndex(of: IndexPath(row: 1, section: 2)) == 1)
            #expect(owner.indexPath(forLocalIndex: 0) == IndexPath(row: 0, section: 2))
        }

        @Test func groupsInsideASectionRouteRowsAndNest() {
            let deep = CascadingGroupNode(children: [NamedRow("x"), NamedRow("y")])
            let run = CascadingGroupNode(children: [NamedRow("1"), deep, NamedRow("2")])
            let section = CascadingSectionNode(children: [
                NamedRow("head"), run, CascadingGroupNode(), NamedRow("tail"),
            ])
            let root = RecoveringRoot(children: [section], tableView: table)
            #expect(table.shownRows() == [["head", "1", "x", "y", "2", "tail"]])
            #expect(deep.tablePlacement == .rows(2..<4, section: 0))
            #expect(deep.localIndex(of: IndexPath(row: 3, section: 0)) == 1)
            #expect(deep.localIndex(of: IndexPath(row: 4, section: 0)) == nil)
            #expect(section.children[3].tablePlacement == .rows(5..<6, section: 0))
            deep.appendChild(NamedRow("z"))
            run.insertChild(NamedRow("0"), at: 0)
            #expect(table.visibleTexts() == ["head", "0", "1", "x", "y", "z", "2", "tail"])
            root.performUpdates {
                deep.removeChild(at: 0)
                section.children[2].appendChild(NamedRow("new"))
                run.moveChild(from: 0, to: 3)
            }
            #expect(table.visibleTexts() == ["head", "1", "y", "z", "2", "0", "new", "tail"])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func insertingAtTheFrontRenumbersSiblingsWhenRead() {
            let group = CascadingGroupNode(children: (0..<5).map { NamedRow("\($0)") })
            let rows = group.children
            group.insertChild(NamedRow("first"), at: 0)
            group.insertChild(NamedRow("second"), at: 0)
            #expect(rows.map(\.index) == [2, 3, 4, 5, 6])
            #expect(group.children.map(\.index) == Array(0..<7))
        }

        @Test func aGroupAddedOrRemovedAsAWholeIsOneBatch() {
            let section = CascadingSectionNode(children: [NamedRow("a")])
            let root = RecoveringRoot(children: [section], tableView: table)
            _ = table.visibleTexts()
            table.forgetOperations()
            let run = CascadingGroupNode(children: [NamedRow("b"), NamedRow("c")])
            section.appendChild(run)
            #expect(table.operations == ["insert rows [[0, 1], [0, 2]]"])
            run.removeFromParent()
            #expect(table.operations.last == "delete rows [[0, 1], [0, 2]]")
            #expect(table.visibleTexts() == ["a"])
            #expect(table.batches == 2 && root.reports.isEmpty)
        }

        @Test func reloadingANestedNodeReloadsItsRows() {
            let row = NamedRow("y")
            let run = CascadingGroupNode(children: [NamedRow("x"), row])
            let root = RecoveringRoot(
                children: [CascadingSectionNode(children: [NamedRow("a"), run])], tableView: table)
            _ = table.visibleTexts()
            table.forgetOperations()
            row.reloadContent()
            #expect(table.operations == ["reload rows [[0, 2]]"])
            run.reconfigureContent()
            #expect(table.operations.last == "reconfigure rows [[0, 1], [0, 2]]")
            #expect(root.reports.isEmpty)
        }

        @Test func sectionIndexTitlesAreCollectedThroughGroupsOnce() {
            let group = CascadingGroupNode(children: [
                IndexedSection("B", rows: ["b"]), IndexedSection("C", rows: ["c"]),
            ])
            let root = RecoveringRoot(children: [IndexedSection("A", rows: ["a"]), group], tableView: table)
            #expect(root.sectionIndexTitles(for: table) == ["A", "B", "C"])
            #expect(root.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
        }

        @Test func reorderingARowOutOfAGroupIntoAnotherSectionMovesItsNode() {
            let moving = NamedRow("x")
            moving.canMove = true
            let run = CascadingGroupNode(children: [NamedRow("1"), moving])
            let source = CascadingSectionNode(children: [NamedRow("head"), run])
            let destination = CascadingSectionNode(children: [
                NamedRow("d1"), CascadingGroupNode(children: [NamedRow("d2")]),
            ])
            let root = RecoveringRoot(children: [source, destination], tableView: table)
            table.isEditing = true
            _ = table.visibleTexts()
            #expect(table.headlessMoveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 1)) != nil)
            #expect(moving.parent === destination)  // before the group that starts at the drop row
            #expect(moving.tablePlacement == .rows(1..<2, section: 1))
            #expect(table.shownRows() == [["head", "1"], ["d1", "x", "d2"]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func sectionsLearnWhenTheyBecomeVisibleAndStop() {
            let watched = WatchedSection(children: (0..<3).map { NamedRow("\($0)") })
            let filler = CascadingSectionNode(children: (0..<60).map { NamedRow("f\($0)") })
            let root = RecoveringRoot(children: [CascadingGroupNode(children: [watched]), filler], tableView: table)
            table.layoutIfNeeded()
            #expect(watched.events == ["visible"])
            table.contentOffset = CGPoint(x: 0, y: 1_000)
            table.layoutIfNeeded()
            #expect(watched.events == ["visible", "hidden"])
            table.contentOffset = .zero
            table.layoutIfNeeded()
            watched.removeFromParent()
            table.layoutIfNeeded()
            #expect(watched.events == ["visible", "hidden", "visible", "hidden"])
            #expect(root.reports.isEmpty)
        }

        @Test func replacingAGroupsChildrenFromModelsDiffsByIdentity() {
            final class Item: CascadingNode {
                let id: String
                init(_ id: String) {
                    self.id = id
                    super.init()
                }
                override var diffIdentifier: AnyHashable { id }
                override func isContentEqual(to other: CascadingNode) -> Bool { true }
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
                {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.textLabel?.text = id
                    return cell
                }
            }
            let run = CascadingGroupNode(children: ["a", "b", "c"].map(Item.init))
            let root = RecoveringRoot(
                children: [CascadingSectionNode(children: [NamedRow("head"), run])], tableView: table)
            _ = table.visibleTexts()
            table.forgetOperations()
            run.children = ["c", "a", "b", "d"].map(Item.init)
            #expect(!table.operations.contains { $0.hasPrefix("delete") || $0.hasPrefix("reconfigure") })
            #expect(table.operations.contains("insert rows [[0, 4]]"))
            #expect(table.visibleTexts() == ["head", "c", "a", "b", "d"])
            #expect(root.reports.isEmpty)
        }
    }
#endif
