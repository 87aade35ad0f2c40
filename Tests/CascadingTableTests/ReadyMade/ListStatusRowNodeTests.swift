// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A list section's loading, error and empty rows are its status row, an ordinary node after its
    /// items (not among `children`): they switch in the same update as the items, animated, where the
    /// section is a section and where it is a run of rows, in a table and in a collection-view list.
    @MainActor
    @Suite("List section: the status row as a node")
    struct ListStatusRowNodeTests {
        private func list(_ names: String...) -> ListSection<Fruit> {
            let items = names.enumerated().map { Fruit($0.offset + 1, $0.element) }
            return ListSection(items) { cell, fruit in cell.textLabel?.text = fruit.name }
        }

        /// A table showing `sections` under a root that records recoveries.
        private func attached(_ sections: [CascadingNode]) -> (CountingTable, ListRoot) {
            let table = CountingTable()
            let root = ListRoot(children: sections, tableView: table)
            table.layoutIfNeeded()
            table.forgetOperations()
            return (table, root)
        }

        @Test func aListSectionThatStartsLoadingInsidePerformUpdatesWithAnItemInsertAnimatesBoth() {
            let fruits = list("Apple")
            let (table, root) = attached([fruits])
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            let batches = table.batches
            root.performUpdates {
                fruits.appendItem(Fruit(2, "Pear"))
                fruits.loadState = .loading
            }
            #expect(table.batches == batches + 1)
            #expect(table.operations == ["insert rows [[0, 1], [0, 2]]"])
            #expect(table.visibleTexts() == ["Apple", "Pear", "Loading…"])
            #expect(fruits.children.isEmpty && fruits.statusRow != nil && fruits.rowSpan == 3)
            // The selected item stays selected: nothing was reloaded.
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
            #expect(fruits.selectedItems.map(\.name) == ["Apple"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aFailedLoadAmongASectionsRowsReplacesTheLoadingRowAndLeavesTheRowsAfterIt() {
            let fruits = list("Apple")
            let basket = CascadingSectionNode(children: [ListRow("Top"), fruits, ListRow("Bottom")])
            let (table, root) = attached([basket])
            root.performUpdates {
                fruits.insertItem(Fruit(2, "Kiwi"), at: 0)
                fruits.loadState = .loading
            }
            #expect(table.operations == ["insert rows [[0, 1], [0, 3]]"])
            #expect(table.visibleTexts() == ["Top", "Kiwi", "Apple", "Loading…", "Bottom"])
            table.forgetOperations()
            fruits.loadState = .failed(OfflineError())
            #expect(table.operations == ["delete rows [[0, 3]]", "insert rows [[0, 3]]"])
            #expect(table.visibleTexts() == ["Top", "Kiwi", "Apple", "Couldn't load. Tap to retry.", "Bottom"])
            #expect(fruits.statusRow?.tablePlacement == .rows(3..<4, section: 0))
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func theErrorRowOfAListSectionAmongASectionsRowsIsTappedToRetry() {
            var retries = 0
            let fruits = list("Apple")
            let basket = CascadingSectionNode(children: [ListRow("Top"), fruits, ListRow("Bottom")])
            let (table, root) = attached([basket])
            fruits.onRetry {
                retries += 1
                fruits.loadState = .loading
            }
            fruits.loadState = .failed(OfflineError())
            let errorRow = IndexPath(row: 2, section: 0)
            // The row is the status row node's: routing reaches it through the list section.
            #expect(fruits.child(forRowAt: errorRow) === fruits.statusRow)
            #expect(fruits.child(forRowAt: IndexPath(row: 1, section: 0)) == nil)
            #expect(root.tableView(table, shouldHighlightRowAt: errorRow))
            table.headlessTap(rowAt: errorRow)
            #expect(retries == 1)
            #expect(table.indexPathsForSelectedRows == nil)
            #expect(table.visibleTexts() == ["Top", "Apple", "Loading…", "Bottom"])
            #expect(!root.tableView(table, shouldHighlightRowAt: errorRow))
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func removingTheLastItemOfAListInARowGroupShowsTheEmptyRowInTheSameBatch() {
            let fruits = list("Apple").emptyState("Nothing here")
            let basket = CascadingSectionNode(children: [
                CascadingGroupNode(children: [fruits, ListRow("After")]), ListRow("Last"),
            ])
            let (table, root) = attached([basket])
            let batches = table.batches
            fruits.removeItem(at: 0)
            #expect(table.batches == batches + 1)
            #expect(table.operations == ["delete rows [[0, 0]]", "insert rows [[0, 0]]"])
            #expect(table.visibleTexts() == ["Nothing here", "After", "Last"])
            table.forgetOperations()
            fruits.items = [Fruit(7, "Fig"), Fruit(8, "Plum")]
            #expect(table.operations == ["delete rows [[0, 0]]", "insert rows [[0, 0], [0, 1]]"])
            #expect(table.visibleTexts() == ["Fig", "Plum", "After", "Last"])
            #expect(fruits.children.isEmpty && fruits.rowSpan == 2)
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aListSectionInACollectionViewListStartsLoadingWithAnItemInsertAndItsErrorRowRetries() {
            var retries = 0
            let fruits = ListSection([Fruit(1, "Apple")]).content { fruit, content in content.text = fruit.name }
            let basket = RowSection(header: "Basket") {
                ListRow("Top")
                fruits
            }
            let collectionView = RecordingCollectionView()
            let root = CascadingRootNode(children: [basket])
            root.prepare(collectionView: collectionView)
            collectionView.layoutIfNeeded()
            let reloads = collectionView.reloads
            fruits.onRetry {
                retries += 1
                fruits.loadState = .loading
            }
            root.performUpdates {
                fruits.appendItem(Fruit(2, "Pear"))
                fruits.loadState = .loading
            }
            #expect(shownItemTitles(collectionView) == [["Top", "Apple", "Pear", "Loading…"]])
            fruits.loadState = .failed(OfflineError())
            #expect(shownItemTitles(collectionView) == [["Top", "Apple", "Pear", "Couldn't load. Tap to retry."]])
            collectionView.headlessTap(itemAt: IndexPath(item: 3, section: 0))
            #expect(retries == 1)
            #expect(shownItemTitles(collectionView) == [["Top", "Apple", "Pear", "Loading…"]])
            #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
            // Three switches, three batches, no reload.
            #expect(collectionView.reloads == reloads && collectionView.batches == 3)
        }

        @Test func appendingARowNodeToAListSectionStopsWithAMessageSayingWhereRowsGo() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { ListSection<String>(["a"], id: \.self).appendChild(ListRow("b")) }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("takes no children"))
            #expect(message.contains("Add items (appendItem(_:))"))
        }

        @Test func draggingTheLastItemIntoAnEmptyListSectionSwitchesBothEmptyRowsRightAfterTheMove() async {
            let source = list("Apple").emptyState("Nothing here").onMove()
            let destination = ListSection([Fruit]()) { cell, fruit in cell.textLabel?.text = fruit.name }
                .emptyState("Nothing there").onMove()
            let (table, root) = attached([source, destination])
            #expect(table.shownRows() == [["Apple"], ["Nothing there"]])
            table.setEditing(true, animated: false)
            let landed = table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 1))
            table.setEditing(false, animated: false)
            #expect(landed == IndexPath(row: 0, section: 1))
            // The table moved the row itself; the empty rows switch once its move is over.
            #expect(table.shownRows() == [[], ["Apple", "Nothing there"]])
            await Task.yield()
            #expect(table.shownRows() == [["Nothing here"], ["Apple"]])
            #expect(source.items.isEmpty && destination.items.map(\.name) == ["Apple"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        /// A collection view that counts its batches and reloads.
        private final class RecordingCollectionView: UICollectionView {
            private(set) var batches = 0
            private(set) var reloads = 0

            init() {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 320, height: 44)
                super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
            }

            required init?(coder: NSCoder) { nil }

            override func reloadData() {
                reloads += 1
                super.reloadData()
            }

            override func reloadSections(_ sections: IndexSet) {
                reloads += 1
                super.reloadSections(sections)
            }

            override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
                batches += 1
                super.performBatchUpdates(updates, completion: completion)
            }
        }
    }
#endif
