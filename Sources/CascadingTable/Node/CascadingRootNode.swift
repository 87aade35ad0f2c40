/// The node a table view talks to: it routes every call by section to its children, one child per
/// section, and becomes the table's data source, delegate and prefetch data source when prepared.
///
/// Keep a strong reference to the root (a table view holds its data source and delegate weakly).
/// Intended to be subclassed.
///
///     let root = CascadingRootNode(children: [ProfileSection(), ReviewsSection()], tableView: tableView)
@MainActor
open class CascadingRootNode: CascadingNode {
    /// The grouped update being collected and whether changes are announced to the table.
    let liveUpdates = LiveUpdateState()

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

    /// Becomes the table's data source, delegate and prefetch data source, then prepares every child.
    ///
    /// Overrides must call `super`.
    open override func prepare(tableView: UITableView) {
        tableView.dataSource = self
        tableView.delegate = self
        tableView.prefetchDataSource = self
        super.prepare(tableView: tableView)
    }

    /// The child at the section's position; `nil` (reported to `routingDidMiss(_:)`) past either end.
    open override func child(forSection section: Int) -> CascadingNode? {
        child(at: section, missing: .section(section))
    }

    /// The child that owns the row's section; `nil` (reported to `routingDidMiss(_:)`) when none does
    /// or the index path does not have exactly two indexes.
    open override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        child(forRowAt: indexPath, byIndex: 0)
    }

    /// The number of sections: one per child.
    open override func numberOfSections(in tableView: UITableView) -> Int {
        childNodes.count
    }
}
