// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Pull to refresh on a paged list section: the control it uses or installs, what a pull loads, and
    /// when the control stops.
    @MainActor
    @Suite("List section: pull to refresh")
    struct ListPullToRefreshTests {
        private func refreshableTable(_ server: FruitPages, control: UIRefreshControl? = nil)
            -> (CountingTable, ListRoot, ListSection<Fruit>)
        {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
            table.refreshControl = control
            let list = ListSection<Fruit> { cell, fruit in cell.textLabel?.text = fruit.name }
                .paging(threshold: 3, load: server.load)
                .pullToRefresh()
            let root = ListRoot(children: [list], tableView: table)
            table.layoutIfNeeded()
            return (table, root, list)
        }

        @Test func aPullReloadsTheFirstPageAndStopsTheControlWhenItIsShown() throws {
            let server = FruitPages(total: 4, size: 2)
            let (table, root, list) = refreshableTable(server)
            let control = try #require(table.refreshControl)
            list.loadNextPage()
            server.deliver()
            server.deliver()  // both rows of page 0 are on screen: page 1 followed at once
            #expect(list.items.map(\.id) == [0, 1, 2, 3])
            table.forgetOperations()

            #expect(control.headlessPullToRefresh())
            #expect(server.requested == [0, 1, 0])
            #expect(control.isRefreshing)
            #expect(!table.visibleTexts().contains("Loading…"))  // the spinning control says it already
            #expect(table.operations.isEmpty)
            server.deliver()
            #expect(!control.isRefreshing)
            #expect(list.items.map(\.id) == [0, 1])  // the first page replaces the items: two rows deleted
            #expect(table.operations.contains("delete rows [[0, 2], [0, 3]]"))
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aFailedRefreshStopsTheControlAndShowsTheErrorRow() throws {
            let server = FruitPages(total: 2, size: 2)
            let (table, root, list) = refreshableTable(server)
            let control = try #require(table.refreshControl)
            list.loadNextPage()
            server.deliver()
            control.headlessPullToRefresh()
            server.deliver(failing: OfflineError())
            #expect(!control.isRefreshing)
            #expect(table.visibleTexts() == ["fruit 0", "fruit 1", "Couldn't load. Tap to retry."])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func retryingAFailedRefreshReplacesThePostsInsteadOfAppendingThemAgain() throws {
            let server = FruitPages(total: 4, size: 2)
            let (table, root, list) = refreshableTable(server)
            let control = try #require(table.refreshControl)
            list.loadNextPage()
            server.deliver()
            server.deliver()
            #expect(list.items.map(\.id) == [0, 1, 2, 3])
            control.headlessPullToRefresh()
            server.deliver(failing: OfflineError())
            table.headlessTap(rowAt: IndexPath(row: 4, section: 0))  // the error row's retry
            #expect(server.requested == [0, 1, 0, 0])
            server.deliver()
            #expect(list.items.map(\.id) == [0, 1])  // the refresh, retried, replaced the posts
            // After the refresh succeeded, paging goes on from page 1 (its last rows are on screen).
            #expect(server.requested == [0, 1, 0, 0, 1])
            server.deliver()
            #expect(table.shownRows() == [["fruit 0", "fruit 1", "fruit 2", "fruit 3"]])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func theTablesOwnControlIsUsedAndACancelStopsIt() {
            let server = FruitPages(total: 2, size: 2)
            let own = UIRefreshControl()
            let (table, _, list) = refreshableTable(server, control: own)
            #expect(table.refreshControl === own)
            own.headlessPullToRefresh()
            #expect(server.requested == [0])
            list.cancelPageLoad()
            #expect(!own.isRefreshing)
            server.deliver()  // late: dropped
            #expect(list.items.isEmpty)
        }

        @Test func aSectionAddedToAShownTableListensAtOnceAndOnlyOnce() {
            let server = FruitPages(total: 2, size: 2)
            let table = CountingTable()
            let root = ListRoot(children: [], tableView: table)
            let list = ListSection<Fruit> { cell, fruit in cell.textLabel?.text = fruit.name }
                .paging(load: server.load)
            root.appendChild(list)
            #expect(table.refreshControl == nil)  // only a section that asks for it installs one
            list.pullToRefresh()
            list.prepare(tableView: table)  // prepared again: still one action
            table.refreshControl?.headlessPullToRefresh()
            #expect(server.requested == [0])
        }

        @Test func pullToRefreshWithoutPagingFailsWithAnExplanation() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    _ = ListSection<Fruit>().pullToRefresh()
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("has no page loader: call paging(threshold:load:) before pullToRefresh()."))
        }
    }
#endif
