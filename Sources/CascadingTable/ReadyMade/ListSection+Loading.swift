// Loading, empty and error rows: one row after the items that says what the section is doing, the
// section's status row (`statusRow`) switched in the same update as the items it accompanies. The loading
// row is the core's, shown by `setLoading(_:style:animated:)`; the empty and error rows are made by
// `makeStatusRow()` (`ListStatusRowNode`).
extension ListSection {
    /// The reuse identifier of the empty-state and error rows' cells.
    public static var statusReuseIdentifier: String { "CascadingTable.ListSection.status" }

    /// Whether the section is loading or its last load failed; default `.idle`.
    ///
    /// Assigning animates the switch in an attached table (inside `performUpdates`, as part of the
    /// grouped update, with any item changes): the loading row or the error row after the items, or,
    /// when idle with no items, the empty-state row. A row of the same kind stays; no stale row is left.
    ///
    /// `.loading` is the section's loading row: `setLoading(true, style: .row)`, which moves a loading
    /// header or footer to the row, and `setLoading(false)` from the row, read the same state.
    public var loadState: ListLoadState {
        get { loadingStyle == .row ? .loading : currentLoadState }
        set { setLoadState(newValue, animated: true) }
    }

    /// Sets `loadState`, animating the switch of the status row or (with `animated: false`) without
    /// animation.
    public func setLoadState(_ state: ListLoadState, animated: Bool) {
        if case .loading = state {
            currentLoadState = .idle
            return setLoading(true, style: .row, animated: animated)
        }
        if loadingStyle == .row {
            currentLoadState = state
            return setLoading(false, animated: animated)
        }
        changeStatus(animated: animated) { currentLoadState = state }
    }

    /// Shows a row with `text` when the section has no items and is idle, in a table and in a
    /// collection-view list; default no row.
    @discardableResult
    public func emptyState(_ text: String) -> Self {
        emptyState(content: { content in content.text = text })
    }

    /// Shows a row whose list content `adjust` fills when the section has no items and is idle, in a
    /// table and in a collection-view list; default no row.
    @discardableResult
    public func emptyState(content adjust: @escaping (inout UIListContentConfiguration) -> Void) -> Self {
        changeEmptyRow { $0.emptyContent = adjust }
    }

    /// Shows a row whose table cell `configure` configures when the section has no items and is idle;
    /// default no row. Table-only: in a collection view use `emptyState(content:)`.
    @discardableResult
    public func emptyState(configure: @escaping (UITableViewCell) -> Void) -> Self {
        changeEmptyRow { $0.configureEmpty = configure }
    }

    /// Shows `view`, filling the row's content view, when the section has no items and is idle, in a
    /// table and in a collection-view list; default no row.
    ///
    /// The view is added to the empty-state row's cell each time the row is shown and taken out of a
    /// cell that is reused for another row (of this section or another), so one view serves every
    /// appearance.
    @discardableResult
    public func emptyState(view: UIView) -> Self {
        changeEmptyRow { $0.emptyView = view }
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

    /// Replaces the empty-state row's look with the one `set` gives, showing (or reconfiguring) the row.
    private func changeEmptyRow(_ set: (inout ListStatusRows) -> Void) -> Self {
        changeStatus(reconfiguringAKeptRow: true) {
            statusRows.emptyView?.removeFromSuperview()
            statusRows.configureEmpty = nil
            statusRows.emptyContent = nil
            statusRows.emptyView = nil
            set(&statusRows)
        }
        return self
    }

    /// Makes a change that may switch the status row, and switches it in an attached table (animated, or
    /// not); a status row that stays is reconfigured when `reconfiguringAKeptRow` says its look changed.
    func changeStatus(animated: Bool = true, reconfiguringAKeptRow: Bool = false, _ mutate: () -> Void) {
        let old = statusShown
        mutate()
        if old != wantedStatus {
            updateStatusRow(animated: animated)
        } else if reconfiguringAKeptRow, old != nil {
            statusRow?.reconfigureContent()
        }
    }

    /// The empty-state or error row shown now after the items; `nil` for none and while loading.
    var statusShown: ListStatus? {
        (statusRow as? ListStatusRowNode)?.status
    }

    /// The empty-state or error row the section is to show with its items and load state (`statusShown` is
    /// the one it shows now); `nil` for none and while loading (the loading row is the status row then).
    var wantedStatus: ListStatus? {
        status(forItemCount: storage.count, loadState: loadState)
    }

    /// The empty-state or error row shown with `count` items in `loadState`.
    func status(forItemCount count: Int, loadState: ListLoadState) -> ListStatus? {
        switch loadState {
        case .loading: nil
        case .failed: .failed
        case .idle: count == 0 && statusRows.hasEmptyRow ? .empty : nil
        }
    }

    /// The table cell of a status row, dequeued and configured.
    func statusCell(_ status: ListStatus, at indexPath: IndexPath, in tableView: UITableView) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.statusReuseIdentifier, for: indexPath)
        cell.selectionStyle = status == .failed ? .default : .none
        releaseStatusViews(from: cell, contentView: cell.contentView)
        if status == .empty, let configure = statusRows.configureEmpty {
            cell.contentConfiguration = nil
            cell.accessoryType = .none
            cell.accessoryView = nil
            cell.textLabel?.text = nil
            cell.imageView?.image = nil
            configure(cell)
        } else {
            statusContent(status, base: cell.defaultContentConfiguration()).apply(to: cell)
        }
        showStatusViews(status, in: cell, contentView: cell.contentView)
        return cell
    }

    /// The list cell of a status row in a collection view, dequeued and configured. An empty-state row
    /// that only configures table cells stops with a message naming `emptyState(content:)`.
    func statusCell(_ status: ListStatus, at indexPath: IndexPath, in collectionView: UICollectionView)
        -> UICollectionViewCell
    {
        if status == .empty, statusRows.configureEmpty != nil {
            preconditionFailure(
                "\(self) configures its empty-state row with a UITableViewCell closure (emptyState(configure:)), which a collection view cannot show. Use emptyState(_:) with a text, emptyState(content:) or emptyState(view:), which show in a table and a collection-view list alike."
            )
        }
        let cell = ListCellContent.dequeueListCell(
            from: collectionView, for: indexPath, reuseIdentifier: Self.statusReuseIdentifier,
            cellClass: ListStatusListCell.self)
        releaseStatusViews(from: cell, contentView: cell.contentView)
        let shown = statusContent(status, base: .cell())
        cell.contentConfiguration = shown.content
        cell.accessories = shown.accessories
        showStatusViews(status, in: cell, contentView: cell.contentView)
        return cell
    }

    /// What a status row shows: the error's text, or the empty state's content.
    private func statusContent(_ status: ListStatus, base: UIListContentConfiguration) -> ListCellContent {
        var shown = ListCellContent(content: base)
        switch status {
        case .empty:
            statusRows.emptyContent?(&shown.content)
        case .failed:
            shown.content.text = currentLoadState.error.map(statusRows.errorText)
        }
        return shown
    }

    /// Takes the empty-state view out of a reused status cell, whichever section's it is.
    private func releaseStatusViews(from cell: UIView, contentView: UIView) {
        let shown = (cell as? any ListStatusCell)?.shownEmptyView ?? statusRows.emptyView
        if let view = shown, view.superview === contentView { view.removeFromSuperview() }
    }

    /// Puts the empty-state view into the cell's content view.
    private func showStatusViews(_ status: ListStatus, in cell: UIView, contentView: UIView) {
        guard status == .empty, let view = statusRows.emptyView else { return }
        view.removeFromSuperview()
        view.frame = CGRect(origin: .zero, size: contentView.bounds.size)
        contentView.addSubview(view)
        (cell as? any ListStatusCell)?.shownEmptyView = view
    }

    /// A tap on the error row deselects it and retries.
    func statusRowSelected(at indexPath: IndexPath, in view: AttachedListView) {
        view.deselectRow(at: indexPath, animated: true)
        guard wantedStatus == .failed else { return }
        if let retry = statusRows.retry {
            retry()
        } else if pagingState != nil {
            loadNextPage()
        }
    }
}

extension ListSection: ListStatusRowOwner {}

extension ListSection {
    /// Whether the loading row after the items shows (`loadState` is `.loading`).
    @available(*, deprecated, renamed: "loadState.isLoading")
    public var showsOwnLoadingRow: Bool { loadState.isLoading }

    /// Switches `loadState` between `.loading` and `.idle`.
    @available(*, deprecated, message: "set loadState to .loading or .idle")
    public func setOwnLoadingRow(_ isShown: Bool) {
        setLoadState(isShown ? .loading : .idle, animated: true)
    }
}
