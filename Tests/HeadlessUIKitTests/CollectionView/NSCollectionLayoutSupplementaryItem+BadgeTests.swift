#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A data source of one section of items whose badges are dequeued under `BadgeModel.kind`,
    /// recording the views it is asked for.
    @MainActor
    private final class BadgeModel: NSObject, UICollectionViewDataSource {
        static let kind = "badge-element-kind"
        let count: Int
        var calls: [String] = []

        init(count: Int) {
            self.count = count
        }

        func makeCollectionView(layout: UICollectionViewLayout, width: CGFloat) -> UICollectionView {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 480), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: Self.kind, withReuseIdentifier: "badge")
            collectionView.dataSource = self
            return collectionView
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }

        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            calls.append("\(kind) \(indexPath.item)")
            return collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "badge", for: indexPath)
        }

        /// The calls recorded since the last time, then forgets them.
        func takeCalls() -> [String] {
            defer { calls = [] }
            return calls
        }
    }

    /// Badges anchored to the items of a compositional grid, each frame computed here from the anchor
    /// rules: the badge starts inside its cell's anchored edges, then moves by the offset, a fraction
    /// of the badge's own size.
    @MainActor
    @Suite struct NSCollectionLayoutSupplementaryItemBadgeTests {
        private static let columns = 4
        private static let rowHeight: CGFloat = 100
        private static let inset: CGFloat = 10

        /// A grid of four columns, 100-point rows, cells inset by 10 points, each item carrying `badge`.
        private func grid(badge: NSCollectionLayoutSupplementaryItem) -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(
                top: Self.inset, leading: Self.inset, bottom: Self.inset, trailing: Self.inset)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(Self.rowHeight)),
                subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }

        /// Apple's documented badge: 20 by 20 points on the top trailing corner, moved 30% of its width
        /// right and 30% of its height up.
        private func documentedBadge(zIndex: Int? = nil) -> NSCollectionLayoutSupplementaryItem {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: BadgeModel.kind,
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            if let zIndex { badge.zIndex = zIndex }
            return badge
        }

        /// The frame of an item's cell in the grid at a width.
        private func cellFrame(_ item: Int, width: CGFloat) -> CGRect {
            let column = width / CGFloat(Self.columns)
            let x = CGFloat(item % Self.columns) * column
            let y = CGFloat(item / Self.columns) * Self.rowHeight
            return CGRect(
                x: x + Self.inset, y: y + Self.inset, width: column - 2 * Self.inset,
                height: Self.rowHeight - 2 * Self.inset)
        }

        /// The documented badge's frame: its trailing edge on the cell's, moved right by 0.3 × 20, and
        /// its top on the cell's, moved up by 0.3 × 20.
        private func badgeFrame(_ item: Int, width: CGFloat) -> CGRect {
            let cell = cellFrame(item, width: width)
            return CGRect(x: cell.maxX - 20 + 6, y: cell.minY - 6, width: 20, height: 20)
        }

        private func items(_ range: Range<Int>) -> [String] { range.map { "\(BadgeModel.kind) \($0)" } }

        @Test(arguments: [CGFloat(320), 414])
        func whenItemsCarryTheDocumentedBadge_thatEachBadgeSitsOnItsCellsTopTrailingCorner(width: CGFloat) {
            let model = BadgeModel(count: 24)
            let collectionView = model.makeCollectionView(layout: grid(badge: documentedBadge(zIndex: 2)), width: width)
            collectionView.layoutIfNeeded()

            for item in 0..<24 {
                let indexPath = IndexPath(item: item, section: 0)
                #expect(collectionView.layoutAttributesForItem(at: indexPath)?.frame == cellFrame(item, width: width))
                let badge = collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: BadgeModel.kind, at: indexPath)
                #expect(badge?.frame == badgeFrame(item, width: width), "item \(item)")
                #expect(badge?.zIndex == 2)
                #expect(badge?.indexPath == indexPath)
                #expect(badge?.representedElementKind == BadgeModel.kind)
                #expect(badge?.representedElementCategory == .supplementaryView)
            }
            #expect(
                collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
                    ofKind: BadgeModel.kind, at: IndexPath(item: 24, section: 0)) == nil)
            // Rows 0 to 4 reach into the 480-point bounds; row 5 starts at 500.
            #expect(model.takeCalls() == items(0..<20))
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BadgeModel.kind).count == 20)
            let shown = collectionView.supplementaryView(
                forElementKind: BadgeModel.kind, at: IndexPath(item: 5, section: 0))
            #expect(shown?.frame == badgeFrame(5, width: width))
        }

        @Test(arguments: [CGFloat(320), 414])
        func whenTheGridScrolls_thatOnlyTheBadgesOfItemsComingIntoViewAreAskedFor(width: CGFloat) {
            let model = BadgeModel(count: 24)
            let collectionView = model.makeCollectionView(layout: grid(badge: documentedBadge()), width: width)
            collectionView.layoutIfNeeded()
            _ = model.takeCalls()

            // Bounds 120...600: row 0 (cells 10...90, badges 4...24) leaves, row 5 (cells 510...590) comes in.
            collectionView.contentOffset = CGPoint(x: 0, y: 120)
            collectionView.layoutIfNeeded()
            #expect(model.takeCalls() == items(20..<24))
            #expect(
                collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BadgeModel.kind).map(\.item).sorted()
                    == Array(4..<24))
            #expect(
                collectionView.supplementaryView(forElementKind: BadgeModel.kind, at: IndexPath(item: 23, section: 0))?
                    .frame == badgeFrame(23, width: width))

            let rect = CGRect(x: 0, y: 500, width: width, height: 100)
            let inRect = (collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
                .filter { $0.representedElementKind == BadgeModel.kind }
                .sorted { $0.indexPath.item < $1.indexPath.item }
            #expect(inRect.map(\.indexPath.item) == Array(20..<24))
            #expect(inRect.map(\.frame) == (20..<24).map { badgeFrame($0, width: width) })
            #expect(inRect.allSatisfy { $0.zIndex == 1 })

            collectionView.contentOffset = .zero
            collectionView.layoutIfNeeded()
            #expect(model.takeCalls() == items(0..<4))
        }

        @Test func whenABadgeHasAnAbsoluteOffset_thatItMovesByPointsFromItsCellsBottomLeadingCorner() {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(8)),
                elementKind: BadgeModel.kind,
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.bottom, .leading], absoluteOffset: CGPoint(x: -4, y: 3)))
            let model = BadgeModel(count: 6)
            let collectionView = model.makeCollectionView(layout: grid(badge: badge), width: 320)
            collectionView.layoutIfNeeded()

            for item in 0..<6 {
                let cell = cellFrame(item, width: 320)
                #expect(
                    collectionView.layoutAttributesForSupplementaryElement(
                        ofKind: BadgeModel.kind, at: IndexPath(item: item, section: 0))?.frame
                        == CGRect(x: cell.minX - 4, y: cell.maxY - 8 + 3, width: 12, height: 8))
            }
            #expect(model.takeCalls() == items(0..<6))
        }

        @Test func whenACarouselOfBadgedCardsScrollsSideways_thatTheBadgesMoveWithTheirCards() {
            let card = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [documentedBadge()])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(100)),
                subitems: [card])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 0, bottom: 0, trailing: 0)
            let model = BadgeModel(count: 8)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: section), width: 320)
            collectionView.layoutIfNeeded()
            // Cards at x 0, 150, 300; badges 14 in from each card's trailing edge, 6 above its top: card
            // 2 shows, its badge (436...456) lies beyond the 320 points and is not asked for.
            #expect(model.takeCalls() == items(0..<2))

            #expect(collectionView.headlessScrollOrthogonalSection(0, to: 400) == 400)
            // Card 3 (450...600) now sits at 50...200. Badges: card 2's at 36, card 3's at 186, card 4's at
            // 336, outside; card 1's at 286 - 400, outside.
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: BadgeModel.kind, at: IndexPath(item: 3, section: 0))?.frame
                    == CGRect(x: 200 - 14, y: 14, width: 20, height: 20))
            #expect(
                collectionView.indexPathsForVisibleSupplementaryElements(ofKind: BadgeModel.kind).map(\.item).sorted()
                    == [2, 3])
            #expect(model.takeCalls() == items(2..<4))
        }

        @Test func whenABadgeHasAnItemAnchor_thatItsAnchorPointGoesOnTheContainersAnchorPoint() {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(16), heightDimension: .absolute(10)),
                elementKind: BadgeModel.kind, containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]),
                itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
            let model = BadgeModel(count: 1)
            let collectionView = model.makeCollectionView(layout: grid(badge: badge), width: 320)
            collectionView.layoutIfNeeded()

            let cell = cellFrame(0, width: 320)
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: BadgeModel.kind, at: IndexPath(item: 0, section: 0))?.frame
                    == CGRect(x: cell.maxX, y: cell.minY - 10, width: 16, height: 10))
        }
    }
#endif
