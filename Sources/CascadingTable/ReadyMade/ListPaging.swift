/// The paging state of a list section: how it loads a page, which page comes next, and the load on its
/// way.
@MainActor
final class ListPaging<Item> {
    /// Starts loading page `page` and calls `finish` with its result (at most once).
    typealias Loader = (_ page: Int, _ finish: @escaping @MainActor (Result<ListPage<Item>, any Error>) -> Void) ->
        Task<Void, Never>?

    let load: Loader
    /// How many of the last rows ask for the next page when they are about to be shown.
    let threshold: Int
    /// The page the next load asks for.
    var nextPage = 0
    /// Whether the last page said another follows.
    var hasMore = true
    /// Whether the last load was a refresh that failed: loading again retries the refresh.
    var refreshFailed = false
    /// Counts loads started and cancelled: a result whose count is no longer current is dropped.
    var generation = 0
    /// The load on its way, if any.
    var pending: (generation: Int, task: Task<Void, Never>?)?
    /// Whether a pull on the table's refresh control refreshes the section.
    var pullsToRefresh = false
    /// The refresh control the section listens to, which it stops when a refresh ends.
    weak var refreshControl: UIRefreshControl?

    init(threshold: Int, load: @escaping Loader) {
        self.threshold = max(1, threshold)
        self.load = load
    }
}

// Paging: the section asks for the next page when one of its last rows is about to be shown or is
// prefetched, shows the loading row at its end meanwhile, and appends the page with an animated insert.
extension ListSection {
    /// Loads pages with an `async` loader: page 0 first, the next one when one of the last `threshold`
    /// rows (default 5) is about to be shown or is prefetched, once per page.
    ///
    /// While a page loads the section shows its loading row; the page's items are appended with an
    /// animated insert. A page whose `hasMore` is `false` ends paging; a thrown error shows the error row,
    /// and tapping it (or `loadNextPage()`) loads the page again: a failed refresh is retried as a refresh. Call `loadNextPage()` for the first page.
    @discardableResult
    public func paging(
        threshold: Int = 5, load: @escaping @MainActor (_ page: Int) async throws -> ListPage<Item>
    ) -> Self {
        setPaging(threshold: threshold) { page, finish in
            Task { @MainActor in
                do { finish(.success(try await load(page))) } catch { finish(.failure(error)) }
            }
        }
    }

    /// Loads pages with a loader that calls its completion handler (on the main actor) with the page or
    /// the error; otherwise as `paging(threshold:load:)` with an `async` loader.
    @discardableResult
    public func paging(
        threshold: Int = 5,
        load:
            @escaping @MainActor (
                _ page: Int, _ completion: @escaping @MainActor (Result<ListPage<Item>, any Error>) -> Void
            ) -> Void
    ) -> Self {
        setPaging(threshold: threshold) { page, finish in
            load(page, finish)
            return nil
        }
    }

    /// Whether another page can be loaded: paging is set up and the last page said more follow.
    public var hasMorePages: Bool { pagingState?.hasMore ?? false }

    /// The `async` page load on its way, to await its end; `nil` when none is or the loader takes a
    /// completion handler.
    public var pageLoadTask: Task<Void, Never>? { pagingState?.pending?.task }

    /// Loads the next page unless one is on its way or the last page said none follows.
    ///
    /// A load continues what failed: after a failed `refresh()` it refreshes again (the first page
    /// replaces the items); after a failed page it asks for that page again.
    /// - Precondition: `paging(threshold:load:)` was called.
    public func loadNextPage() {
        guard let paging = pagingState else {
            preconditionFailure("\(self) has no page loader: call paging(threshold:load:) before loadNextPage().")
        }
        guard paging.pending == nil, paging.hasMore else { return }
        startLoad(paging, replacing: paging.refreshFailed)
    }

    /// Loads the first page again and replaces the items with it, diffed against what is shown (kept items
    /// keep their rows, changed ones are reconfigured); a page load on its way is cancelled and its result
    /// dropped.
    ///
    /// - Precondition: `paging(threshold:load:)` was called.
    public func refresh() {
        guard let paging = pagingState else {
            preconditionFailure("\(self) has no page loader: call paging(threshold:load:) before refresh().")
        }
        dropPageLoad(paging)
        paging.nextPage = 0
        paging.hasMore = true
        startLoad(paging, replacing: true)
    }

    /// Cancels the page load on its way (its late result is dropped), hides the loading row and stops
    /// the refresh control of `pullToRefresh()`.
    public func cancelPageLoad() {
        guard let paging = pagingState, paging.pending != nil else { return }
        dropPageLoad(paging)
        paging.refreshControl?.endRefreshing()
    }

    // MARK: Internal

    private func setPaging(threshold: Int, _ load: @escaping ListPaging<Item>.Loader) -> Self {
        cancelPageLoad()
        let paging = ListPaging(threshold: threshold, load: load)
        paging.pullsToRefresh = pagingState?.pullsToRefresh ?? false
        paging.refreshControl = pagingState?.refreshControl
        pagingState = paging
        return self
    }

    /// Drops the load on its way: its late result is ignored and the loading row goes.
    private func dropPageLoad(_ paging: ListPaging<Item>) {
        guard let pending = paging.pending else { return }
        pending.task?.cancel()
        paging.pending = nil
        paging.generation += 1
        if loadState.isLoading { loadState = .idle }
    }

    private func startLoad(_ paging: ListPaging<Item>, replacing: Bool) {
        paging.generation += 1
        let generation = paging.generation
        let attached = attachedRoot != nil
        paging.pending = (generation, nil)
        // A spinning refresh control already says that the section loads.
        if !(replacing && paging.refreshControl?.isRefreshing == true) { loadState = .loading }
        let task = paging.load(paging.nextPage) { [weak self] result in
            guard let self, let paging = pagingState, paging.generation == generation else { return }
            paging.pending = nil
            if replacing { paging.refreshControl?.endRefreshing() }
            // A section that left its table since the load began drops the page.
            guard !attached || attachedRoot != nil else { return }
            finishLoad(result, paging, replacing: replacing)
        }
        if paging.pending?.generation == generation { paging.pending?.task = task }
    }

    private func finishLoad(
        _ result: Result<ListPage<Item>, any Error>, _ paging: ListPaging<Item>, replacing: Bool
    ) {
        performUpdates {
            switch result {
            case .success(let page):
                paging.refreshFailed = false
                paging.nextPage += 1
                paging.hasMore = page.hasMore
                if replacing { items = page.items } else { appendItems(contentsOf: page.items) }
                loadState = .idle
            case .failure(let error):
                paging.refreshFailed = replacing
                loadState = .failed(error)
            }
        }
        // Rows already on screen are not displayed again: when the last ones show, the next page follows.
        if let shown = attachedRoot?.attachedListView?.visibleIndexPaths {
            let ownSection = ownSection
            pagingRowsWillAppear(
                shown.lazy.filter { ownSection == nil || $0.section == ownSection }.compactMap(localIndex(of:)))
        }
    }

    /// Asks for the next page when a row among the last `threshold` is about to be shown or prefetched.
    func pagingRowsWillAppear(_ rows: some Sequence<Int>) {
        guard let paging = pagingState, paging.pending == nil, paging.hasMore, !currentLoadState.isFailed
        else { return }
        if rows.contains(where: { $0 >= storage.count - paging.threshold }) { loadNextPage() }
    }
}

extension ListLoadState {
    /// Whether the last load failed.
    var isFailed: Bool { error != nil }
}
