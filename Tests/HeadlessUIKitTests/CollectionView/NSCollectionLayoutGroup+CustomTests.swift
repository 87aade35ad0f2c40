#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Custom groups: `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)` places one cell per item
    /// its provider returns, at the item's frame in the group, and repeats for the section's other items.
    @MainActor
    @Suite struct NSCollectionLayoutGroupCustomTests {
        /// The models of the collection views shown, kept alive: a collection view holds its data source weakly.
        private final class Models {
            var kept: [CollectionModel] = []
        }
        private let models = Models()

        /// The container sizes the provider was called with, in order.
        private final class Calls {
            var containers: [CGSize] = []
        }

        private func show(_ section: NSCollectionLayoutSection, items: Int, height: CGFloat) -> UICollectionView {
            let model = CollectionModel([(0..<items).map { "\($0)" }])
            models.kept.append(model)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: section), width: 320, height: height)
            collectionView.layoutIfNeeded()
            return collectionView
        }

        private func attributes(_ collectionView: UICollectionView, _ item: Int) -> UICollectionViewLayoutAttributes? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))
        }

        private func paths(_ items: [Int]) -> [IndexPath] {
            items.map { IndexPath(item: $0, section: 0) }
        }

        @Test func aCustomItemKeepsItsFrameAndZIndex() {
            let frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            #expect(NSCollectionLayoutGroupCustomItem(frame: frame).frame == frame)
            #expect(NSCollectionLayoutGroupCustomItem(frame: frame).zIndex == 0)
            #expect(NSCollectionLayoutGroupCustomItem(frame: frame, zIndex: 7).zIndex == 7)
        }

        @Test func aCopiedCustomItemIsANewItemWithTheSameFrameAndZIndex() {
            let item = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4), zIndex: 7)
            let copy = item.copy() as? NSCollectionLayoutGroupCustomItem
            #expect(copy !== item)
            #expect(copy?.frame == item.frame)
            #expect(copy?.zIndex == 7)
        }

        @Test func aDiagonalGroupPlacesItsItemsAtTheirFramesAndRepeats() {
            let calls = Calls()
            let group = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
            ) { environment in
                calls.containers.append(environment.container.contentSize)
                return (0..<3).map { step in
                    let origin = CGFloat(step) * 40
                    return NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: origin, y: origin, width: 40, height: 40), zIndex: step)
                }
            }
            #expect(group.subitems.isEmpty)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            let collectionView = show(section, items: 7, height: 200)
            // Groups of 300 × 120 at y 0, 130 and 260, from the leading inset; the last holds one item.
            #expect(attributes(collectionView, 0)?.frame == CGRect(x: 10, y: 0, width: 40, height: 40))
            #expect(attributes(collectionView, 2)?.frame == CGRect(x: 90, y: 80, width: 40, height: 40))
            #expect(attributes(collectionView, 3)?.frame == CGRect(x: 10, y: 130, width: 40, height: 40))
            #expect(attributes(collectionView, 4)?.frame == CGRect(x: 50, y: 170, width: 40, height: 40))
            #expect(attributes(collectionView, 6)?.frame == CGRect(x: 10, y: 260, width: 40, height: 40))
            #expect((0..<7).map { attributes(collectionView, $0)?.zIndex } == [0, 1, 2, 0, 1, 2, 0])
            #expect(collectionView.contentSize == CGSize(width: 320, height: 380))
            #expect(calls.containers == Array(repeating: CGSize(width: 300, height: 120), count: 3))
            #expect(collectionView.indexPathsForVisibleItems.sorted() == paths([0, 1, 2, 3, 4]))
            collectionView.contentOffset = CGPoint(x: 0, y: 255)
            collectionView.layoutIfNeeded()
            #expect(collectionView.indexPathsForVisibleItems.sorted() == paths([6]))
        }

        @Test func aNestedCustomGroupReadsItsOwnGeometryFromTheEnvironment() {
            let calls = Calls()
            // Two side by side, each half of the container it is given.
            let custom = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
            ) { environment in
                let size = environment.container.contentSize
                calls.containers.append(size)
                return [
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                    NSCollectionLayoutGroupCustomItem(
                        frame: CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height)),
                ]
            }
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [custom])
            let collectionView = show(NSCollectionLayoutSection(group: row), items: 6, height: 480)
            #expect(attributes(collectionView, 0)?.frame == CGRect(x: 0, y: 0, width: 80, height: 100))
            #expect(attributes(collectionView, 1)?.frame == CGRect(x: 80, y: 0, width: 80, height: 100))
            #expect(attributes(collectionView, 3)?.frame == CGRect(x: 240, y: 0, width: 80, height: 100))
            #expect(attributes(collectionView, 4)?.frame == CGRect(x: 0, y: 100, width: 80, height: 100))
            #expect(calls.containers.allSatisfy { $0 == CGSize(width: 160, height: 100) })
            #expect(collectionView.contentSize.height == 200)
        }
    }
#endif
