#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Less travelled paths: archives, horizontal scrolling positions, reconfigures answered with a new
    /// cell, cell configurations following state, reordering in a diffable data source.
    @MainActor
    @Suite struct UICollectionViewEdgeCasesTests {
        @Test func whenCreatedFromAnArchive_thatEveryClassDeclinesHeadlessly() {
            let coder = NSKeyedArchiver(requiringSecureCoding: false)
            #expect(UICollectionView(coder: coder) == nil)
            #expect(UICollectionViewCell(coder: coder) == nil)
            #expect(UICollectionReusableView(coder: coder) == nil)
            #expect(UICollectionViewLayout(coder: coder) == nil)
            #expect(UICollectionViewFlowLayout(coder: coder) == nil)
            #expect(UICollectionViewCompositionalLayout(coder: coder) == nil)
            #expect(UICollectionViewController(coder: coder) == nil)
        }

        nonisolated private static let horizontal: [(UICollectionView.ScrollPosition, CGFloat)] = [
            (.left, 550), (.centeredHorizontally, 450), (.right, 350), ([], 350),
        ]

        @Test(arguments: horizontal)
        func whenScrollingHorizontallyToAnItem_thatItSitsAtThePosition(
            position: UICollectionView.ScrollPosition, x: CGFloat
        ) {
            let flow = UICollectionViewFlowLayout()
            flow.scrollDirection = .horizontal
            flow.itemSize = CGSize(width: 100, height: 200)
            let model = CollectionModel(sections: 1, items: 10)
            let collectionView = model.makeCollectionView(layout: flow, width: 300, height: 200)
            collectionView.scrollToItem(at: ip(0, 5), at: position, animated: false)
            #expect(collectionView.contentOffset == CGPoint(x: x, y: 0))
            var index = IndexPath(item: 1, section: 0)
            index.item = 4
            #expect(index == ip(0, 4))
        }

        @Test func whenAReconfigureIsAnsweredWithANewCell_thatTheNewCellTakesTheOldOnesPlace() throws {
            final class Fresh: NSObject, UICollectionViewDataSource {
                var made = 0
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    2
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                {
                    made += 1
                    return UICollectionViewCell(frame: .zero)
                }
            }
            let source = Fresh()
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.dataSource = source
            collectionView.selectItem(at: ip(0, 1), animated: false, scrollPosition: [])
            let old = try #require(collectionView.cellForItem(at: ip(0, 1)))
            collectionView.reconfigureItems(at: [ip(0, 1)])
            let new = try #require(collectionView.cellForItem(at: ip(0, 1)))
            #expect(new !== old)
            #expect(new.frame == old.frame)
            #expect(new.isSelected)
            #expect(old.superview == nil)
            #expect(source.made == 3)
        }

        @Test func whenACellsStateChanges_thatItsConfigurationsFollow() {
            let cell = UICollectionViewCell(frame: .zero)
            var states: [Bool] = []
            cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
            var content = UIListContentConfiguration.cell()
            content.text = "A"
            cell.contentConfiguration = content
            cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
            cell.automaticallyUpdatesContentConfiguration = false
            cell.isSelected = true
            cell.isSelected = true
            cell.isHighlighted = true
            #expect(states == [false, true, true])
            #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "A")
            #expect(cell.backgroundConfiguration != nil)
            #expect(!cell.automaticallyUpdatesContentConfiguration)
            #expect(cell.configurationState.isHighlighted)
        }

        @Test func whenADiffableItemIsReordered_thatTheSnapshotFollowsTheCollectionView() async {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
                collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems([1, 2], toSection: "A")
            snapshot.appendItems([3], toSection: "B")
            await dataSource.apply(snapshot, animatingDifferences: false)
            #expect(!dataSource.collectionView(collectionView, canMoveItemAt: ip(0, 0)))
            dataSource.collectionView(collectionView, moveItemAt: ip(0, 0), to: ip(1, 1))
            #expect(dataSource.snapshot().itemIdentifiers(inSection: "B") == [3, 1])
            #expect(dataSource.snapshot().sectionIdentifier(containingItem: 1) == "B")
            dataSource.collectionView(collectionView, moveItemAt: ip(0, 5), to: ip(0, 0))
            #expect(dataSource.snapshot().itemIdentifiers == [2, 3, 1])
            #expect(dataSource.indexTitles(for: collectionView) == nil)
            #expect(dataSource.collectionView(collectionView, indexPathForIndexTitle: "B", at: 1) == ip(1, 0))
            let view = dataSource.collectionView(collectionView, viewForSupplementaryElementOfKind: "k", at: ip(0, 0))
            #expect(view.reuseIdentifier == nil)
            #expect(dataSource.indexPath(for: 99) == nil)
        }

        @Test func whenTheCollectionViewIsGone_thatADiffableDataSourceStillKeepsTheSnapshot() {
            var collectionView: UICollectionView? = UICollectionView(
                frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView!) { _, _, _ in
                nil
            }
            collectionView = nil
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([4])
            dataSource.apply(snapshot)
            #expect(dataSource.itemIdentifier(for: ip(0, 0)) == 4)
        }

        @Test func whenAVerticalGroupRepeatsAnItem_thatTheItemsShareItsHeight() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(5)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
                repeatingSubitem: item, count: 3)
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = model.makeCollectionView(layout: layout)
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 2))?.frame
                    == CGRect(x: 0, y: 60, width: 320, height: 30))
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 4
            layout.configuration = configuration
            #expect(layout.configuration.interSectionSpacing == 4)
            let controller = UICollectionViewController(collectionViewLayout: layout)
            controller.collectionView = collectionView
            #expect(controller.view === collectionView)
        }
    }
#endif
