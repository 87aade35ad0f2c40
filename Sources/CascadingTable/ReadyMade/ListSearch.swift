/// The search state of a list section: how it searches, how long it waits, and the search on its way.
@MainActor
final class ListSearch<Item> {
    /// Finds the items that match a query among all the items.
    typealias Search = @MainActor (_ query: String, _ all: [Item]) async throws -> [Item]

    let search: Search
    /// The synchronous filter behind `search` when the section searches with a predicate, so that it can
    /// filter a replaced full list at once; `nil` for an `async` search.
    let filter: ((_ query: String, _ all: [Item]) -> [Item])?
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

    /// A search state whose `wait` is made by `makeWait` when a query is set.
    init(
        wait makeWait: @escaping () -> @Sendable () async throws -> Void, filter: ((String, [Item]) -> [Item])?,
        search: @escaping Search
    ) {
        self.search = search
        self.filter = filter
        wait = makeWait
    }

    /// Waits `delay` from when the query was set on `clock`.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    static func waiting<C: Clock<Duration>>(_ delay: Duration, on clock: C) -> () -> @Sendable () async throws -> Void {
        {
            let deadline = clock.now.advanced(by: delay)
            return { try await clock.sleep(until: deadline, tolerance: nil) }
        }
    }

    /// Waits `delay` seconds with `Task.sleep(nanoseconds:)`, which every supported system has: a negative
    /// or NaN delay waits not at all, a longer one than 10⁹ s waits 10⁹ s.
    static func waiting(_ delay: TimeInterval) -> () -> @Sendable () async throws -> Void {
        let seconds = delay.isNaN ? 0 : min(max(delay, 0), 1e9)
        let nanoseconds = UInt64(seconds * 1e9)
        return { { try await Task.sleep(nanoseconds: nanoseconds) } }
    }
}

// Search: a query filters the section's items, after a pause in typing; clearing it restores them.
//
// While a query filters, `items` are the shown items and the section keeps the full list: mutations apply
// to both (see `ListSection+FullList.swift`), assigning `items` replaces the full list and filters it again.
extension ListSection {
    /// Filters the items by `query` with `matches`, once `delay` seconds (default 0.4) passed without
    /// another change of the query.
    ///
    /// The matching items replace the shown ones through the diff (animated); an empty query shows every
    /// item again, selected ones still selected. While a query filters them, `items` are the matching
    /// items; mutations (`appendItem(_:)`, `removeItem(at:)`, …) change them and, by identifier, the full
    /// list too (an inserted item follows the shown item before it), and assigning `items` replaces the
    /// full list and filters it again at once. The pause is measured with `Task.sleep(nanoseconds:)`; a
    /// negative delay does not pause. From iOS 16, `searchable(delay:clock:matches:)` takes the time from
    /// a `Clock` instead, which a test can move on by hand.
    @discardableResult
    public func searchable(delay: TimeInterval = 0.4, matches: @escaping (_ item: Item, _ query: String) -> Bool)
        -> Self
    {
        searchable(wait: ListSearch<Item>.waiting(delay), matches: matches)
    }

    /// Filters the items by `query` with `matches`, once `delay` (default 0.4 s) passed on `clock`
    /// without another change of the query.
    ///
    /// Behaves as `searchable(delay:matches:)`, with the time taken from `clock`: a test passes a clock it
    /// moves on by hand.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @discardableResult
    public func searchable<C: Clock<Duration>>(
        delay: Duration = .milliseconds(400), clock: C = ContinuousClock(),
        matches: @escaping (_ item: Item, _ query: String) -> Bool
    ) -> Self {
        searchable(wait: ListSearch<Item>.waiting(delay, on: clock), matches: matches)
    }

    /// Searches with an `async` function once `delay` seconds (default 0.4) passed without another change
    /// of the query; results of a query that changed since are dropped, and so is a search that threw.
    ///
    /// The results replace the shown items through the diff (animated); an empty query shows every item
    /// again without searching, selected ones still selected. While results show, mutations change them
    /// and, by identifier, the full list too; assigning `items` replaces the full list and runs the search
    /// again at once (the results of the earlier run are dropped). The pause is measured with
    /// `Task.sleep(nanoseconds:)`; a negative delay does not pause. From iOS 16,
    /// `searchable(delay:clock:search:)` takes the time from a `Clock` instead.
    @discardableResult
    public func searchable(
        delay: TimeInterval = 0.4, search: @escaping @MainActor (_ query: String) async throws -> [Item]
    ) -> Self {
        searchable(wait: ListSearch<Item>.waiting(delay), search: search)
    }

    /// Searches with an `async` function once `delay` (default 0.4 s) passed on `clock` without another
    /// change of the query.
    ///
    /// Behaves as `searchable(delay:search:)`, with the time taken from `clock`: a test passes a clock it
    /// moves on by hand.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
    @discardableResult
    public func searchable<C: Clock<Duration>>(
        delay: Duration = .milliseconds(400), clock: C = ContinuousClock(),
        search: @escaping @MainActor (_ query: String) async throws -> [Item]
    ) -> Self {
        searchable(wait: ListSearch<Item>.waiting(delay, on: clock), search: search)
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

    private func searchable(
        wait: @escaping () -> @Sendable () async throws -> Void, matches: @escaping (Item, String) -> Bool
    ) -> Self {
        let filter = { (query: String, all: [Item]) in all.filter { matches($0, query) } }
        searchState = ListSearch(wait: wait, filter: filter) { query, all in filter(query, all) }
        return self
    }

    private func searchable(
        wait: @escaping () -> @Sendable () async throws -> Void,
        search: @escaping @MainActor (String) async throws -> [Item]
    ) -> Self {
        searchState = ListSearch(wait: wait, filter: nil) { query, _ in try await search(query) }
        return self
    }

    private func setSearchQuery(_ query: String) {
        guard let search = searchState else {
            preconditionFailure("\(self) cannot search: call searchable(…) before setting searchQuery.")
        }
        guard query != search.query else { return }
        search.query = query
        search.generation += 1
        search.task?.cancel()
        search.task = nil
        guard !query.isEmpty else {
            if let all = search.allItems {
                search.allItems = nil
                showItems(all)
            }
            return
        }
        startSearch(search, wait: search.wait())
    }

    /// Runs the search for the current query, once `wait` returns; a newer query or run drops its results.
    private func startSearch(_ search: ListSearch<Item>, wait: (@Sendable () async throws -> Void)?) {
        let generation = search.generation
        let query = search.query
        search.task = Task { [weak self] in
            do {
                try await wait?()
                guard let self, let search = searchState, search.generation == generation else { return }
                let results = try await search.search(query, search.allItems ?? storage)
                guard search.generation == generation else { return }
                search.task = nil
                search.allItems = search.allItems ?? storage
                showItems(results)
            } catch {
                return
            }
        }
    }

    /// Filters the full list again after it was replaced: a predicate at once, an `async` search by
    /// running it again without the delay (a run on its way is dropped).
    func searchAgain() {
        guard let search = searchState, let all = search.allItems else { return }
        search.generation += 1
        search.task?.cancel()
        search.task = nil
        if let filter = search.filter {
            showItems(filter(search.query, all))
        } else {
            startSearch(search, wait: nil)
        }
    }
}
