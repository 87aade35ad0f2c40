// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    // snippet: paged-feed-screen
    struct FeedPost: Identifiable, Equatable, Sendable {
        let id: Int
        let title: String
    }

    protocol FeedAPI: Actor {
        func posts(page: Int) async throws -> [FeedPost]
    }

    @MainActor
    final class FeedScreen {
        let root: CascadingRootNode
        let posts = ListSection<FeedPost> { cell, post in cell.textLabel?.text = post.title }

        init(tableView: UITableView, api: any FeedAPI, open: @escaping (FeedPost) -> Void) {
            root = CascadingRootNode(children: [posts], tableView: tableView)
            posts.onSelect(open).emptyState("No posts yet")
                .errorText { _ in "Couldn't load posts. Tap to retry." }
                .paging { page in
                    let posts = try await api.posts(page: page)
                    return ListPage(posts, hasMore: !posts.isEmpty)
                }
                .pullToRefresh()
            posts.loadNextPage()
        }
    }
    // end snippet

    /// The paged feed of `Docs/ReadyMadeNodes.md`, driven through the headless table: the first page loads
    /// on creation, the last rows on screen load the next one (never two at once), a failed page retries
    /// when tapped, a failed refresh retries as a refresh, an empty page ends the feed.
    @MainActor
    @Suite("Guide: a paged feed")
    struct PagedFeedGuideTests {
        /// An API whose pages of 10 posts arrive when the test says so; page 3 is empty.
        actor PagedAPI: FeedAPI {
            private(set) var requested: [Int] = []
            /// The first empty page, the end of the feed.
            var emptyFrom = 3
            private var pending: [(page: Int, answer: CheckedContinuation<[FeedPost], any Error>)] = []
            /// A `deliver` waiting for the next request.
            private var waitingForRequest: CheckedContinuation<Void, Never>?

            func posts(page: Int) async throws -> [FeedPost] {
                requested.append(page)
                return try await withCheckedThrowingContinuation {
                    pending.append((page, $0))
                    waitingForRequest?.resume()
                    waitingForRequest = nil
                }
            }

            func end(at page: Int) { emptyFrom = page }

            /// Answers the oldest request, once it arrived, with its page or with `error`.
            func deliver(failing error: (any Error)? = nil) async {
                if pending.isEmpty { await withCheckedContinuation { waitingForRequest = $0 } }
                let (page, answer) = pending.removeFirst()
                if let error { return answer.resume(throwing: error) }
                answer.resume(
                    returning: page >= emptyFrom
                        ? [] : (0..<10).map { FeedPost(id: page * 10 + $0, title: "post \(page * 10 + $0)") })
            }
        }

        /// Answers the page the screen waits for, and waits until the screen shows the answer.
        private func deliver(_ api: PagedAPI, to screen: FeedScreen, failing error: (any Error)? = nil) async {
            let load = screen.posts.pageLoadTask
            await api.deliver(failing: error)
            await load?.value
        }

        @Test func pagesAppendAsTheLastRowsAppear() async {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
            let api = PagedAPI()
            var opened: [Int] = []
            let screen = FeedScreen(tableView: table, api: api) { opened.append($0.id) }
            #expect(table.visibleTexts() == ["Loading…"])
            await deliver(api, to: screen)
            #expect(table.visibleTexts() == (0..<10).map { "post \($0)" })
            // The last rows are on screen: the next page is asked for once, however often the table lays out.
            table.layoutIfNeeded()
            await deliver(api, to: screen)
            #expect(screen.posts.items.count == 20)
            table.contentOffset = CGPoint(x: 0, y: 484)
            #expect(table.visibleTexts().last == "Loading…")
            await deliver(api, to: screen, failing: OfflineError())
            #expect(table.visibleTexts().last == "Couldn't load posts. Tap to retry.")
            table.headlessTap(rowAt: IndexPath(row: 20, section: 0))
            await deliver(api, to: screen)
            let requested = await api.requested
            #expect(requested.prefix(4) == [0, 1, 2, 2])
            table.contentOffset = CGPoint(x: 0, y: 880)
            table.layoutIfNeeded()
            await deliver(api, to: screen)  // page 3 is empty: the end
            table.layoutIfNeeded()
            #expect(await api.requested == [0, 1, 2, 2, 3])
            #expect(table.numberOfRows(inSection: 0) == 30)
            #expect(!screen.posts.hasMorePages)
            table.headlessTap(rowAt: IndexPath(row: 29, section: 0))
            #expect(opened == [29])
            #expect(table.reloads == 0 && table.violations.isEmpty)
        }

        @Test func aFailedRefreshRetriedFromTheErrorRowReplacesThePosts() async throws {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 2_000)
            let api = PagedAPI()
            await api.end(at: 2)
            let screen = FeedScreen(tableView: table, api: api) { _ in }
            await deliver(api, to: screen)
            await deliver(api, to: screen)
            await deliver(api, to: screen)  // page 2 is empty: all 20 posts shown
            #expect(screen.posts.items.count == 20)
            let control = try #require(table.refreshControl)
            control.headlessPullToRefresh()
            await deliver(api, to: screen, failing: OfflineError())
            #expect(!control.isRefreshing)
            table.headlessTap(rowAt: IndexPath(row: 20, section: 0))  // the error row
            await deliver(api, to: screen)
            #expect(await api.requested.prefix(5) == [0, 1, 2, 0, 0])
            // The retried refresh replaced the posts with page 0 instead of appending it after them.
            #expect(screen.posts.items.map(\.id) == Array(0..<10))
            #expect(table.reloads == 0 && table.violations.isEmpty)
        }

        @Test func anEmptyFeedSaysSo() async {
            let table = CountingTable()
            let api = PagedAPI()
            await api.end(at: 0)
            let screen = FeedScreen(tableView: table, api: api) { _ in }
            #expect(table.visibleTexts() == ["Loading…"])
            await deliver(api, to: screen)
            #expect(table.visibleTexts() == ["No posts yet"])
            #expect(await api.requested == [0])
            #expect(!screen.posts.hasMorePages && table.violations.isEmpty)
        }
    }
#endif
