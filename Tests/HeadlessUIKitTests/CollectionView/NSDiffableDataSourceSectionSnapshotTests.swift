#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite("Section snapshots: outlines in a diffable collection view")
    struct NSDiffableDataSourceSectionSnapshotTests {
        /// Fruit (Apple, Pear (Conference)), Vegetables (Leek); Fruit expanded.
        private func makeGarden() -> NSDiffableDataSourceSectionSnapshot<String> {
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Fruit", "Vegetables"])
            outline.append(["Apple", "Pear"], to: "Fruit")
            outline.append(["Conference"], to: "Pear")
            outline.append(["Leek"], to: "Vegetables")
            outline.expand(["Fruit"])
            return outline
        }

        @Test func whenAnOutlineIsBuilt_thatItAnswersWhereEachItemIs() {
            let outline = makeGarden()
            #expect(outline.rootItems == ["Fruit", "Vegetables"])
            #expect(outline.items == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Leek"])
            #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
            #expect(outline.level(of: "Conference") == 2)
            #expect(outline.level(of: "Plum") == -1)
            #expect(outline.parent(of: "Conference") == "Pear")
            #expect(outline.parent(of: "Fruit") == nil)
            #expect(outline.index(of: "Vegetables") == 4)
            #expect(outline.isVisible("Pear") && !outline.isVisible("Conference") && !outline.isVisible("Plum"))
            #expect(outline.isExpanded("Fruit") && !outline.isExpanded("Pear"))
            #expect(
                outline.visualDescription() == """
                    - Fruit
                        Apple
                      + Pear
                          Conference
                    + Vegetables
                        Leek
                    """)
            #expect(outline.snapshot(of: "Fruit").items == ["Apple", "Pear", "Conference"])
            let withParent = outline.snapshot(of: "Fruit", includingParent: true)
            #expect(withParent.rootItems == ["Fruit"])
            #expect(withParent.visibleItems == ["Fruit", "Apple", "Pear"])
            #expect(outline.snapshot(of: "Plum").items.isEmpty)
        }

        @Test func whenItemsAreInsertedAndDeleted_thatTheOutlineKeepsItsShape() {
            var outline = makeGarden()
            outline.insert(["Fig"], before: "Apple")
            outline.insert(["Herbs", "Fruit"], after: "Fruit")
            outline.append(["Mint"], to: "Plum")
            outline.insert(["Lime"], after: "Plum")
            #expect(outline.rootItems == ["Fruit", "Herbs", "Vegetables"])
            #expect(outline.snapshot(of: "Fruit").rootItems == ["Fig", "Apple", "Pear"])
            outline.delete(["Pear", "Plum"])
            #expect(!outline.contains("Conference"))
            #expect(outline.items == ["Fruit", "Fig", "Apple", "Herbs", "Vegetables", "Leek"])
            outline.collapse(["Fruit"])
            #expect(outline.visibleItems == ["Fruit", "Herbs", "Vegetables"])
            outline.delete(["Herbs"])
            outline.deleteAll()
            #expect(outline.items.isEmpty)
        }

        @Test func whenTheUserExpandsAParent_thatTheSectionShowsItsChildren() {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var outline = makeGarden()
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
            #expect(dataSource.snapshot(for: 0).level(of: "Conference") == 2)
            outline.expand(["Pear", "Vegetables"])
            dataSource.apply(outline, to: 0)
            #expect(
                dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Leek"])
            #expect(collectionView.numberOfItems(inSection: 0) == 6)
            #expect(collectionView.headlessRenderedText().contains(#""Conference""#))
            var plain = NSDiffableDataSourceSnapshot<Int, String>()
            plain.appendSections([0, 1])
            plain.appendItems(["Bread"], toSection: 1)
            dataSource.apply(plain, animatingDifferences: false)
            #expect(dataSource.snapshot(for: 1).rootItems == ["Bread"])
            #expect(dataSource.snapshot(for: 0).items.isEmpty)
            #expect(dataSource.snapshot(for: 7).items.isEmpty)
        }

        @Test func whenTheUserTapsAParentsDisclosure_thatItsChildrenShowAndHide() {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            var outline = makeGarden()
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure()]
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            func cell(_ item: Int) -> UICollectionViewListCell? {
                collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
            }
            #expect(cell(2)?.headlessTapAccessory(.outlineDisclosure) == true)  // Pear
            #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Conference", "Vegetables"])
            #expect(cell(0)?.headlessTapAccessory(.outlineDisclosure) == true)  // Fruit
            #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables"])
            #expect(dataSource.snapshot(for: 0).isExpanded("Pear"))
            #expect(cell(0)?.headlessTapAccessory(.delete) == false)
            outline = dataSource.snapshot(for: 0)
            outline.expand(["Fruit"])
            dataSource.apply(outline, to: 0)
            #expect(cell(1)?.headlessTapAccessory(.outlineDisclosure) == false)  // Apple has no children
        }
    }
#endif
