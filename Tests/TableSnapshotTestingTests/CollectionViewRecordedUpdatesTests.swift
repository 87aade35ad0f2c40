#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import TableSnapshotTesting
    import Testing

    /// A settings screen in a collection-view list: a switch row and a list of names.
    @MainActor
    private final class NamesScreen {
        let names = ListSection(["Ada", "Grace"], id: \.self)
        lazy var root = CascadingRootNode(children: [
            RowSection(header: "Sync") {
                ListRow("Wi-Fi only").toggle(isOn: true) { _ in }
            },
            names,
        ])
        let collectionView: UICollectionView

        init() {
            names.content { name, content in content.text = name }
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout())
            collectionView.collectionViewLayout = root.makeCompositionalLayout()
            root.prepare(collectionView: collectionView)
        }
    }

    @MainActor
    @Suite struct CollectionViewRecordedUpdatesTests {
        private func item(_ item: Int, _ section: Int) -> IndexPath { IndexPath(item: item, section: section) }

        @Test func whenAListSectionChanges_thatTheCollectionViewsUpdateCallsAreRecordedWithoutASubclass() {
            let screen = NamesScreen()
            screen.collectionView.layoutIfNeeded()
            // snippet: testing-headlessly-collection-updates
            let appended = screen.collectionView.recordUpdates { screen.names.items.append("Linus") }
            #expect(appended == [.performBatchUpdates, .insertItems([IndexPath(item: 2, section: 1)])])
            #expect(appended.animatesWithoutReloading)
            #expect(screen.collectionView.cellContents()[1].map(\.text) == ["Ada", "Grace", "Linus"])
            #expect(screen.collectionView.headlessRenderedText().contains("\"Wi-Fi only\" <UISwitch on>"))
            // end snippet
            #expect(screen.collectionView.headlessRecorder == nil)

            let moved = screen.collectionView.recordUpdates { screen.names.items = ["Linus", "Ada", "Grace"] }
            #expect(moved.changes == [.moveItem(at: item(2, 1), to: item(0, 1))])
            let removed = screen.collectionView.recordUpdates { screen.names.items.removeFirst(2) }
            #expect(removed.changes == [.deleteItems([item(0, 1), item(1, 1)])])
            let sections = screen.collectionView.recordUpdates { screen.root.children.removeFirst() }
            #expect(sections.changes == [.deleteSections([0], .automatic)])
            #expect(sections.changes.map(\.description) == ["delete sections [0] automatic"])
        }

        @Test func whenTheCollectionViewHasARecorder_thatEveryUpdateCallIsRecordedInOrder() {
            let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            let recorder = HeadlessCallRecorder()
            collectionView.headlessRecorder = recorder
            collectionView.reloadData()
            // Every call the collection view takes, recorded as it arrives; the batch itself is refused
            // by the empty data source, which does not matter to the recording.
            collectionView.headlessViolationHandler = { _ in }
            collectionView.performBatchUpdates {
                collectionView.insertItems(at: [item(0, 0)])
                collectionView.deleteItems(at: [item(1, 0)])
                collectionView.reloadItems(at: [item(2, 0)])
                collectionView.reconfigureItems(at: [item(3, 0)])
                collectionView.moveItem(at: item(4, 0), to: item(5, 0))
                collectionView.insertSections([1])
                collectionView.deleteSections([2])
                collectionView.reloadSections([3])
                collectionView.moveSection(4, toSection: 5)
            }
            #expect(
                recorder.updates == [
                    .reloadData, .performBatchUpdates, .insertItems([item(0, 0)]), .deleteItems([item(1, 0)]),
                    .reloadItems([item(2, 0)]), .reconfigureItems([item(3, 0)]),
                    .moveItem(at: item(4, 0), to: item(5, 0)),
                    .insertSections([1], .automatic), .deleteSections([2], .automatic),
                    .reloadSections([3], .automatic), .moveSection(4, toSection: 5),
                    // The collection view reloads after refusing the batch.
                    .reloadData,
                ])
            #expect(
                recorder.updates.reloads == [
                    .reloadData, .reloadItems([item(2, 0)]), .reloadSections([3], .automatic), .reloadData,
                ])
            #expect(recorder.events.isEmpty)
            #expect(
                recorder.updates.prefix(7).map(\.description) == [
                    "reload data", "perform batch updates", "insert items [[0, 0]]", "delete items [[0, 1]]",
                    "reload items [[0, 2]]", "reconfigure items [[0, 3]]", "move item [0, 4] to [0, 5]",
                ])
        }

        @Test(arguments: [
            ([HeadlessCallRecorder.Update.performBatchUpdates, .insertItems([IndexPath(item: 0, section: 0)])], true),
            ([.reconfigureItems([IndexPath(item: 0, section: 0)])], true),
            ([.reloadItems([IndexPath(item: 0, section: 0)])], false),
        ])
        func aCollectionViewsItemCallsAnimateUnlessTheyReload(updates: [HeadlessCallRecorder.Update], expected: Bool) {
            #expect(updates.animatesWithoutReloading == expected)
        }

        @Test func aCollectionViewsItemsAreReadThroughItsDataSourceAndItsVisibleCells() {
            let screen = NamesScreen()
            let shown = screen.collectionView.cellContents()
            #expect(shown.map { $0.map(\.text) } == [["Wi-Fi only"], ["Ada", "Grace"]])
            #expect(shown[0][0].isOn == true)
            #expect(shown[1][0].accessoryType == .none && shown[1][0].isOn == nil)
            #expect(screen.collectionView.visibleCellContents().map(\.text) == ["Wi-Fi only", "Ada", "Grace"])
        }

        @Test func aListCellsAccessoriesAreReadAsTheTablesAccessoryTypeAndView() {
            let cell = UICollectionViewListCell(frame: .zero)
            let toggle = UISwitch()
            cell.accessories = [
                .checkmark(displayed: .whenEditing), .disclosureIndicator(),
                .customView(configuration: .init(customView: toggle, placement: .trailing())),
            ]
            let content = TableCellContent(cell)
            #expect(content.accessoryType == .disclosureIndicator)
            #expect(content.accessoryView === toggle && content.isOn == false)
            #expect(content.text == nil)
        }

        @Test func theCollectionViewsPictureShowsASwitchsStateAsTheTablesDoes() {
            let screen = NamesScreen()
            let picture = screen.collectionView.headlessRenderedText()
            #expect(picture.contains("[0,0] x=0 w=320 \"Wi-Fi only\" <UISwitch on>"))
            let toggle = screen.collectionView.visibleCellContents()[0].accessoryView as? UISwitch
            toggle?.isOn = false
            #expect(screen.collectionView.headlessRenderedText().contains("\"Wi-Fi only\" <UISwitch off>"))
        }
    }
#endif
