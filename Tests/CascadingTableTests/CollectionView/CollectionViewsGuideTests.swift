#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // The code of Docs/CollectionViews.md, compiled and run here; DocumentationSnippetTests checks that
    // the guide's blocks equal the snippets.

    // snippet: collection-views-both-views
    /// A trip: a row in a table, an item in a collection-view list.
    final class TripRow: CascadingNode {
        let destination: String
        let onOpen: (String) -> Void

        init(_ destination: String, onOpen: @escaping (String) -> Void) {
            self.destination = destination
            self.onOpen = onOpen
            super.init()
        }

        /// What the row shows, in either view.
        private var content: UIListContentConfiguration {
            var content = UIListContentConfiguration.cell()
            content.text = destination
            return content
        }

        override func prepare(tableView: UITableView) {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "trip")
            super.prepare(tableView: tableView)
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "trip", for: indexPath)
            cell.contentConfiguration = content
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            onOpen(destination)
        }

        override func prepare(collectionView: UICollectionView) {
            collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "trip")
            super.prepare(collectionView: collectionView)
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "trip", for: indexPath)
            cell.contentConfiguration = content
            return cell
        }

        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            onOpen(destination)
        }
    }
    // end snippet

    // snippet: collection-views-move-screen
    /// The trips screen: ready-made sections holding a row node of your own and a ready-made row.
    @MainActor
    func tripSections(open: @escaping (String) -> Void) -> [CascadingNode] {
        [
            RowSection(header: "Upcoming") {
                TripRow("Lisbon", onOpen: open)
                TripRow("Porto", onOpen: open)
            }
            .listAppearance(.insetGrouped),
            RowSection(header: "Past") {
                ListRow("Seville").accessory(.disclosureIndicator).onSelect { open("Seville") }
            }
            .listAppearance(.insetGrouped),
        ]
    }
    // end snippet

    private enum CollectionViewsGuide {
        // snippet: collection-views-item
        final class PhotoItem: CascadingNode {
            let name: String

            init(_ name: String) {
                self.name = name
                super.init()
            }

            override func prepare(collectionView: UICollectionView) {
                collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "photo")
                super.prepare(collectionView: collectionView)
            }

            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
                var content = UIListContentConfiguration.cell()
                content.text = name
                cell.contentConfiguration = content
                return cell
            }
        }
        // end snippet

        // snippet: collection-views-sections
        final class AlbumList: CascadingSectionNode {
            var onDelete: (Int) -> Void = { _ in }

            override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
                -> CascadingSectionLayout?
            {
                .list(UICollectionLayoutListConfiguration(appearance: .plain))
            }

            override func collectionView(
                _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? {
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                    onDelete(indexPath.item)
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
        }

        final class PhotoGrid: CascadingSectionNode {
            override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
                -> CascadingSectionLayout?
            {
                .grid(columns: 3, spacing: 2)
            }
        }
        // end snippet

        /// The trips screen in a table and in a collection-view list; returns what each shows after a tap on
        /// its second row, and the trips the taps opened.
        @MainActor
        static func moved() -> (table: String, list: String, opened: [String]) {
            var opened: [String] = []
            let frame = CGRect(x: 0, y: 0, width: 320, height: 300)
            // snippet: collection-views-move
            // Before: a table.
            let tableView = UITableView(frame: frame, style: .insetGrouped)
            let tableRoot = CascadingRootNode(children: tripSections { opened.append($0) }, tableView: tableView)

            // After: a collection-view list; the root makes the view and the layout that asks it for
            // each section.
            let listRoot = CascadingRootNode(children: tripSections { opened.append($0) })
            let collectionView = listRoot.makeCollectionView(frame: frame)
            // end snippet
            tableView.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            collectionView.headlessTap(itemAt: IndexPath(item: 1, section: 0))
            return withExtendedLifetime((tableRoot, listRoot)) {
                (tableView.headlessRenderedText(), collectionView.headlessRenderedText(), opened)
            }
        }

        /// Builds the guide's page and returns what the collection view shows.
        @MainActor
        static func page() -> (text: String, deleted: [Int]) {
            var deleted: [Int] = []
            // snippet: collection-views-page
            let albums = AlbumList(children: [PhotoItem("Recents"), PhotoItem("Favourites")])
            albums.onDelete = { deleted.append($0) }
            let photos = PhotoGrid(children: (1...4).map { PhotoItem("Photo \($0)") })
            let root = CascadingRootNode(children: [albums, photos])
            let collectionView = root.makeCollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            // end snippet
            return withExtendedLifetime(root) {
                collectionView.layoutIfNeeded()
                collectionView.headlessPerformSwipeAction(
                    at: 0, forItemAt: IndexPath(item: 1, section: 0), edge: .trailing)
                return (collectionView.headlessRenderedText(), deleted)
            }
        }

        /// Attaches a root to a collection view made first and returns what the view shows.
        @MainActor
        static func viewFirst() -> String {
            let frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            // snippet: collection-views-view-first
            let layout = CascadingRootNode.makeCompositionalLayout()
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            let grid = PhotoGrid(children: [PhotoItem("Beach")])
            let root = CascadingRootNode(children: [grid], collectionView: collectionView)
            // end snippet
            return withExtendedLifetime(root) { collectionView.headlessRenderedText() }
        }
    }

    @MainActor
    @Suite("Docs/CollectionViews.md")
    struct CollectionViewsGuideTests {
        @Test func thePageShowsAListAndAGridAndTheListSwipesThroughItsNode() throws {
            let (text, deleted) = CollectionViewsGuide.page()
            let guide = try String(
                contentsOf: DocumentationTests.packageRoot.appendingPathComponent("Docs/CollectionViews.md"),
                encoding: .utf8)
            #expect(guide.contains(text), "\(text)")
            #expect(deleted == [1])
        }

        @Test func aViewMadeBeforeItsRootShowsTheGridItsSectionDescribes() {
            let text = CollectionViewsGuide.viewFirst()
            // One item of a three-column grid with 2 points of spacing: a third of the width, less 2.
            #expect(text.contains("[0,0] x=1 w=104.7 \"Beach\""), "\(text)")
        }

        @Test func theMovedScreenShowsTheSameTitledRowsInBothViewsAndOpensTheSameTrip() throws {
            let (table, list, opened) = CollectionViewsGuide.moved()
            let guide = try String(
                contentsOf: DocumentationTests.packageRoot.appendingPathComponent("Docs/CollectionViews.md"),
                encoding: .utf8)
            #expect(guide.contains(table), "\(table)")
            #expect(guide.contains(list), "\(list)")
            #expect(opened == ["Porto", "Porto"])
            for title in ["\"Upcoming\"", "\"Lisbon\"", "\"Porto\" (selected)", "\"Past\"", "\"Seville\""] {
                #expect(table.contains(title) && list.contains(title), "\(title)")
            }
        }
    }
#endif
