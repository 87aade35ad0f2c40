#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Where a section that scrolls sideways comes to rest after a swipe, for each behaviour.
    ///
    /// The carousel: eight 150-point cards, 10 apart, 16 points in from each side, in a 320-point-wide
    /// collection view. Card k's leading edge is at 16 + 160k; the row is 1302 wide, so the offset runs
    /// from 0 to 982.
    @MainActor
    @Suite struct UICollectionViewOrthogonalPagingTests {
        private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionView {
            let card = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [card])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = behavior
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            let model = CollectionModel(sections: 1, items: 8)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: section), width: 320, height: 400)
            collectionView.layoutIfNeeded()
            return collectionView
        }

        private func restingOffsets(
            _ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, after swipes: [CGFloat]
        ) -> [CGFloat?] {
            let collectionView = carousel(behavior)
            return swipes.map { collectionView.headlessScrollOrthogonalSection(0, to: $0) }
        }

        @Test func whenTheSectionScrollsContinuously_thatItRestsWhereTheSwipeStops() {
            #expect(restingOffsets(.continuous, after: [123, 500.5, 2000, -40]) == [123, 500.5, 982, 0])
        }

        @Test func whenTheSectionPages_thatItRestsAtTheNearestMultipleOfTheWidthOrTheRowsEnd() {
            // Pages start at 0, 320, 640 and 960; the last partial page rests at the row's end, 982.
            #expect(restingOffsets(.paging, after: [100, 200, 500, 950, 975, 160]) == [0, 320, 640, 960, 982, 320])
            let collectionView = carousel(.paging)
            collectionView.headlessScrollOrthogonalSection(0, to: 330)
            // At 320, card 2 (336...486) begins 16 points in, like card 0 on the first page.
            #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 16)
        }

        @Test func whenTheSectionPagesByGroup_thatAGroupsLeadingEdgeRestsWhereTheFirstOnesDoes() {
            // Stops are 160k (a group's leading edge 16 points in) and the row's end. A tie (80) goes forward.
            #expect(
                restingOffsets(.groupPaging, after: [70, 100, 80, 965, 975, 5000]) == [0, 160, 160, 960, 982, 982])
            let collectionView = carousel(.groupPaging)
            collectionView.headlessScrollOrthogonalSection(0, to: 300)
            #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 16)
            #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [1, 2, 3])
        }

        @Test func whenTheSectionScrollsToGroupBoundaries_thatItRestsAtTheNearestGroupsLeadingEdge() {
            #expect(
                restingOffsets(.continuousGroupLeadingBoundary, after: [330, 410, 60, 900]) == [320, 480, 0, 960])
        }

        @Test func whenTheSectionPagesByCenteredGroup_thatTheNearestGroupRestsInTheMiddle() {
            // Card k's middle is at 91 + 160k: centered at offset 160k - 69, kept within 0...982.
            #expect(restingOffsets(.groupPagingCentered, after: [100, 0, 260, 5000]) == [91, 0, 251, 982])
            let collectionView = carousel(.groupPagingCentered)
            collectionView.headlessScrollOrthogonalSection(0, to: 420)
            // 411 centers card 3 (496...646 as laid out): on screen 85...235, its middle at 160.
            #expect(
                collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
                    == CGRect(x: 85, y: 0, width: 150, height: 100))
            #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [2, 3, 4])
        }
    }
#endif
