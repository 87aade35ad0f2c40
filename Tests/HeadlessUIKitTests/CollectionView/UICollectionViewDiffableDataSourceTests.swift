#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// The diffable data source with cell and supplementary registrations: snapshots with moves,
    /// reconfigures and reloads, and the list cell's content and accessories.
    @MainActor
    @Suite struct UICollectionViewDiffableDataSourceTests {
        /// A diffable list of strings in a collection view whose items are full-width rows 40 points tall.
        @MainActor
        private final class Fixture {
            let collectionView: UICollectionView
            let dataSource: UICollectionViewDiffableDataSource<String, String>

            init() {
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 320, height: 40)
                flow.minimumLineSpacing = 0
                flow.headerReferenceSize = CGSize(width: 0, height: 20)
                collectionView = UICollectionView(
                    frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: flow)
                var log: [String] = []
                let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                    cell, _, title in
                    var content = cell.defaultContentConfiguration()
                    content.text = title
                    cell.contentConfiguration = content
                    cell.accessories = [.disclosureIndicator(), .delete()]
                    log.append(title)
                }
                let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                    elementKind: UICollectionView.elementKindSectionHeader
                ) { view, _, indexPath in
                    view.tag = 100 + indexPath.section
                }
                dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) {
                    collectionView, indexPath, title in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: title)
                }
                dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
                    collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
                }
                configuredLog = { log }
            }

            var configuredLog: () -> [String] = { [] }

            func apply(_ sections: [(String, [String])]) {
                var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                for (section, items) in sections {
                    snapshot.appendSections([section])
                    snapshot.appendItems(items, toSection: section)
                }
                dataSource.apply(snapshot, animatingDifferences: true)
            }

            var titles: [String] {
                collectionView.visibleCells.compactMap {
                    ($0 as? UICollectionViewListCell)?.headlessListContentConfiguration?.text
                }
            }
        }

        @Test func whenASnapshotIsApplied_thatCellsComeFromTheRegistration() {
            let fixture = Fixture()
            fixture.apply([("S", ["a", "b"]), ("T", ["c"])])
            fixture.collectionView.layoutIfNeeded()
            #expect(fixture.titles == ["a", "b", "c"])
            #expect(fixture.configuredLog() == ["a", "b", "c"])
            let header = fixture.collectionView.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
            #expect(header?.tag == 101)
            #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == "c")
            #expect(fixture.dataSource.indexPath(for: "b") == IndexPath(item: 1, section: 0))
            #expect(fixture.dataSource.sectionIdentifier(for: 1) == "T")
            #expect(fixture.dataSource.index(for: "T") == 1)
            #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 5, section: 0)) == nil)
            #expect(fixture.dataSource.sectionIdentifier(for: 7) == nil)
        }

        @Test func whenItemsMoveBetweenSections_thatTheirCellsMoveWithoutBeingConfiguredAgain() throws {
            let fixture = Fixture()
            fixture.apply([("S", ["a", "b", "c"]), ("T", ["d"])])
            fixture.collectionView.layoutIfNeeded()
            let cellA = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            fixture.apply([("T", ["d", "a"]), ("S", ["c", "b"])])
            #expect(fixture.titles == ["d", "a", "c", "b"])
            #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellA)
            #expect(fixture.configuredLog() == ["a", "b", "c", "d"])
            #expect(fixture.dataSource.snapshot().itemIdentifiers == ["d", "a", "c", "b"])
        }

        @Test func whenItemsAreReconfigured_thatTheSameCellIsConfiguredAgain() throws {
            let fixture = Fixture()
            fixture.apply([("S", ["a", "b"])])
            fixture.collectionView.layoutIfNeeded()
            let cellB = try #require(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
            var snapshot = fixture.dataSource.snapshot()
            snapshot.reconfigureItems(["b"])
            snapshot.reloadItems(["a"])
            fixture.dataSource.apply(snapshot)
            #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === cellB)
            #expect(fixture.configuredLog() == ["a", "b", "a", "b"])
        }

        @Test func whenAppliedByReloading_thatEveryVisibleCellIsAskedForAgain() {
            let fixture = Fixture()
            fixture.apply([("S", ["a"])])
            fixture.collectionView.layoutIfNeeded()
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["S"])
            snapshot.appendItems(["a", "z"])
            var completed = false
            fixture.dataSource.applySnapshotUsingReloadData(snapshot) { completed = true }
            #expect(completed)
            #expect(fixture.titles == ["a", "z"])
            #expect(fixture.configuredLog() == ["a", "a", "z"])
        }

        @Test func whenAListCellIsEditing_thatItsEditingAccessoriesShowAndRunTheirActions() throws {
            let cell = UICollectionViewListCell(frame: .zero)
            var deleted = 0
            cell.accessories = [
                .disclosureIndicator(displayed: .whenNotEditing), .delete(actionHandler: { deleted += 1 }),
                .reorder(), .checkmark(options: .init(isHidden: true)),
                .outlineDisclosure(options: .init(style: .header)),
                .customView(configuration: .init(customView: UISwitch(), placement: .leading())),
            ]
            #expect(
                cell.headlessShownAccessories.map(\.headlessKind) == [
                    .customView, .disclosureIndicator, .outlineDisclosure,
                ])
            #expect(!cell.headlessTapAccessory(.delete))
            cell.editing = true
            cell.setNeedsUpdateConfiguration()
            #expect(
                cell.headlessShownAccessories.map(\.headlessKind) == [
                    .delete, .customView, .reorder, .outlineDisclosure,
                ])
            #expect(cell.headlessTapAccessory(.delete))
            #expect(deleted == 1)
            #expect(cell.indentationLevel == 0 && cell.indentationWidth == 10 && cell.indentsAccessories)
        }

        @Test func whenAListCellShowsADetailAccessory_thatATapRunsItsHandlerWhileItShows() {
            let cell = UICollectionViewListCell(frame: .zero)
            var tapped = 0
            cell.accessories = [.detail(displayed: .whenNotEditing, actionHandler: { tapped += 1 })]
            #expect(cell.headlessShownAccessories.map(\.headlessKind) == [.detail])
            #expect(cell.headlessTapAccessory(.detail))
            #expect(tapped == 1)
            cell.editing = true
            cell.setNeedsUpdateConfiguration()
            #expect(cell.headlessShownAccessories.isEmpty)
            #expect(!cell.headlessTapAccessory(.detail))
            #expect(tapped == 1)
        }

        @Test func whenTheCellProviderReturnsNil_thatUIKitsMessageIsReported() {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { _, _, _ in
                nil
            }
            var messages: [String] = []
            let original = UITableView.headlessDefaultViolationHandler
            UITableView.headlessDefaultViolationHandler = { messages.append($0.message) }
            defer { UITableView.headlessDefaultViolationHandler = original }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([1])
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
            #expect(messages == ["UICollectionView dataSource returned a nil cell for item at index path: [0, 0]"])
            #expect(collectionView.visibleCells.count == 1)
        }
    }
#endif
