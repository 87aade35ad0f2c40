// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import TableSnapshotTesting
    import Testing

    /// A section that shows rows of its own before its children ("head …") and after them ("tail …"),
    /// and records the row calls that reach it and the rows it could not route.
    private final class FramedSection: CascadingSectionNode {
        private(set) var misses: [CascadingAddress] = []
        private(set) var selectedOwnRows: [Int] = []

        init(_ rows: [String], head: Int = 0, tail: Int = 1) {
            super.init(children: rows.map { NamedRow($0) })
            childrenOffset = head
            childrenTrailingOffset = tail
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let text: String
            switch ownRow(at: indexPath) {
            case .beforeChildren(let own)?: text = "head \(own)"
            case .afterChildren(let own)?: text = "tail \(own)"
            case .amongChildren(let name)?: text = name
            case nil: return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            if ownRow(at: indexPath) != nil { selectedOwnRows.append(indexPath.row) }
            super.tableView(tableView, didSelectRowAt: indexPath)
        }

        override func routingDidMiss(_ address: CascadingAddress) {
            misses.append(address)
        }
    }

    /// A group inside a section that shows one row of its own after its children ("end of group").
    private final class ClosedGroup: CascadingGroupNode {
        init(_ rows: [String]) {
            super.init(children: rows.map { NamedRow($0) })
            childrenTrailingOffset = 1
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard ownRow(at: indexPath) == .afterChildren(0) else {
                return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "end of group"
            return cell
        }
    }

    /// A root that shows a banner section of its own after its children's.
    private final class BannerRoot: CascadingRootNode {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            isBanner(section) ? 1 : super.tableView(tableView, numberOfRowsInSection: section)
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard isBanner(indexPath.section) else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "banner"
            return cell
        }

        private func isBanner(_ section: Int) -> Bool {
            ownSection(at: section) == .afterChildren(0)
        }
    }

    @MainActor
    @Suite struct TrailingOwnRowsTests {
        @Test func rowsAfterTheChildrenAreTheSectionsOwnAndNeverAMiss() {
            let tableView = CountingTable()
            let section = FramedSection(["a", "b"], head: 1, tail: 2)
            let root = CascadingRootNode(children: [section], tableView: tableView)
            #expect(tableView.shownRows() == [["head 0", "a", "b", "tail 0", "tail 1"]])
            #expect(root.tableView(tableView, numberOfRowsInSection: 0) == 5)
            #expect(section.childrenSpan == 2)
            // Calls for the rows it shows itself reach the section; a child's row reaches the child.
            for row in [0, 3, 4] {
                root.tableView(tableView, didSelectRowAt: IndexPath(row: row, section: 0))
            }
            root.tableView(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            #expect(section.selectedOwnRows == [0, 3, 4])
            #expect(section.misses.isEmpty)
            // Past the last own row is still a miss.
            _ = root.tableView(tableView, heightForRowAt: IndexPath(row: 5, section: 0))
            #expect(section.misses == [.row(IndexPath(row: 5, section: 0))])
            #expect(section.ownRow(at: IndexPath(row: 0, section: 0)) == .beforeChildren(0))
            #expect(section.ownRow(at: IndexPath(row: 1, section: 0)) == nil)
            #expect(section.ownRow(at: IndexPath(row: 4, section: 0)) == .afterChildren(1))
            #expect(section.ownRow(at: IndexPath(row: 5, section: 0)) == nil)
            #expect(section.ownRow(at: IndexPath(row: 0, section: 1)) == nil)
            // The children's coordinates are unchanged by the rows after them.
            #expect(section.children[1].tablePlacement == .rows(2..<3, section: 0))
            #expect(section.tablePlacement == .sections(0..<1))
        }

        @Test func childrenChangesMoveTheRowsAfterThemAndAnimate() {
            let tableView = CountingTable()
            let section = FramedSection(["a", "b"])
            let root = CascadingRootNode(children: [section], tableView: tableView)
            tableView.forgetOperations()
            section.insertChild(NamedRow("c"), at: 1)
            section.removeChild(at: 0)
            #expect(tableView.operations == ["insert rows [[0, 1]]", "delete rows [[0, 0]]"])
            #expect(tableView.shownRows() == [["c", "b", "tail 0"]])
            tableView.forgetOperations()
            root.performUpdates {
                section.appendChild(NamedRow("d"))
                section.childrenTrailingOffset = 2
                section.moveChild(from: 0, to: 2)
            }
            #expect(tableView.shownRows() == [["b", "d", "c", "tail 0", "tail 1"]])
            #expect(tableView.reloads == 0)
            #expect(!tableView.operations.contains { $0.hasPrefix("reload") })
            #expect(tableView.violations.isEmpty)
            #expect(section.misses.isEmpty)
            tableView.forgetOperations()
            section.childrenTrailingOffset = 0
            #expect(tableView.operations == ["delete rows [[0, 3], [0, 4]]"])
            #expect(tableView.shownRows() == [["b", "d", "c"]])
        }

        @Test func aRowCannotLandAmongTheRowsAfterTheChildren() {
            let tableView = CountingTable()
            let section = FramedSection(["a", "b"], tail: 2)
            let root = CascadingRootNode(children: [section], tableView: tableView)
            // a, b, tail 0, tail 1: "a" dropped on the last child's place joins the children's end;
            // dropped on a tail row it would sit among or after the section's own rows.
            #expect(section.acceptsRowNode(from: IndexPath(row: 0, section: 0), at: IndexPath(row: 1, section: 0)))
            #expect(!section.acceptsRowNode(from: IndexPath(row: 0, section: 0), at: IndexPath(row: 2, section: 0)))
            #expect(!section.acceptsRowNode(from: IndexPath(row: 0, section: 0), at: IndexPath(row: 3, section: 0)))
            withExtendedLifetime(root) {}
        }

        @Test func reconfiguringOwnRowsReachesTheRowsAfterTheChildren() {
            let tableView = CountingTable()
            let section = FramedSection(["a"], head: 1, tail: 1)
            let root = CascadingRootNode(children: [section], tableView: tableView)
            tableView.forgetOperations()
            section.reconfigureOwnRows()
            #expect(tableView.operations == ["reconfigure rows [[0, 0], [0, 2]]"])
            withExtendedLifetime(root) {}
        }

        @Test func aGroupsRowsAfterItsChildrenFollowThemAndPushItsSiblingsDown() throws {
            let tableView = CountingTable()
            let group = ClosedGroup(["g1"])
            let section = ProbeSection(children: [NamedRow("top"), group, NamedRow("bottom")])
            let root = CascadingRootNode(children: [section], tableView: tableView)
            #expect(tableView.shownRows() == [["top", "g1", "end of group", "bottom"]])
            #expect(group.tablePlacement == .rows(1..<3, section: 0))
            #expect(section.children[2].tablePlacement == .rows(3..<4, section: 0))
            tableView.forgetOperations()
            group.appendChild(NamedRow("g2"))
            #expect(tableView.operations == ["insert rows [[0, 2]]"])
            #expect(tableView.shownRows() == [["top", "g1", "g2", "end of group", "bottom"]])
            // A row dragged up onto the group's own row lands before it: the group's last child.
            tableView.setEditing(true, animated: false)
            let bottom = try #require(section.children[2] as? NamedRow)
            bottom.canMove = true
            let landed = tableView.headlessMoveRow(at: IndexPath(row: 4, section: 0), to: IndexPath(row: 3, section: 0))
            #expect(landed == IndexPath(row: 3, section: 0))
            #expect(group.children.last === bottom)
            #expect(tableView.shownRows() == [["top", "g1", "g2", "bottom", "end of group"]])
            _ = root.tableView(tableView, heightForRowAt: IndexPath(row: 4, section: 0))
            #expect(section.misses.isEmpty)
            #expect(tableView.violations.isEmpty)
        }

        @Test func aRootsSectionsAfterItsChildrenStayLast() {
            let tableView = CountingTable()
            let root = BannerRoot(children: [NamedSection("A", rows: ["a"])], tableView: tableView)
            root.childrenTrailingOffset = 1
            #expect(tableView.shownRows() == [["a"], ["banner"]])
            tableView.forgetOperations()
            root.appendChild(NamedSection("B", rows: ["b"]))
            #expect(tableView.operations == ["insert sections [1]"])
            #expect(tableView.shownRows() == [["a"], ["b"], ["banner"]])
            tableView.forgetOperations()
            root.performUpdates {
                root.removeChild(at: 0)
                root.childrenTrailingOffset = 0
            }
            #expect(tableView.shownRows() == [["b"]])
            #expect(tableView.reloads == 0)
            #expect(tableView.violations.isEmpty)
        }

        @Test func aGroupsSectionsAfterItsChildrenRouteThroughTheSectionTable() {
            let tableView = CountingTable()
            let group = CascadingGroupNode(children: [NamedSection("G1", rows: ["g1"])])
            group.childrenTrailingOffset = 1
            let root = ProbeRoot(children: [group, NamedSection("After", rows: ["x", "y"])], tableView: tableView)
            #expect(root.numberOfSections(in: tableView) == 3)
            #expect(group.tablePlacement == .sections(0..<2))
            #expect(group.ownSection(at: 1) == .afterChildren(0))
            #expect(group.ownSection(at: 0) == nil)
            #expect(root.ownSection(at: 1) == nil)
            #expect(root.children[1].tablePlacement == .sections(2..<3))
            // Row calls in the section after the group reach its node, over and over (the table of
            // section owners is built after enough calls).
            for _ in 0..<8 {
                #expect(root.tableView(tableView, numberOfRowsInSection: 2) == 2)
                #expect(tableView.cellContents()[2].map { $0.text ?? "" } == ["x", "y"])
            }
            #expect(root.misses.isEmpty)
            tableView.forgetOperations()
            group.appendChild(NamedSection("G2", rows: ["g2"]))
            #expect(tableView.operations == ["insert sections [1]"])
            #expect(root.children[1].tablePlacement == .sections(3..<4))
            #expect(tableView.violations.isEmpty)
        }

        @Test func collectionViewItemsAfterTheChildrenCountAndAnimate() {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
            let section = FramedSection(["a", "b"])
            let root = CascadingRootNode(children: [section])
            root.prepare(collectionView: collectionView)
            #expect(collectionView.numberOfItems(inSection: 0) == 3)
            section.appendChild(NamedRow("c"))
            #expect(collectionView.numberOfItems(inSection: 0) == 4)
            // The item after the children is the section's own: asked of it, never a miss.
            #expect(root.collectionView(collectionView, shouldSelectItemAt: IndexPath(item: 3, section: 0)))
            #expect(section.misses.isEmpty)
            section.childrenTrailingOffset = 0
            #expect(collectionView.numberOfItems(inSection: 0) == 3)
        }
    }
#endif
