#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Loading, visible items for a bounds and offset, reuse, scrolling and prefetching.
    @MainActor
    @Suite struct UICollectionViewTests {
        /// Full-width 100-point items, 10 apart: item *n* spans `110 n ..< 110 n + 100`.
        private func rows(_ model: CollectionModel, height: CGFloat = 300) -> UICollectionView {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 320, height: 100)
            return model.makeCollectionView(layout: flow, height: height)
        }

        @Test func whenLaidOut_thatOnlyTheItemsInTheBoundsAreAskedForAndShown() {
            let model = CollectionModel(sections: 1, items: 10)
            let collectionView = rows(model)
            #expect(collectionView.indexPathsForVisibleItems == [ip(0, 0), ip(0, 1), ip(0, 2)])
            #expect(model.calls.filter { $0.hasPrefix("cell") } == ["cell 0,0", "cell 0,1", "cell 0,2"])
            #expect(collectionView.visibleCells.map { ($0 as? LabelCell)?.title } == ["0.0", "0.1", "0.2"])
            #expect(collectionView.numberOfItems(inSection: 0) == 10)
            #expect(collectionView.numberOfItems(inSection: 3) == 0)
            #expect(collectionView.contentSize.height == CGFloat(10 * 100 + 9 * 10))
        }

        @Test func whenScrolled_thatItemsLeavingAreReusedForItemsArriving() throws {
            let model = CollectionModel(sections: 1, items: 10)
            let collectionView = rows(model)
            collectionView.layoutIfNeeded()
            let first = try #require(collectionView.cellForItem(at: ip(0, 0)) as? LabelCell)
            _ = model.takeCalls()
            collectionView.contentOffset = CGPoint(x: 0, y: 330)
            #expect(collectionView.indexPathsForVisibleItems == [ip(0, 3), ip(0, 4), ip(0, 5)])
            let displayCalls = model.takeCalls().filter { !$0.hasPrefix("prefetch") && !$0.hasPrefix("cancel") }
            #expect(
                displayCalls == [
                    "didEndDisplaying 0,0", "didEndDisplaying 0,1", "didEndDisplaying 0,2", "cell 0,3",
                    "willDisplay 0,3",
                    "cell 0,4", "willDisplay 0,4", "cell 0,5", "willDisplay 0,5",
                ])
            #expect(first.reuseCount == 1)
            #expect(first.title.hasPrefix("0."))
            #expect(collectionView.cellForItem(at: ip(0, 0)) == nil)
            #expect(collectionView.indexPath(for: first) != nil)
            #expect(collectionView.headlessQueuedCellCount(forReuseIdentifier: "cell") == 0)
        }

        @Test func whenAPointIsProbed_thatTheItemUnderItIsFound() {
            let model = CollectionModel(sections: 1, items: 10)
            let collectionView = rows(model)
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 205)) == ip(0, 1))
            #expect(collectionView.indexPathForItem(at: CGPoint(x: 10, y: 105)) == nil)
        }

        /// Item 5 spans 550 ..< 650 in 300-point bounds.
        nonisolated private static let positions: [(UICollectionView.ScrollPosition, CGFloat)] = [
            (.top, 550), (.centeredVertically, 450), (.bottom, 350), ([], 350),
        ]

        @Test(arguments: positions)
        func whenScrollingToAnItem_thatItSitsAtThePositionWithinTheContent(
            position: UICollectionView.ScrollPosition, offset: CGFloat
        ) {
            let model = CollectionModel(sections: 1, items: 10)
            let collectionView = rows(model)
            collectionView.scrollToItem(at: ip(0, 5), at: position, animated: false)
            #expect(collectionView.contentOffset.y == offset)
            #expect(collectionView.indexPathsForVisibleItems.contains(ip(0, 5)))
        }

        @Test func whenScrollingToTheLastItemAtTheTop_thatTheOffsetStopsAtTheEndOfTheContent() {
            let model = CollectionModel(sections: 1, items: 10)
            let collectionView = rows(model)
            collectionView.scrollToItem(at: ip(0, 9), at: .top, animated: false)
            #expect(collectionView.contentOffset.y == CGFloat(1090 - 300))
            collectionView.scrollToItem(at: ip(0, 0), at: .bottom, animated: false)
            #expect(collectionView.contentOffset.y == 0)
        }

        @Test func whenItemsAreNearTheBounds_thatTheyArePrefetchedAndCancelledWhenFarAgain() {
            let model = CollectionModel(sections: 1, items: 20)
            let collectionView = rows(model)
            collectionView.layoutIfNeeded()
            // One screen (300 points) below the bounds reaches items 3 to 5.
            #expect(model.takeCalls().filter { $0.hasPrefix("prefetch") } == ["prefetch 0,3 0,4 0,5"])
            collectionView.contentOffset = CGPoint(x: 0, y: 1100)
            collectionView.layoutIfNeeded()
            let calls = model.takeCalls()
            #expect(calls.contains("cancel 0,3 0,4 0,5"))
            #expect(calls.contains("prefetch 0,7 0,8 0,9 0,13 0,14 0,15"))
        }

        @Test func whenTheDataSourceDequeuesAnUnregisteredIdentifier_thatUIKitsMessageIsReported() {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let log = CollectionViolationLog(collectionView)
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: ip(0, 0))
            _ = collectionView.dequeueReusableSupplementaryView(
                ofKind: "badge", withReuseIdentifier: "b", for: ip(0, 0))
            #expect(cell.reuseIdentifier == "missing")
            #expect(
                log.messages == [
                    "could not dequeue a view of kind: UICollectionElementKindCell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                    "could not dequeue a view of kind: badge with identifier b - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                ])
        }

        @Test func whenSupplementaryViewsScrollAway_thatTheyAreQueuedAndReusedPerKind() {
            let flow = UICollectionViewFlowLayout()
            flow.itemSize = CGSize(width: 320, height: 100)
            flow.headerReferenceSize = CGSize(width: 0, height: 30)
            let model = CollectionModel(sections: 3, items: 3)
            let collectionView = model.makeCollectionView(layout: flow, height: 200)
            #expect(
                collectionView.indexPathsForVisibleSupplementaryElements(
                    ofKind: UICollectionView.elementKindSectionHeader)
                    == [ip(0, 0)])
            let header = collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))
            collectionView.contentOffset = CGPoint(x: 0, y: 360)
            let shown = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
            #expect(shown.count == 1)
            #expect(shown.first === header)
            #expect(
                collectionView.headlessQueuedSupplementaryViewCount(
                    ofKind: UICollectionView.elementKindSectionHeader, reuseIdentifier: "header") == 0)
        }

        @Test func whenTheBoundsWiden_thatTheLayoutIsPreparedAgain() {
            let model = CollectionModel(sections: 1, items: 6)
            let collectionView = model.makeCollectionView()
            // 50-point items, 10 apart: five fit 320 points, six fit 400.
            #expect(collectionView.layoutAttributesForItem(at: ip(0, 5))?.frame.minY == 60)
            collectionView.bounds = CGRect(x: 0, y: 0, width: 400, height: 480)
            #expect(collectionView.layoutAttributesForItem(at: ip(0, 5))?.frame.minY == 0)
            #expect(collectionView.layoutAttributesForItem(at: ip(2, 0)) == nil)
        }

        @Test func whenReloaded_thatVisibleCellsAreRequestedAgain() {
            let model = CollectionModel(sections: 1, items: 2)
            let collectionView = model.makeCollectionView()
            collectionView.layoutIfNeeded()
            _ = model.takeCalls()
            model.sections = [["a"]]
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            #expect(
                model.takeCalls() == ["didEndDisplaying 0,0", "didEndDisplaying 0,1", "cell 0,0", "willDisplay 0,0"])
            #expect(collectionView.numberOfItems(inSection: 0) == 1)
        }

        @Test func whenTheLayoutIsReplaced_thatTheNewOnePlacesTheItems() {
            let model = CollectionModel(sections: 1, items: 2)
            let collectionView = model.makeCollectionView()
            let wide = UICollectionViewFlowLayout()
            wide.itemSize = CGSize(width: 320, height: 20)
            collectionView.collectionViewLayout = wide
            #expect(wide.collectionView === collectionView)
            #expect(collectionView.layoutAttributesForItem(at: ip(0, 1))?.frame.minY == 30)
        }
    }
#endif
