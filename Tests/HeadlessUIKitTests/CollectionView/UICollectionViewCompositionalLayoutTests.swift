#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Frames under compositional layouts, each computed here from the documented arithmetic.
    @MainActor
    @Suite struct UICollectionViewCompositionalLayoutTests {
        private func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension)
            -> NSCollectionLayoutSize
        {
            NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
        }

        /// A grid of three columns: items a third of the group's width, groups 100 points tall.
        private func grid(insets: NSDirectionalEdgeInsets = .zero, spacing: CGFloat = 0) -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = insets
            section.interGroupSpacing = spacing
            return section
        }

        @Test func whenAThreeColumnGridIsLaidOut_thatItemsFillRowsOfThree() {
            let section = grid(
                insets: NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 30, trailing: 20), spacing: 8)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader,
                alignment: .top)
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(0.5), .absolute(24)),
                elementKind: UICollectionView.elementKindSectionFooter,
                alignment: .bottomTrailing)
            section.boundarySupplementaryItems = [header, footer]
            let model = CollectionModel(sections: 1, items: 7)
            let collectionView = model.makeCollectionView(layout: UICollectionViewCompositionalLayout(section: section))
            collectionView.layoutIfNeeded()

            let contentWidth: CGFloat = 320 - 20 - 20
            let column = contentWidth / 3
            func expected(_ item: Int) -> CGRect {
                let row = CGFloat(item / 3)
                let x = 20 + CGFloat(item % 3) * column
                let y = 40 + 10 + row * (100 + 8)
                return CGRect(x: x + 2, y: y + 2, width: column - 4, height: 100 - 4)
            }
            for item in 0..<7 {
                let frame = collectionView.layoutAttributesForItem(at: ip(0, item))?.frame
                #expect(frame.map { $0.integral } == expected(item).integral, "item \(item)")
                #expect(abs((frame?.minX ?? 0) - expected(item).minX) < 0.001, "item \(item)")
            }
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0))?.frame
                    == CGRect(x: 20, y: 0, width: contentWidth, height: 40))
            let groupsEnd: CGFloat = 40 + 10 + 3 * 100 + 2 * 8
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionFooter, at: ip(0, 0))?.frame
                    == CGRect(x: 20 + contentWidth / 2, y: groupsEnd + 30, width: contentWidth / 2, height: 24))
            #expect(collectionView.contentSize == CGSize(width: 320, height: groupsEnd + 30 + 24))
            #expect(collectionView.indexPathsForVisibleItems.count == 7)
        }

        @Test func whenAGroupRepeatsASubitemACountOfTimes_thatTheItemsShareTheWidth() {
            let item = NSCollectionLayoutItem(layoutSize: size(.absolute(10), .absolute(30)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(50)), repeatingSubitem: item, count: 4)
            group.interItemSpacing = .fixed(8)
            let model = CollectionModel(sections: 1, items: 5)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            let share = (320 - 3 * 8) / CGFloat(4)
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 1))?.frame
                    == CGRect(x: share + 8, y: 0, width: share, height: 30))
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 4))?.frame
                    == CGRect(x: 0, y: 50, width: share, height: 30))
            #expect(group.interItemSpacing?.isFixed == true)
        }

        @Test func whenGroupsNest_thatAVerticalPairSitsBesideALargeItem() {
            let large = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
            let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
            let pair = NSCollectionLayoutGroup.vertical(
                layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [small])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [large, pair])
            let model = CollectionModel(sections: 1, items: 4)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            let frames = (0..<4).map { collectionView.layoutAttributesForItem(at: ip(0, $0))?.frame }
            #expect(
                frames == [
                    CGRect(x: 0, y: 0, width: 160, height: 200), CGRect(x: 160, y: 0, width: 160, height: 100),
                    CGRect(x: 160, y: 100, width: 160, height: 100), CGRect(x: 0, y: 200, width: 160, height: 200),
                ])
        }

        @Test func whenSectionsAreProvided_thatEachUsesItsOwnAndSpacingSeparatesThem() {
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 12
            var asked: [Int] = []
            let layout = UICollectionViewCompositionalLayout(
                sectionProvider: { index, environment in
                    asked.append(index)
                    #expect(environment.container.contentSize == CGSize(width: 320, height: 480))
                    #expect(environment.container.effectiveContentInsets == .zero)
                    return index == 1 ? nil : self.grid()
                }, configuration: configuration)
            let model = CollectionModel(sections: 3, items: 3)
            let collectionView = model.makeCollectionView(layout: layout)
            collectionView.layoutIfNeeded()
            #expect(asked == [0, 1, 2])
            #expect(collectionView.layoutAttributesForItem(at: ip(1, 0)) == nil)
            #expect(collectionView.layoutAttributesForItem(at: ip(2, 0))?.frame.minY == CGFloat(100 + 12 + 12 + 2))
        }

        @Test(arguments: [CGFloat(320), 414])
        func whenAnInsetGroupedListIsLaidOutAtAWidth_thatRowsAreInsetFromBothSides(width: CGFloat) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.footerMode = .supplementary
            let model = CollectionModel(sections: 2, items: 2)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout.list(using: configuration), width: width)
            collectionView.layoutIfNeeded()
            // Approximations of UIKit's metrics: side inset 16 (20 from 400 points), 38-point headers and
            // footers, 16 points above and below the rows, 44-point rows.
            let side: CGFloat = width >= 400 ? 20 : 16
            let sectionHeight: CGFloat = 38 + 16 + 2 * 44 + 16 + 38
            #expect(
                collectionView.layoutAttributesForItem(at: ip(1, 1))?.frame
                    == CGRect(x: side, y: sectionHeight + 38 + 16 + 44, width: width - 2 * side, height: 44))
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: ip(1, 0))?.frame
                    == CGRect(x: side, y: sectionHeight, width: width - 2 * side, height: 38))
            #expect(collectionView.contentSize.height == 2 * sectionHeight)
        }

        @Test func whenAPlainListHasNoHeaders_thatRowsStackFromTheTop() {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerTopPadding = 5
            configuration.headerMode = .firstItemInSection
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout.list(using: configuration))
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 2))?.frame
                    == CGRect(x: 0, y: 88, width: 320, height: 44))
            #expect(
                collectionView.indexPathsForVisibleSupplementaryElements(
                    ofKind: UICollectionView.elementKindSectionHeader) == [])
            #expect(
                configuration.showsSeparators && configuration.backgroundColor == nil
                    && configuration.footerMode == .none)
        }

        @Test func whenAListItemIsSwiped_thatItsActionsComeFromTheListConfiguration() {
            var deleted: [IndexPath] = []
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        deleted.append(indexPath)
                        done(true)
                    }
                ])
            }
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout.list(using: configuration))
            #expect(
                collectionView.headlessSwipeActionsConfiguration(forItemAt: ip(0, 1), edge: .trailing)?.actions.map(
                    \.title)
                    == ["Delete"])
            #expect(collectionView.headlessSwipeActionsConfiguration(forItemAt: ip(0, 1), edge: .leading) == nil)
            #expect(collectionView.headlessPerformSwipeAction(at: 0, forItemAt: ip(0, 1), edge: .trailing) == true)
            #expect(collectionView.headlessPerformSwipeAction(at: 3, forItemAt: ip(0, 1), edge: .trailing) == nil)
            #expect(deleted == [ip(0, 1)])
            let flow = model.makeCollectionView()
            #expect(flow.headlessSwipeActionsConfiguration(forItemAt: ip(0, 1), edge: .trailing) == nil)
        }

        @Test func whenDimensionsAreAsked_thatTheyReportTheirKind() {
            #expect(NSCollectionLayoutDimension.fractionalWidth(0.5).isFractionalWidth)
            #expect(NSCollectionLayoutDimension.fractionalHeight(0.5).isFractionalHeight)
            #expect(NSCollectionLayoutDimension.absolute(3).isAbsolute)
            let estimate = NSCollectionLayoutDimension.estimated(44)
            #expect(estimate.isEstimated && estimate.dimension == 44)
            #expect(NSCollectionLayoutSpacing.flexible(4).isFlexible)
        }

        @Test func whenAnItemCarriesABadge_thatTheBadgeIsPlacedWithItsAnchorsAndTheItemsFramesDoNotMove() {
            let badgeKind = "badge"
            let corner = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5))
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(20), .absolute(20)), elementKind: badgeKind, containerAnchor: corner)
            let item = NSCollectionLayoutItem(
                layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
            // The model dequeues every kind other than a header under "footer".
            collectionView.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: badgeKind, withReuseIdentifier: "footer")
            collectionView.layoutIfNeeded()

            #expect(item.supplementaryItems.map(\.elementKind) == [badgeKind])
            #expect(badge.containerAnchor.edges == [.top, .trailing] && badge.itemAnchor == nil && badge.zIndex == 1)
            #expect(corner.isFractionalOffset && !corner.isAbsoluteOffset && corner.offset == CGPoint(x: 0.5, y: -0.5))
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 2))?.frame
                    == CGRect(x: 0, y: 50, width: 160, height: 50))
            // The trailing edge on the cell's (x 160), then half the badge's 20 points right and up.
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(ofKind: badgeKind, at: ip(0, 0))?.frame
                    == CGRect(x: 150, y: -10, width: 20, height: 20))
            #expect(collectionView.indexPathsForVisibleSupplementaryElements(ofKind: badgeKind).count == 3)
        }

        @Test func whenAHeaderIsAlignedToACorner_thatItsContainerAnchorNamesTheCornersEdgesAndOffset() {
            let footer = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(24)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottomTrailing,
                absoluteOffset: CGPoint(x: 0, y: 6))
            #expect(footer.elementKind == UICollectionView.elementKindSectionFooter)
            #expect(footer.containerAnchor.edges == [.bottom, .trailing])
            #expect(footer.containerAnchor.isAbsoluteOffset && footer.containerAnchor.offset == CGPoint(x: 0, y: 6))
            let anchor = NSCollectionLayoutAnchor(edges: .leading)
            let pinned = NSCollectionLayoutSupplementaryItem(
                layoutSize: size(.absolute(8), .absolute(8)), elementKind: "dot", containerAnchor: anchor,
                itemAnchor: NSCollectionLayoutAnchor(edges: .trailing, absoluteOffset: CGPoint(x: 2, y: 0)))
            #expect(anchor.isAbsoluteOffset && anchor.offset == .zero)
            #expect(pinned.itemAnchor?.edges == .trailing && pinned.itemAnchor?.offset == CGPoint(x: 2, y: 0))
            #expect(
                NSDirectionalRectEdge.all == [.top, .leading, .bottom, .trailing]
                    && NSDirectionalRectEdge.all.rawValue == 15)
        }
    }
#endif
