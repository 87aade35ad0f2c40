// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import TableSnapshotTesting
    import Testing

    /// A section that draws each `CascadingOwnRowNode` among its children as "— name —", and records the
    /// rows it could not route and the own rows selected.
    private final class DividedSection: CascadingSectionNode {
        private(set) var misses: [CascadingAddress] = []
        private(set) var selectedOwnRows: [CascadingOwnRow] = []
        var drawn = 0

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard case .amongChildren(let name)? = ownRow(at: indexPath) else {
                return super.tableView(tableView, cellForRowAt: indexPath)
            }
            drawn += 1
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "— \(name) —"
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            guard case .amongChildren(let name)? = ownRow(at: indexPath) else {
                return super.collectionView(collectionView, cellForItemAt: indexPath)
            }
            let cell = UICollectionViewListCell(frame: .zero)
            var content = cell.defaultContentConfiguration()
            content.text = "— \(name) —"
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            if let own = ownRow(at: indexPath) { selectedOwnRows.append(own) }
            super.tableView(tableView, didSelectRowAt: indexPath)
        }

        override func routingDidMiss(_ address: CascadingAddress) {
            misses.append(address)
        }
    }

    /// A group among rows that draws its own rows among its children as "group name".
    private final class DividedGroup: CascadingGroupNode {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard case .amongChildren(let name)? = ownRow(at: indexPath) else {
                return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "group \(name)"
            return cell
        }
    }

    /// A root that shows each `CascadingOwnRowNode` among its children as a section of one row, "banner name".
    private final class BannerAmongRoot: RecoveringRoot {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            banner(section) == nil ? super.tableView(tableView, numberOfRowsInSection: section) : 1
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let name = banner(indexPath.section) else {
                return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "banner \(name)"
            return cell
        }

        private func banner(_ section: Int) -> String? {
            guard case .amongChildren(let name)? = ownSection(at: section) else { return nil }
            return name
        }
    }

    /// A group among sections that shows each `CascadingOwnRowNode` among its children as a section of one
    /// row, "group banner name".
    private final class BannerAmongGroup: CascadingGroupNode {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            banner(section) == nil ? super.tableView(tableView, numberOfRowsInSection: section) : 1
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let name = banner(indexPath.section) else {
                return super.tableView(tableView, cellForRowAt: indexPath)
            }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "group banner \(name)"
            return cell
        }

        private func banner(_ section: Int) -> String? {
            guard case .amongChildren(let name)? = ownSection(at: section) else { return nil }
            return name
        }
    }

    /// A table that reads every row from its data source after each batch of updates, as a table does for
    /// the rows a batch brings on screen.
    private final class BatchReadingTable: UITableView {
        private(set) var rowsAfterEachBatch: [[[String]]] = []

        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            super.performBatchUpdates(updates, completion: completion)
            guard let dataSource else { return }
            rowsAfterEachBatch.append(
                (0..<numberOfSections).map { section in
                    (0..<numberOfRows(inSection: section)).map { row in
                        let cell = dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
                        return cell.textLabel?.text ?? "nil"
                    }
                })
        }
    }

    @MainActor
    @Suite struct OwnRowsAmongChildrenTests {
        @Test func anOwnRowAmongTheChildrenIsTheSectionsToDrawAndNeverAMiss() {
            let tableView = CountingTable()
            let section = DividedSection(children: [NamedRow("a"), CascadingOwnRowNode("done"), NamedRow("b")])
            let root = CascadingRootNode(children: [section], tableView: tableView)
            #expect(tableView.shownRows() == [["a", "— done —", "b"]])
            #expect(section.ownRow(at: IndexPath(row: 1, section: 0)) == .amongChildren("done"))
            #expect(section.ownRow(at: IndexPath(row: 0, section: 0)) == nil)
            #expect(section.ownRow(at: IndexPath(row: 2, section: 0)) == nil)
            // Calls for the row reach the section, never the placeholder, and are not misses.
            root.tableView(tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
            #expect(section.selectedOwnRows == [.amongChildren("done")])
            #expect(!root.tableView(tableView, canMoveRowAt: IndexPath(row: 1, section: 0)))
            #expect(
                root.tableView(tableView, heightForRowAt: IndexPath(row: 1, section: 0))
                    == UITableView.automaticDimension)
            #expect(section.misses.isEmpty)
            // It has a place like any child.
            #expect(section.children[1].tablePlacement == .rows(1..<2, section: 0))
            #expect(section.children[2].tablePlacement == .rows(2..<3, section: 0))
        }

        @Test func insertingRemovingAndMovingAroundAnOwnRowAnimatesWithoutReloads() {
            let tableView = CountingTable()
            let divider = CascadingOwnRowNode("done")
            let section = DividedSection(children: [NamedRow("a"), divider, NamedRow("b")])
            let root = RecoveringRoot(children: [section], tableView: tableView)
            _ = tableView.shownRows()
            tableView.forgetOperations()
            section.insertChild(NamedRow("c"), at: 0)
            #expect(tableView.operations == ["insert rows [[0, 0]]"])
            #expect(tableView.shownRows() == [["c", "a", "— done —", "b"]])
            tableView.forgetOperations()
            section.moveChild(from: 2, to: 3)
            #expect(tableView.operations == ["move row [0, 2] to [0, 3]"])
            #expect(tableView.shownRows() == [["c", "a", "b", "— done —"]])
            tableView.forgetOperations()
            root.performUpdates {
                divider.removeFromParent()
                section.insertChild(CascadingOwnRowNode("later"), at: 1)
                section.appendChild(NamedRow("d"))
            }
            #expect(tableView.shownRows() == [["c", "— later —", "a", "b", "d"]])
            #expect(tableView.reloads == 0)
            #expect(!tableView.operations.contains { $0.hasPrefix("reload") })
            #expect(tableView.violations.isEmpty)
            #expect(root.reports.isEmpty)
            #expect(section.misses.isEmpty)
        }

        @Test func reconfiguringOwnRowsRedrawsTheOwnRowsAmongTheChildren() {
            let tableView = CountingTable()
            let section = DividedSection(children: [NamedRow("a"), CascadingOwnRowNode("x"), NamedRow("b")])
            section.childrenOffset = 1
            let root = CascadingRootNode(children: [section], tableView: tableView)
            tableView.forgetOperations()
            section.reconfigureOwnRows()
            #expect(tableView.operations == ["reconfigure rows [[0, 0], [0, 2]]"])
            withExtendedLifetime(root) {}
        }

        @Test func aGroupDrawsTheOwnRowsAmongItsChildrenAndTheSectionGoesOn() {
            let tableView = CountingTable()
            let group = DividedGroup(children: [NamedRow("g1"), CascadingOwnRowNode("mid"), NamedRow("g2")])
            let section = DividedSection(children: [NamedRow("top"), group, NamedRow("bottom")])
            let root = RecoveringRoot(children: [section], tableView: tableView)
            #expect(tableView.shownRows() == [["top", "g1", "group mid", "g2", "bottom"]])
            #expect(group.ownRow(at: IndexPath(row: 2, section: 0)) == .amongChildren("mid"))
            // The section does not draw its group's own rows.
            #expect(section.ownRow(at: IndexPath(row: 2, section: 0)) == nil)
            tableView.forgetOperations()
            group.moveChild(from: 1, to: 0)
            #expect(tableView.operations == ["move row [0, 2] to [0, 1]"])
            #expect(tableView.shownRows() == [["top", "group mid", "g1", "g2", "bottom"]])
            #expect(section.misses.isEmpty)
            #expect(root.reports.isEmpty)
        }

        @Test func aRootDrawsSectionsAmongItsChildrensAndUpdatesMoveThem() {
            let tableView = CountingTable()
            let root = BannerAmongRoot(
                children: [NamedSection("A", rows: ["a"]), CascadingOwnRowNode("ad"), NamedSection("B", rows: ["b"])],
                tableView: tableView)
            #expect(tableView.shownRows() == [["a"], ["banner ad"], ["b"]])
            #expect(root.ownSection(at: 1) == .amongChildren("ad"))
            #expect(root.ownSection(at: 0) == nil)
            tableView.forgetOperations()
            root.insertChild(NamedSection("C", rows: ["c"]), at: 0)
            #expect(tableView.operations == ["insert sections [0]"])
            #expect(tableView.shownRows() == [["c"], ["a"], ["banner ad"], ["b"]])
            root.performUpdates {
                root.moveChild(from: 2, to: 0)
                root.appendChild(CascadingOwnRowNode("end"))
            }
            #expect(tableView.shownRows() == [["banner ad"], ["c"], ["a"], ["b"], ["banner end"]])
            #expect(tableView.reloads == 0)
            #expect(!tableView.operations.contains { $0.hasPrefix("reload") })
            #expect(tableView.violations.isEmpty)
            #expect(root.reports.isEmpty)
        }

        @Test func anUpdateOfSeveralBatchesShowsTheOwnRowsWhereEachBatchHasThem() {
            let tableView = CountingTable()
            let first = DividedSection(children: [NamedRow("a"), CascadingOwnRowNode("one"), NamedRow("b")])
            let second = DividedSection(children: [NamedRow("c"), CascadingOwnRowNode("two")])
            let root = RecoveringRoot(children: [first, second], tableView: tableView)
            _ = tableView.shownRows()
            root.performUpdates {
                // Sections that move while a row moves between them take more than one batch.
                root.moveChild(from: 1, to: 0)
                let moved = first.children[0]
                moved.removeFromParent()
                second.insertChild(moved, at: 0)
            }
            #expect(tableView.violations.isEmpty)
            #expect(tableView.shownRows() == [["a", "c", "— two —"], ["— one —", "b"]])
            #expect(tableView.visibleTexts() == ["a", "c", "— two —", "— one —", "b"])
            #expect(root.reports.isEmpty)
            #expect(first.misses.isEmpty && second.misses.isEmpty)
        }

        @Test func aSectionAGroupDrawsAmongItsChildrenIsTheGroupsToDrawWhileAnUpdateTakesSeveralBatches() {
            let tableView = BatchReadingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
            let first = NamedSection("A", rows: ["a"])
            let group = BannerAmongGroup(children: [NamedSection("G", rows: ["g"]), CascadingOwnRowNode("ad")])
            let last = NamedSection("B", rows: ["b"])
            let root = RecoveringRoot(children: [first, group, last], tableView: tableView)
            root.performUpdates {
                // Sections that move while a row moves between them take more than one batch.
                root.moveChild(from: 2, to: 0)
                let moved = first.children[0]
                moved.removeFromParent()
                last.appendChild(moved)
            }
            #expect(tableView.rowsAfterEachBatch.count >= 2)
            for rows in tableView.rowsAfterEachBatch {
                #expect(rows.contains(["group banner ad"]), "\(rows)")
            }
            #expect(tableView.rowsAfterEachBatch.last == [["b", "a"], [], ["g"], ["group banner ad"]])
            #expect(root.reports.isEmpty)
        }

        @Test func aCollectionViewShowsTheOwnItemsAmongTheChildren() {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            let section = DividedSection(children: [NamedRow("a"), CascadingOwnRowNode("mid")])
            let root = CascadingRootNode(children: [section])
            root.prepare(collectionView: collectionView)
            func text(_ item: Int) -> String? {
                let cell = root.collectionView(collectionView, cellForItemAt: IndexPath(item: item, section: 0))
                return (cell.contentConfiguration as? UIListContentConfiguration)?.text
            }
            #expect(collectionView.numberOfItems(inSection: 0) == 2)
            #expect(text(1) == "— mid —")
            section.insertChild(NamedRow("b"), at: 1)
            #expect(collectionView.numberOfItems(inSection: 0) == 3)
            #expect(text(2) == "— mid —")
            #expect(!root.collectionView(collectionView, canMoveItemAt: IndexPath(item: 2, section: 0)))
            #expect(section.misses.isEmpty)
        }
    }
#endif
