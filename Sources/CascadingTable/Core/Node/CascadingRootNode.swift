/// The node a table view talks to: it routes every call by section to its children (one section per
/// child, the sum of its children for a `CascadingGroupNode`), and becomes the table's data source, delegate, prefetch data source, drag delegate and drop delegate when prepared.
///
/// Keep a strong reference to the root (a table view holds its data source and delegate weakly).
/// Intended to be subclassed.
///
///     let root = CascadingRootNode(children: [ProfileSection(), ReviewsSection()], tableView: tableView)
@MainActor
open class CascadingRootNode: CascadingNode {
    /// The grouped update being collected and whether changes are announced to the table.
    let liveUpdates = LiveUpdateState()

    /// The nodes behind what the table displays, for `didBecomeVisible()` and `didEndBeingVisible()`.
    let visibility = VisibilityTracker()

    /// The collection view this root was prepared for, if any (see `CascadingRootNode+CollectionView.swift`).
    weak var attachedCollectionView: UICollectionView?

    /// Where this tree's sections and rows sit past its groups, and the stage the view is shown while
    /// an update takes several batches (see `PlacementIndex`).
    let placementIndex = PlacementIndex()

    /// Creates a root and, when a table view is given, prepares itself for it.
    ///
    /// - Parameters:
    ///   - index: The node's position, should the root itself ever be placed under another node.
    ///   - children: The section nodes, one per section.
    ///   - tableView: A table view to attach to right away, or `nil` to call `prepare(tableView:)` later.
    public init(index: Int = 0, children: [CascadingNode] = [], tableView: UITableView? = nil) {
        super.init(index: index, children: children)
        if let tableView {
            prepare(tableView: tableView)
        }
    }

    /// Becomes the table's data source, delegate, prefetch data source, drag delegate and drop
    /// delegate, then prepares every child. `dragInteractionEnabled` is left as it is.
    ///
    /// Overrides must call `super`.
    open override func prepare(tableView: UITableView) {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        tableView.dragDelegate = self
        tableView.dropDelegate = self
        super.prepare(tableView: tableView)
        showTableLoadingView()
    }

    /// The child whose sections contain `section`; `nil` for the sections the root shows itself
    /// (`childrenOffset`), and `nil` reported to `routingDidMiss(_:)` past either end.
    open override func child(forSection section: Int) -> CascadingNode? {
        if let presentation = placementIndex.stage {
            return presentation.child(of: self, forSection: section)
        }
        return child(atCoordinate: section, start: 0, missing: .section(section))
    }

    /// The child that owns the row's section; `nil` for the root's own sections, and `nil` reported
    /// to `routingDidMiss(_:)` when none does or the index path does not have exactly two indexes.
    open override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        if let presentation = placementIndex.stage { return presentation.owner(ofRow: indexPath) }
        return child(forRowAt: indexPath, byIndex: 0, start: 0)
    }

    /// The number of sections: `childrenOffset` plus the sections the children span (one per child
    /// that is not a group).
    ///
    /// While an update that takes several batches is between two of them, the counts, and the nodes
    /// that own sections and rows, are those of the batch the table is applying.
    open override func numberOfSections(in tableView: UITableView) -> Int {
        if let presentation = placementIndex.stage { return presentation.numberOfSections }
        return ownAndChildrenCount
    }

    /// The number of rows in a section, asked of the child that owns it. Overrides must call `super`.
    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        if let rows = placementIndex.stage?.numberOfRows(inSection: section) { return rows }
        return super.tableView(tableView, numberOfRowsInSection: section)
    }

    // MARK: Display, for visibility

    /// Shows the selection of the nodes that keep a selection model and joined the table since it last
    /// displayed a row (`SelectionModelNode`), forwards the call, then tells the nodes that own the row
    /// that they are visible. Overrides must call `super`.
    open override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        showSelectionModelsAwaitingView()
        super.tableView(tableView, willDisplay: cell, forRowAt: indexPath)
        visibility.willDisplay(cell, routedThrough: route(forRowAt: indexPath))
    }

    /// Forwards the call, then tells the nodes that owned the row when it was displayed. Overrides
    /// must call `super`.
    open override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        super.tableView(tableView, didEndDisplaying: cell, forRowAt: indexPath)
        visibility.didEndDisplaying(cell)
    }

    /// Forwards the call, then tells the nodes that own the section that they are visible. Overrides
    /// must call `super`.
    open override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
    {
        super.tableView(tableView, willDisplayHeaderView: view, forSection: section)
        visibility.willDisplay(view, routedThrough: route(forSection: section))
    }

    /// Forwards the call, then tells the nodes that owned the section's header. Overrides must call `super`.
    open override func tableView(
        _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
    ) {
        super.tableView(tableView, didEndDisplayingHeaderView: view, forSection: section)
        visibility.didEndDisplaying(view)
    }

    /// Forwards the call, then tells the nodes that own the section that they are visible. Overrides
    /// must call `super`.
    open override func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)
    {
        super.tableView(tableView, willDisplayFooterView: view, forSection: section)
        visibility.willDisplay(view, routedThrough: route(forSection: section))
    }

    /// Forwards the call, then tells the nodes that owned the section's footer. Overrides must call `super`.
    open override func tableView(
        _ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int
    ) {
        super.tableView(tableView, didEndDisplayingFooterView: view, forSection: section)
        visibility.didEndDisplaying(view)
    }

    override class var initialChildPlacement: PlacementKind? { .sections }
}
