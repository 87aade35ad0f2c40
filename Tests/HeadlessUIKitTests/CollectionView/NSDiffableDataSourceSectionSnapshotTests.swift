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
            let (collectionView, dataSource) = makeGardenList()
            #expect(tapDisclosure(collectionView, 2) == true)  // Pear
            #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Conference", "Vegetables"])
            #expect(tapDisclosure(collectionView, 0) == true)  // Fruit
            #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables"])
            #expect(dataSource.snapshot(for: 0).isExpanded("Pear"))
            let fruit = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
            #expect(fruit?.headlessTapAccessory(.delete) == false)
            var outline = dataSource.snapshot(for: 0)
            outline.expand(["Fruit"])
            dataSource.apply(outline, to: 0)
            #expect(tapDisclosure(collectionView, 1) == false)  // Apple has no children
        }

        @Test func whenAParentsChildrenAreReplaced_thatTheNewOutlineTakesTheirPlaceWithItsExpansion() {
            var outline = makeGarden()
            var citrus = NSDiffableDataSourceSectionSnapshot<String>()
            citrus.append(["Lemon", "Orange"])
            citrus.append(["Seville"], to: "Orange")
            citrus.expand(["Orange"])
            outline.replace(childrenOf: "Fruit", using: citrus)
            #expect(outline.items == ["Fruit", "Lemon", "Orange", "Seville", "Vegetables", "Leek"])
            #expect(outline.visibleItems == ["Fruit", "Lemon", "Orange", "Seville", "Vegetables"])
            #expect(outline.parent(of: "Seville") == "Orange")
            #expect(outline.level(of: "Seville") == 2)
            #expect(!outline.contains("Pear") && !outline.contains("Conference"))
            #expect(outline.isExpanded("Fruit"))
            outline.replace(childrenOf: "Potato", using: citrus)
            #expect(outline.items.count == 6)
        }

        @Test func whenASnapshotIsInsertedOrAppended_thatItsItemsLandThereWithTheirChildren() {
            var outline = makeGarden()
            var grains = NSDiffableDataSourceSectionSnapshot<String>()
            grains.append(["Wheat", "Apple"])
            grains.append(["Spelt"], to: "Wheat")
            grains.expand(["Wheat"])
            outline.insert(grains, before: "Vegetables")
            // "Apple" is already held, so it stays where it was.
            #expect(outline.rootItems == ["Fruit", "Wheat", "Vegetables"])
            #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Wheat", "Spelt", "Vegetables"])
            var herbs = NSDiffableDataSourceSectionSnapshot<String>()
            herbs.append(["Basil"])
            outline.insert(herbs, after: "Apple")
            #expect(outline.snapshot(of: "Fruit").rootItems == ["Apple", "Basil", "Pear"])
            var roots = NSDiffableDataSourceSectionSnapshot<String>()
            roots.append(["Carrot"])
            outline.append(roots, to: "Vegetables")
            outline.append(herbs)
            #expect(outline.snapshot(of: "Vegetables").rootItems == ["Leek", "Carrot"])
            #expect(outline.rootItems == ["Fruit", "Wheat", "Vegetables"])
            // Fruit, Apple, Basil, Pear, Conference, Wheat, Spelt, Vegetables, Leek, Carrot.
            #expect(outline.items.count == 10)
            var more = NSDiffableDataSourceSectionSnapshot<String>()
            more.append(["Rye"])
            outline.insert(more, after: "Nowhere")
            outline.append(more, to: "Nowhere")
            #expect(outline.items.count == 10)
        }

        /// A sidebar list of the garden outline whose disclosure accessories expand and collapse.
        private func makeGardenList() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
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
            dataSource.apply(makeGarden(), to: 0, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            return (collectionView, dataSource)
        }

        private func tapDisclosure(_ collectionView: UICollectionView, _ item: Int) -> Bool? {
            let cell = collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
            return cell?.headlessTapAccessory(.outlineDisclosure)
        }

        @Test func whenTheHandlersRefuse_thatTheParentStaysAsItWasAndTheyWereAskedFirst() {
            let (collectionView, dataSource) = makeGardenList()
            var calls: [String] = []
            dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
                calls.append("shouldExpand \(item)")
                return item != "Vegetables"
            }
            dataSource.sectionSnapshotHandlers.willExpandItem = { calls.append("willExpand \($0)") }
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = { item in
                calls.append("shouldCollapse \(item)")
                return false
            }
            dataSource.sectionSnapshotHandlers.willCollapseItem = { calls.append("willCollapse \($0)") }
            // Fruit, Apple, Pear, Vegetables: Vegetables may not expand, Fruit may not collapse.
            #expect(tapDisclosure(collectionView, 3) == false)
            #expect(tapDisclosure(collectionView, 0) == false)
            #expect(calls == ["shouldExpand Vegetables", "shouldCollapse Fruit"])
            #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Vegetables"])
            #expect(tapDisclosure(collectionView, 2) == true)
            #expect(calls.suffix(2) == ["shouldExpand Pear", "willExpand Pear"])
            #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Apple", "Pear", "Conference", "Vegetables"])
            dataSource.sectionSnapshotHandlers.shouldCollapseItem = nil
            #expect(tapDisclosure(collectionView, 2) == true)
            #expect(calls.last == "willCollapse Pear")
            #expect(!dataSource.snapshot(for: 0).isExpanded("Pear"))
        }

        @Test func whenAParentExpands_thatTheSnapshotHandlerGivesItsChildren() {
            let (collectionView, dataSource) = makeGardenList()
            var asked: [(String, [String])] = []
            dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
                asked.append((parent, children.items))
                var loaded = NSDiffableDataSourceSectionSnapshot<String>()
                loaded.append(["\(parent) seed", "\(parent) shoot"])
                return loaded
            }
            #expect(tapDisclosure(collectionView, 3) == true)  // Vegetables
            #expect(asked.map(\.0) == ["Vegetables"])
            #expect(asked.first?.1 == ["Leek"])
            #expect(
                dataSource.snapshot().itemIdentifiers == [
                    "Fruit", "Apple", "Pear", "Vegetables", "Vegetables seed", "Vegetables shoot",
                ])
            #expect(dataSource.snapshot(for: 0).parent(of: "Vegetables shoot") == "Vegetables")
            // A leaf may now be given children when it expands.
            #expect(tapDisclosure(collectionView, 1) == true)  // Apple
            #expect(dataSource.snapshot(for: 0).snapshot(of: "Apple").items == ["Apple seed", "Apple shoot"])
            #expect(asked.count == 2)
        }
    }
#endif
