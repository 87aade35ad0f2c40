// Loading, empty and error rows: one row after the items that says what the section is doing, switched
// in the same batch as the items it accompanies.
extension ListSection {
    /// The reuse identifier of the loading, empty and error rows' cells.
    public static var statusReuseIdentifier: String { "CascadingTable.ListSection.status" }

    /// Whether the section is loading or its last load failed; default `.idle`.
    ///
    /// Assigning animates the switch in an attached table (inside `performUpdates`, as part of the
    /// grouped update, with any item changes): the loading row or the error row after the items, or,
    /// when idle with no items, the empty-state row. A row of the same kind stays; no stale row is left.
    public var loadState: ListLoadState {
        get { currentLoadState }
        set { setLoadState(newValue, animated: true) }
    }

    /// Sets `loadState`, animating the switch of the status row or (with `animated: false`) without
    /// animation.
    public func setLoadState(_ state: ListLoadState, animated: Bool) {
        let policy = updatePolicy
        if !animated, case .animated = policy { updatePolicy = .animated(.none) }
        changeStatus(to: status(forItemCount: storage.count, loadState: state)) { currentLoadState = state }
        updatePolicy = policy
    }

    /// Sets the loading row's text; default "Loading…".
    @discardableResult
    public func loadingText(_ text: String) -> Self {
        modified(\.statusRows.loadingText, text)
    }

    /// Replaces the loading row's activity indicator by the view `make` returns (made once, shown as the
    /// row's accessory view); `willShow` runs when the row is about to be shown, `didHide` after it hid,
    /// so that the view can start and stop its animation.
    @discardableResult
    public func loadingIndicator(
        _ make: @escaping () -> UIView, willShow: @escaping (UIView) -> Void = { _ in },
        didHide: @escaping (UIView) -> Void = { _ in }
    ) -> Self {
        statusRows.makeLoadingIndicator = make
        statusRows.loadingWillShow = willShow
        statusRows.loadingDidHide = didHide
        statusRows.loadingIndicator = nil
        return self
    }

    /// Shows a row with `text` when the section has no items and is idle; default no row.
    @discardableResult
    public func emptyState(_ text: String) -> Self {
        emptyState { cell in cell.textLabel?.text = text }
    }

    /// Shows a row configured by `configure` when the section has no items and is idle; default no row.
    @discardableResult
    public func emptyState(configure: @escaping (UITableViewCell) -> Void) -> Self {
        let new = status(forItemCount: storage.count, loadState: currentLoadState, hasEmptyRow: true)
        changeStatus(to: new) { statusRows.configureEmpty = configure }
        return self
    }

    /// Sets the error row's text for the error of a failed load; default "Couldn't load. Tap to retry.".
    @discardableResult
    public func errorText(_ text: @escaping (any Error) -> String) -> Self {
        modified(\.statusRows.errorText, text)
    }

    /// Calls `action` when the user taps the error row (to load again); default `loadNextPage()` for a
    /// paging section, else nothing.
    @discardableResult
    public func onRetry(_ action: @escaping () -> Void) -> Self {
        modified(\.statusRows.retry, action)
    }

    // MARK: Internal

    /// Makes a change that may switch the status row, and animates the switch in an attached table.
    func changeStatus(to new: ListStatus?, _ mutate: () -> Void) {
        let old = shownStatus
        announceItemChange(
            { ItemChanges(oldCount: storage.count, newCount: storage.count).withStatusRow(from: old, to: new) },
            beginGroupedChange: beginGroupedChange, mutate)
        if old == .loading && new != .loading { hideLoadingIndicator() }
    }

    /// The status row the section shows now, or `nil`.
    var shownStatus: ListStatus? {
        status(forItemCount: storage.count, loadState: currentLoadState)
    }

    /// 1 when a status row follows the items, else 0.
    var statusRowCount: Int { shownStatus == nil ? 0 : 1 }

    /// The status row shown with `count` items in `loadState`, with or without an empty-state row.
    func status(forItemCount count: Int, loadState: ListLoadState, hasEmptyRow: Bool? = nil) -> ListStatus? {
        switch loadState {
        case .loading: .loading
        case .failed: .failed
        case .idle: count == 0 && (hasEmptyRow ?? (statusRows.configureEmpty != nil)) ? .empty : nil
        }
    }

    /// The status row a table row shows, or `nil` when it shows an item or is not this section's.
    func status(at indexPath: IndexPath) -> ListStatus? {
        localRow(at: indexPath) == storage.count ? shownStatus : nil
    }

    /// The cell of a status row, dequeued and configured.
    func statusCell(_ status: ListStatus, at indexPath: IndexPath, in tableView: UITableView) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.statusReuseIdentifier, for: indexPath)
        cell.accessoryView = nil
        cell.selectionStyle = status == .failed ? .default : .none
        switch status {
        case .loading:
            cell.textLabel?.text = statusRows.loadingText
            cell.accessoryView = loadingIndicator
        case .empty:
            cell.textLabel?.text = nil
            statusRows.configureEmpty?(cell)
        case .failed:
            cell.textLabel?.text = currentLoadState.error.map(statusRows.errorText)
        }
        return cell
    }

    /// The view the loading row shows, made once.
    var loadingIndicator: UIView {
        if let view = statusRows.loadingIndicator { return view }
        let view = statusRows.makeLoadingIndicator()
        statusRows.loadingIndicator = view
        return view
    }

    /// Runs the loading row's show hook once per appearance.
    func statusRowWillDisplay(_ status: ListStatus, _ cell: UITableViewCell) {
        guard status == .loading, !statusRows.indicatorIsShown else { return }
        statusRows.indicatorIsShown = true
        statusRows.loadingWillShow(loadingIndicator)
    }

    /// Runs the loading row's hide hook when the cell that showed the indicator leaves the screen.
    func statusRowDidEndDisplaying(_ cell: UITableViewCell) {
        if let view = statusRows.loadingIndicator, cell.accessoryView === view { hideLoadingIndicator() }
    }

    /// Runs the hide hook when the show hook ran since the last hide.
    func hideLoadingIndicator() {
        guard statusRows.indicatorIsShown, let view = statusRows.loadingIndicator else { return }
        statusRows.indicatorIsShown = false
        statusRows.loadingDidHide(view)
    }

    /// A tap on the error row deselects it and retries.
    func statusRowSelected(at indexPath: IndexPath, in tableView: UITableView) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard shownStatus == .failed else { return }
        if let retry = statusRows.retry {
            retry()
        } else if pagingState != nil {
            loadNextPage()
        }
    }
}
