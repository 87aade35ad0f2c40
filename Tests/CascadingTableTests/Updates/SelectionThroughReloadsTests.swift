// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// UIKit deselects the rows it reloads. The tree selects every such row again where its node shows it
    /// after the update: a leaf's row, an item of a model-backed node of one's own, a row a section shows
    /// itself; in a table and in a collection view alike.
    @MainActor
    @Suite("Every selected row stays selected through the reloads the tree makes")
    struct SelectionThroughReloadsTests {
        /// Chips shown as rows, one per chip, in either view: a model-backed node written with the public API.
        class ChipRows: CascadingNode, ItemRowsNode {
            private(set) var chips: [String]
            private var chipsBeforeUpdate: [String]?

            init(_ chips: [String]) {
                self.chips = chips
                super.init()
            }

            override var rowSpan: Int { chips.count }

            func replaceChips(with new: [String]) {
                let old = chips
                announceItemChange(
                    { ItemChanges(FlatDiff(oldValues: old, newValues: new)) },
                    beginGroupedChange: { [unowned self] in chipsBeforeUpdate = chips }
                ) { chips = new }
            }

            func finishGroupedItemUpdate(identifying: Bool) -> ItemChanges {
                defer { chipsBeforeUpdate = nil }
                return ItemChanges(FlatDiff(oldValues: chipsBeforeUpdate ?? chips, newValues: chips))
            }

            private func chip(at indexPath: IndexPath) -> String { localIndex(of: indexPath).map { chips[$0] } ?? "?" }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                CompositionFuzz.tableCell(chip(at: indexPath))
            }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                CompositionFuzz.collectionCell(chip(at: indexPath), in: collectionView, at: indexPath)
            }
        }

        /// A section that shows a "Total" row itself after its children.
        final class TotalSection: CascadingSectionNode {
            init(children: [CascadingNode]) {
                super.init(children: children)
                childrenTrailingOffset = 1
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                ownRow(at: indexPath) == .afterChildren(0)
                    ? CompositionFuzz.tableCell("Total") : super.tableView(tableView, cellForRowAt: indexPath)
            }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                ownRow(at: indexPath) == .afterChildren(0)
                    ? CompositionFuzz.collectionCell("Total", in: collectionView, at: indexPath)
                    : super.collectionView(collectionView, cellForItemAt: indexPath)
            }
        }

        /// A root that shows a "Banner" section of one row itself after its children's sections.
        final class BannerRoot: CascadingRootNode {
            init(children: [CascadingNode]) {
                super.init(children: children)
                childrenTrailingOffset = 1
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                ownSection(at: section) == nil ? super.tableView(tableView, numberOfRowsInSection: section) : 1
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                ownSection(at: indexPath.section) == nil
                    ? super.tableView(tableView, cellForRowAt: indexPath) : CompositionFuzz.tableCell("Banner")
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            {
                ownSection(at: section) == nil
                    ? super.collectionView(collectionView, numberOfItemsInSection: section) : 1
            }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                ownSection(at: indexPath.section) == nil
                    ? super.collectionView(collectionView, cellForItemAt: indexPath)
                    : CompositionFuzz.collectionCell("Banner", in: collectionView, at: indexPath)
            }
        }

        /// A section that answers its rows itself, one per name, with no children.
        final class NamesSection: CascadingSectionNode {
            var names: [String]
            init(_ names: [String]) {
                self.names = names
                super.init()
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                names.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                CompositionFuzz.tableCell(names[indexPath.row])
            }

            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
                -> Int
            { names.count }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                CompositionFuzz.collectionCell(names[indexPath.item], in: collectionView, at: indexPath)
            }
        }

        /// One of the two views a tree drives, with what the tests read and do.
        enum View: String, CaseIterable, CustomTestStringConvertible {
            case table, collection
            var testDescription: String { rawValue }
        }

        /// A root attached to a new view of `kind`, laid out, with a tap and the view's selection.
        struct Screen {
            let root: CascadingRootNode
            let tap: (IndexPath) -> Void
            let selected: () -> [IndexPath]
            let shown: () -> [[String]]

            @MainActor
            init(_ kind: View, children: [CascadingNode], root: CascadingRootNode? = nil) {
                let root = root ?? CascadingRootNode(children: children)
                self.root = root
                switch kind {
                case .table:
                    let table = CountingTable()
                    root.prepare(tableView: table)
                    table.layoutIfNeeded()
                    tap = { table.headlessTap(rowAt: $0) }
                    selected = { (table.indexPathsForSelectedRows ?? []).sorted() }
                    shown = { table.shownRows() }
                case .collection:
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 320, height: 40)
                    let collectionView = UICollectionView(
                        frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
                    collectionView.register(
                        UICollectionViewListCell.self, forCellWithReuseIdentifier: CompositionFuzz.cellIdentifier)
                    root.prepare(collectionView: collectionView)
                    collectionView.layoutIfNeeded()
                    tap = { collectionView.headlessTap(itemAt: $0) }
                    selected = { (collectionView.indexPathsForSelectedItems ?? []).sorted() }
                    shown = { shownItemTitles(collectionView) }
                }
            }
        }

        @Test(arguments: View.allCases)
        func anItemOfANodeOfOnesOwnStaysSelectedWhenItsSectionIsReloaded(view: View) {
            let chips = ChipRows(["swift", "uikit"])
            let section = CascadingSectionNode(children: [chips])
            section.updatePolicy = .reloadSection
            let screen = Screen(view, children: [section])
            screen.tap(IndexPath(row: 1, section: 0))
            #expect(screen.selected() == [IndexPath(row: 1, section: 0)])

            chips.replaceChips(with: ["linux", "swift", "uikit"])
            #expect(screen.shown() == [["linux", "swift", "uikit"]])
            #expect(screen.selected() == [IndexPath(row: 2, section: 0)])

            screen.root.performUpdates {
                chips.replaceChips(with: ["uikit", "linux"])
                screen.root.insertChild(CascadingSectionNode(children: [ChipRows(["new"])]), at: 0)
            }
            #expect(screen.shown() == [["new"], ["uikit", "linux"]])
            #expect(screen.selected() == [IndexPath(row: 0, section: 1)])

            chips.replaceChips(with: ["linux"])
            #expect(screen.selected().isEmpty)
        }

        @Test(arguments: View.allCases)
        func anItemOfANodeOfOnesOwnStaysSelectedWhenItsContentIsReloaded(view: View) {
            let chips = ChipRows(["swift", "uikit", "linux"])
            let screen = Screen(view, children: [CascadingSectionNode(children: [chips])])
            screen.tap(IndexPath(row: 2, section: 0))

            chips.reloadContent()
            #expect(screen.selected() == [IndexPath(row: 2, section: 0)])
        }

        @Test(arguments: View.allCases)
        func aRowTheSectionShowsItselfStaysSelectedWhereItMoves(view: View) {
            let chips = ChipRows(["swift"])
            let section = TotalSection(children: [chips])
            section.updatePolicy = .reloadSection
            let screen = Screen(view, children: [section])
            screen.tap(IndexPath(row: 1, section: 0))
            #expect(screen.selected() == [IndexPath(row: 1, section: 0)])

            screen.root.performUpdates {
                section.appendChild(ChipRows(["more", "rows"]))
                chips.replaceChips(with: ["swift", "uikit"])
            }
            #expect(screen.shown() == [["swift", "uikit", "more", "rows", "Total"]])
            #expect(screen.selected() == [IndexPath(row: 4, section: 0)])
        }

        @Test(arguments: View.allCases)
        func aRowOfASectionThatAnswersItsRowsItselfStaysSelectedWhileTheSectionHasIt(view: View) {
            let section = NamesSection(["Amy", "Bob", "Cid"])
            let screen = Screen(view, children: [section])
            screen.tap(IndexPath(row: 2, section: 0))

            section.names.append("Dan")
            section.reloadContent()
            #expect(screen.shown() == [["Amy", "Bob", "Cid", "Dan"]])
            #expect(screen.selected() == [IndexPath(row: 2, section: 0)])

            section.names = ["Amy"]
            section.reloadContent()
            #expect(screen.shown() == [["Amy"]])
            #expect(screen.selected().isEmpty)
        }

        @Test(arguments: View.allCases)
        func aRowOfASectionTheRootShowsItselfStaysSelectedWhereTheSectionMoves(view: View) {
            let root = BannerRoot(children: [CascadingSectionNode(children: [ChipRows(["swift"])])])
            root.updatePolicy = .reloadTable
            let screen = Screen(view, children: [], root: root)
            screen.tap(IndexPath(row: 0, section: 1))
            #expect(screen.selected() == [IndexPath(row: 0, section: 1)])

            root.insertChild(CascadingSectionNode(children: [ChipRows(["new"])]), at: 0)
            #expect(screen.shown() == [["new"], ["swift"], ["Banner"]])
            #expect(screen.selected() == [IndexPath(row: 0, section: 2)])
        }
    }
#endif
