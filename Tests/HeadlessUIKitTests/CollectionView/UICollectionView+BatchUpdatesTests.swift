#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Batch updates: what surviving cells, the selection and the layout do, and what a rejected update does.
    @MainActor
    @Suite struct UICollectionViewBatchUpdatesTests {
        private func make(_ model: CollectionModel) -> UICollectionView {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 320, height: 40)
            flow.minimumLineSpacing = 0
            let collectionView = model.makeCollectionView(layout: flow)
            collectionView.layoutIfNeeded()
            _ = model.takeCalls()
            return collectionView
        }

        private func titles(_ collectionView: UICollectionView) -> [String] {
            collectionView.visibleCells.compactMap { ($0 as? LabelCell)?.title }
        }

        @Test func whenItemsAreInsertedDeletedAndMoved_thatSurvivingCellsKeepTheirViewsAndMove() throws {
            let model = CollectionModel([["a", "b", "c", "d"]])
            let collectionView = make(model)
            let c = try #require(collectionView.cellForItem(at: ip(0, 2)))
            var completed: Bool?
            collectionView.performBatchUpdates(
                {
                    model.sections = [["c", "x", "a", "d"]]
                    collectionView.deleteItems(at: [ip(0, 1)])
                    collectionView.moveItem(at: ip(0, 2), to: ip(0, 0))
                    collectionView.insertItems(at: [ip(0, 1)])
                }, completion: { completed = $0 })
            #expect(completed == true)
            #expect(collectionView.cellForItem(at: ip(0, 0)) === c)
            #expect(c.frame.minY == 0)
            #expect(titles(collectionView) == ["c", "x", "a", "d"])
            #expect(model.takeCalls().filter { $0.hasPrefix("cell") } == ["cell 0,1"])
        }

        @Test func whenSelectedItemsMove_thatTheSelectionFollowsAndDeletedOnesDrop() {
            let model = CollectionModel([["a", "b", "c"]])
            let collectionView = make(model)
            collectionView.allowsMultipleSelection = true
            collectionView.selectItem(at: ip(0, 0), animated: false, scrollPosition: [])
            collectionView.selectItem(at: ip(0, 2), animated: false, scrollPosition: [])
            model.sections = [["x", "a"]]
            collectionView.performBatchUpdates {
                collectionView.deleteItems(at: [ip(0, 1), ip(0, 2)])
                collectionView.insertItems(at: [ip(0, 0)])
            }
            #expect(collectionView.indexPathsForSelectedItems == [ip(0, 1)])
            #expect(collectionView.cellForItem(at: ip(0, 1))?.isSelected == true)
        }

        @Test func whenSectionsChange_thatTheirHeadersFollowAndNewOnesAreAskedFor() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 320, height: 40)
            flow.headerReferenceSize = CGSize(width: 0, height: 20)
            let model = CollectionModel([["a"], ["b"]])
            let collectionView = model.makeCollectionView(layout: flow)
            collectionView.layoutIfNeeded()
            let kind = UICollectionView.elementKindSectionHeader
            let second = collectionView.supplementaryView(forElementKind: kind, at: ip(1, 0))
            _ = model.takeCalls()
            model.sections = [["b"], ["n"]]
            collectionView.performBatchUpdates {
                collectionView.deleteSections([0])
                collectionView.insertSections([1])
            }
            #expect(collectionView.supplementaryView(forElementKind: kind, at: ip(0, 0)) === second)
            #expect(model.takeCalls() == ["didEndDisplaying 0,0", "header 1", "cell 1,0", "willDisplay 1,0"])
        }

        @Test func whenItemsAreReloadedOrReconfigured_thatReloadAsksForANewCellAndReconfigureKeepsTheCell() throws {
            let model = CollectionModel([["a", "b"]])
            let collectionView = make(model)
            let first = try #require(collectionView.cellForItem(at: ip(0, 0)) as? LabelCell)
            let second = try #require(collectionView.cellForItem(at: ip(0, 1)) as? LabelCell)
            model.sections = [["A", "B"]]
            collectionView.reloadItems(at: [ip(0, 0)])
            collectionView.reconfigureItems(at: [ip(0, 1)])
            #expect(collectionView.cellForItem(at: ip(0, 1)) === second)
            #expect(second.title == "B")
            #expect(second.reuseCount == 0)
            #expect((collectionView.cellForItem(at: ip(0, 0)) as? LabelCell)?.title == "A")
            // The reloaded item's old cell went back to the pool and was dequeued again for its new content.
            #expect(first.reuseCount == 1)
        }

        @Test func whenSectionsAreReloadedAndMoved_thatTheContentFollows() {
            let model = CollectionModel([["a"], ["b"], ["c"]])
            let collectionView = make(model)
            model.sections = [["c"], ["a"], ["B"]]
            collectionView.performBatchUpdates {
                collectionView.moveSection(2, toSection: 0)
                collectionView.reloadSections([1])
            }
            #expect(titles(collectionView) == ["c", "a", "B"])
        }

        @Test func whenTheCountsDoNotAddUp_thatTheUpdateIsRejectedAndTheDataReloaded() {
            let model = CollectionModel([["a", "b"]])
            let collectionView = make(model)
            let log = CollectionViolationLog(collectionView)
            var completed: Bool?
            model.sections = [["a", "b", "c"]]
            collectionView.performBatchUpdates({}, completion: { completed = $0 })
            #expect(completed == false)
            #expect(log.messages.count == 1)
            #expect(log.messages.first?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
            #expect(titles(collectionView) == ["a", "b", "c"])
        }

        @Test func whenUpdatesNest_thatOnlyTheOutermostEndApplies() {
            let model = CollectionModel([["a"]])
            let collectionView = make(model)
            var order: [String] = []
            collectionView.performBatchUpdates(
                {
                    model.sections = [["a", "b", "c"]]
                    collectionView.performBatchUpdates(
                        {
                            collectionView.insertItems(at: [ip(0, 1)])
                        }, completion: { _ in order.append("inner") })
                    collectionView.insertItems(at: [ip(0, 2)])
                }, completion: { _ in order.append("outer") })
            #expect(order == ["inner", "outer"])
            #expect(titles(collectionView) == ["a", "b", "c"])
        }
    }
#endif
