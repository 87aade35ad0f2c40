/// A run of list sections searched together: one query for all of them, the sections left without
/// matches hidden while it filters, and a callback when a search finished.
///
/// Each section searches its own items as `searchable(…)` set it up (its delay, clock and matching); the
/// group sets every section's `searchQuery` at once, waits for their searches, then hides the sections
/// that show no item and shows the others again, in one animated update. An empty query shows every
/// section at once.
///
///     let letters = ListSectionGroup(initials.map { initial in
///         ListSection(contacts(initial)) { cell, contact in cell.textLabel?.text = contact.name }
///             .header(initial)
///             .searchable { contact, query in contact.name.localizedCaseInsensitiveContains(query) }
///     })
///     letters.searchQuery = "an"
///
/// Place it where sections sit (under the root or a section-level group), and change its sections
/// through `sections` (its `children` are the shown ones). Intended to be subclassed; overrides should
/// call `super`.
@MainActor
open class ListSectionGroup<Item>: CascadingGroupNode {
    /// Every section of the group, shown or hidden, in order; default none.
    ///
    /// Assigning replaces them (a section added while a query filters starts searching it) and shows
    /// those the query leaves with items; inside `performUpdates` it joins the grouped update.
    public var sections: [ListSection<Item>] {
        didSet { search(reporting: false) }
    }

    /// The query every section searches for; default empty, which shows every section and item.
    ///
    /// Setting it sets the `searchQuery` of every section; when their searches finished, the sections
    /// without matches are hidden and `onSearchFinished(_:)` is called.
    /// - Precondition: every section is `searchable(…)`.
    public var searchQuery = "" {
        didSet {
            guard searchQuery != oldValue else { return }
            search(reporting: true)
        }
    }

    /// The search on its way (every section's search, then the update of the shown sections), to await
    /// its end; `nil` when none is.
    public private(set) var searchTask: Task<Void, Never>?

    /// Called with the query once its search finished and the table shows its results.
    private var didFinishSearch: ((String) -> Void)?

    /// Counts the searches started: a search whose count is no longer current does not finish.
    private var generation = 0

    /// Whether the search on its way ends with `onSearchFinished(_:)` (a change of the query started it).
    private var reportsFinish = false

    /// Creates a group of list sections, all of them shown.
    ///
    /// - Parameter sections: The sections, each `searchable(…)` before a query is set.
    public init(_ sections: [ListSection<Item>] = []) {
        self.sections = sections
        super.init(children: sections)
    }

    /// Calls `action` with the query once a search finished: the sections show their matches and the
    /// sections without any are hidden (for an empty query, once every section shows again).
    @discardableResult
    public func onSearchFinished(_ action: @escaping (_ query: String) -> Void) -> Self {
        didFinishSearch = action
        return self
    }

    // MARK: Internal

    /// Gives every section the query (a section that has it already goes on with its search), then
    /// waits for their searches to show the sections with matches; with `reporting`, `onSearchFinished(_:)`
    /// follows. A newer search drops this one.
    private func search(reporting: Bool) {
        // Sections assigned while a query's search runs: that search still ends with its report.
        reportsFinish = reporting || (searchTask != nil && reportsFinish)
        generation += 1
        searchTask?.cancel()
        searchTask = nil
        let query = searchQuery
        for section in sections where section.searchQuery != query { section.searchQuery = query }
        let searches = sections.compactMap(\.searchTask)
        guard !searches.isEmpty else { return finish(query) }
        let generation = generation
        searchTask = Task { [weak self] in
            for search in searches { await search.value }
            guard let self, self.generation == generation else { return }
            searchTask = nil
            finish(query)
        }
    }

    private func finish(_ query: String) {
        showSectionsWithItems()
        if reportsFinish {
            reportsFinish = false
            didFinishSearch?(query)
        }
    }

    /// Shows the sections with items (every section without a query), hiding the others.
    private func showSectionsWithItems() {
        let shown = searchQuery.isEmpty ? sections : sections.filter { !$0.items.isEmpty }
        guard !children.elementsEqual(shown, by: ===) else { return }
        children = shown
    }
}
