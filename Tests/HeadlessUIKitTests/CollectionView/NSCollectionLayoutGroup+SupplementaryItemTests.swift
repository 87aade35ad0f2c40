#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Supplementary items of groups, placed against each group's frame by the same anchor rules as an
    /// item's badges, under the index path of the group's first item.
    @MainActor
    @Suite struct NSCollectionLayoutGroupSupplementaryItemTests {
        private static let outline = "group-outline"
        private static let count = "group-count"
        private static let rule = "row-rule"

        /// A collection view whose data source dequeues every kind but headers under "footer".
        private func collectionView(_ layout: UICollectionViewLayout, items: Int) -> (UICollectionView, CollectionModel)
        {
            let model = CollectionModel(sections: 1, items: items)
            let collectionView = model.makeCollectionView(layout: layout)
            for kind in [Self.outline, Self.count, Self.rule] {
                collectionView.register(
                    UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "footer")
            }
            collectionView.layoutIfNeeded()
            return (collectionView, model)
        }

        private func frame(_ collectionView: UICollectionView, _ kind: String, _ item: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: item, section: 0))?
                .frame
        }

        /// Rows of four items in groups 300 wide (320 less 10-point insets) and 100 tall, 20 apart, each
        /// group outlined (the outline fills it: anchored on all edges) and badged at its top trailing corner.
        private func badgedGroups(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none)
            -> UICollectionViewCompositionalLayout
        {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            let outline = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                elementKind: Self.outline, containerAnchor: NSCollectionLayoutAnchor(edges: .all))
            outline.zIndex = -1
            let count = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: Self.count,
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
            group.supplementaryItems = [outline, count]
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            section.interGroupSpacing = 20
            section.orthogonalScrollingBehavior = behavior
            return UICollectionViewCompositionalLayout(section: section)
        }

        @Test func whenAGroupHasSupplementaryItems_thatEachGroupGetsThemAtItsFrameUnderItsFirstItem() {
            let (collectionView, model) = collectionView(badgedGroups(), items: 6)

            // Group 0 holds items 0 to 3 at 10...310 × 10...110; group 1 items 4 and 5, 20 points lower.
            #expect(frame(collectionView, Self.outline, 0) == CGRect(x: 10, y: 10, width: 300, height: 100))
            #expect(frame(collectionView, Self.outline, 4) == CGRect(x: 10, y: 130, width: 300, height: 100))
            #expect(frame(collectionView, Self.outline, 1) == nil)
            // The badge's trailing edge on the group's, then half its size right and up: 310 - 20 + 10, 10 - 10.
            #expect(frame(collectionView, Self.count, 0) == CGRect(x: 300, y: 0, width: 20, height: 20))
            #expect(frame(collectionView, Self.count, 4) == CGRect(x: 300, y: 120, width: 20, height: 20))
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: Self.outline, at: IndexPath(item: 0, section: 0))?.zIndex == -1)
            // The collection view asks for their views as for an item's badges (the model records them as footers).
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.count).map(\.item) == [0, 4])
            #expect(model.calls.filter { $0.hasPrefix("footer") }.count == 4)
        }

        @Test func whenTheGroupsScrollSideways_thatTheirSupplementaryItemsMoveWithThem() {
            let (collectionView, _) = collectionView(badgedGroups(.continuous), items: 6)
            // Side by side: group 0 at 10...310, group 1 at 330...630, both 10...110.
            #expect(frame(collectionView, Self.count, 4) == CGRect(x: 620, y: 0, width: 20, height: 20))
            collectionView.headlessScrollOrthogonalSection(0, to: 300)
            #expect(frame(collectionView, Self.count, 4) == CGRect(x: 320, y: 0, width: 20, height: 20))
            #expect(frame(collectionView, Self.outline, 0) == CGRect(x: -290, y: 10, width: 300, height: 100))
        }

        @Test func whenNestedGroupsHaveSupplementaryItems_thatEachNestedGroupGetsThemUnderItsFirstItem() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
                subitems: [item])
            // A 4-point rule down each row's leading edge, centered vertically: the row's full height.
            row.supplementaryItems = [
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .absolute(4), heightDimension: .fractionalHeight(1)),
                    elementKind: Self.rule, containerAnchor: NSCollectionLayoutAnchor(edges: .leading))
            ]
            let block = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                subitems: [row])
            let (collectionView, _) = collectionView(
                UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: block)), items: 6)

            // Blocks of two rows of two items: rows start at items 0, 2 (block 0) and 4 (block 1, whose second
            // row holds no item and so gets no rule).
            #expect(frame(collectionView, Self.rule, 0) == CGRect(x: 0, y: 0, width: 4, height: 100))
            #expect(frame(collectionView, Self.rule, 2) == CGRect(x: 0, y: 100, width: 4, height: 100))
            #expect(frame(collectionView, Self.rule, 4) == CGRect(x: 0, y: 200, width: 4, height: 100))
            #expect(frame(collectionView, Self.rule, 6) == nil)
            #expect(
                collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.rule).map(\.item) == [0, 2, 4])
        }
    }
#endif
