#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A cell that sizes itself from its note: 44 points tall, 88 for a note longer than ten characters,
    /// and ten points wide per character; it counts how often it was measured.
    final class NoteCell: UICollectionViewCell {
        var note = ""
        private(set) var measurements = 0

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            CGSize(width: CGFloat(note.count * 10), height: note.count > 10 ? 88 : 44)
        }

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            measurements += 1
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
    }

    @MainActor
    @Suite("Collection view: self-sizing cells measured like the table's automatic rows")
    struct UICollectionViewSelfSizingTests {
        /// The text shown for a note, by its identifier; a note not listed shows its identifier.
        @MainActor
        final class NoteTexts {
            var texts: [String: String] = [:]
        }

        private func makeNotes(
            _ notes: [String], layout: UICollectionViewLayout, width: CGFloat = 320, texts: NoteTexts = NoteTexts()
        ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: 480), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<NoteCell, String> { cell, _, note in
                cell.note = texts.texts[note] ?? note
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, note in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: note)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(notes)
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            return (collectionView, dataSource)
        }

        private func frame(_ collectionView: UICollectionView, _ item: Int) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
        }

        @Test func whenListRowsMeasureTaller_thatTheListStacksThemAtTheirMeasuredHeights() {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            let (collectionView, _) = makeNotes(["Milk", "Call the plumber about the sink", "Eggs"], layout: layout)
            // List rows are estimated at 44 points (an approximation of UIKit's list metrics).
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 320, height: 44))
            #expect(frame(collectionView, 1) == CGRect(x: 0, y: 44, width: 320, height: 88))
            #expect(frame(collectionView, 2) == CGRect(x: 0, y: 132, width: 320, height: 44))
            #expect(collectionView.contentSize.height == 176)
            #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.height == 88)
            #expect((collectionView.visibleCells as? [NoteCell])?.map(\.measurements) == [1, 1, 1])
        }

        @Test func whenAGridRowHasATallCell_thatTheWholeRowGrowsToIt() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1 / 3), heightDimension: .estimated(50)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            let layout = UICollectionViewCompositionalLayout(section: section)
            let (collectionView, _) = makeNotes(["A", "A rather long note", "C", "D"], layout: layout, width: 300)
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 100, height: 44))
            #expect(frame(collectionView, 1) == CGRect(x: 100, y: 0, width: 100, height: 88))
            // The second row starts below the tallest cell of the first, plus the spacing.
            #expect(frame(collectionView, 3) == CGRect(x: 0, y: 98, width: 100, height: 44))
            #expect(collectionView.contentSize.height == 142)
        }

        @Test func whenAFlowLayoutEstimatesItemSizes_thatLinesAreMadeOfTheMeasuredSizes() {
            let layout = UICollectionViewFlowLayout()
            layout.estimatedItemSize = CGSize(width: 50, height: 50)
            layout.minimumInteritemSpacing = 10
            let (collectionView, _) = makeNotes(["Tomatoes", "Basil", "Mozzarella cheese", "Oil"], layout: layout)
            // 80 + 10 + 50 + 10 + 170 = 320 fits one line; "Oil" goes to the next, centered.
            #expect(frame(collectionView, 0)?.size == CGSize(width: 80, height: 44))
            #expect(frame(collectionView, 2) == CGRect(x: 150, y: 0, width: 170, height: 88))
            #expect(frame(collectionView, 3) == CGRect(x: 145, y: 98, width: 30, height: 44))
        }

        @Test func whenTheEstimateIsAutomatic_thatUnmeasuredCellsStartAtTheItemSize() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 60, height: 20)
            layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
            let notes = (0..<200).map { "Note \($0)" }
            let (collectionView, _) = makeNotes(notes, layout: layout)
            #expect(frame(collectionView, 0)?.size == CGSize(width: 60, height: 44))
            #expect(frame(collectionView, 199)?.size == CGSize(width: 60, height: 20))
        }

        @Test func whenTheUserScrollsALongList_thatCellsComingIntoViewAreMeasured() {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            let notes = (0..<40).map { "A long note number \($0)" }
            let (collectionView, dataSource) = makeNotes(notes, layout: layout)
            // The eleven rows shown at the estimate were measured; the others keep it until shown.
            #expect(collectionView.contentSize.height == 2244)
            #expect(collectionView.indexPathsForVisibleItems.count == 6)
            collectionView.contentOffset = CGPoint(x: 0, y: 968)
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, 11)?.height == 88)
            withExtendedLifetime(dataSource) {}
        }

        @Test func whenAnItemIsReconfiguredWithLongerText_thatItsCellIsMeasuredAgain() {
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            let texts = NoteTexts()
            let (collectionView, dataSource) = makeNotes(["Milk", "Eggs"], layout: layout, texts: texts)
            let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NoteCell
            #expect(frame(collectionView, 1)?.minY == 44)
            texts.texts["Milk"] = "Milk, two litres, semi-skimmed"
            var snapshot = dataSource.snapshot()
            snapshot.reconfigureItems(["Milk"])
            dataSource.apply(snapshot, animatingDifferences: false)
            #expect(cell?.measurements == 2)
            #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell)
            #expect(frame(collectionView, 0)?.height == 88)
            #expect(frame(collectionView, 1)?.minY == 88)
            texts.texts = [:]
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, 1)?.minY == 44)
        }

        @Test func whenACellOverridesItsPreferredAttributes_thatTheLayoutUsesItsAnswer() {
            final class Banner: UICollectionViewCell {
                override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                    -> UICollectionViewLayoutAttributes
                {
                    layoutAttributes.size.height = 120
                    return layoutAttributes
                }
            }
            let layout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
            let model = CollectionModel([["a", "b"]])
            let collectionView = model.makeCollectionView(layout: layout)
            collectionView.register(Banner.self, forCellWithReuseIdentifier: "cell")
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, 1) == CGRect(x: 0, y: 120, width: 320, height: 120))
            let plain = UICollectionViewFlowLayout()
            #expect(
                !plain.shouldInvalidateLayout(
                    forPreferredLayoutAttributes: UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: 0, section: 0)),
                    withOriginalAttributes: UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: 0, section: 0))))
        }
    }
#endif
