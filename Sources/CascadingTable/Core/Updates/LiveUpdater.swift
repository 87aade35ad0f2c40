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

    /// Reloads the whole view, its selection dropped first: a table's `reloadData()` drops it, and a
    /// collection view's keeps the selected index paths that still exist, which may show other nodes'
    /// rows now. The update selects its nodes' rows again where they show (`restoreSelection(of:)`).
    func reloadEverything() {
        for row in view.selectedRows { view.deselectRow(row, animated: false) }
        view.reloadData()
    }

    /// Reloads a part of the table.
    func reload(_ region: TableRegion) {
        let batch: BatchUpdateStage
        switch region {
        case .table: return reloadEverything()
        case .sections(let sections): batch = BatchUpdateStage(sectionReloads: Array(sections), rowCountsAfter: [])
        case .rows(let rows, let section):
            batch = BatchUpdateStage(
                rowReloads: rows.map { ElementPath(section: section, element: $0) }, rowCountsAfter: [])
        }
        apply(batch, animation: .automatic, completion: nil) {}
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
        var (placed, current) = (node, node)
        while current !== root {
            guard let parent = current.parent else { return nil }
            // A parent that does not place its children: the highest such one is the placed ancestor.
            if parent.placement.kind == nil { placed = parent }
            current = parent
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
