#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A header or footer whose text wraps at 20 points a line: as tall as 10 points of margin plus its
    /// lines, one line per 100 points of text (ten points a character), in the width it is given.
    final class WrappingHeader: UICollectionReusableView {
        var text = ""
        private(set) var measurements = 0

        override func sizeThatFits(_ size: CGSize) -> CGSize {
            let width = max(1, bounds.width)
            let lines = max(1, (CGFloat(text.count * 10) / width).rounded(.up))
            return CGSize(width: width, height: 10 + 20 * lines)
        }

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            measurements += 1
            return super.preferredLayoutAttributesFitting(layoutAttributes)
        }
    }

    /// Compositional layouts whose items are `.estimated` in width, and whose headers and footers are
    /// `.estimated` in height: each is measured as it is shown and the layout re-flows around the
    /// measured sizes. Cells are `NoteCell`s, ten points wide per character of their note.
    @MainActor
    @Suite struct CompositionalSelfSizingTests {
        private let header = UICollectionView.elementKindSectionHeader
        private let footer = UICollectionView.elementKindSectionFooter

        /// The data sources of the collection views shown, kept alive: a collection view holds its data
        /// source weakly.
        private final class Kept {
            var dataSources: [UICollectionViewDiffableDataSource<Int, String>] = []
        }
        private let kept = Kept()

        /// Shows `sections` of notes in a collection view of a layout; headers and footers are
        /// `WrappingHeader`s showing `headerText`.
        private func show(
            _ sections: [[String]], layout: UICollectionViewLayout, width: CGFloat = 300, height: CGFloat = 480,
            headerText: String = ""
        ) -> UICollectionView {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
            let cells = UICollectionView.CellRegistration<NoteCell, String> { cell, _, note in cell.note = note }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, note in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: note)
            }
            let headers = UICollectionView.SupplementaryRegistration<WrappingHeader>(elementKind: header) {
                view, _, _ in view.text = headerText
            }
            let footers = UICollectionView.SupplementaryRegistration<WrappingHeader>(elementKind: footer) {
                view, _, _ in view.text = "Footer"
            }
            let headerKind = header
            dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(
                    using: kind == headerKind ? headers : footers, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            for (index, notes) in sections.enumerated() {
                snapshot.appendSections([index])
                snapshot.appendItems(notes, toSection: index)
            }
            dataSource.apply(snapshot, animatingDifferences: false)
            kept.dataSources.append(dataSource)
            collectionView.layoutIfNeeded()
            return collectionView
        }

        private func frame(_ collectionView: UICollectionView, _ item: Int, section: Int = 0) -> CGRect? {
            collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }

        private func supplementary(_ collectionView: UICollectionView, _ kind: String, _ section: Int = 0) -> CGRect? {
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: kind, at: IndexPath(item: 0, section: section))?
                .frame
        }

        /// Items of estimated width 50 and absolute height 44 in a full-width horizontal group, 10 apart;
        /// groups 10 apart.
        private func tagLayout(groupWidth: NSCollectionLayoutDimension = .fractionalWidth(1))
            -> NSCollectionLayoutSection
        {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(50), heightDimension: .absolute(44)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: groupWidth, heightDimension: .absolute(44)),
                subitems: [item])
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            return section
        }

        @Test func whenItemsOfEstimatedWidthAreMeasured_thatTheirGroupsReflowAroundTheMeasuredWidths() {
            let layout = UICollectionViewCompositionalLayout(section: tagLayout())
            let collectionView = show([["Tomatoes", "Basil", "Mozzarella", "Oil", "Pepper", "Salt"]], layout: layout)
            // Measured: 80, 50, 100, 30, 60, 40. 80 + 10 + 50 + 10 + 100 + 10 + 30 = 290 fits 300;
            // "Pepper" would reach 360, so it starts the next group, 10 below.
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 80, height: 44))
            #expect(frame(collectionView, 1) == CGRect(x: 90, y: 0, width: 50, height: 44))
            #expect(frame(collectionView, 2) == CGRect(x: 150, y: 0, width: 100, height: 44))
            #expect(frame(collectionView, 3) == CGRect(x: 260, y: 0, width: 30, height: 44))
            #expect(frame(collectionView, 4) == CGRect(x: 0, y: 54, width: 60, height: 44))
            #expect(frame(collectionView, 5) == CGRect(x: 70, y: 54, width: 40, height: 44))
            #expect(collectionView.contentSize == CGSize(width: 300, height: 98))
            #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame.width == 60)
            #expect((collectionView.visibleCells as? [NoteCell])?.map(\.measurements) == [1, 1, 1, 1, 1, 1])
        }

        @Test func whenTheCollectionViewIsNarrower_thatTheMeasuredItemsWrapSooner() {
            let layout = UICollectionViewCompositionalLayout(section: tagLayout())
            let collectionView = show([["Tomatoes", "Basil", "Mozzarella", "Oil"]], layout: layout, width: 200)
            // 80 + 10 + 50 = 140; "Mozzarella" (100) would reach 250.
            #expect(frame(collectionView, 1) == CGRect(x: 90, y: 0, width: 50, height: 44))
            #expect(frame(collectionView, 2) == CGRect(x: 0, y: 54, width: 100, height: 44))
            #expect(frame(collectionView, 3) == CGRect(x: 110, y: 54, width: 30, height: 44))
            #expect(collectionView.contentSize.height == 98)
        }

        @Test func whenACellAnswersItsOwnPreferredWidth_thatTheLayoutTakesIt() {
            final class WideCell: UICollectionViewCell {
                override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
                    -> UICollectionViewLayoutAttributes
                {
                    // The height is not estimated: the layout keeps it whatever the cell answers.
                    layoutAttributes.size = CGSize(width: 120, height: 70)
                    return layoutAttributes
                }
            }
            let model = CollectionModel([["a", "b", "c"]])
            let collectionView = model.makeCollectionView(
                layout: UICollectionViewCompositionalLayout(section: tagLayout()), width: 300)
            collectionView.register(WideCell.self, forCellWithReuseIdentifier: "cell")
            collectionView.layoutIfNeeded()
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 120, height: 44))
            #expect(frame(collectionView, 1) == CGRect(x: 130, y: 0, width: 120, height: 44))
            #expect(frame(collectionView, 2) == CGRect(x: 0, y: 54, width: 120, height: 44))
        }

        @Test func whenAnOrthogonalRowHoldsGroupsOfEstimatedWidth_thatEachGroupIsAsWideAsItsMeasuredItem() {
            let section = tagLayout(groupWidth: .estimated(50))
            section.orthogonalScrollingBehavior = .continuous
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            let layout = UICollectionViewCompositionalLayout(section: section)
            let notes = ["Mozzarella", "Oil", "Tomatoes", "Basil", "Pepper", "Rosemary"]
            let collectionView = show([notes], layout: layout)
            // One item a group: 16, then each group 10 after the previous one's measured width.
            #expect(frame(collectionView, 0) == CGRect(x: 16, y: 0, width: 100, height: 44))
            #expect(frame(collectionView, 1) == CGRect(x: 126, y: 0, width: 30, height: 44))
            #expect(frame(collectionView, 2) == CGRect(x: 166, y: 0, width: 80, height: 44))
            #expect(frame(collectionView, 3) == CGRect(x: 256, y: 0, width: 50, height: 44))
            #expect(collectionView.contentSize.height == 44)
            // "Pepper" was shown at its estimate (x 256) and measured; "Rosemary" was not, so its group
            // keeps the estimate of 50: the row is 16 + 100 + 30 + 80 + 50 + 60 + 50 + 5 × 10 + 16 = 452
            // long, 152 past the width.
            #expect(collectionView.headlessScrollOrthogonalSection(0, to: 1000) == 152)
            // Shown there, "Rosemary" measures 80: the row is 482 long, and reaches 182 further.
            #expect(frame(collectionView, 5) == CGRect(x: 386 - 152, y: 0, width: 80, height: 44))
            #expect(collectionView.headlessScrollOrthogonalSection(0, to: 1000) == 182)
            #expect(frame(collectionView, 5) == CGRect(x: 386 - 182, y: 0, width: 80, height: 44))
            #expect(collectionView.indexPathsForVisibleItems.sorted().map(\.item) == [2, 3, 4, 5])
        }

        @Test func whenAVerticalGroupOfEstimatedHeightIsMeasured_thatItStacksItsItemsAtTheirMeasuredHeights() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
            )
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(60)),
                subitems: [item, item])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let collectionView = show([["Milk", "Call the plumber about the sink", "Eggs", "Tea"]], layout: layout)
            // Two items a group (its height is estimated, so no repeats), each at its measured height.
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 0, width: 150, height: 44))
            #expect(frame(collectionView, 1) == CGRect(x: 0, y: 44, width: 150, height: 88))
            #expect(frame(collectionView, 2) == CGRect(x: 0, y: 132, width: 150, height: 44))
            #expect(frame(collectionView, 3) == CGRect(x: 0, y: 176, width: 150, height: 44))
            #expect(collectionView.contentSize.height == 220)
        }

        /// A list-like section: full-width items of absolute height 40, with a header and a footer of
        /// estimated height 30.
        private func sectionWithBoundaries() -> NSCollectionLayoutSection {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(30))
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: header, alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: footer, alignment: .bottom),
            ]
            return section
        }

        @Test func whenHeadersAndFootersOfEstimatedHeightAreMeasured_thatTheSectionMakesRoomForThem() {
            let layout = UICollectionViewCompositionalLayout(section: sectionWithBoundaries())
            // 45 characters are 450 points of text: two lines in 300 points, 50 tall; the footer one line.
            let text = "Vegetables grown in the garden this summer ok"
            let collectionView = show([["Leek", "Kale"], ["Bean"]], layout: layout, headerText: text)
            #expect(supplementary(collectionView, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 50))
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 50, width: 300, height: 40))
            #expect(frame(collectionView, 1) == CGRect(x: 0, y: 90, width: 300, height: 40))
            #expect(supplementary(collectionView, footer, 0) == CGRect(x: 0, y: 130, width: 300, height: 30))
            #expect(supplementary(collectionView, header, 1) == CGRect(x: 0, y: 160, width: 300, height: 50))
            #expect(frame(collectionView, 0, section: 1) == CGRect(x: 0, y: 210, width: 300, height: 40))
            #expect(collectionView.contentSize.height == 280)
            let shown = collectionView.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))
            #expect(shown?.frame.height == 50)
            #expect((shown as? WrappingHeader)?.measurements == 1)
        }

        /// Sections of notes under headers that show their own section's title, from a plain data source.
        private final class TitledSections: NSObject, UICollectionViewDataSource {
            var sections: [(title: String, notes: [String])]

            init(_ sections: [(title: String, notes: [String])]) {
                self.sections = sections
            }

            func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                sections[section].notes.count
            }

            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath)
                (cell as? NoteCell)?.note = sections[indexPath.section].notes[indexPath.item]
                return cell
            }

            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                at indexPath: IndexPath
            ) -> UICollectionReusableView {
                let view = collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: kind, for: indexPath)
                let isHeader = kind == UICollectionView.elementKindSectionHeader
                (view as? WrappingHeader)?.text = isHeader ? sections[indexPath.section].title : "Footer"
                return view
            }
        }

        @Test func whenASectionBeforeAMeasuredHeaderIsDeleted_thatTheHeaderKeepsItsOwnMeasuredHeight() {
            // 45 characters wrap to two lines in 300 points (50 tall); "Herbs" fits one (30 tall).
            let source = TitledSections([
                ("Vegetables grown in the garden this summer ok", ["Leek"]), ("Herbs", ["Mint"]),
            ])
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 480),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: sectionWithBoundaries()))
            collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
            for kind in [header, footer] {
                collectionView.register(
                    WrappingHeader.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
            }
            collectionView.dataSource = source
            collectionView.layoutIfNeeded()
            #expect(supplementary(collectionView, header, 0)?.height == 50)
            #expect(supplementary(collectionView, header, 1) == CGRect(x: 0, y: 120, width: 300, height: 30))

            collectionView.performBatchUpdates {
                source.sections.remove(at: 0)
                collectionView.deleteSections([0])
            }
            collectionView.layoutIfNeeded()
            // The measured height moves with its header to section 0.
            #expect(supplementary(collectionView, header, 0) == CGRect(x: 0, y: 0, width: 300, height: 30))
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 30, width: 300, height: 40))
            #expect(collectionView.contentSize.height == 100)
        }

        @Test func whenTheCollectionViewIsWider_thatAHeaderMeasuresShorterAndMeasuresAgainAfterAReload() {
            let layout = UICollectionViewCompositionalLayout(section: sectionWithBoundaries())
            let text = "Vegetables grown in the garden this summer ok"
            let collectionView = show([["Leek"]], layout: layout, width: 500, headerText: text)
            // 450 points of text fit one line in 500.
            #expect(supplementary(collectionView, header) == CGRect(x: 0, y: 0, width: 500, height: 30))
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 30, width: 500, height: 40))
            collectionView.frame = CGRect(x: 0, y: 0, width: 300, height: 480)
            collectionView.reloadData()
            collectionView.layoutIfNeeded()
            #expect(supplementary(collectionView, header) == CGRect(x: 0, y: 0, width: 300, height: 50))
            #expect(frame(collectionView, 0) == CGRect(x: 0, y: 50, width: 300, height: 40))
        }
    }
#endif
