#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A `ListSection` in a collection-view list: paging, pull to refresh, search, selection modes,
    /// reordering, accessories and headers work as in a table, with the collection view's members.
    @MainActor
    @Suite("ListSection in a collection-view list")
    struct ListSectionInCollectionViewListTests {
        /// A list section of fruits described by their list content.
        private func fruitList(_ items: [Fruit] = []) -> ListSection<Fruit> {
            ListSection(items).content { fruit, content in content.text = fruit.name }
        }

        /// Scrolls to the bottom of what the collection view holds.
        private func scrollToEnd(_ collectionView: UICollectionView) {
            collectionView.layoutIfNeeded()
            collectionView.contentOffset = CGPoint(
                x: 0, y: max(0, collectionView.contentSize.height - collectionView.bounds.height))
            collectionView.layoutIfNeeded()
        }

        @Test func theNextPageIsAskedForWhenTheLastItemsAreAboutToShow() {
            let server = FruitPages(total: 60, size: 20)
            let list = fruitList().paging(threshold: 3, load: server.load)
            let (root, collectionView) = attachedList([list], height: 220)
            list.loadNextPage()
            #expect(shownItemTitles(collectionView) == [["Loading…"]])
            server.deliver()
            #expect(list.items.count == 20)
            #expect(server.requested == [0])  // the first rows and the prefetched ones are not among the last
            scrollToEnd(collectionView)
            #expect(server.requested == [0, 1])
            #expect(shownItemTitles(collectionView)[0].suffix(2) == ["fruit 19", "Loading…"])
            server.deliver()
            #expect(list.items.map(\.id) == Array(0..<40))
            #expect(server.requested == [0, 1])
            _ = root
        }

        @Test func pullingTheListDownRefreshesTheFirstPageThroughTheCollectionViewsRefreshControl() throws {
            let server = FruitPages(total: 4, size: 2)
            let list = fruitList().paging(load: server.load).pullToRefresh()
            let (root, collectionView) = attachedList([list])
            let control = try #require(collectionView.refreshControl)
            list.loadNextPage()
            server.deliver()
            server.deliver()
            #expect(list.items.map(\.id) == [0, 1, 2, 3])
            #expect(control.headlessPullToRefresh())
            #expect(server.requested == [0, 1, 0])
            #expect(!shownItemTitles(collectionView)[0].contains("Loading…"))
            server.deliver()
            #expect(!control.isRefreshing)
            // The refreshed page's last items are on screen already: the next page follows at once.
            #expect(server.requested == [0, 1, 0, 1])
            #expect(shownItemTitles(collectionView) == [["fruit 0", "fruit 1", "Loading…"]])
            _ = root
        }

        @Test func aSearchFiltersTheListAndAnEmptyQueryShowsEveryItemAgain() async {
            let clock = ManualClock()
            let list = fruitList(fruits("Apple", "Apricot", "Banana")).emptyState("No matches")
            list.searchable(clock: clock) { fruit, query in fruit.name.lowercased().contains(query.lowercased()) }
            let (root, collectionView) = attachedList([list])
            list.searchQuery = "ap"
            let task = list.searchTask
            clock.advance(by: .seconds(1))
            await task?.value
            #expect(shownItemTitles(collectionView) == [["Apple", "Apricot"]])
            list.searchQuery = "kiwi"
            let second = list.searchTask
            clock.advance(by: .seconds(1))
            await second?.value
            #expect(shownItemTitles(collectionView) == [["No matches"]])
            list.searchQuery = ""
            #expect(shownItemTitles(collectionView) == [["Apple", "Apricot", "Banana"]])
            _ = root
        }

        @Test func inSingleModeATapReplacesTheSelectedItemAndCodeSelectsTheLastOneGiven() {
            var reported: [[String]] = []
            let list = fruitList(fruits("Apple", "Banana", "Cherry")).selectionMode(.single)
                .onSelectionChange { reported.append($0.map(\.name)) }
            let (root, collectionView) = attachedList([list])
            collectionView.allowsMultipleSelection = true
            collectionView.headlessTap(itemAt: IndexPath(item: 0, section: 0))
            collectionView.headlessTap(itemAt: IndexPath(item: 2, section: 0))
            #expect(list.selectedItems.map(\.name) == ["Cherry"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
            list.selectedItems = fruits("Apple", "Banana")
            #expect(list.selectedItems.map(\.name) == ["Banana"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            #expect(reported == [["Apple"], ["Cherry"], ["Banana"]])
            _ = root
        }

        @Test func aSelectedItemStaysSelectedWhenTheItemsChangeAndLeavesWhenItIsRemoved() {
            let list = fruitList(fruits("Apple", "Banana", "Cherry"))
            let (root, collectionView) = attachedList([list])
            collectionView.allowsMultipleSelection = true
            list.selectedItems = fruits("Apple", "Banana", "Cherry").filter { $0.name != "Apple" }
            list.items = [Fruit(3, "Cherry"), Fruit(9, "Date"), Fruit(1, "Apple")]
            #expect(shownItemTitles(collectionView) == [["Cherry", "Date", "Apple"]])
            #expect(list.selectedItems.map(\.name) == ["Cherry"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
            _ = root
        }

        @Test func anItemThatMayNotHighlightIsNotSelectedAsInATable() {
            var selected: [String] = []
            let list = fruitList(fruits("Apple", "Banana")).canHighlight { $0.name != "Apple" }
                .onSelect { selected.append($0.name) }
            let (root, collectionView) = attachedList([list])
            collectionView.headlessTap(itemAt: IndexPath(item: 0, section: 0))
            collectionView.headlessTap(itemAt: IndexPath(item: 1, section: 0))
            #expect(selected == ["Banana"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
            _ = root
        }

        @Test func selectionModeNoneMakesItemsUnselectable() {
            var selected: [String] = []
            let list = fruitList(fruits("Apple")).selectionMode(.none).onSelect { selected.append($0.name) }
            let (root, collectionView) = attachedList([list])
            collectionView.headlessTap(itemAt: IndexPath(item: 0, section: 0))
            #expect(selected.isEmpty)
            #expect(collectionView.indexPathsForSelectedItems == [])
            _ = root
        }

        @Test func aReorderMovesTheItemInTheModelAndEditingShowsTheControls() {
            var moves: [String] = []
            let list = fruitList(fruits("Apple", "Banana", "Cherry"))
                .onMove { fruit, index in moves.append("\(fruit.name) to \(index)") }
                .onDelete { _ in true }
            let (root, collectionView) = attachedList([list])
            collectionView.isEditing = true
            #expect(collectionView.shownAccessories(0, 0) == [.delete, .reorder])
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame ?? .zero
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
            collectionView.endInteractiveMovement()
            #expect(list.items.map(\.name) == ["Banana", "Cherry", "Apple"])
            #expect(moves == ["Apple to 2"])
            #expect(shownItemTitles(collectionView) == [["Banana", "Cherry", "Apple"]])
            _ = root
        }

        @Test func anItemDraggedToAnotherListSectionMovesThereWithItsSelection() {
            let today = fruitList(fruits("Apple", "Banana")).header("Today").onMove { _, _ in }
            let later = fruitList([Fruit(7, "Cherry")]).header("Later").onMove { _, _ in }
            let (root, collectionView) = attachedList([today, later])
            collectionView.allowsMultipleSelection = true
            today.selectedItems = [Fruit(2, "Banana")]
            #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame ?? .zero
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
            collectionView.endInteractiveMovement()
            #expect(today.items.map(\.name) == ["Apple"])
            #expect(later.items.map(\.name) == ["Banana", "Cherry"])
            #expect(shownItemTitles(collectionView) == [["Apple"], ["Banana", "Cherry"]])
            #expect(today.selectedItems.isEmpty)
            #expect(later.selectedItems.map(\.name) == ["Banana"])
            #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 1)])
            _ = root
        }

        @Test func itemSwipeActionsMenusAndTheDetailButtonAreTheItemsOwn() {
            var tapped: [String] = []
            let list = fruitList(fruits("Apple", "Banana"))
                .content(accessory: .detailButton) { fruit, content in content.text = fruit.name }
                .onAccessoryTap { tapped.append($0.name) }
                .leadingSwipeActions { fruit in
                    UISwipeActionsConfiguration(actions: [
                        UIContextualAction(style: .normal, title: "Pin \(fruit.name)") { _, _, done in done(true) }
                    ])
                }
                .contextMenu { fruit in
                    UIContextMenuConfiguration(identifier: fruit.name as NSString, previewProvider: nil) { _ in nil }
                }
            let (root, collectionView) = attachedList([list])
            let banana = IndexPath(item: 1, section: 0)
            #expect(
                collectionView.headlessSwipeActionsConfiguration(forItemAt: banana, edge: .leading)?.actions.map(
                    \.title)
                    == ["Pin Banana"])
            #expect(collectionView.headlessSwipeActionsConfiguration(forItemAt: banana, edge: .trailing) == nil)
            #expect(collectionView.headlessLongPress(itemAt: banana)?.identifier as? NSString == "Banana")
            #expect(collectionView.listCell(1, 0)?.headlessTapAccessory(.detail) == true)
            #expect(tapped == ["Banana"])
            _ = root
        }

        @Test func theHeaderFooterAndIndexTitleShowInTheList() {
            let list = fruitList(fruits("Apple")).header("A").footer("1 fruit").indexTitle("A")
                .listAppearance(.insetGrouped)
            let (root, collectionView) = attachedList([list])
            let lines = collectionView.headlessRenderedText().split(separator: "\n")
            #expect(lines.contains { $0.hasPrefix("[header 0]") && $0.hasSuffix("\"A\"") })
            #expect(lines.contains { $0.hasPrefix("[footer 0]") && $0.hasSuffix("\"1 fruit\"") })
            #expect(collectionView.dataSource?.indexTitles(for: collectionView) == ["A"])
            _ = root
        }

        @Test func anEmptyStateViewFillsTheEmptyRowsCell() {
            let view = UIView()
            let list = fruitList().emptyState(view: view)
            let (root, collectionView) = attachedList([list])
            #expect(view.superview === collectionView.listCell(0, 0)?.contentView)
            list.items = fruits("Apple")
            #expect(shownItemTitles(collectionView) == [["Apple"]])
            list.items = []
            #expect(view.superview === collectionView.listCell(0, 0)?.contentView)
            _ = root
        }

        @Test func theLoadingRowShowsTheIndicatorAndRunsItsHooksAsItShowsAndHides() {
            let spinner = UIView()
            var hooks: [String] = []
            let list = fruitList()
                .loadingIndicator(
                    { spinner }, willShow: { _ in hooks.append("show") }, didHide: { _ in hooks.append("hide") })
            let (root, collectionView) = attachedList([list])
            list.loadState = .loading
            #expect(shownItemTitles(collectionView) == [["Loading…"]])
            #expect(collectionView.shownAccessories(0, 0) == [.customView])
            #expect(collectionView.listCell(0, 0)?.accessories.first?.accessoryType == .customView(spinner))
            #expect(hooks == ["show"])
            root.performUpdates {
                list.items = fruits("Apple")
                list.loadState = .idle
            }
            #expect(shownItemTitles(collectionView) == [["Apple"]])
            #expect(hooks == ["show", "hide"])
        }

        @Test func aGroupOfListSectionsSearchesThemTogetherAndHidesTheSectionsWithoutMatches() async {
            let clock = ManualClock()
            func letter(_ fruits: [Fruit]) -> ListSection<Fruit> {
                fruitList(fruits).header(String(fruits[0].name.prefix(1)))
                    .searchable(clock: clock) { fruit, query in fruit.name.lowercased().contains(query) }
            }
            let group = ListSectionGroup<Fruit>()
            group.sections = [
                letter(fruits("Apple", "Avocado")), letter([Fruit(3, "Banana")]), letter([Fruit(4, "Cherry")]),
            ]
            let (root, collectionView) = attachedList([group])
            group.searchQuery = "an"
            let task = group.searchTask
            clock.advance(by: .seconds(1))
            await task?.value
            #expect(shownItemTitles(collectionView) == [["Banana"]])
            group.searchQuery = ""
            let cleared = group.searchTask
            clock.advance(by: .seconds(1))
            await cleared?.value
            #expect(shownItemTitles(collectionView) == [["Apple", "Avocado"], ["Banana"], ["Cherry"]])
            _ = root
        }

        @Test func aListAmongASectionsRowsShowsItsItemsBetweenTheRows() {
            var picked: [String] = []
            let list = fruitList(fruits("Apple", "Banana")).onSelect { picked.append($0.name) }
            let section = RowSection(header: "Basket") {
                ListRow("Header row")
                list
                ListRow("Footer row")
            }
            let (root, collectionView) = attachedList([section])
            #expect(shownItemTitles(collectionView) == [["Header row", "Apple", "Banana", "Footer row"]])
            collectionView.headlessTap(itemAt: IndexPath(item: 2, section: 0))
            #expect(picked == ["Banana"])
            list.appendItem(Fruit(3, "Cherry"))
            #expect(shownItemTitles(collectionView) == [["Header row", "Apple", "Banana", "Cherry", "Footer row"]])
            _ = root
        }

        /// Shows a list section whose items only a table cell type shows, in a collection view.
        static func showTableCellList() {
            let list = ListSection(fruits("Apple")) { cell, fruit in cell.textLabel?.text = fruit.name }.header("Fruit")
            let (root, collectionView) = attachedList([list])
            withExtendedLifetime(root) { collectionView.layoutIfNeeded() }
        }

        @Test func itemsShownByATableCellTypeFailInACollectionViewAndNameTheContentModifier() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { ListSectionInCollectionViewListTests.showTableCellList() }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("ListSection<Fruit> \"Fruit\""))
            #expect(message.contains("UITableViewCell cells"))
            #expect(message.contains(".content { item, content in"))
        }

        /// Shows an empty list section whose empty-state row configures a table cell, in a collection view.
        static func showTableCellEmptyState() {
            let list = ListSection<Fruit>().content { fruit, content in content.text = fruit.name }.header("Fruit")
                .emptyState { cell in cell.textLabel?.text = "Nothing" }
            let (root, collectionView) = attachedList([list])
            withExtendedLifetime(root) { collectionView.layoutIfNeeded() }
        }

        @Test func anEmptyStateThatConfiguresATableCellFailsInACollectionViewAndNamesTheAlternatives() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run { ListSectionInCollectionViewListTests.showTableCellEmptyState() }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("ListSection<Fruit> \"Fruit\""))
            #expect(message.contains("emptyState(configure:)"))
            #expect(message.contains("emptyState(content:)"))
        }
    }
#endif
