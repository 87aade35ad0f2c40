#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A data source of one section of plain cells.
    @MainActor
    private final class PlainItems: NSObject, UICollectionViewDataSource {
        let count: Int
        init(_ count: Int) { self.count = count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @MainActor
    @Suite struct NSCollectionLayoutGroupCountTests {
        /// The frames of `items` items in a section whose groups `makeGroup` builds, at `width`.
        private func frames(width: CGFloat, items: Int, _ makeGroup: () -> NSCollectionLayoutGroup) -> [CGRect] {
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: makeGroup()))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let source = PlainItems(items)
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            return withExtendedLifetime(source) {
                (0..<items).compactMap {
                    collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame
                }
            }
        }

        @Test(arguments: [320, 400] as [CGFloat])
        func aHorizontalGroupOfACountSharesItsWidthWhateverWidthTheItemAsksFor(width: CGFloat) {
            let placed = frames(width: width, items: 4) {
                // The item asks for 50 points; the count decides.
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
                    subitem: item, count: 3)
                group.interItemSpacing = .fixed(10)
                return group
            }
            let share = (width - 20) / 3
            #expect(placed.count == 4)
            for (index, frame) in placed.prefix(3).enumerated() {
                #expect(abs(frame.minX - CGFloat(index) * (share + 10)) < 0.001)
                #expect(abs(frame.width - share) < 0.001 && frame.minY == 0 && frame.height == 80)
            }
            // The fourth item starts the next group.
            #expect(placed[3].minX == 0 && placed[3].minY == 80)
        }

        @Test(arguments: [320, 400] as [CGFloat])
        func aVerticalGroupOfACountSharesItsHeight(width: CGFloat) {
            let placed = frames(width: width, items: 2) {
                let item = NSCollectionLayoutItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)))
                return NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)),
                    subitem: item, count: 2)
            }
            #expect(
                placed == [
                    CGRect(x: 0, y: 0, width: width / 2, height: 50), CGRect(x: 0, y: 50, width: width / 2, height: 50),
                ])
        }
    }
#endif
