#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite("Collection view: sections that scroll sideways")
    struct UICollectionViewOrthogonalScrollingTests {
        /// A carousel of eight 150 × 100 cards, 10 points apart, 16 points in from each side, above a
        /// plain section of two 50-point rows.
        private func makeCarousel() -> (UICollectionView, CollectionModel) {
            let layout = UICollectionViewCompositionalLayout { section, _ in
                let card = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let size = NSCollectionLayoutSize(
                    widthDimension: .absolute(section == 0 ? 150 : 320),
                    heightDimension: .absolute(section == 0 ? 100 : 50))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [card])
                let layoutSection = NSCollectionLayoutSection(group: group)
                if section == 0 {
                    layoutSection.orthogonalScrollingBehavior = .continuous
                    layoutSection.interGroupSpacing = 10
                    layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                }
                return layoutSection
            }
            let model = CollectionModel([(0..<8).map { "card \($0)" }, ["row 0", "row 1"]])
            let collectionView = model.makeCollectionView(layout: layout, width: 320, height: 400)
            collectionView.layoutIfNeeded()
            return (collectionView, model)
        }

        private func visible(_ collectionView: UICollectionView, section: Int) -> [Int] {
            collectionView.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item).sorted()
        }

        @Test func whenACarouselIsShown_thatItsCardsSitInOneRowAndTheNextSectionBelowIt() {
            let (collectionView, _) = makeCarousel()
            #expect(
                collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                    == CGRect(x: 16, y: 0, width: 150, height: 100))
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 176)
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 100)
            #expect(collectionView.contentSize.height == 200)
            #expect(visible(collectionView, section: 0) == [0, 1])
            #expect(visible(collectionView, section: 1) == [0, 1])
        }

        @Test func whenTheUserSwipesTheCarousel_thatOtherCardsComeIntoView() {
            let (collectionView, model) = makeCarousel()
            _ = model.takeCalls()
            // The row is 16 + 8 × 150 + 7 × 10 + 16 = 1302 wide: it scrolls at most 982 points.
            #expect(collectionView.headlessScrollOrthogonalSection(0, to: 500) == 500)
            #expect(visible(collectionView, section: 0) == [3, 4, 5])
            #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame.minX == -4)
            #expect(model.takeCalls().contains("didEndDisplaying 0,0"))
            #expect(collectionView.headlessScrollOrthogonalSection(0, to: 5000) == 982)
            #expect(visible(collectionView, section: 0) == [6, 7])
            #expect(visible(collectionView, section: 1) == [0, 1])
            #expect(collectionView.headlessScrollOrthogonalSection(1, to: 10) == nil)
        }
    }
#endif
