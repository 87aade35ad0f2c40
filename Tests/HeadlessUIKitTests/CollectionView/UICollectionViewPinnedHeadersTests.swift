#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite("Collection view: headers and footers pinned to the visible bounds")
    struct UICollectionViewPinnedHeadersTests {
        private let header = UICollectionView.elementKindSectionHeader
        private let footer = UICollectionView.elementKindSectionFooter

        /// Two sections of ten 100-point items, one per line, under 30-point headers and over 20-point
        /// footers: section 0 spans 0...1050, section 1 1050...2100.
        private func makeContacts(pinningFooters: Bool = false) -> (UICollectionView, CollectionModel) {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 100)
            layout.minimumLineSpacing = 0
            layout.headerReferenceSize = CGSize(width: 0, height: 30)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.sectionHeadersPinToVisibleBounds = true
            layout.sectionFootersPinToVisibleBounds = pinningFooters
            let model = CollectionModel(sections: 2, items: 10)
            let collectionView = model.makeCollectionView(layout: layout, width: 320, height: 400)
            collectionView.layoutIfNeeded()
            return (collectionView, model)
        }

        private func frame(_ collectionView: UICollectionView, _ kind: String, _ section: Int) -> CGRect? {
            collectionView.supplementaryView(forElementKind: kind, at: IndexPath(item: 0, section: section))?.frame
        }

        @Test func whenTheUserScrollsIntoASection_thatItsHeaderStaysAtTheTop() {
            let (collectionView, _) = makeContacts()
            #expect(frame(collectionView, header, 0)?.minY == 0)
            collectionView.contentOffset = CGPoint(x: 0, y: 500)
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, header, 0) == CGRect(x: 0, y: 500, width: 320, height: 30))
            #expect(
                collectionView.layoutAttributesForSupplementaryElement(
                    ofKind: header, at: IndexPath(item: 0, section: 0))?
                    .frame.minY == 500)
            #expect(collectionView.headlessRenderedText().contains("[header 0] y=500 h=30"))
        }

        @Test func whenTheNextSectionArrives_thatItPushesTheHeaderOut() {
            let (collectionView, _) = makeContacts()
            // Section 0 ends at 1050: its header can go no lower than 1020.
            collectionView.contentOffset = CGPoint(x: 0, y: 1030)
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, header, 0)?.minY == 1020)
            #expect(frame(collectionView, header, 1)?.minY == 1050)
            collectionView.contentOffset = CGPoint(x: 0, y: 1200)
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, header, 0) == nil)
            #expect(frame(collectionView, header, 1)?.minY == 1200)
        }

        @Test func whenFootersPin_thatTheyStayAtTheBottomUntilTheirSectionStarts() {
            let (collectionView, _) = makeContacts(pinningFooters: true)
            // The visible bounds end at 400: section 0's footer (laid out at 1030) shows at 380.
            #expect(frame(collectionView, footer, 0)?.minY == 380)
            #expect(frame(collectionView, footer, 1) == nil)
            collectionView.contentOffset = CGPoint(x: 0, y: 800)
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, footer, 0)?.minY == 1030)
            #expect(frame(collectionView, footer, 1)?.minY == 1180)
        }

        /// Two sections of five 100-point items in a compositional list 300 points tall, each section
        /// with one 40-point boundary item of `kind` at `alignment` that pins to the visible bounds:
        /// section 0 spans 0...540, section 1 540...1080.
        private func makePinnedList(_ kind: String, alignment: NSRectAlignment) -> (UICollectionView, CollectionModel) {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
            )
            let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let boundary = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: kind, alignment: alignment)
            boundary.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [boundary]
            let model = CollectionModel(sections: 2, items: 5)
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: section), width: 320, height: 300)
            return (collectionView, model)
        }

        @Test func whenAListHeaderPins_thatTheCompositionalLayoutKeepsItInView() {
            let (collectionView, model) = makePinnedList(header, alignment: .top)
            defer { withExtendedLifetime(model) {} }  // the collection view holds its data source weakly
            collectionView.contentOffset = CGPoint(x: 0, y: 250)
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, header, 0)?.minY == 250)
            // Section 0 spans 0...540; at 520 its header is pushed up to 500 and section 1's is at 540.
            collectionView.contentOffset = CGPoint(x: 0, y: 520)
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, header, 0)?.minY == 500)
            #expect(frame(collectionView, header, 1)?.minY == 540)
        }

        @Test func whenAListFooterPins_thatTheCompositionalLayoutKeepsItAtTheBottomUntilItsSectionEnds() {
            let (collectionView, model) = makePinnedList(footer, alignment: .bottom)
            defer { withExtendedLifetime(model) {} }  // the collection view holds its data source weakly
            collectionView.layoutIfNeeded()
            // Section 0 spans 0...540 with its footer laid out at 500; the visible bounds end at 300.
            #expect(frame(collectionView, footer, 0) == CGRect(x: 0, y: 260, width: 320, height: 40))
            #expect(frame(collectionView, footer, 1) == nil)
            // Past the section's end less the footer, it stays where the section puts it.
            collectionView.contentOffset = CGPoint(x: 0, y: 400)
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, footer, 0)?.minY == 500)
            #expect(frame(collectionView, footer, 1)?.minY == 660)
        }
    }
#endif
