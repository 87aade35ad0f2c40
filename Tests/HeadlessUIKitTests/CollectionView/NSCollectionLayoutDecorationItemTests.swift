#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Section backgrounds of a compositional layout, each frame computed here from the section's frame.
    @MainActor
    @Suite struct NSCollectionLayoutDecorationItemTests {
        private static let background = "background-element-kind"
        private static let outline = "outline-element-kind"

        /// The shared grid of sections with an inset background and an outline.
        private func layout() -> UICollectionViewCompositionalLayout {
            let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.background)
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            let outline = NSCollectionLayoutDecorationItem.background(elementKind: Self.outline)
            outline.zIndex = 2
            return makeGridLayoutWithBackgrounds([background, outline])
        }

        @Test func whenSectionsHaveBackgrounds_thatEachCoversItsSectionLessItsInsets() {
            let layout = layout()
            layout.register(UICollectionReusableView.self, forDecorationViewOfKind: Self.background)
            layout.register(UICollectionReusableView.self, forDecorationViewOfKind: Self.outline)
            let model = CollectionModel(sections: 2, items: 5)
            let collectionView = model.makeCollectionView(layout: layout)
            collectionView.layoutIfNeeded()

            // Section 0: header 0...40, insets to 50, two rows to 250, inset to 260. Section 1 starts 30 below.
            let sections = [CGRect(x: 0, y: 0, width: 320, height: 260), CGRect(x: 0, y: 290, width: 320, height: 260)]
            for (index, frame) in sections.enumerated() {
                let indexPath = IndexPath(item: 0, section: index)
                let background = layout.layoutAttributesForDecorationView(ofKind: Self.background, at: indexPath)
                #expect(background?.frame == frame.insetBy(dx: 5, dy: 5))
                #expect(background?.zIndex == 0)
                #expect(background?.representedElementCategory == .decorationView)
                #expect(background?.representedElementKind == Self.background)
                #expect(background?.indexPath == indexPath)
                let outline = layout.layoutAttributesForDecorationView(ofKind: Self.outline, at: indexPath)
                #expect(outline?.frame == frame)
                #expect(outline?.zIndex == 2)
            }
            #expect(
                layout.layoutAttributesForDecorationView(ofKind: Self.background, at: IndexPath(item: 1, section: 0))
                    == nil)
            #expect(
                layout.layoutAttributesForDecorationView(ofKind: "other", at: IndexPath(item: 0, section: 0)) == nil)
            #expect(
                UICollectionViewLayout().layoutAttributesForDecorationView(
                    ofKind: Self.background, at: IndexPath(item: 0, section: 0)) == nil)

            // Between section 1's top (290) and its background's (295) only its outline reaches.
            let inRect = (layout.layoutAttributesForElements(in: CGRect(x: 0, y: 291, width: 320, height: 3)) ?? [])
                .filter { $0.representedElementCategory == .decorationView }
                .map { "\($0.representedElementKind ?? "") \($0.indexPath.section)" }
            #expect(inRect.sorted() == ["\(Self.outline) 1"])
            // The data source is asked for headers and cells only: the layout draws decoration views.
            #expect(
                model.calls.filter { $0.hasPrefix("header") || $0.hasPrefix("footer") } == ["header 0", "header 1"])
        }

        @Test func whenADecorationViewClassIsRegistered_thatTheLayoutKeepsItUntilANibOrNilReplacesIt() {
            let layout = layout()
            layout.register(UICollectionReusableView.self, forDecorationViewOfKind: Self.background)
            #expect(layout.decorationViewClasses[Self.background] == UICollectionReusableView.self)
            let nib = UINib(nibName: "Background", bundle: nil)
            layout.register(nib, forDecorationViewOfKind: Self.background)
            #expect(layout.decorationViewClasses[Self.background] == nil)
            #expect(layout.decorationViewNibs[Self.background] === nib)
            layout.register(nil as AnyClass?, forDecorationViewOfKind: Self.background)
            #expect(layout.decorationViewClasses.isEmpty && layout.decorationViewNibs.isEmpty)
        }
    }
#endif
