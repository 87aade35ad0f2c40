#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A compositional layout whose configuration scrolls horizontally: sections and groups follow each
    /// other along x in a 320 × 200 collection view, headers and footers placed beside or above and below
    /// the groups, the visible items read after scrolling along x.
    @MainActor
    @Suite struct UICollectionViewCompositionalHorizontalTests {
        private let header = UICollectionView.elementKindSectionHeader
        private let footer = UICollectionView.elementKindSectionFooter

        /// The models of the collection views shown, kept alive: a collection view holds its data source weakly.
        private final class Models {
            var kept: [CollectionModel] = []
        }
        private let models = Models()

        /// A horizontally scrolling layout of sections of columns: each group is 100 points wide and as
        /// tall as the section's height less its insets, holding two items stacked; groups 10 apart,
        /// insets 5 above and below and 20 on either side.
        private func layout(
            boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = [], spacing: CGFloat = 0
        ) -> UICollectionViewCompositionalLayout {
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            configuration.interSectionSpacing = spacing
            return UICollectionViewCompositionalLayout(
                section: columnSection(boundaries: boundaries), configuration: configuration)
        }

        /// The section of `layout(boundaries:spacing:)`.
        private func columnSection(boundaries: [NSCollectionLayoutBoundarySupplementaryItem] = [])
            -> NSCollectionLayoutSection
        {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 20, bottom: 5, trailing: 20)
            section.boundarySupplementaryItems = boundaries
            return section
        }

        private func show(_ layout: UICollectionViewCompositionalLayout, _ counts: [Int]) -> UICollectionView {
            let model = CollectionModel(counts.map { count in (0..<count).map { "\($0)" } })
            models.kept.append(model)
            let collectionView = model.makeCollectionView(layout: layout, width: 320, height: 200)
            collectionView.layoutIfNeeded()
            return collectionView
        }

        private func frame(_ collectionView: UICollectionView, _ section: Int, _ item: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        private func supplementary(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: kind, at: IndexPath(item: 0, section: section))?
                .frame
        }

        private func scroll(_ collectionView: UICollectionView, to x: CGFloat) {
            collectionView.contentOffset = CGPoint(x: x, y: 0)
            collectionView.layoutIfNeeded()
        }

        private func boundary(_ kind: String, _ alignment: NSRectAlignment, _ size: NSCollectionLayoutSize)
            -> NSCollectionLayoutBoundarySupplementaryItem
        {
            NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: kind, alignment: alignment)
        }

        @Test func sectionsAndTheirGroupsFollowEachOtherAlongXAndTheContentGrowsInWidth() {
            let collectionView = show(layout(spacing: 40), [4, 4])
            // Section 0: groups at 20 and 130, 190 tall from 5, two items of 95 each; it ends at 250.
            #expect(frame(collectionView, 0, 0) == CGRect(x: 20, y: 5, width: 100, height: 95))
            #expect(frame(collectionView, 0, 1) == CGRect(x: 20, y: 100, width: 100, height: 95))
            #expect(frame(collectionView, 0, 2) == CGRect(x: 130, y: 5, width: 100, height: 95))
            #expect(frame(collectionView, 0, 3) == CGRect(x: 130, y: 100, width: 100, height: 95))
            // Section 1 starts 40 after, at 290: groups at 310 and 420; it ends at 540.
            #expect(frame(collectionView, 1, 0) == CGRect(x: 310, y: 5, width: 100, height: 95))
            #expect(frame(collectionView, 1, 3) == CGRect(x: 420, y: 100, width: 100, height: 95))
            #expect(collectionView.contentSize == CGSize(width: 540, height: 200))
            // 0...320: all of section 0 and the first group of section 1 (310...410).
            let expected =
                (0..<4).map { IndexPath(item: $0, section: 0) } + [
                    IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1),
                ]
            #expect(collectionView.indexPathsForVisibleItems.sorted() == expected)
        }

        @Test func scrollingAlongXShowsTheItemsInTheBounds() {
            let collectionView = show(layout(spacing: 40), [4, 4])
            scroll(collectionView, to: 200)
            // 200...520: section 0's second group (130...230) and both groups of section 1.
            let expected =
                [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)]
                + (0..<4).map { IndexPath(item: $0, section: 1) }
            #expect(collectionView.indexPathsForVisibleItems.sorted() == expected)
            scroll(collectionView, to: 240)
            #expect(
                collectionView.indexPathsForVisibleItems.sorted() == (0..<4).map { IndexPath(item: $0, section: 1) })
        }

        @Test func leadingHeadersAndTrailingFootersComeBeforeAndAfterTheGroupsAlongX() {
            let size = NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1))
            let collectionView = show(
                layout(boundaries: [boundary(header, .leading, size), boundary(footer, .trailing, size)]), [4, 4])
            // The header spans the height less the insets (following them); the groups start after it and
            // the leading inset; the footer follows the trailing inset.
            #expect(supplementary(collectionView, header, 0) == CGRect(x: 0, y: 5, width: 30, height: 190))
            #expect(frame(collectionView, 0, 0) == CGRect(x: 50, y: 5, width: 100, height: 95))
            #expect(frame(collectionView, 0, 2) == CGRect(x: 160, y: 5, width: 100, height: 95))
            #expect(supplementary(collectionView, footer, 0) == CGRect(x: 280, y: 5, width: 30, height: 190))
            #expect(supplementary(collectionView, header, 1) == CGRect(x: 310, y: 5, width: 30, height: 190))
            #expect(supplementary(collectionView, footer, 1) == CGRect(x: 590, y: 5, width: 30, height: 190))
            #expect(collectionView.contentSize == CGSize(width: 620, height: 200))
            scroll(collectionView, to: 300)
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header).map(\.section) == [1])
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer).map(\.section) == [0, 1])
        }

        @Test func topHeadersAndBottomFootersSpanTheSectionAboveAndBelowItsGroups() {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20))
            let collectionView = show(
                layout(boundaries: [boundary(header, .top, size), boundary(footer, .bottom, size)]), [4])
            // The groups fill 200 - 20 - 20 - 5 - 5 = 150 from y 25; the header and footer span the
            // section's length less its leading and trailing insets (20...230).
            #expect(frame(collectionView, 0, 0) == CGRect(x: 20, y: 25, width: 100, height: 75))
            #expect(frame(collectionView, 0, 3) == CGRect(x: 130, y: 100, width: 100, height: 75))
            #expect(supplementary(collectionView, header, 0) == CGRect(x: 20, y: 0, width: 210, height: 20))
            #expect(supplementary(collectionView, footer, 0) == CGRect(x: 20, y: 180, width: 210, height: 20))
            #expect(collectionView.contentSize == CGSize(width: 250, height: 200))
        }

        @Test func aTopHeaderOfEstimatedHeightIsMeasuredAndTheGroupsFillWhatIsLeft() {
            let estimated = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(20))
            let absolute = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20))
            let model = CollectionModel([(0..<4).map { "\($0)" }])
            models.kept.append(model)
            let collectionView = model.makeCollectionView(
                layout: layout(boundaries: [boundary(header, .top, estimated), boundary(footer, .bottom, absolute)]),
                width: 320, height: 200)
            // A one-line header measures 30 points tall.
            collectionView.register(
                WrappingHeader.self, forSupplementaryViewOfKind: header, withReuseIdentifier: "header")
            collectionView.layoutIfNeeded()
            // The groups fill 200 - 30 - 20 - 5 - 5 = 140 from y 35.
            #expect(supplementary(collectionView, header, 0) == CGRect(x: 20, y: 0, width: 210, height: 30))
            #expect(frame(collectionView, 0, 0) == CGRect(x: 20, y: 35, width: 100, height: 70))
            #expect(frame(collectionView, 0, 3) == CGRect(x: 130, y: 105, width: 100, height: 70))
            #expect(supplementary(collectionView, footer, 0) == CGRect(x: 20, y: 180, width: 210, height: 20))
        }

        @Test func pinnedLeadingHeadersStayAtTheLeftEdgeUntilTheirSectionEnds() {
            let size = NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1))
            let pinned = boundary(header, .leading, size)
            pinned.pinToVisibleBounds = true
            let collectionView = show(layout(boundaries: [pinned]), [4, 4])
            // Section 0 spans 0...280 (header 30, insets 20 + 20, groups 100 + 10 + 100); section 1 280...560.
            scroll(collectionView, to: 100)
            #expect(supplementary(collectionView, header, 0) == CGRect(x: 100, y: 5, width: 30, height: 190))
            scroll(collectionView, to: 270)
            // Pushed back by its section's end (280 - 30); section 1's header is where it was laid out.
            #expect(supplementary(collectionView, header, 0)?.minX == 250)
            #expect(supplementary(collectionView, header, 1)?.minX == 280)
            scroll(collectionView, to: 400)
            #expect(supplementary(collectionView, header, 1)?.minX == 400)
        }

        @Test func backgroundsSpanEachSectionAlongXAndTheFullHeight() {
            let background = "background"
            let decoration = NSCollectionLayoutDecorationItem.background(elementKind: background)
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            let layout = UICollectionViewCompositionalLayout(
                sectionProvider: { _, _ in
                    let size = NSCollectionLayoutSize(
                        widthDimension: .absolute(50), heightDimension: .fractionalHeight(1))
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                    let section = NSCollectionLayoutSection(group: group)
                    section.decorationItems = [decoration]
                    return section
                },
                configuration: configuration)
            layout.register(UICollectionReusableView.self, forDecorationViewOfKind: background)
            let collectionView = show(layout, [3, 2])
            let backgrounds = (0..<2).map {
                layout.layoutAttributesForDecorationView(ofKind: background, at: IndexPath(item: 0, section: $0))?
                    .frame
            }
            #expect(
                backgrounds == [
                    CGRect(x: 0, y: 0, width: 150, height: 200), CGRect(x: 150, y: 0, width: 100, height: 200),
                ])
            #expect(collectionView.contentSize == CGSize(width: 250, height: 200))
        }

        @Test func anOrthogonalSectionOfAHorizontalLayoutStacksItsGroupsAlongYAndScrollsAlongY() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .absolute(120), heightDimension: .fractionalHeight(0.5)),
                subitems: [item])
            let pages = NSCollectionLayoutSection(group: group)
            pages.orthogonalScrollingBehavior = .paging
            pages.interGroupSpacing = 10
            let columns = columnSection()
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            let combined = UICollectionViewCompositionalLayout(
                sectionProvider: { index, _ in index == 0 ? pages : columns }, configuration: configuration)
            let collectionView = show(combined, [6, 2])
            // Section 0: six groups of 120 × 100 one under another 10 apart, a column 120 wide and 650 tall.
            #expect(frame(collectionView, 0, 0) == CGRect(x: 0, y: 0, width: 120, height: 100))
            #expect(frame(collectionView, 0, 1) == CGRect(x: 0, y: 110, width: 120, height: 100))
            #expect(frame(collectionView, 0, 5) == CGRect(x: 0, y: 550, width: 120, height: 100))
            // Section 1 follows along x, as without the column.
            #expect(frame(collectionView, 1, 0) == CGRect(x: 140, y: 5, width: 100, height: 95))
            #expect(collectionView.contentSize == CGSize(width: 260, height: 200))
            #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted() == [0, 1])
            // Paging along y: the page is the collection view's height, 200; 150 rests on 200.
            #expect(collectionView.headlessScrollOrthogonalSection(0, to: 150) == 200)
            #expect(frame(collectionView, 0, 2) == CGRect(x: 0, y: 20, width: 120, height: 100))
            #expect(frame(collectionView, 0, 3) == CGRect(x: 0, y: 130, width: 120, height: 100))
            #expect(
                collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted() == [1, 2, 3])
            #expect(frame(collectionView, 1, 0) == CGRect(x: 140, y: 5, width: 100, height: 95))
            // The column reaches 650: its end, 450, is the last resting point.
            #expect(collectionView.headlessScrollOrthogonalSection(0, to: 900) == 450)
            #expect(frame(collectionView, 0, 5) == CGRect(x: 0, y: 100, width: 120, height: 100))
            #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted() == [4, 5])
        }
    }
#endif
