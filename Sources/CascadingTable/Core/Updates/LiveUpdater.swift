import CascadingDiff

/// Turns the tree's changes into what the attached table view shows: every change is recorded in the
/// root's transaction (`LiveUpdater+Recording`) and committed through one path to the one applier
/// (`apply`), reading where nodes sit from the placement mapping, so changes at any depth (inside
/// groups, under a section's own rows) reach the right rows.
@MainActor
struct LiveUpdater {
    let root: CascadingRootNode
    /// The table or collection view the root is attached to.
    let view: any AttachedView

    /// The part of the table a node covers.
    enum TableRegion: Equatable {
        case table
        case sections(Range<Int>)
        case rows(Range<Int>, section: Int)
    }

    /// Whether the routing hooks, asked from the root, reach `child` at its first coordinate: false
    /// for a router whose hooks place children elsewhere than their spans say.
    func routes(to child: CascadingNode, section: Int?) -> Bool {
        guard child.placementSpan > 0 else { return true }
        let first = child.firstCoordinate
        let reached = root.descendThroughHooks(stoppingAt: child) { node in
            section.map { node.child(forRowAt: IndexPath(row: first, section: $0)) } ?? node.child(forSection: first)
        }
        return reached === child
    }

    /// Whether the hooks of a node that owns `section` show its rows where its declaration says: as many
    /// rows as it declares (`declaredRows`), and its first shown child at that child's first row. False for
    /// a section drawing a summary row through `child(forRowAt:)` without `childrenOffset`, even before it
    /// has children.
    func routesAsDeclared(_ node: CascadingNode, section: Int, declaredRows: Int) -> Bool {
        guard view.rowCount(reportedBy: root, inSection: section) == declaredRows else { return false }
        return node.childNodes.first(where: { $0.placementSpan > 0 }).map { routes(to: $0, section: section) } ?? true
    }

    func reportRouting(of node: CascadingNode, section: Int) {
        root.tableUpdateDidRecover(from: CascadingInconsistency(routingOf: node, section: section))
    }

    /// Reloads what a router whose hooks place children elsewhere than their spans say shows (its
    /// section, or the table for a router of sections), and reports it.
    func reloadMisrouted(_ router: CascadingNode, section: Int?) {
        reload(section.map { .sections($0..<$0 + 1) } ?? .table)
        reportRouting(of: router, section: section ?? 0)
    }

    /// Reloads a part of the table.
    func reload(_ region: TableRegion) {
        switch region {
        case .table: view.reloadData()
        case .sections(let sections):
            apply(
                BatchUpdateStage(sectionReloads: Array(sections), rowCountsAfter: []), animation: .automatic,
                completion: nil
            ) {}
        case .rows(let rows, let section):
            apply(
                BatchUpdateStage(
                    rowReloads: rows.map { ElementPath(section: section, element: $0) }, rowCountsAfter: []),
                animation: .automatic,
                completion: nil
            ) {}
        }
    }

    /// The part of the table a node covers: the root the whole table; a node the placement mapping
    /// places, its sections or rows; a deeper node, what its nearest placed ancestor covers. `nil` for
    /// a node that is not under the root.
    func region(of node: CascadingNode) -> TableRegion? {
        guard let placed = placedAncestor(of: node) else { return nil }
        guard placed !== root else { return .table }
        switch placed.spanPlacement {
        case .sections(let sections)?: return .sections(sections)
        case .rows(let rows, let section)?: return .rows(rows, section: section)
        case nil: return nil
        }
    }

    /// The node itself when the placement mapping places it (every node between it and the root places
    /// its children), else its nearest ancestor that is; `nil` for a node that is not under the root.
    func placedAncestor(of node: CascadingNode) -> CascadingNode? {
        var chain: [CascadingNode] = []
        var current = node
        while current !== root {
            guard let parent = current.parent else { return nil }
            chain.append(current)
            current = parent
        }
        var placed: CascadingNode = root
        for ancestor in chain.reversed() {
            guard ancestor.parent?.placement.kind != nil else { break }
            placed = ancestor
        }
        return placed
    }

    /// The section of a region inside one section.
    func section(of region: TableRegion) -> Int? {
        switch region {
        case .sections(let sections) where sections.count == 1: sections.lowerBound
        case .rows(_, let section): section
        default: nil
        }
    }

    /// The rows a node shows: its own rows, every row of its sections, or every row of the table.
    func rowsShowing(_ node: CascadingNode) -> [IndexPath] {
        let sections: Range<Int>
        switch region(of: node) {
        case .rows(let rows, let section)?: return rows.map { IndexPath(row: $0, section: section) }
        case .sections(let range)?: sections = range
        case .table?: sections = 0..<view.numberOfSections
        case nil: return []
        }
        return sections.flatMap { section in
            (0..<view.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }
    }

    /// Runs `body` without announcing the tree changes it makes.
    func silently(_ body: () -> Void) {
        root.liveUpdates.silence += 1
        defer { root.liveUpdates.silence -= 1 }
        body()
    }
}

extension CascadingNode {
    /// The coordinates this node covers among its parent's (sections, or rows of its section).
    var coordinates: Range<Int> {
        let first = firstCoordinate
        return first..<first + placementSpan
    }

}
