#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite("Diffable collection view: reordering handlers")
    struct UICollectionViewDiffableDataSourceReorderingTests {
        /// A grid of four fruits in one section, three to a line, with the given reordering handlers.
        private func makeFruitGrid() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, fruit in
                var content = cell.defaultContentConfiguration()
                content.text = fruit
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, fruit in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: fruit)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["Apple", "Pear", "Plum", "Fig"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            return (collectionView, dataSource)
        }

        @Test func whenNoItemMayBeReordered_thatTheUserCannotMoveAny() {
            let (collectionView, dataSource) = makeFruitGrid()
            #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            dataSource.reorderingHandlers.canReorderItem = { $0 != "Apple" }
            #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        }

        @Test func whenTheUserMovesAnItem_thatTheHandlersGetTheTransactionAndTheBackingStoreFollows() {
            let (collectionView, dataSource) = makeFruitGrid()
            var store = ["Apple", "Pear", "Plum", "Fig"]
            var events: [String] = []
            var sectionStores: [(Int, [String])] = []
            var sectionDifferences: [Int] = []
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.willReorder = { transaction in
                events.append(
                    "will \(transaction.initialSnapshot.itemIdentifiers) \(dataSource.snapshot().itemIdentifiers)")
            }
            dataSource.reorderingHandlers.didReorder = { transaction in
                events.append(
                    "did \(transaction.finalSnapshot.itemIdentifiers) \(dataSource.snapshot().itemIdentifiers)")
                store = store.applying(transaction.difference) ?? []
                sectionStores = transaction.sectionTransactions.map { ($0.sectionIdentifier, $0.finalSnapshot.items) }
                sectionDifferences = transaction.sectionTransactions.map { $0.difference.count }
            }
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 270, y: 50))
            collectionView.endInteractiveMovement()
            #expect(
                events == [
                    #"will ["Apple", "Pear", "Plum", "Fig"] ["Apple", "Pear", "Plum", "Fig"]"#,
                    #"did ["Pear", "Plum", "Apple", "Fig"] ["Pear", "Plum", "Apple", "Fig"]"#,
                ])
            #expect(store == ["Pear", "Plum", "Apple", "Fig"])
            #expect(sectionStores.map(\.0) == [0])
            #expect(sectionStores.first?.1 == ["Pear", "Plum", "Apple", "Fig"])
            #expect(sectionDifferences == [2])
            #expect(
                collectionView.headlessRenderedText().contains(
                    #"[0,0] x=0 w=100 "Pear" | [0,1] x=110 w=100 "Plum" | [0,2] x=220 w=100 "Apple""#))
        }

        @Test func whenTheUserDragsAnItemWithinTheGrid_thatTheDiffableDataSourceReordersIt() {
            let (collectionView, dataSource) = makeFruitGrid()
            let log = CollectionDragDropLog()
            collectionView.dragDelegate = log
            collectionView.dropDelegate = log
            collectionView.dragInteractionEnabled = true
            var transactions = 0
            dataSource.reorderingHandlers.canReorderItem = { _ in true }
            dataSource.reorderingHandlers.didReorder = { _ in transactions += 1 }
            #expect(
                collectionView.headlessDrag(itemAt: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
                    == .move)
            #expect(dataSource.snapshot().itemIdentifiers == ["Fig", "Apple", "Pear", "Plum"])
            #expect(transactions == 1)
            #expect(!log.calls.contains { $0.hasPrefix("performDrop") })
        }
    }
#endif
