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

    /// Shows a row with `text` when the section has no items and is idle; default no row.
    @discardableResult
    public func emptyState(_ text: String) -> Self {
        emptyState { cell in cell.textLabel?.text = text }
    }

    /// Shows a row configured by `configure` when the section has no items and is idle; default no row.
    @discardableResult
    public func emptyState(configure: @escaping (UITableViewCell) -> Void) -> Self {
        let new = status(forItemCount: storage.count, loadState: currentLoadState, hasEmptyRow: true)
        changeStatus(to: new, reconfiguringAKeptRow: true) {
            statusRows.configureEmpty = configure
            statusRows.emptyView?.removeFromSuperview()
            statusRows.emptyView = nil
        }
        return self
    }

    /// Shows `view`, filling the row's content view, when the section has no items and is idle;
    /// default no row.
    ///
    /// The view is added to the empty-state row's cell each time the row is shown and taken out of a
    /// cell that is reused for another row, so one view serves every appearance.
    @discardableResult
    public func emptyState(view: UIView) -> Self {
        emptyState { cell in
            view.removeFromSuperview()
            view.frame = CGRect(origin: .zero, size: cell.contentView.bounds.size)
            cell.contentView.addSubview(view)
        }
        statusRows.emptyView = view
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

    /// Makes a change that may switch the status row, and animates the switch in an attached table; a
    /// status row that stays is reconfigured when `reconfiguringAKeptRow` says its look changed.
    func changeStatus(to new: ListStatus?, reconfiguringAKeptRow: Bool = false, _ mutate: () -> Void) {
        let old = shownStatus
        announceItemChange(
            {
                var changes = ItemChanges(oldCount: storage.count, newCount: storage.count)
                    .withStatusRow(from: old, to: new)
                if reconfiguringAKeptRow, old != nil, old == new { changes.reconfigured.append(storage.count) }
                return changes
            },
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
        if let view = statusRows.emptyView, view.superview === cell.contentView { view.removeFromSuperview() }
        cell.selectionStyle = status == .failed ? .default : .none
        switch status {
        case .loading:
            cell.textLabel?.text = loading.indicator.text
            cell.accessoryView = loading.view
        case .empty:
            cell.textLabel?.text = nil
            statusRows.configureEmpty?(cell)
        case .failed:
            cell.textLabel?.text = currentLoadState.error.map(statusRows.errorText)
        }
        return cell
    }

    /// Runs the loading row's show hook once per appearance.
    func statusRowWillDisplay(_ status: ListStatus, _ cell: UITableViewCell) {
        guard status == .loading else { return }
        loading.show()
    }

    /// Runs the loading row's hide hook when the cell that showed the indicator leaves the screen.
    func statusRowDidEndDisplaying(_ cell: UITableViewCell) {
        if let loading = loadingController, loading.isIndicator(cell.accessoryView) { loading.hide() }
    }

    /// Runs the hide hook when the show hook ran since the last hide.
    func hideLoadingIndicator() {
        loadingController?.hide()
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

extension ListSection: ShowsItsOwnLoadingRow {
    /// Whether the loading row after the items shows (`loadState` is `.loading`).
    var showsOwnLoadingRow: Bool { currentLoadState.isLoading }

    /// Switches `loadState` between `.loading` and `.idle`.
    func setOwnLoadingRow(_ isShown: Bool) {
        setLoadState(isShown ? .loading : .idle, animated: true)
    }
}
