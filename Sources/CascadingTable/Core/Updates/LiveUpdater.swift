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

    func reportRouting(of node: CascadingNode, section: Int) {
        root.tableUpdateDidRecover(from: CascadingInconsistency(routingOf: node, section: section))
    }

    /// Reloads the whole view, its selection dropped first: a table's `reloadData()` drops it, and a
    /// collection view's keeps the selected index paths that still exist, which may show other nodes'
    /// rows now. The update selects its nodes' rows again where they show (`restoreSelection(of:)`).
    func reloadEverything() {
        for row in view.selectedRows { view.deselectRow(row, animated: false) }
        view.reloadData()
    }

    /// Reloads a part of the table.
    func reload(_ region: TableRegion) {
        switch region {
        case .table: reloadEverything()
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
