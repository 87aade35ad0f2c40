/// The search state of a list section: how it searches, how long it waits, and the search on its way.
@MainActor
final class ListSearch<Item> {
    /// Finds the items that match a query among all the items.
    typealias Search = @MainActor (_ query: String, _ all: [Item]) async throws -> [Item]

    let search: Search
    /// Waits from when the query was set until the search may run; returns early when cancelled.
    let wait: () -> @Sendable () async throws -> Void
    /// The query; empty shows every item.
    var query = ""
    /// Every item, kept while a query filters them.
    var allItems: [Item]?
    /// Counts the queries set: a result whose count is no longer current is dropped.
    var generation = 0
    /// The search on its way, if any.
    var task: Task<Void, Never>?

    init<C: Clock<Duration>>(delay: Duration, clock: C, search: @escaping Search) {
        self.search = search
        wait = {
            let deadline = clock.now.advanced(by: delay)
            return { try await clock.sleep(until: deadline, tolerance: nil) }
        }
    }
}

// Search: a query filters the section's items, after a pause in typing; clearing it restores them.
extension ListSection {
    /// Filters the items by `query` with `matches`, once `delay` (default 0.4 s) passed on `clock`
    /// without another change of the query.
    ///
    /// The matching items replace the shown ones through the diff (animated); an empty query shows every
    /// item again. While a query filters them, `items` are the matching items.
    @discardableResult
    public func searchable<C: Clock<Duration>>(
        delay: Duration = .milliseconds(400), clock: C = ContinuousClock(),
        matches: @escaping (_ item: Item, _ query: String) -> Bool
    ) -> Self {
        searchState = ListSearch(delay: delay, clock: clock) { query, all in all.filter { matches($0, query) } }
        return self
    }

    /// Searches with an `async` function once `delay` (default 0.4 s) passed on `clock` without another
    /// change of the query; results of a query that changed since are dropped, and so is a search that
    /// threw.
    ///
    /// The results replace the shown items through the diff (animated); an empty query shows every item
    /// again without searching.
    @discardableResult
    public func searchable<C: Clock<Duration>>(
        delay: Duration = .milliseconds(400), clock: C = ContinuousClock(),
        search: @escaping @MainActor (_ query: String) async throws -> [Item]
    ) -> Self {
        searchState = ListSearch(delay: delay, clock: clock) { query, _ in try await search(query) }
        return self
    }

    /// The search query; default empty.
    ///
    /// Setting it starts the delay again; the search runs when it ends. Setting an empty query cancels
    /// the search on its way and shows every item at once.
    /// - Precondition: `searchable(…)` was called before the query is set.
    public var searchQuery: String {
        get { searchState?.query ?? "" }
        set { setSearchQuery(newValue) }
    }

    /// The search on its way (the delay, then the search), to await its end; `nil` when none is.
    public var searchTask: Task<Void, Never>? { searchState?.task }

    // MARK: Internal

    private func setSearchQuery(_ query: String) {
        guard let search = searchState else {
            preconditionFailure("\(self) cannot search: call searchable(…) before setting searchQuery.")
        }
        guard query != search.query else { return }
        search.query = query
        search.generation += 1
        search.task?.cancel()
        search.task = nil
        let generation = search.generation
        guard !query.isEmpty else {
            if let all = search.allItems {
                search.allItems = nil
                items = all
            }
            return
        }
        let all = search.allItems ?? storage
        let wait = search.wait()
        search.task = Task { [weak self] in
            do {
                try await wait()
                guard let self, let search = searchState, search.generation == generation else { return }
                let results = try await search.search(query, all)
                guard search.generation == generation else { return }
                search.task = nil
                search.allItems = all
                items = results
            } catch {
                return
            }
        }
    }
}
