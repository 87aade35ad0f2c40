// Loading indicators for any node: a row after its rows (or a section after its sections), or its
// section's header or footer, switched on and off through the tree's live updates.
extension CascadingNode {
    /// Whether the node shows its loading indicator.
    public var isLoading: Bool { loadingStyle != nil }

    /// Where the node shows its loading indicator, or `nil` while it is not loading. Default `nil`.
    public var loadingStyle: LoadingIndicatorStyle? {
        loadingController?.style
    }

    /// How the node's loading indicator looks and the hooks it runs; see `LoadingIndicator`.
    ///
    /// Set it before the indicator shows: a replaced configuration takes effect the next time the
    /// indicator is displayed (the view made for the old one gets its `didHide` if it was shown).
    public var loadingIndicator: LoadingIndicator {
        get { loadingController?.indicator ?? LoadingIndicator() }
        set { loading.indicator = newValue }
    }

    /// Shows or hides the node's loading indicator, animated as a batch update of the attached table.
    ///
    /// - `.row`: the node's status row (`statusRow`) is the loading row: a row after the node's rows (the
    ///   last child of a `CascadingSectionNode`, a group among rows or a `ListSection`, hidden from
    ///   `children` and kept last when children are added), or, for the root or a group among sections,
    ///   a section of one row after its sections. It replaces the status row shown before, which
    ///   `makeStatusRow()` gives back after (a `ListSection`'s empty-state or error row). Rows and
    ///   sections are inserted and deleted.
    /// - `.header` / `.footer`: the header or footer of the node's section (a group's first or last
    ///   section) is the indicator while loading, and the node's own comes back after; the section is
    ///   reloaded. For the root, the indicator is the table's `tableHeaderView` or `tableFooterView`,
    ///   and the view it replaced comes back after.
    ///
    /// Inside `performUpdates` the switch joins the grouped update. Turning loading on with another
    /// style moves the indicator; turning it on again with the same style, or off while not loading,
    /// does nothing. `style` is ignored when turning loading off.
    ///
    ///     feed.setLoading(true, style: .footer)
    ///     feed.setLoading(false, animated: false)
    ///
    /// - Parameters:
    ///   - isLoading: Whether the indicator shows.
    ///   - style: Where it shows. Default `.row`.
    ///   - animated: Whether the rows or sections animate. Default `true`.
    /// - Precondition: `.row` needs a node that places its children (a root, a `CascadingSectionNode`,
    ///   a group, an `ItemRowsNode` such as a `ListSection`); `.header` and `.footer` need a node that
    ///   stands for sections.
    public func setLoading(_ isLoading: Bool, style: LoadingIndicatorStyle = .row, animated: Bool = true) {
        let old = loadingStyle
        let new = isLoading ? style : nil
        guard old != new else { return }
        if let new { checkLoadingPlacement(new) }
        let controller = loading
        // The completion runs once the indicator has left the table: when this update is applied, or
        // the grouped update it joins; at once without a table.
        performUpdates(
            animation: animated ? .automatic : .none,
            completion: { [weak self] _ in
                if self?.isLoading != true { controller.hide() }
            }
        ) {
            if let old { removeLoadingIndicator(old, of: controller) }
            if let new { addLoadingIndicator(new, of: controller) }
        }
    }

    /// Sets the text shown next to the loading indicator, keeping its view; default "Loading…".
    ///
    /// Rows, headers and footers shown from now on show the new text.
    @discardableResult
    public func loadingText(_ text: String) -> Self {
        loading.setText(text)
        return self
    }

    /// Replaces the loading indicator view by the view `make` returns (made once); `willShow` runs
    /// when it is about to be shown, `didHide` after it hid, so that it can start and stop its animation.
    @discardableResult
    public func loadingIndicator(
        _ make: @escaping () -> UIView, willShow: @escaping (UIView) -> Void = { _ in },
        didHide: @escaping (UIView) -> Void = { _ in }
    ) -> Self {
        let text = loadingIndicator.text
        let height = loadingIndicator.height
        loading.indicator = LoadingIndicator(
            text: text, height: height, makeView: make, willShow: willShow, didHide: didHide)
        return self
    }

    // MARK: Indicators shown elsewhere

    /// The indicator view made from `loadingIndicator` (once per configuration): what a view of your
    /// own that shows the node's loading (a status row from `makeStatusRow()`, a custom cell) puts in
    /// place.
    public var loadingIndicatorView: UIView { loading.view }

    /// Runs the indicator's `willShow` hook, once per appearance: a view of your own that shows
    /// `loadingIndicatorView` calls it when it is about to be displayed.
    public func loadingIndicatorWillAppear() {
        loading.show()
    }

    /// Runs the indicator's `didHide` hook if `willShow` ran since the last hide: a view of your own
    /// that shows `loadingIndicatorView` calls it when it ended being displayed or left.
    public func loadingIndicatorDidDisappear() {
        loadingController?.hide()
    }

    // MARK: Internal

    /// The node's loading controller, made on first use.
    var loading: LoadingController {
        if let loadingController { return loadingController }
        let made = LoadingController()
        rareStateForWriting().loadingController = made
        return made
    }

    /// Traps with a message saying what to do when the node cannot show the indicator in `style`.
    private func checkLoadingPlacement(_ style: LoadingIndicatorStyle) {
        switch style {
        case .row:
            precondition(
                placesStatusRow,
                "\(self) answers its rows itself, so it cannot show a loading row: show it with style .header or .footer, or give the node's rows to a CascadingSectionNode."
            )
        case .header, .footer:
            precondition(
                parent?.placement.kind != .rows,
                "\(self) is a row inside a section, which has no header or footer of its own: call setLoading(_:style:animated:) on its section, or use style .row."
            )
        }
    }

    private func addLoadingIndicator(_ style: LoadingIndicatorStyle, of controller: LoadingController) {
        controller.style = style
        switch style {
        case .row:
            showStatusRow(LoadingRowNode(controller: controller))
        case .header, .footer:
            if let root = self as? CascadingRootNode { return root.showTableLoadingView() }
            controller.supplementNode =
                controller.supplementNode ?? LoadingSupplementNode(owner: self, controller: controller)
            reloadLoadingSection(style)
        }
    }

    private func removeLoadingIndicator(_ style: LoadingIndicatorStyle, of controller: LoadingController) {
        controller.style = nil
        switch style {
        case .row:
            showStatusRow(makeStatusRow())
        case .header, .footer:
            if let root = self as? CascadingRootNode { return root.hideTableLoadingView() }
            reloadLoadingSection(style)
        }
    }

    /// Reloads the section whose header (or footer, as `style` says) shows or showed the indicator.
    private func reloadLoadingSection(_ style: LoadingIndicatorStyle) {
        // A group's first (last) section: its own first section, or its first (last) child's, down to
        // the node that owns it.
        var owner: CascadingNode = self
        while type(of: owner).spansItsChildren,
            (style == .header ? owner.childrenOffset : owner.childrenTrailingOffset) == 0
        {
            let next =
                style == .header
                ? owner.childNodes.first { $0.placementSpan > 0 } : owner.childNodes.last { $0.placementSpan > 0 }
            guard let next else {
                if owner.childrenOffset > 0 || owner.childrenTrailingOffset > 0 { break }
                return
            }
            owner = next
        }
        owner.reloadContent()
    }

    /// What a parent calls for the header and footer calls addressed to `owner`
    /// (`boundaryCallReceiver(_:)`): the stand-in that shows `owner`'s loading indicator as its header or
    /// footer, else `owner` itself.
    func sectionCallee(_ owner: CascadingNode) -> CascadingNode {
        guard let controller = owner.loadingController, let supplement = controller.supplementNode,
            supplement !== self, controller.style != .row
        else { return owner }
        return supplement
    }
}

extension CascadingRootNode {
    /// Makes the indicator the table's header or footer view, keeping the view it replaces.
    func showTableLoadingView() {
        guard let controller = loadingController, let style = controller.style, style != .row, let tableView
        else { return }
        let edge = style == .header ? \UITableView.tableHeaderView : \.tableFooterView
        guard !controller.isSupplement(tableView[keyPath: edge]) else { return }
        let view = controller.tableSupplementView
        view.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: controller.indicator.height)
        controller.replacedTableView = tableView[keyPath: edge]
        tableView[keyPath: edge] = view
        controller.show()
    }

    /// Puts back the table's header or footer view the indicator replaced, and runs the hide hook.
    func hideTableLoadingView() {
        guard let controller = loadingController, let tableView else { return }
        let edges = [\UITableView.tableHeaderView, \.tableFooterView]
        if let shown = edges.first(where: { controller.isSupplement(tableView[keyPath: $0]) }) {
            tableView[keyPath: shown] = controller.replacedTableView
        }
        controller.replacedTableView = nil
        controller.hide()
    }
}

/// A node that showed a loading row of its own instead of the loading row `setLoading(_:style:animated:)`
/// adds. No longer asked: every node's loading row is its status row (`statusRow`).
@available(
    *, deprecated,
    message:
        "setLoading(_:style:animated:) now shows the loading row as the node's status row; override makeStatusRow() for the rows shown when not loading"
)
@MainActor
public protocol ShowsItsOwnLoadingRow: CascadingNode {
    /// Whether the node's own loading row shows.
    var showsOwnLoadingRow: Bool { get }
    /// Shows or hides the node's own loading row.
    func setOwnLoadingRow(_ isShown: Bool)
}
