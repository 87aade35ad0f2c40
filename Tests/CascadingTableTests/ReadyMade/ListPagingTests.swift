// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A server of `total` numbered fruits in pages of `size`, answering when the test says so.
    @MainActor
    final class FruitPages {
        let total: Int
        let size: Int
        private(set) var requested: [Int] = []
        private var pending: [(page: Int, completion: @MainActor (Result<ListPage<Fruit>, any Error>) -> Void)] = []

        init(total: Int, size: Int) {
            self.total = total
            self.size = size
        }

        var isWaiting: Bool { !pending.isEmpty }

        func load(_ page: Int, _ completion: @escaping @MainActor (Result<ListPage<Fruit>, any Error>) -> Void) {
            requested.append(page)
            pending.append((page, completion))
        }

        func page(_ page: Int) -> ListPage<Fruit> {
            let range = min(total, page * size)..<min(total, (page + 1) * size)
            return ListPage(range.map { Fruit($0, "fruit \($0)") }, hasMore: range.upperBound < total)
        }

        /// Answers the oldest request with its page, or with `error`.
        func deliver(failing error: (any Error)? = nil) {
            let (number, completion) = pending.removeFirst()
            completion(error.map { .failure($0) } ?? .success(page(number)))
        }
    }

    /// Paging list sections: when the next page is asked for, what the table shows meanwhile, errors,
    /// refreshes and cancelled loads.
    @MainActor
    @Suite("List section: paging")
    struct ListPagingTests {
        private func pagedTable(_ server: FruitPages) -> (CountingTable, ListRoot, ListSection<Fruit>) {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
            let list = ListSection<Fruit> { cell, fruit in cell.textLabel?.text = fruit.name }
                .paging(threshold: 3, load: server.load)
            let root = ListRoot(children: [list], tableView: table)
            table.layoutIfNeeded()
            return (table, root, list)
        }

        /// Scrolls to the bottom of what the table holds.
        private func scrollToEnd(_ table: UITableView) {
            table.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: max(0, table.contentSize.height - table.bounds.height))
            table.layoutIfNeeded()
        }

        @Test func aThousandItemsInPagesOfFiftyLoadExactlyTwentyTimes() {
            let server = FruitPages(total: 1_000, size: 50)
            let (table, root, list) = pagedTable(server)
            list.loadNextPage()
            var loadingRowsShown = 0
            while server.isWaiting {
                let rows = table.numberOfRows(inSection: 0)
                #expect(list.item(at: IndexPath(row: rows - 1, section: 0)) == nil)
                scrollToEnd(table)
                if table.visibleTexts().last == "Loading…" { loadingRowsShown += 1 }
                // The last rows are shown again while the page loads: no second request.
                scrollToEnd(table)
                table.forgetOperations()
                server.deliver()
                #expect(table.operations.contains("delete rows [[0, \(rows - 1)]]"))
                scrollToEnd(table)
                scrollToEnd(table)
            }
            #expect(server.requested == Array(0..<20))
            #expect(loadingRowsShown == 20)
            #expect(list.items.map(\.id) == Array(0..<1_000))
            #expect(table.numberOfRows(inSection: 0) == 1_000)
            #expect(!list.hasMorePages)
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func prefetchingOneOfTheLastRowsAsksForTheNextPage() {
            let server = FruitPages(total: 100, size: 10)
            let (table, root, list) = pagedTable(server)
            table.frame.size.height = 132
            table.isPrefetchingEnabled = false
            list.loadNextPage()
            server.deliver()
            #expect(table.visibleTexts() == ["fruit 0", "fruit 1", "fruit 2"])
            #expect(server.requested == [0])
            root.tableView(table, prefetchRowsAt: [IndexPath(row: 5, section: 0)])
            #expect(server.requested == [0])
            root.tableView(table, prefetchRowsAt: [IndexPath(row: 8, section: 0)])
            root.tableView(table, prefetchRowsAt: [IndexPath(row: 9, section: 0)])
            #expect(server.requested == [0, 1])
            #expect(table.numberOfRows(inSection: 0) == 11)
            server.deliver()
            table.isPrefetchingEnabled = true
            table.headlessPrefetchDistance = 10
            table.contentOffset.y = 44 * 7
            table.layoutIfNeeded()  // rows 7-9 on screen, the ten below them prefetched
            #expect(server.requested == [0, 1, 2])
        }

        @Test func aFailedPageShowsTheErrorRowAndRetries() {
            let server = FruitPages(total: 100, size: 10)
            let (table, root, list) = pagedTable(server)
            list.loadNextPage()
            server.deliver(failing: OfflineError())
            #expect(table.visibleTexts() == ["Couldn't load. Tap to retry."])
            scrollToEnd(table)
            #expect(server.requested == [0])  // no automatic retry while the error shows
            table.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            #expect(server.requested == [0, 0])
            #expect(table.visibleTexts() == ["Loading…"])
            server.deliver()
            #expect(table.visibleTexts().prefix(3) == ["fruit 0", "fruit 1", "fruit 2"])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aRefreshMidPagingDropsTheLatePageAndDiffsTheFirstPage() {
            let server = FruitPages(total: 100, size: 10)
            let (table, root, list) = pagedTable(server)
            list.loadNextPage()
            server.deliver()
            scrollToEnd(table)
            #expect(server.requested == [0, 1])
            list.refresh()
            #expect(server.requested == [0, 1, 0])
            table.forgetOperations()
            server.deliver()  // page 1, late: dropped
            #expect(list.items.map(\.id) == Array(0..<10))
            #expect(table.operations.isEmpty)
            #expect(list.loadState.isLoading)
            server.deliver()  // the refreshed first page: the same items, kept
            #expect(list.items.map(\.id) == Array(0..<10))
            #expect(!table.operations.contains { $0.hasPrefix("insert rows [[0, 0]") })
            // The last rows were on screen all along: the next page is asked for when the refresh ends.
            #expect(server.requested == [0, 1, 0, 1])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aSectionThatLeftTheTableDropsItsLatePage() {
            let server = FruitPages(total: 100, size: 10)
            let (table, root, list) = pagedTable(server)
            list.loadNextPage()
            root.children = []
            server.deliver()
            #expect(list.items.isEmpty)
            #expect(table.numberOfSections == 0)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func anAsyncLoaderAppendsItsPage() async {
            let table = CountingTable()
            var requested: [Int] = []
            let list = ListSection<Fruit> { cell, fruit in cell.textLabel?.text = fruit.name }
                .paging { page in
                    requested.append(page)
                    if page == 1 { throw OfflineError() }
                    return ListPage(fruits("Apple", "Pear"), hasMore: true)
                }
            let root = ListRoot(children: [list], tableView: table)
            list.loadNextPage()
            #expect(table.visibleTexts() == ["Loading…"])
            await list.pageLoadTask?.value
            #expect(requested == [0, 1])  // both rows are on screen: the next page is asked for at once
            await list.pageLoadTask?.value
            #expect(table.visibleTexts() == ["Apple", "Pear", "Couldn't load. Tap to retry."])
            #expect(list.loadState.error is OfflineError)
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }
    }
#endif
