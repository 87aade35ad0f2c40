#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// What a section's visible-items handler is given and what its changes do to the layout attributes.
    @MainActor
    @Suite struct NSCollectionLayoutSectionVisibleItemsTests {
        /// One call of a handler: the visible items' index paths and names, and the offset.
        private struct Call: Equatable {
            let items: [String]
            let offset: CGPoint
        }

        private static func describe(_ items: [any NSCollectionLayoutVisibleItem]) -> [String] {
            items.map { "\($0.name == "UICollectionElementKindCell" ? "cell" : $0.name) \($0.indexPath.item)" }
        }

        /// A grid of four columns of 100-point rows whose handler fades even items and scales every cell.
        @Test func whenAGridSectionHasAHandler_thatItSeesTheItemsOnScreenAndItsChangesShowInTheAttributes() throws {
            var calls: [Call] = []
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append(Call(items: Self.describe(items), offset: offset))
                #expect(environment.container.contentSize == CGSize(width: 320, height: 480))
                for item in items where item.indexPath.item.isMultiple(of: 2) {
                    item.alpha = 0.5
                    item.zIndex = 7
                    item.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
                }
            }
            let model = CollectionModel(sections: 1, items: 40)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: section))
            collectionView.layoutIfNeeded()

            // Rows 0 to 4 (0...500) meet the 480-point bounds: items 0 to 19, in order, at offset 0.
            #expect(calls == [Call(items: (0..<20).map { "cell \($0)" }, offset: .zero)])
            let faded = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
            #expect(faded.alpha == 0.5 && faded.zIndex == 7)
            #expect(faded.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
            #expect(faded.frame == CGRect(x: 160, y: 0, width: 80, height: 100))
            let plain = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
            #expect(plain.alpha == 1 && plain.zIndex == 0 && plain.transform == .identity)
            let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
            #expect(cell.alpha == 0.5 && cell.transform == CGAffineTransform(scaleX: 0.9, y: 0.9))
            // Asking again without a change of bounds does not run the handler again.
            _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
            #expect(calls.count == 1)

            // At 250 the bounds are 250...730: rows 2 to 7, items 8 to 31.
            collectionView.contentOffset = CGPoint(x: 0, y: 250)
            collectionView.layoutIfNeeded()
            #expect(calls.count == 2)
            #expect(calls.last == Call(items: (8..<32).map { "cell \($0)" }, offset: CGPoint(x: 0, y: 250)))
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 30, section: 0))?.alpha == 0.5)
            // Items the handler no longer sees are as laid out.
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.alpha == 1)
        }

        /// A carousel of cards 80% of the width whose handler scales each card by its distance from the
        /// middle of the screen, the usual use: frames as laid out, less the sideways offset.
        @Test func whenACarouselIsSwipedSideways_thatTheHandlerGetsTheSidewaysOffsetAndScalesTheCards() throws {
            var calls: [Call] = []
            let card = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                subitems: [card])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                calls.append(Call(items: Self.describe(items), offset: offset))
                let width = environment.container.contentSize.width
                for item in items where item.representedElementCategory == .cell {
                    let distance = abs(item.frame.midX - offset.x - width / 2)
                    let scale = max(0.8, 1 - distance / width)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                }
            }
            let model = CollectionModel(sections: 1, items: 10)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: section))
            collectionView.layoutIfNeeded()

            // Cards are 256 wide from 0: cards 0 (0...256) and 1 (256...512) meet the 320-point width.
            #expect(
                calls == [
                    Call(items: ["\(UICollectionView.elementKindSectionHeader) 0", "cell 0", "cell 1"], offset: .zero)
                ])
            // Card 0's middle is 128, 32 from the screen's middle: 1 - 32/320 = 0.9; card 1's is 224 away: 0.8.
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform.a == 0.9)
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform.a == 0.8)

            #expect(collectionView.headlessScrollOrthogonalSection(0, to: 190) == 190)
            #expect(calls.count == 2)
            // Card 0 shows at -190...66, card 1 at 66...322; card 2 starts at 322, past the edge.
            #expect(
                calls.last
                    == Call(
                        items: ["\(UICollectionView.elementKindSectionHeader) 0", "cell 0", "cell 1"],
                        offset: CGPoint(x: 190, y: 0)))
            let middle = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
            // Card 1's middle, 384 as laid out, is 384 - 190 - 160 = 34 from the screen's middle.
            #expect(middle.transform.a == 1 - 34.0 / 320 && middle.frame.minX == 66)
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.transform.d == 1 - 34.0 / 320)
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform.a == 0.8)
        }

        @Test func whenATransformIsSet_thatTheAttributesKeepItsAffinePartInTheir3DTransform() {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
            #expect(CATransform3DIsIdentity(attributes.transform3D))
            attributes.transform = CGAffineTransform(translationX: 5, y: 6)
            #expect(CATransform3DEqualToTransform(attributes.transform3D, CATransform3DMakeTranslation(5, 6, 0)))
            attributes.transform3D = CATransform3DMakeScale(2, 3, 1)
            #expect(attributes.transform == CGAffineTransform(scaleX: 2, y: 3))
            #expect(CATransform3DIsAffine(attributes.transform3D))
            #expect(CATransform3D().m11 == 0 && CATransform3DIdentity.m44 == 1)
            // Bounds are the size at the origin; setting them resizes about the center.
            attributes.bounds = CGRect(x: 0, y: 0, width: 80, height: 30)
            #expect(attributes.frame == CGRect(x: 20, y: 30, width: 80, height: 30))
            #expect(attributes.copyForFitting().transform == CGAffineTransform(scaleX: 2, y: 3))
        }
    }
#endif
