#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A section background that records what the collection view does with it.
    @MainActor
    private final class BackgroundView: UICollectionReusableView {
        static var made = 0
        var applied: [String] = []
        var reuses = 0

        override init(frame: CGRect) {
            super.init(frame: frame)
            Self.made += 1
        }

        required init?(coder: NSCoder) { nil }

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            let frame = layoutAttributes.frame
            applied.append(
                "\(layoutAttributes.representedElementKind ?? "") \(layoutAttributes.indexPath.section) y=\(Int(frame.minY)) h=\(Int(frame.height))"
            )
        }

        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
            applied = []
        }
    }

    /// Decoration views of a compositional layout shown as views: made from the layout's registration,
    /// behind the cells, reused when they leave the bounds.
    @MainActor
    @Suite(.serialized) struct UICollectionViewDecorationViewTests {
        private static let kind = "section-background"

        /// The shared grid of sections (a 40-point header, insets 10 and 20, rows of four 100-point items,
        /// 30 points apart), each with a background inset by 5 points.
        private func layout() -> UICollectionViewCompositionalLayout {
            let background = NSCollectionLayoutDecorationItem.background(elementKind: Self.kind)
            background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
            return makeGridLayoutWithBackgrounds([background])
        }

        @Test func whenABackgroundClassIsRegistered_thatTheCollectionViewShowsItBehindItsSectionsCells() throws {
            BackgroundView.made = 0
            let layout = layout()
            layout.register(BackgroundView.self, forDecorationViewOfKind: Self.kind)
            let model = CollectionModel(sections: 3, items: 5)
            let collectionView = model.makeCollectionView(layout: layout)
            collectionView.layoutIfNeeded()

            // Sections are 260 points tall, 30 apart: 0...260 and 290...550 meet the 480-point bounds.
            let backgrounds = collectionView.headlessVisibleDecorationViews(ofKind: Self.kind)
            #expect(
                backgrounds.map(\.frame) == [
                    CGRect(x: 5, y: 5, width: 310, height: 250), CGRect(x: 5, y: 295, width: 310, height: 250),
                ])
            #expect(BackgroundView.made == 2)
            let first = try #require(backgrounds.first as? BackgroundView)
            #expect(!first.applied.isEmpty && Set(first.applied) == ["\(Self.kind) 0 y=5 h=250"])
            #expect(first.headlessLayoutAttributes?.representedElementCategory == .decorationView)
            #expect(first.superview === collectionView)

            // Every background is behind every cell and header on screen.
            let subviews = collectionView.subviews
            let backgroundIndices = backgrounds.compactMap { view in subviews.firstIndex { $0 === view } }
            let contentIndices =
                (collectionView.visibleCells
                + collectionView.visibleSupplementaryViews(
                    ofKind: UICollectionView.elementKindSectionHeader)).compactMap { view in
                    subviews.firstIndex { $0 === view }
                }
            #expect(backgroundIndices.count == 2 && contentIndices.count == 12)
            #expect(backgroundIndices.max()! < contentIndices.min()!)
            // The data source is asked for headers and cells only (it would record another kind as a footer).
            #expect(
                model.calls.filter { $0.hasPrefix("header") || $0.hasPrefix("footer") } == ["header 0", "header 1"])
        }

        @Test func whenABackgroundLeavesTheBounds_thatItsViewIsQueuedAndReusedForTheNextSection() throws {
            BackgroundView.made = 0
            let layout = layout()
            layout.register(BackgroundView.self, forDecorationViewOfKind: Self.kind)
            let model = CollectionModel(sections: 3, items: 5)
            let collectionView = model.makeCollectionView(layout: layout)
            collectionView.layoutIfNeeded()
            let first = try #require(collectionView.headlessVisibleDecorationViews(ofKind: Self.kind).first)

            // At 265 the bounds are 265...745: section 0 (0...260) has left, section 2 (580...840) arrives.
            collectionView.contentOffset = CGPoint(x: 0, y: 265)
            collectionView.layoutIfNeeded()
            let shown = collectionView.headlessVisibleDecorationViews(ofKind: Self.kind)
            #expect(shown.map(\.frame.minY) == [295, 585])
            #expect(shown.last === first)
            #expect(BackgroundView.made == 2)
            let reused = try #require(first as? BackgroundView)
            #expect(reused.reuses == 1)
            #expect(!reused.applied.isEmpty && Set(reused.applied) == ["\(Self.kind) 2 y=585 h=250"])
            #expect(collectionView.headlessQueuedDecorationViewCount(ofKind: Self.kind) == 0)

            // At 600 only section 2 (580...840) meets the bounds; section 1's view waits in the pool.
            collectionView.contentOffset = CGPoint(x: 0, y: 600)
            collectionView.layoutIfNeeded()
            #expect(collectionView.headlessVisibleDecorationViews(ofKind: Self.kind).map(\.frame.minY) == [585])
            #expect(collectionView.headlessQueuedDecorationViewCount(ofKind: Self.kind) == 1)
            #expect(shown.first?.superview == nil)
        }

        @Test func whenBackgroundsAreShown_thatThePicturesListThemAndTheSVGDrawsThemFirst() {
            let layout = layout()
            layout.register(BackgroundView.self, forDecorationViewOfKind: Self.kind)
            let model = CollectionModel(sections: 1, items: 2)
            let collectionView = model.makeCollectionView(layout: layout)

            let lines = collectionView.headlessRenderedText().split(separator: "\n").map(String.init)
            #expect(lines.count == 4)
            // Top to bottom: the header at 0, the background at 5 (the section's frame less 5 points), the row.
            #expect(lines[1].hasPrefix("[header 0] y=0 h=40"))
            #expect(lines[2] == "[decoration \(Self.kind) 0] x=5 y=5 w=310 h=150 <BackgroundView>")
            #expect(lines[3].hasPrefix("  y=50 h=100 | [0,0] x=20 w=70"))
            let svg = collectionView.headlessRenderedSVG()
            let decoration = svg.range(of: "<g class=\"decoration\" data-kind=\"\(Self.kind)\" data-section=\"0\">")
            let header = svg.range(of: "<g class=\"supplementary\"")
            #expect(decoration != nil && header != nil)
            if let decoration, let header { #expect(decoration.lowerBound < header.lowerBound) }
        }

        @Test func whenNoViewIsRegisteredForAKind_thatTheCollectionViewReportsItAndShowsAPlainView() {
            let layout = layout()
            let model = CollectionModel(sections: 1, items: 1)
            let collectionView = model.makeCollectionView(layout: layout)
            let log = CollectionViolationLog(collectionView)
            collectionView.layoutIfNeeded()

            #expect(
                log.messages == [
                    "could not dequeue a view of kind: \(Self.kind) with identifier \(Self.kind) - must register a nib or a class for the decoration view kind with the layout"
                ])
            let shown = collectionView.headlessVisibleDecorationViews(ofKind: Self.kind)
            #expect(shown.count == 1 && type(of: shown[0]) == UICollectionReusableView.self)
        }
    }
#endif
