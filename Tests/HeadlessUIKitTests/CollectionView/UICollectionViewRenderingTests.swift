#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The text and SVG pictures of a collection view: a grid reads as a grid.
    @MainActor
    @Suite struct UICollectionViewRenderingTests {
        /// A three-column list-cell grid (items a third of a 300-point group) of five items under a 30-point header, the second item selected.
        private func grid() -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(0.75), heightDimension: .absolute(60)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            ]
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 400, height: 300),
                collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                var content = cell.defaultContentConfiguration()
                content.text = title
                cell.contentConfiguration = content
                if title == "C" { cell.accessories = [.disclosureIndicator()] }
            }
            let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
                collectionView, indexPath, title in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
            }
            dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["A", "B", "C", "D", "E"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
            return (collectionView, dataSource)
        }

        @Test func whenAGridIsRenderedAsText_thatEachRowOfCellsIsOneLine() {
            let (collectionView, dataSource) = grid()
            #expect(
                collectionView.headlessRenderedText() == """
                    UICollectionView 400x300, offset 0,0, content 400x150, 1 section
                    [header 0] y=0 h=30
                      y=30 h=60 | [0,0] x=0 w=100 "A" | [0,1] x=100 w=100 "B" (selected) | [0,2] x=200 w=100 "C" >
                      y=90 h=60 | [0,3] x=0 w=100 "D" | [0,4] x=100 w=100 "E"
                    """)
            _ = dataSource
        }

        @Test func whenNothingIsVisible_thatTheTextSaysSo() {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 100, height: 50), collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.isEditing = true
            #expect(
                collectionView.headlessRenderedText() == """
                    UICollectionView 100x50, offset 0,0, content 100x0, 0 sections, editing
                      (nothing visible)
                    """)
        }

        @Test func whenCellsAreNotListCells_thatTheirClassIsShown() {
            let model = CollectionModel(sections: 1, items: 1)
            let collectionView = model.makeCollectionView()
            #expect(collectionView.headlessRenderedText().hasSuffix("| [0,0] x=135 w=50 <LabelCell>"))
        }

        @Test func whenAGridIsRenderedAsSVG_thatEveryCellIsAGroupAtItsFrame() throws {
            let (collectionView, dataSource) = grid()
            let svg = collectionView.headlessRenderedSVG()
            #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg"))
            #expect(svg.components(separatedBy: "<g class=\"cell\"").count - 1 == 5)
            #expect(svg.contains("<g class=\"cell\" data-index-path=\"0,1\" data-state=\"selected\">"))
            #expect(svg.contains("x=\"200\" y=\"30\" width=\"100\" height=\"60\""))
            #expect(svg.contains("data-kind=\"UICollectionElementKindSectionHeader\""))
            #expect(svg.contains(">C</text>"))
            #expect(svg.contains("class=\"accessory\""))
            _ = dataSource
        }
    }
#endif
