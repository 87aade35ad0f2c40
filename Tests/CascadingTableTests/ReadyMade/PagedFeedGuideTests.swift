// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // snippet: paged-feed-screen
    struct FeedPost: Identifiable, Equatable {
        let id: Int
        let title: String
    }

    protocol FeedAPI {
        func posts(page: Int, completion: @escaping @MainActor (Result<[FeedPost], any Error>) -> Void)
    }

    @MainActor
    final class FeedScreen {
        let root: CascadingRootNode
        let posts = ListSection<FeedPost> { cell, post in cell.textLabel?.text = post.title }

        init(tableView: UITableView, api: FeedAPI, open: @escaping (FeedPost) -> Void) {
            root = CascadingRootNode(children: [posts], tableView: tableView)
            posts.onSelect(open).emptyState("No posts yet").paging { page, completion in
                api.posts(page: page) { result in completion(result.map { ListPage($0, hasMore: !$0.isEmpty) }) }
            }.pullToRefresh()
            posts.loadNextPage()
        }
    }
    // end snippet

    /// The paged feed of `Docs/ReadyMadeNodes.md`, driven through the headless table: the first page loads
    /// on creation, the last rows on screen load the next one (never two at once), a failed page retries
    /// when tapped, an empty page ends the feed.
    @MainActor
    @Suite("Guide: a paged feed")
    struct PagedFeedGuideTests {
        /// An API whose pages of 10 posts arrive when the test says so; page 3 is empty.
        final class PagedAPI: FeedAPI {
            private(set) var requested: [Int] = []
            /// The first empty page, the end of the feed.
            var emptyFrom = 3
            private var pending: [(page: Int, completion: @MainActor (Result<[FeedPost], any Error>) -> Void)] = []

            func posts(page: Int, completion: @escaping @MainActor (Result<[FeedPost], any Error>) -> Void) {
                requested.append(page)
                pending.append((page, completion))
            }

            @MainActor
            func deliver(failing error: (any Error)? = nil) {
                let (page, completion) = pending.removeFirst()
                if let error { return completion(.failure(error)) }
                completion(
                    .success(
                        page >= emptyFrom
                            ? [] : (0..<10).map { FeedPost(id: page * 10 + $0, title: "post \(page * 10 + $0)") }))
            }
        }

        @Test func pagesAppendAsTheLastRowsAppear() {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
            let api = PagedAPI()
            var opened: [Int] = []
            let screen = FeedScreen(tableView: table, api: api) { opened.append($0.id) }
            #expect(api.requested == [0])
            #expect(table.visibleTexts() == ["Loading…"])
            api.deliver()
            #expect(table.visibleTexts() == (0..<10).map { "post \($0)" })
            // The last rows are on screen: the next page is asked for once, however often the table lays out.
            #expect(api.requested == [0, 1])
            table.layoutIfNeeded()
            #expect(api.requested == [0, 1])
            table.forgetOperations()
            api.deliver()
            // The rows below the screen are prefetched, among them the last ones: page 2 is asked for at once.
            #expect(api.requested == [0, 1, 2])
            #expect(
                table.operations.sorted() == [
                    "delete rows [[0, 10]]", "insert rows [\((10..<20).map { "[0, \($0)]" }.joined(separator: ", "))]",
                    "insert rows [[0, 20]]",
                ])
            table.contentOffset = CGPoint(x: 0, y: 484)
            #expect(table.visibleTexts().last == "Loading…")
            api.deliver(failing: OfflineError())
            #expect(table.visibleTexts().last == "Couldn't load. Tap to retry.")
            table.headlessTap(rowAt: IndexPath(row: 20, section: 0))
            #expect(api.requested == [0, 1, 2, 2])
            api.deliver()
            table.contentOffset = CGPoint(x: 0, y: 880)
            table.layoutIfNeeded()
            api.deliver()  // page 3 is empty: the end
            table.layoutIfNeeded()
            #expect(api.requested == [0, 1, 2, 2, 3])
            #expect(table.numberOfRows(inSection: 0) == 30)
            #expect(!screen.posts.hasMorePages)
            table.headlessTap(rowAt: IndexPath(row: 29, section: 0))
            #expect(opened == [29])
            #expect(table.reloads == 0 && table.violations.isEmpty)
        }

        @Test func pullingTheTableDownReloadsTheFirstPage() throws {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
            let api = PagedAPI()
            let screen = FeedScreen(tableView: table, api: api) { _ in }
            api.deliver()
            api.deliver()
            #expect(screen.posts.items.count == 20)
            let control = try #require(table.refreshControl)
            control.headlessPullToRefresh()
            #expect(api.requested.last == 0 && control.isRefreshing)
            api.deliver()  // page 2, asked for before the pull: dropped
            api.deliver()
            #expect(!control.isRefreshing)
            #expect(screen.posts.items.map(\.id) == Array(0..<10))
            #expect(table.reloads == 0 && table.violations.isEmpty)
        }

        @Test func anEmptyFeedSaysSo() {
            let table = CountingTable()
            let api = PagedAPI()
            let screen = FeedScreen(tableView: table, api: api) { _ in }
            api.emptyFrom = 0
            #expect(table.visibleTexts() == ["Loading…"])
            api.deliver()
            #expect(table.visibleTexts() == ["No posts yet"])
            #expect(api.requested == [0])
            #expect(!screen.posts.hasMorePages && table.violations.isEmpty)
        }
    }
#endif
