// Pull to refresh: the table's (or collection view's) refresh control refreshes a paged list section
// and stops when the first page is shown.
extension ListSection {
    /// Refreshes the section when the user pulls the table down, with no code in the view controller.
    ///
    /// When the section is prepared for a table (or a collection view) it uses the view's
    /// `refreshControl`, or installs a new `UIRefreshControl` when the view has none. A pull calls `refresh()`: the first page is loaded
    /// again and replaces the items through the diff, and the control stops spinning when that page is
    /// shown, when its load failed (the error row shows) or when `cancelPageLoad()` drops it. While the
    /// control spins the section shows no loading row of its own. Several sections of one table may
    /// listen to the same control; the first whose refresh ends stops it.
    /// - Precondition: `paging(threshold:load:)` was called before.
    @discardableResult
    public func pullToRefresh() -> Self {
        guard let paging = pagingState else {
            preconditionFailure("\(self) has no page loader: call paging(threshold:load:) before pullToRefresh().")
        }
        paging.pullsToRefresh = true
        if let view = attachedRoot?.attachedListView?.scrollView { listenToRefreshControl(of: view) }
        return self
    }

    /// Adds the section's refresh action to the view's refresh control, creating the control when the
    /// view has none; a second call for the same control replaces the action.
    func listenToRefreshControl(of view: UIScrollView) {
        guard let paging = pagingState, paging.pullsToRefresh else { return }
        let control = view.refreshControl ?? UIRefreshControl()
        view.refreshControl = control
        let identifier = UIAction.Identifier("CascadingTable.ListSection.refresh.\(ObjectIdentifier(self))")
        paging.refreshControl?.removeAction(identifiedBy: identifier, for: .valueChanged)
        paging.refreshControl = control
        control.addAction(
            UIAction(identifier: identifier) { [weak self] _ in self?.refresh() }, for: .valueChanged)
    }
}
