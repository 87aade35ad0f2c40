#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // The code of Docs/CollectionViews.md, compiled and run here; DocumentationSnippetTests checks that
    // the guide's blocks equal the snippets.

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

        /// Builds the guide's page and returns what the collection view shows.
        @MainActor
        static func page() -> (text: String, deleted: [Int]) {
            var deleted: [Int] = []
            // snippet: collection-views-page
            let albums = AlbumList(children: [PhotoItem("Recents"), PhotoItem("Favourites")])
            albums.onDelete = { deleted.append($0) }
            let photos = PhotoGrid(children: (1...4).map { PhotoItem("Photo \($0)") })
            let root = CascadingRootNode(children: [albums, photos])
            let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
            let collectionView = UICollectionView(frame: frame, collectionViewLayout: root.makeCompositionalLayout())
            root.prepare(collectionView: collectionView)
            // end snippet
            collectionView.layoutIfNeeded()
            collectionView.headlessPerformSwipeAction(at: 0, forItemAt: IndexPath(item: 1, section: 0), edge: .trailing)
            return (collectionView.headlessRenderedText(), deleted)
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
    }
#endif
