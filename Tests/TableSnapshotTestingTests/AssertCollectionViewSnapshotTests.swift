#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing

    @testable import TableSnapshotTesting

    /// Collection view screens against the references in `__Snapshots__/AssertCollectionViewSnapshotTests/`.
    @MainActor
    @Suite struct AssertCollectionViewSnapshotTests {
        /// A photo grid: a header, then seven photos three to a line, 100 points square.
        @MainActor
        private final class PhotoGrid {
            let collectionView: UICollectionView
            let dataSource: UICollectionViewDiffableDataSource<String, String>

            init(layout: UICollectionViewLayout? = nil) {
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 100, height: 100)
                flow.headerReferenceSize = CGSize(width: 0, height: 30)
                collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout ?? flow)
                let cell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
                    var content = cell.defaultContentConfiguration()
                    content.text = title
                    cell.contentConfiguration = content
                    cell.accessories = [.disclosureIndicator()]
                }
                let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                    elementKind: UICollectionView.elementKindSectionHeader
                ) { _, _, _ in }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                    collectionView, indexPath, title in
                    collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: title)
                }
                dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                    collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                }
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                snapshot.appendSections(["Summer"])
                snapshot.appendItems(["Beach", "Dunes", "Pier", "Harbour", "Lighthouse", "Cliffs", "Cove"])
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }

        @Test func photoGrid() {
            let grid = PhotoGrid()
            grid.collectionView.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
            // snippet: testing-headlessly-collection
            assertCollectionViewSnapshot(of: grid.collectionView)
            assertCollectionViewSnapshot(of: grid.collectionView, as: .svg)
            // end snippet
            #expect(
                verifyCollectionViewSnapshot(of: grid.collectionView, named: "photoGrid", filePath: #filePath) == nil)
            grid.collectionView.deselectItem(at: IndexPath(item: 4, section: 0), animated: false)
            #expect(
                verifyCollectionViewSnapshot(of: grid.collectionView, named: "photoGrid", filePath: #filePath)?
                    .contains("does not match") == true)
        }

        @Test func photoListScrolled() {
            let grid = PhotoGrid(layout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            grid.collectionView.contentOffset = CGPoint(x: 0, y: 44)
            assertCollectionViewSnapshot(of: grid.collectionView, named: "photo-list")
        }

        @Test func whenTheGridDiffersFromItsReference_thatTheRunningTestRecordsAnIssue() {
            // The committed reference deliberately shows the grid with the first photo selected.
            let grid = PhotoGrid()
            withKnownIssue {
                assertCollectionViewSnapshot(of: grid.collectionView, named: "photo-grid-selected")
            } matching: { issue in
                let message = issue.comments.map(\.rawValue).joined()
                return message.contains("does not match") && message.contains("(selected)")
            }
            grid.collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
            assertCollectionViewSnapshot(of: grid.collectionView, named: "photo-grid-selected")
        }

        @Test func whenTheReferenceIsMissing_thatVerifyingRecordsItAndThenMatches() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
            let testFile = folder.appendingPathComponent("GridTests.swift").path
            let grid = PhotoGrid()
            let file = TableSnapshotFile(testFile: testFile, name: "grid", format: .text)
            let recorded = try #require(file.verify(grid.collectionView, record: false))
            #expect(recorded.contains("No reference existed"))
            #expect(
                try String(contentsOf: file.reference, encoding: .utf8)
                    == grid.collectionView.headlessRenderedText() + "\n")
            #expect(file.verify(grid.collectionView, record: false) == nil)
        }
    }
#endif
