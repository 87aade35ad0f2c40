#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A section laid out as its initializer says, whose items offer a trailing delete action.
    final class LaidOutSection: CascadingSectionNode {
        let layout: CascadingSectionLayout?
        private(set) var deleted: [IndexPath] = []

        init(_ layout: CascadingSectionLayout?, titles: [String]) {
            self.layout = layout
            super.init(children: titles.map(TitleItem.init))
        }

        override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
            -> CascadingSectionLayout?
        {
            layout
        }

        override func collectionView(
            _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
                deleted.append(indexPath)
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    @MainActor
    @Suite("Collection view: the compositional layout the sections describe")
    struct CollectionViewLayoutTests {
        private func attach(_ sections: [CascadingNode]) -> (CascadingRootNode, UICollectionView) {
            let root = CascadingRootNode(children: sections)
            let collectionView = makeCollectionView(layout: root.makeCompositionalLayout())
            root.prepare(collectionView: collectionView)
            collectionView.layoutIfNeeded()
            return (root, collectionView)
        }

        private func frame(_ collectionView: UICollectionView, _ item: Int, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        @Test func aListAGridAndASectionOfItsOwnShareOneLayout() throws {
            let (root, collectionView) = attach([
                LaidOutSection(
                    .list(UICollectionLayoutListConfiguration(appearance: .plain)), titles: ["Name", "Bio"]),
                LaidOutSection(.grid(columns: 3, spacing: 2), titles: ["1", "2", "3", "4"]),
                LaidOutSection(
                    .section { _ in
                        let size = NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(30))
                        return NSCollectionLayoutSection(
                            group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                    }, titles: ["a", "b"]),
            ])
            // The list: full-width rows, one under the other.
            let name = try #require(frame(collectionView, 0, 0))
            let bio = try #require(frame(collectionView, 1, 0))
            #expect(name.width == 320 && bio.minY == name.maxY)
            // The grid: three square items to a row, the fourth on the next row.
            let cells = try (0..<4).map { try #require(frame(collectionView, $0, 1)) }
            #expect(cells[0].minY == cells[1].minY && cells[1].minY == cells[2].minY)
            #expect(cells[0].minX < cells[1].minX && cells[1].minX < cells[2].minX)
            #expect(cells[3].minY > cells[0].maxY && cells[3].minX == cells[0].minX)
            #expect(abs(cells[0].width - (320.0 / 3 - 2)) < 0.01)
            // The section of its own: 50 x 30 items.
            let own = try #require(frame(collectionView, 1, 2))
            #expect(own.size == CGSize(width: 50, height: 30))
            _ = root
        }

        @Test func aSectionThatDescribesNothingIsAPlainList() throws {
            let (root, collectionView) = attach([LaidOutSection(nil, titles: ["Only"])])
            #expect(try #require(frame(collectionView, 0, 0)).width == 320)
            _ = root
        }

        @Test func aListSectionsSwipeActionsComeFromTheNodes() throws {
            let section = LaidOutSection(
                .list(UICollectionLayoutListConfiguration(appearance: .plain)), titles: ["A", "B"])
            let (root, collectionView) = attach([CascadingSectionNode(children: [TitleItem("x")]), section])
            let item = IndexPath(item: 1, section: 1)
            let actions = collectionView.headlessSwipeActionsConfiguration(forItemAt: item, edge: .trailing)
            #expect(actions?.actions.map(\.title) == ["Delete"])
            #expect(collectionView.headlessSwipeActionsConfiguration(forItemAt: item, edge: .leading) == nil)
            #expect(collectionView.headlessPerformSwipeAction(at: 0, forItemAt: item, edge: .trailing) == true)
            #expect(section.deleted == [item])
            _ = root  // the collection view holds its data source weakly
        }

        @Test func aListConfigurationsOwnProviderWins() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { _ in nil }
            let (root, collectionView) = attach([LaidOutSection(.list(configuration), titles: ["A"])])
            #expect(collectionView.headlessSwipeActionsConfiguration(forItemAt: [0, 0], edge: .trailing) == nil)
            #expect(collectionView.headlessSwipeActionsConfiguration(forItemAt: [0, 0], edge: .leading) == nil)
            #expect(root.collectionView(collectionView, trailingSwipeActionsConfigurationForItemAt: [0, 0]) != nil)
        }

        @Test func aLayoutWhoseRootIsNotAttachedShowsPlainLists() throws {
            let root = CascadingRootNode(children: [LaidOutSection(.grid(columns: 4), titles: ["1", "2"])])
            let collectionView = makeCollectionView(layout: root.makeCompositionalLayout())
            collectionView.register(TitleCell.self, forCellWithReuseIdentifier: "title")
            collectionView.dataSource = root
            collectionView.layoutIfNeeded()
            #expect(try #require(frame(collectionView, 0, 0)).width == 320)
        }
    }
#endif
