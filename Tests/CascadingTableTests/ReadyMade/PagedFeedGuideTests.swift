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
        func posts(page: Int, completion: @escaping @MainActor ([FeedPost]) -> Void)
    }

    @MainActor
    final class FeedScreen {
        let root: CascadingRootNode
        private let posts = ListSection<FeedPost> { cell, post in cell.textLabel?.text = post.title }
        private let api: FeedAPI
        private var nextPage = 0
        private var isLoading = false
        private var reachedTheEnd = false

        init(tableView: UITableView, api: FeedAPI, open: @escaping (FeedPost) -> Void) {
            self.api = api
            root = CascadingRootNode(children: [posts], tableView: tableView)
            posts.onSelect(open).onWillDisplay { [unowned self] post in
                if post.id == posts.items.last?.id { loadNextPage() }
            }
            loadNextPage()
        }

        func loadNextPage() {
            guard !isLoading, !reachedTheEnd else { return }
            isLoading = true
            api.posts(page: nextPage) { [weak self] page in
                guard let self else { return }
                (isLoading, reachedTheEnd, nextPage) = (false, page.isEmpty, nextPage + 1)
                posts.appendItems(contentsOf: page)
            }
        }
    }
    // end snippet

    /// The paged feed of `Docs/ReadyMadeNodes.md`, driven through the headless table: the first page loads
    /// on attach, scrolling to the last row loads the next one (never two at once), an empty page ends it.
    @MainActor
    @Suite("Guide: a paged feed")
    struct PagedFeedGuideTests {
        /// An API whose pages of 10 posts arrive when the test says so; page 3 is empty.
        final class PagedAPI: FeedAPI {
            private(set) var requested: [Int] = []
            private var pending: [(page: Int, completion: @MainActor ([FeedPost]) -> Void)] = []

            func posts(page: Int, completion: @escaping @MainActor ([FeedPost]) -> Void) {
                requested.append(page)
                pending.append((page, completion))
            }

            @MainActor
            func deliver() {
                let (page, completion) = pending.removeFirst()
                completion(
                    page >= 3 ? [] : (0..<10).map { FeedPost(id: page * 10 + $0, title: "post \(page * 10 + $0)") })
            }
        }

        @Test func pagesAppendAsTheLastRowAppears() {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
            let api = PagedAPI()
            var opened: [Int] = []
            let screen = FeedScreen(tableView: table, api: api) { opened.append($0.id) }
            #expect(api.requested == [0])
            api.deliver()
            #expect(table.visibleTexts() == (0..<10).map { "post \($0)" })
            // The last row is on screen: the next page is asked for once, however often the table lays out.
            #expect(api.requested == [0, 1])
            table.layoutIfNeeded()
            #expect(api.requested == [0, 1])
            table.forgetOperations()
            api.deliver()
            #expect(table.operations == ["insert rows [\((10..<20).map { "[0, \($0)]" }.joined(separator: ", "))]"])
            table.contentOffset = CGPoint(x: 0, y: 440)
            table.layoutIfNeeded()
            #expect(api.requested == [0, 1, 2])
            api.deliver()
            table.contentOffset = CGPoint(x: 0, y: 880)
            table.layoutIfNeeded()
            api.deliver()  // page 3 is empty: the end
            table.contentOffset = CGPoint(x: 0, y: 900)
            table.layoutIfNeeded()
            #expect(api.requested == [0, 1, 2, 3])
            #expect(table.numberOfRows(inSection: 0) == 30)
            table.headlessTap(rowAt: IndexPath(row: 29, section: 0))
            #expect(opened == [29])
            #expect(table.reloads == 0 && table.violations.isEmpty)
            withExtendedLifetime(screen) {}
        }
    }
#endif
