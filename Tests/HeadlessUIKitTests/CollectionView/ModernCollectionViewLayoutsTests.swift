#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The layouts of Apple's "Implementing Modern Collection Views" sample, built as the sample describes
    /// them, laid out at a phone width (320) and a tablet width (768, or 1024 where the sample adapts past
    /// 800), each frame computed here from the documented rules: fractional widths of the section's width
    /// less its insets, fractional heights of the collection view's height, item insets inside their slots.
    @MainActor
    @Suite struct ModernCollectionViewLayoutsTests {
        private static let background = "section-background-element-kind"
        private static let badge = "badge-element-kind"

        // MARK: Helpers

        /// A collection view of `width` × `height` showing sections of `counts` items through `layout`.
        private func show(
            _ layout: UICollectionViewCompositionalLayout, _ counts: [Int], width: CGFloat, height: CGFloat = 480
        ) -> UICollectionView {
            let model = CollectionModel(counts.map { count in (0..<count).map { "\($0)" } })
            let collectionView = model.makeCollectionView(layout: layout, width: width, height: height)
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: Self.badge, withReuseIdentifier: "footer")
            layout.register(UICollectionReusableView.self, forDecorationViewOfKind: Self.background)
            models.kept.append(model)
            collectionView.layoutIfNeeded()
            return collectionView
        }

        /// The models of the collection views shown, kept alive: a collection view holds its data source weakly.
        private final class Models {
            var kept: [CollectionModel] = []
        }
        private let models = Models()

        private func frame(_ collectionView: UICollectionView, _ section: Int, _ item: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        private func visible(_ collectionView: UICollectionView) -> [IndexPath] {
            collectionView.indexPathsForVisibleItems.sorted()
        }

        private func scroll(_ collectionView: UICollectionView, to y: CGFloat) {
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
        }

        /// Whether two frames agree to a thousandth of a point (fractions of widths add up in floating point).
        private func near(_ frame: CGRect?, _ expected: CGRect) -> Bool {
            guard let frame else { return false }
            return [
                (frame.minX, expected.minX), (frame.minY, expected.minY), (frame.width, expected.width),
                (frame.height, expected.height),
            ].allSatisfy { abs($0 - $1) < 0.001 }
        }

        private func paths(_ section: Int, _ items: Range<Int>) -> [IndexPath] {
            items.map { IndexPath(item: $0, section: section) }
        }

        private func fraction(_ width: CGFloat, _ height: CGFloat) -> NSCollectionLayoutSize {
            NSCollectionLayoutSize(widthDimension: .fractionalWidth(width), heightDimension: .fractionalHeight(height))
        }

        // MARK: Grids

        /// Grid: five items a row, each a fifth of the width wide and as tall as wide.
        private func grid(itemInset: CGFloat = 0) -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: fraction(0.2, 1))
            item.contentInsets = NSDirectionalEdgeInsets(
                top: itemInset, leading: itemInset, bottom: itemInset, trailing: itemInset)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                subitems: [item])
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        }

        @Test(arguments: [CGFloat(320), 768])
        func theGridPlacesFiveSquaresARowAndShowsTheRowsInTheBounds(width: CGFloat) {
            let collectionView = show(grid(), [30], width: width)
            let side = width / 5
            for item in [0, 4, 7, 29] {
                let expected = CGRect(
                    x: CGFloat(item % 5) * side, y: CGFloat(item / 5) * side, width: side, height: side)
                #expect(near(frame(collectionView, 0, item), expected), "item \(item)")
            }
            #expect(abs(collectionView.contentSize.height - 6 * side) < 0.001)
            // 320: six 64-point rows fit in 480. 768: rows of 153.6 reach 480 in row 3 (460.8...614.4).
            #expect(visible(collectionView) == paths(0, 0..<(width == 320 ? 30 : 20)))
            if width == 768 {
                scroll(collectionView, to: 500)
                // 500...980 meets rows 3 (460.8...614.4) to 5.
                #expect(visible(collectionView) == paths(0, 15..<30))
            }
        }

        @Test(arguments: [CGFloat(320), 768])
        func theInsetGridShrinksEachCellTwoPointsInsideItsSlot(width: CGFloat) {
            let collectionView = show(grid(itemInset: 2), [60], width: width)
            let side = width / 5
            let slot = CGRect(x: 3 * side, y: side, width: side, height: side)
            #expect(near(frame(collectionView, 0, 8), slot.insetBy(dx: 2, dy: 2)))
            #expect(abs(collectionView.contentSize.height - 12 * side) < 0.001)
            // Row r's cells span r × side + 2 to (r + 1) × side - 2: 0...480 meets rows 0 to 7 at 320
            // (side 64), rows 0 to 3 at 768 (side 153.6).
            #expect(visible(collectionView) == paths(0, 0..<(width == 320 ? 40 : 20)))
            scroll(collectionView, to: 2 * side + 10)
            // Row 1 ends 12 points above the bounds; the last row met starts before 2 × side + 490.
            #expect(visible(collectionView) == paths(0, 10..<(width == 320 ? 50 : 30)))
        }

        @Test(arguments: [CGFloat(320), 768])
        func twoColumnsShareTheWidthLessInsetsAndSpacing(width: CGFloat) {
            let item = NSCollectionLayoutItem(layoutSize: fraction(1, 1))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                repeatingSubitem: item, count: 2)
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let collectionView = show(UICollectionViewCompositionalLayout(section: section), [20], width: width)

            // Each column is (width - 20 - 10) / 2: 145 at 320, 369 at 768; rows 54 apart from 10.
            let column = (width - 30) / 2
            #expect(near(frame(collectionView, 0, 0), CGRect(x: 10, y: 10, width: column, height: 44)))
            #expect(near(frame(collectionView, 0, 3), CGRect(x: 20 + column, y: 64, width: column, height: 44)))
            #expect(collectionView.contentSize.height == 550)  // 10 + 10 × 44 + 9 × 10 + 10
            scroll(collectionView, to: 300)
            // 300...780: rows 5 (280...324) to 9 (496...540).
            #expect(visible(collectionView) == paths(0, 10..<20))
        }

        // MARK: Sections of their own

        /// A list, a grid of five and a grid of three: sections of `columns` items of a group 44 points
        /// tall for the list, a fifth of the section's width for the grids; items inset 2, sections 20.
        private func section(columns: Int, isList: Bool) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: fraction(1, 1))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let height: NSCollectionLayoutDimension = isList ? .absolute(44) : .fractionalWidth(0.2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
                repeatingSubitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }

        @Test(arguments: [CGFloat(320), 768])
        func distinctSectionsEachLayOutTheirOwnGroups(width: CGFloat) {
            let columns = [1, 5, 3]
            let layout = UICollectionViewCompositionalLayout { index, _ in
                self.section(columns: columns[index], isList: index == 0)
            }
            let collectionView = show(layout, [10, 10, 10], width: width)
            let content = width - 40
            // The list: 10 rows of 44 from 20; the section ends 20 below, at 480.
            #expect(
                near(frame(collectionView, 0, 3), CGRect(x: 22, y: 154, width: content - 4, height: 40)))
            // Grid of five from 500: rows a fifth of the content wide and tall.
            let five = content / 5
            #expect(
                near(
                    frame(collectionView, 1, 6),
                    CGRect(x: 20 + five + 2, y: 500 + five + 2, width: five - 4, height: five - 4)))
            // Grid of three after two rows of five and 40 points of insets; rows as tall as in the grid of five.
            let three = content / 3
            let top = 500 + 2 * five + 20
            #expect(
                near(
                    frame(collectionView, 2, 4),
                    CGRect(x: 20 + three + 2, y: top + 20 + five + 2, width: three - 4, height: five - 4)))
            #expect(abs(collectionView.contentSize.height - (top + 40 + 4 * five)) < 0.001)
            scroll(collectionView, to: 480)
            #expect(visible(collectionView).first == IndexPath(item: 0, section: 1))
        }

        @Test(arguments: [CGFloat(320), 1024])
        func adaptiveSectionsReadTheContainersWidth(width: CGFloat) {
            // Wider than 800 points, the list has two columns, the grids ten and six.
            let layout = UICollectionViewCompositionalLayout { index, environment in
                let wide = environment.container.effectiveContentSize.width > 800
                let columns = [wide ? 2 : 1, wide ? 10 : 5, wide ? 6 : 3][index]
                return self.section(columns: columns, isList: index == 0)
            }
            let collectionView = show(layout, [10, 10, 10], width: width)
            let content = width - 40
            if width == 320 {
                #expect(near(frame(collectionView, 0, 1), CGRect(x: 22, y: 66, width: 276, height: 40)))
                #expect(near(frame(collectionView, 1, 5), CGRect(x: 22, y: 558, width: 52, height: 52)))
            } else {
                // Two list columns of 492; rows of two: item 1 beside item 0.
                #expect(near(frame(collectionView, 0, 1), CGRect(x: 20 + 492 + 2, y: 22, width: 488, height: 40)))
                // The list's 5 rows end at 20 + 220 + 20; the grid of ten's single row is a fifth of 984 tall.
                let ten = content / 10
                #expect(
                    near(
                        frame(collectionView, 1, 9),
                        CGRect(x: 20 + 9 * ten + 2, y: 280 + 2, width: ten - 4, height: content / 5 - 4)))
            }
            // At 320 the list's ten rows fill the bounds; at 1024 its five rows of two and the grid of
            // ten's single row fit in them.
            let shown = width == 320 ? paths(0, 0..<10) : paths(0, 0..<10) + paths(1, 0..<10)
            #expect(Array(visible(collectionView).prefix(shown.count)) == shown)
            scroll(collectionView, to: collectionView.contentSize.height - 480)
            #expect(visible(collectionView).last == IndexPath(item: 9, section: 2))
            #expect(!visible(collectionView).contains(IndexPath(item: 0, section: 0)))
        }

        // MARK: Headers, footers, backgrounds and badges

        /// Rows 44 points tall, 5 apart, 10 in from the sides, under a header and above a footer 44 tall
        /// (their estimate).
        private func headerFooterLayout(pinned: Bool = false) -> UICollectionViewCompositionalLayout {
            let item = NSCollectionLayoutItem(layoutSize: fraction(1, 1))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 5
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = pinned
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
            section.boundarySupplementaryItems = [header, footer]
            return UICollectionViewCompositionalLayout(section: section)
        }

        private func supplementary(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: kind, at: IndexPath(item: 0, section: section))?
                .frame
        }

        @Test(arguments: [CGFloat(320), 768])
        func headersAndFootersFrameEachSectionsRows(width: CGFloat) {
            let collectionView = show(headerFooterLayout(), [5, 5], width: width)
            let span = width - 20
            let header = UICollectionView.elementKindSectionHeader
            let footer = UICollectionView.elementKindSectionFooter
            #expect(supplementary(collectionView, header, 0) == CGRect(x: 10, y: 0, width: span, height: 44))
            #expect(frame(collectionView, 0, 4) == CGRect(x: 10, y: 240, width: span, height: 44))
            #expect(supplementary(collectionView, footer, 0) == CGRect(x: 10, y: 284, width: span, height: 44))
            #expect(supplementary(collectionView, header, 1) == CGRect(x: 10, y: 328, width: span, height: 44))
            #expect(collectionView.contentSize.height == 656)
            scroll(collectionView, to: 300)
            // 300...780: section 0's footer (284...328) and all of section 1.
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: footer).map(\.section) == [0, 1])
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: header).map(\.section) == [1])
        }

        @Test(arguments: [CGFloat(320), 768])
        func pinnedHeadersStayAtTheTopUntilTheirSectionEnds(width: CGFloat) {
            let collectionView = show(headerFooterLayout(pinned: true), [10, 10], width: width)
            let header = UICollectionView.elementKindSectionHeader
            // Section 0: header 0...44, rows to 529, footer 529...573; section 1's header at 573.
            scroll(collectionView, to: 100)
            #expect(supplementary(collectionView, header, 0)?.minY == 100)
            scroll(collectionView, to: 520)
            #expect(supplementary(collectionView, header, 0)?.minY == 520)
            scroll(collectionView, to: 560)
            // Pushed up by its section's end (573 - 44); section 1's header has not reached the top.
            #expect(supplementary(collectionView, header, 0) == CGRect(x: 10, y: 529, width: width - 20, height: 44))
            #expect(supplementary(collectionView, header, 1)?.minY == 573)
            // 560...1040: section 1's rows, 617 + 49 × i, 0 to 8.
            #expect(visible(collectionView) == paths(1, 0..<9))
            scroll(collectionView, to: 700)
            #expect(supplementary(collectionView, header, 1)?.minY == 700)
        }

        @Test(arguments: [CGFloat(320), 768])
        func sectionBackgroundsCoverEachSectionLessTheirInsetsAndAreShown(width: CGFloat) {
            let item = NSCollectionLayoutItem(layoutSize: fraction(1, 1))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 5
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.background)
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            section.decorationItems = [background]
            let collectionView = show(UICollectionViewCompositionalLayout(section: section), [5, 5], width: width)

            // Each section is 10 + 5 × 44 + 4 × 5 + 10 = 260 tall.
            let shown = collectionView.headlessVisibleDecorationViews(ofKind: Self.background).map(\.frame)
            #expect(
                shown == [
                    CGRect(x: 5, y: 5, width: width - 10, height: 250),
                    CGRect(x: 5, y: 265, width: width - 10, height: 250),
                ])
            #expect(frame(collectionView, 1, 0) == CGRect(x: 10, y: 270, width: width - 20, height: 44))
            scroll(collectionView, to: 300)
            #expect(collectionView.headlessVisibleDecorationViews(ofKind: Self.background).map(\.frame.minY) == [265])
        }

        @Test(arguments: [CGFloat(320), 768])
        func badgesOverhangTheirCellsTopTrailingCorners(width: CGFloat) {
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                elementKind: Self.badge,
                containerAnchor: NSCollectionLayoutAnchor(
                    edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
            let item = NSCollectionLayoutItem(layoutSize: fraction(0.25, 1), supplementaryItems: [badge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            let collectionView = show(UICollectionViewCompositionalLayout(section: section), [8], width: width)

            let content = width - 40
            let slot = content / 4
            let row = content / 5
            let cell = CGRect(x: 20 + slot + 5, y: 25, width: slot - 10, height: row - 10)
            #expect(near(frame(collectionView, 0, 1), cell))
            let badgeFrame = collectionView.layoutAttributesForSupplementaryElement(
                ofKind: Self.badge, at: IndexPath(item: 1, section: 0))?.frame
            #expect(near(badgeFrame, CGRect(x: cell.maxX - 14, y: 19, width: 20, height: 20)))
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: Self.badge).count == 8)
        }

        // MARK: Nested groups and sideways scrolling

        /// A large item 70% wide beside a column of two, in a group 40% of the collection view's height;
        /// every item inset 10. `width` is the group's fraction of the section's width.
        private func nestedGroup(width fraction: CGFloat) -> NSCollectionLayoutGroup {
            let leading = NSCollectionLayoutItem(layoutSize: self.fraction(0.7, 1))
            leading.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let trailing = NSCollectionLayoutItem(layoutSize: self.fraction(1, 0.3))
            trailing.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let column = NSCollectionLayoutGroup.vertical(
                layoutSize: self.fraction(0.3, 1), repeatingSubitem: trailing, count: 2)
            return NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalHeight(0.4)),
                subitems: [leading, column])
        }

        @Test(arguments: [CGFloat(320), 768])
        func nestedGroupsPutAColumnOfTwoBesideALargeItem(width: CGFloat) {
            let layout = UICollectionViewCompositionalLayout(
                section: NSCollectionLayoutSection(group: nestedGroup(width: 1)))
            let collectionView = show(layout, [12], width: width)
            // Groups are 192 tall (40% of 480); the column's two items share its height.
            let split = width * 0.7
            #expect(near(frame(collectionView, 0, 0), CGRect(x: 10, y: 10, width: split - 20, height: 172)))
            #expect(
                near(frame(collectionView, 0, 1), CGRect(x: split + 10, y: 10, width: width * 0.3 - 20, height: 76)))
            #expect(
                near(frame(collectionView, 0, 2), CGRect(x: split + 10, y: 106, width: width * 0.3 - 20, height: 76)))
            #expect(
                near(frame(collectionView, 0, 5), CGRect(x: split + 10, y: 298, width: width * 0.3 - 20, height: 76)))
            #expect(collectionView.contentSize.height == 768)
            // 0...480: groups 0 and 1, and group 2's large item and upper column item (394...470).
            #expect(visible(collectionView) == paths(0, 0..<8))
            scroll(collectionView, to: 288)
            // 288...768: group 1's lower column item (202...278) has left; its large item and upper one stay.
            #expect(visible(collectionView).map(\.item) == [3, 5, 6, 7, 8, 9, 10, 11])
        }

        @Test(arguments: [CGFloat(320), 768])
        func anOrthogonalSectionLaysItsNestedGroupsSideBySideAndScrollsThem(width: CGFloat) {
            let section = NSCollectionLayoutSection(group: nestedGroup(width: 0.85))
            section.orthogonalScrollingBehavior = .continuous
            let collectionView = show(UICollectionViewCompositionalLayout(section: section), [9, 3], width: width)
            let group = width * 0.85
            #expect(
                near(frame(collectionView, 0, 3), CGRect(x: group + 10, y: 10, width: group * 0.7 - 20, height: 172)))
            // The next section starts below the row.
            #expect(near(frame(collectionView, 1, 0), CGRect(x: 10, y: 202, width: group * 0.7 - 20, height: 172)))
            #expect(collectionView.headlessScrollOrthogonalSection(0, to: group) == group)
            #expect(near(frame(collectionView, 0, 3), CGRect(x: 10, y: 10, width: group * 0.7 - 20, height: 172)))
            // Group 1 fills 0...group; group 2's large item starts 10 points after it, its column past the edge.
            #expect(visible(collectionView).filter { $0.section == 0 }.map(\.item) == [3, 4, 5, 6])
        }

        @Test func orthogonalBehavioursComeToRestAtTheirDocumentedPointsOnATablet() {
            // Groups of one card, 85% of 768 = 652.8 wide, ten of them: the row is 6528 wide, scrolling to 5760.
            func offset(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, after swipe: CGFloat)
                -> CGFloat?
            {
                let item = NSCollectionLayoutItem(layoutSize: fraction(1, 1))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(250)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                let collectionView = show(UICollectionViewCompositionalLayout(section: section), [10], width: 768)
                return collectionView.headlessScrollOrthogonalSection(0, to: swipe)
            }
            #expect(offset(.continuous, after: 1000) == 1000)
            #expect(offset(.paging, after: 1000) == 768)
            #expect(offset(.groupPaging, after: 1000).map { abs($0 - 1305.6) < 0.001 } == true)
            #expect(offset(.continuousGroupLeadingBoundary, after: 900).map { abs($0 - 652.8) < 0.001 } == true)
            // Card k's middle at 326.4 + 652.8k rests on 384: offsets 652.8k - 57.6; 1000 is nearest 1248.
            #expect(offset(.groupPagingCentered, after: 1000).map { abs($0 - 1248) < 0.001 } == true)
        }

        // MARK: Lists

        @Test(arguments: [CGFloat(320), 768])
        func listAppearancesPlaceHeadersAndRowsByTheirMetrics(width: CGFloat) {
            func layout(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> UICollectionView {
                var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
                configuration.headerMode = .supplementary
                return show(.list(using: configuration), [3, 3], width: width)
            }
            let header = UICollectionView.elementKindSectionHeader
            // Plain: a 28-point header, rows 44 from it, the next section straight after.
            let plain = layout(.plain)
            #expect(supplementary(plain, header, 0) == CGRect(x: 0, y: 0, width: width, height: 28))
            #expect(frame(plain, 0, 2) == CGRect(x: 0, y: 116, width: width, height: 44))
            #expect(supplementary(plain, header, 1)?.minY == 160)
            #expect(visible(plain) == paths(0, 0..<3) + paths(1, 0..<3))
            // Grouped: a 38-point header, 16 points above and below the rows.
            let grouped = layout(.grouped)
            #expect(frame(grouped, 0, 0) == CGRect(x: 0, y: 54, width: width, height: 44))
            #expect(supplementary(grouped, header, 1)?.minY == 202)  // 38 + 16 + 3 × 44 + 16
            // Inset grouped: 16 points in from each side below a width of 400, 20 from it.
            let inset: CGFloat = width < 400 ? 16 : 20
            let insetGrouped = layout(.insetGrouped)
            #expect(
                supplementary(insetGrouped, header, 0) == CGRect(x: inset, y: 0, width: width - 2 * inset, height: 38))
            #expect(
                frame(insetGrouped, 1, 1)
                    == CGRect(x: inset, y: 300, width: width - 2 * inset, height: 44))
            // Sidebar as grouped, plain sidebar as plain.
            #expect(frame(layout(.sidebar), 0, 0) == CGRect(x: 0, y: 54, width: width, height: 44))
            #expect(frame(layout(.sidebarPlain), 0, 0) == CGRect(x: 0, y: 28, width: width, height: 44))
        }

        @Test func aLongPlainListShowsTheRowsInTheBoundsAfterScrolling() {
            let collectionView = show(
                .list(using: UICollectionLayoutListConfiguration(appearance: .plain)), [30], width: 768)
            #expect(visible(collectionView) == paths(0, 0..<11))
            scroll(collectionView, to: 300)
            // 300...780: rows 6 (264...308) to 17 (748...792).
            #expect(visible(collectionView) == paths(0, 6..<18))
            #expect(frame(collectionView, 0, 17) == CGRect(x: 0, y: 748, width: 768, height: 44))
        }

        /// A list cell of the app's own that lays itself out 60 points tall.
        private final class TallCell: UICollectionViewListCell {
            override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes
            {
                layoutAttributes.size.height = 60
                return layoutAttributes
            }
        }

        @Test(arguments: [CGFloat(320), 768])
        func aListOfCustomCellsStacksThemAtTheHeightTheyMeasure(width: CGFloat) throws {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 480), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<TallCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, title in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<20).map { "Row \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()

            // Rows 0 to 10 were shown at their 44-point estimate and measured 60; the bounds then meet rows 0
            // to 8 (row 8 starts on the bottom edge, which counts as meeting it).
            #expect(visible(collectionView) == paths(0, 0..<9))
            for item in [0, 7] {
                #expect(frame(collectionView, 0, item) == CGRect(x: 0, y: CGFloat(item) * 60, width: width, height: 60))
            }
            #expect(try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))) is TallCell)
            #expect(collectionView.contentSize.height == 1056)  // 11 × 60 + 9 × 44
            scroll(collectionView, to: 500)
            // Rows 11 to 18 came into 500...980 at their estimate and measured 60: the bounds then meet
            // rows 8 (480...540) to 16 (960...1020); row 19 keeps its estimate.
            #expect(visible(collectionView) == paths(0, 8..<17))
            #expect(frame(collectionView, 0, 16) == CGRect(x: 0, y: 960, width: width, height: 60))
            #expect(collectionView.contentSize.height == 1184)  // 19 × 60 + 44
        }

        @Test(arguments: [CGFloat(320), 768])
        func anOutlineShowsChildrenUnderTheirParentWhenExpanded(width: CGFloat) throws {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 480), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
                var content = cell.defaultContentConfiguration()
                content.text = name
                cell.contentConfiguration = content
                cell.accessories = [.outlineDisclosure()]
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, name in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
            }
            var outline = NSDiffableDataSourceSectionSnapshot<String>()
            outline.append(["Compositional", "Lists"])
            outline.append(["Grid", "Inset grid", "Two columns"], to: "Compositional")
            outline.append(["Appearances"], to: "Lists")
            dataSource.apply(outline, to: 0, animatingDifferences: false)
            collectionView.layoutIfNeeded()

            // Collapsed: two rows below the sidebar's 16-point inset.
            #expect(visible(collectionView) == paths(0, 0..<2))
            #expect(frame(collectionView, 0, 1) == CGRect(x: 0, y: 60, width: width, height: 44))
            let parent = try #require(
                collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            #expect(parent.headlessTapAccessory(.outlineDisclosure))
            // Expanded: the three children follow their parent, "Lists" moves down to row 4.
            #expect(
                dataSource.snapshot().itemIdentifiers == [
                    "Compositional", "Grid", "Inset grid", "Two columns", "Lists",
                ])
            #expect(visible(collectionView) == paths(0, 0..<5))
            #expect(frame(collectionView, 0, 4) == CGRect(x: 0, y: 192, width: width, height: 44))
            #expect(collectionView.contentSize.height == 252)
        }
    }
#endif
