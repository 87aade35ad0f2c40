#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Frames under a flow layout, each computed here from the documented arithmetic: lines fill the
    /// width less the section inset, several items in a line are justified, one item is centered.
    @MainActor
    @Suite struct UICollectionViewFlowLayoutTests {
        private func layout(item: CGSize, inset: UIEdgeInsets = .zero) -> UICollectionViewFlowLayout {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = item
            layout.sectionInset = inset
            return layout
        }

        @Test func whenItemsFillLines_thatEachLineIsJustifiedAndTheLastItemCentered() throws {
            let flow = layout(
                item: CGSize(width: 90, height: 50), inset: UIEdgeInsets(top: 10, left: 10, bottom: 20, right: 10))
            flow.headerReferenceSize = CGSize(width: 0, height: 40)
            flow.footerReferenceSize = CGSize(width: 0, height: 30)
            let model = CollectionModel(sections: 1, items: 7)
            let collectionView = model.makeCollectionView(layout: flow)
            collectionView.layoutIfNeeded()

            // Available width 300: three 90-point items (270 + 2 × 10 spacing = 290) fit, a fourth does not.
            let available: CGFloat = 320 - 10 - 10
            let spacing = (available - 3 * 90) / 2
            let firstLineY: CGFloat = 40 + 10
            func expected(_ item: Int) -> CGRect {
                let line = item / 3
                let y = firstLineY + CGFloat(line) * (50 + 10)
                if item == 6 { return CGRect(x: 10 + (available - 90) / 2, y: y, width: 90, height: 50) }
                return CGRect(x: 10 + CGFloat(item % 3) * (90 + spacing), y: y, width: 90, height: 50)
            }
            for item in 0..<7 {
                #expect(
                    collectionView.layoutAttributesForItem(at: ip(0, item))?.frame == expected(item), "item \(item)")
                #expect(collectionView.cellForItem(at: ip(0, item))?.frame == expected(item), "cell \(item)")
            }
            let header = try #require(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionHeader, at: ip(0, 0)))
            #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
            let lastLineBottom = firstLineY + 3 * 50 + 2 * 10
            let footer = try #require(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: UICollectionView.elementKindSectionFooter, at: ip(0, 0)))
            #expect(footer.frame == CGRect(x: 0, y: lastLineBottom + 20, width: 320, height: 30))
            #expect(collectionView.contentSize == CGSize(width: 320, height: lastLineBottom + 20 + 30))
        }

        @Test func whenAHeaderIsOnePointTall_thatItIsLaidOutAndOnlyAZeroHeightLeavesItOut() {
            // UIKit adds no header only when its size along the scrolling direction is 0.
            let flow = layout(item: CGSize(width: 320, height: 44))
            flow.headerReferenceSize = CGSize(width: 0, height: 1)
            let model = CollectionModel(sections: 1, items: 1)
            let collectionView = model.makeCollectionView(layout: flow)
            collectionView.layoutIfNeeded()
            let header = UICollectionView.elementKindSectionHeader
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: ip(0, 0))?.frame
                    == CGRect(x: 0, y: 0, width: 320, height: 1))
            #expect(collectionView.layoutAttributesForItem(at: ip(0, 0))?.frame.minY == 1)
            #expect(collectionView.contentSize.height == 45)

            flow.headerReferenceSize = .zero
            collectionView.layoutIfNeeded()
            #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: header, at: ip(0, 0)) == nil)
            #expect(collectionView.layoutAttributesForItem(at: ip(0, 0))?.frame.minY == 0)
        }

        @Test func whenTheDelegateSizesItems_thatALineIsAsTallAsItsTallestItemAndCentersTheOthers() {
            let model = CollectionModel(sections: 1, items: 2)
            model.itemSize = { $0.item == 0 ? CGSize(width: 100, height: 40) : CGSize(width: 100, height: 80) }
            let collectionView = model.makeCollectionView(layout: layout(item: .zero))
            collectionView.layoutIfNeeded()
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 0))?.frame
                    == CGRect(x: 0, y: 20, width: 100, height: 40))
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 1))?.frame
                    == CGRect(x: 220, y: 0, width: 100, height: 80))
            #expect(collectionView.contentSize.height == 80)
        }

        @Test func whenSectionsFollowEachOther_thatTheSecondStartsBelowTheFirstsInset() {
            let flow = layout(
                item: CGSize(width: 320, height: 44), inset: UIEdgeInsets(top: 5, left: 0, bottom: 7, right: 0))
            flow.minimumLineSpacing = 1
            let model = CollectionModel(sections: 2, items: 2)
            let collectionView = model.makeCollectionView(layout: flow)
            collectionView.layoutIfNeeded()
            let firstSectionEnd: CGFloat = 5 + 44 + 1 + 44 + 7
            #expect(collectionView.layoutAttributesForItem(at: ip(1, 0))?.frame.minY == firstSectionEnd + 5)
            #expect(collectionView.contentSize.height == 2 * firstSectionEnd)
        }

        @Test func whenScrollingHorizontally_thatLinesAreColumns() {
            let flow = layout(item: CGSize(width: 100, height: 100))
            flow.scrollDirection = .horizontal
            let model = CollectionModel(sections: 1, items: 5)
            let collectionView = model.makeCollectionView(
                layout: flow, width: 320, height: 210)
            collectionView.layoutIfNeeded()
            // Two 100-point items and a 10-point spacing fit the 210-point height: columns of two.
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 1))?.frame
                    == CGRect(x: 0, y: 110, width: 100, height: 100))
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 2))?.frame
                    == CGRect(x: 110, y: 0, width: 100, height: 100))
            #expect(
                collectionView.layoutAttributesForItem(at: ip(0, 4))?.frame
                    == CGRect(x: 220, y: 55, width: 100, height: 100))
            #expect(collectionView.contentSize == CGSize(width: 320, height: 210))
        }

        @Test func whenALayoutPropertyChanges_thatTheFramesFollow() {
            let flow = layout(item: CGSize(width: 320, height: 44))
            let model = CollectionModel(sections: 1, items: 3)
            let collectionView = model.makeCollectionView(layout: flow)
            collectionView.layoutIfNeeded()
            flow.itemSize = CGSize(width: 320, height: 60)
            #expect(collectionView.layoutAttributesForItem(at: ip(0, 2))?.frame.minY == CGFloat(2 * (60 + 10)))
        }

        @Test func whenTheDelegateIsNotAFlowDelegate_thatTheLayoutsPropertiesApply() {
            final class Plain: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                    2
                }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                    -> UICollectionViewCell
                { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
            }
            let plain = Plain()
            let flow = layout(item: CGSize(width: 320, height: 30))
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: flow)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.dataSource = plain
            #expect(collectionView.contentSize == CGSize(width: 320, height: 70))
            #expect(collectionView.numberOfSections == 1)
        }
    }
#endif
