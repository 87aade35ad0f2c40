#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The code of Docs/HeadlessCollectionView.md, compiled and run here; keep the two identical.
    @MainActor
    @Suite struct HeadlessCollectionViewGuideTests {
        @Test func whenTheGuidesExampleRuns_thatItPrintsWhatTheGuideShows() {
            // snippet: headless-collection-view
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
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
            snapshot.appendItems(["Apple", "Pear", "Plum", "Fig"])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.headlessTap(itemAt: IndexPath(item: 1, section: 0))
            print(collectionView.headlessRenderedText())
            // end snippet
            #expect(
                collectionView.headlessRenderedText() == """
                    UICollectionView 320x480, offset 0,0, content 320x210, 1 section
                      y=0 h=100 | [0,0] x=0 w=100 "Apple" | [0,1] x=110 w=100 "Pear" (selected) | [0,2] x=220 w=100 "Plum"
                      y=110 h=100 | [0,3] x=110 w=100 "Fig"
                    """)
        }
    }
#endif
