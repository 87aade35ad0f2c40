import CascadingDiff

/// Applies tree changes to the attached table view, reading where nodes sit from the placement
/// mapping, so changes at any depth (inside groups, under a section's own rows) reach the right rows.
@MainActor
struct LiveUpdater {
    let root: CascadingRootNode
    /// The table or collection view the root is attached to.
    let tableView: any AttachedView

    /// The part of the table a node covers.
    enum TableRegion: Equatable {
        case table
        case sections(Range<Int>)
        case rows(Range<Int>, section: Int)
    }

    // MARK: Single changes

    /// Runs one mutation of `node`'s children and applies it as its policy says.
    func applyChange(_ change: ChildrenChange, of node: CascadingNode, _ mutate: () -> Void) {
        guard root.liveUpdates.transaction == nil, let placed = placedAncestor(of: node), placed === node,
            let region = region(of: node)
        else {
            mutate()  // collected by the grouped update, deeper than the table's rows, or not shown
            return
        }
        guard let kind = node.placement.kind else {
            return applyUnplacedChange(of: node, region: region, mutate)
        }
        switch node.updatePolicy {
        case .none:
            mutate()
        case .reloadTable:
            mutate()
            tableView.reloadData()
        case .reloadSection:
            mutate()
            if kind == .rows, let section = section(of: region) {
                tableView.reloadSections(IndexSet(integer: section), with: .automatic)
            } else {
                tableView.reloadData()
            }
        case .animated(let animation):
            if case .replace = change, kind == .sections {
                return performGrouped(animation: animation, mutate, completion: nil)
            }
            applyAnimated(change, of: node, kind: kind, region: region, animation: animation, mutate)
        }
    }

    /// A change to the children of a node that routes them itself: its rows are reloaded, and a
    /// router placed where sections sit is reported, since the tree cannot know where its children go.
    private func applyUnplacedChange(of node: CascadingNode, region: TableRegion, _ mutate: () -> Void) {
        _ = tableView.numberOfSections
        mutate()
        reload(region)
        if case .sections(let sections) = region, !sections.isEmpty {
            reportRouting(of: node, section: sections.lowerBound)
        }
    }

    private func applyAnimated(
        _ change: ChildrenChange, of node: CascadingNode, kind: PlacementKind, region: TableRegion,
        animation: UITableView.RowAnimation, _ mutate: () -> Void
    ) {
        // The table must know the counts before the change: one that has not loaded yet would
        // otherwise load the changed tree and then apply the change a second time.
        _ = tableView.numberOfSections
        let section = kind == .rows ? self.section(of: region) : nil
        var batch = BatchUpdateStage(rowCountsAfter: [])
        var agrees = true
        var reconfigured: [IndexPath] = []
        func row(_ row: Int) -> ElementPath { ElementPath(section: section ?? 0, element: row) }
        func add(_ coordinates: Range<Int>, deleting: Bool) {
            if section != nil {
                let paths = coordinates.map(row)
                if deleting { batch.rowDeletes += paths } else { batch.rowInserts += paths }
            } else if deleting {
                batch.sectionDeletes += coordinates
            } else {
                batch.sectionInserts += coordinates
            }
        }
        switch change {
        case .insert(let position):
            mutate()
            let child = node.childNodes[position]
            agrees = routes(to: child, section: section)
            add(child.coordinates, deleting: false)
        case .remove(let position):
            let child = node.childNodes[position]
            agrees = routes(to: child, section: section)
            let coordinates = child.coordinates
            mutate()
            add(coordinates, deleting: true)
        case .move(let from, _):
            let child = node.childNodes[from]
            agrees = routes(to: child, section: section)
            let before = child.coordinates
            mutate()
            agrees = agrees && routes(to: child, section: section)
            for (source, destination) in zip(before, child.coordinates) {
                if section != nil {
                    batch.rowMoves.append(DiffMove(source: row(source), destination: row(destination)))
                } else {
                    batch.sectionMoves.append(DiffMove(source: source, destination: destination))
                }
            }
        case .replace:
            // Rows of one section: diffed by identity in O(old + new); sections go through `performGrouped`.
            guard let section else { return mutate() }
            // The tokens start with the node's own rows, so offsets count from where the node starts.
            let start = type(of: node).spansItsChildren ? node.firstCoordinate : 0
            let old = TreeSnapshot.rows(of: node)
            agrees =
                node.childNodes.first(where: { $0.placementSpan > 0 }).map { routes(to: $0, section: section) } ?? true
            mutate()
            agrees =
                agrees
                && (node.childNodes.first(where: { $0.placementSpan > 0 }).map { routes(to: $0, section: section) }
                    ?? true)
            let new = TreeSnapshot.rows(of: node)
            let diff = FlatDiff(old: old, new: new)
            func path(_ offset: Int) -> ElementPath { ElementPath(section: section, element: start + offset) }
            batch.rowDeletes = diff.deletes.map(path)
            batch.rowInserts = diff.inserts.map(path)
            batch.rowMoves = diff.moves.map { DiffMove(source: path($0.source), destination: path($0.destination)) }
            reconfigured =
                ContentPairing(
                    old: old, new: new.enumerated().map { ($0.element, path($0.offset).indexPath) }, root: root
                )
                .reconfigured
        }
        guard agrees else {
            reload(section.map { .sections($0..<$0 + 1) } ?? .table)
            return reportRouting(of: node, section: section ?? 0)
        }
        apply(batch, animation: animation, completion: nil) {}
        if !reconfigured.isEmpty { tableView.reconfigureRows(at: reconfigured) }
    }

    /// Whether the routing hooks, asked from the root, reach `child` at its first coordinate: false
    /// for a router whose hooks place children elsewhere than their spans say.
    func routes(to child: CascadingNode, section: Int?) -> Bool {
        guard child.placementSpan > 0 else { return true }
        let first = child.firstCoordinate
        var node: CascadingNode = root
        for _ in 0..<64 {
            let next =
                section.map { node.child(forRowAt: IndexPath(row: first, section: $0)) }
                ?? node.child(forSection: first)
            guard let next else { return false }
            if next === child { return true }
            node = next
        }
        return false
    }

    /// Whether the hooks of a node that owns `section` show its rows where its declaration says: as many
    /// rows as it declares (`declaredRows`), and its first shown child at that child's first row. False for
    /// a section drawing a summary row through `child(forRowAt:)` without `childrenOffset`, even before it
    /// has children.
    func routesAsDeclared(_ node: CascadingNode, section: Int, declaredRows: Int) -> Bool {
        guard tableView.rowCount(reportedBy: root, inSection: section) == declaredRows else { return false }
        return node.childNodes.first(where: { $0.placementSpan > 0 }).map { routes(to: $0, section: section) } ?? true
    }

    func reportRouting(of node: CascadingNode, section: Int) {
        root.tableUpdateDidRecover(from: CascadingInconsistency(routingOf: node, section: section))
    }

    // MARK: Content changes

    /// Reloads or reconfigures what a node shows.
    func contentDidChange(of node: CascadingNode, reconfiguring: Bool) {
        if let transaction = root.liveUpdates.transaction {
            if reconfiguring {
                transaction.reconfigured.append(node)
            } else {
                transaction.changed.insert(ObjectIdentifier(node))
                node.refreshSpanInParent()
            }
            return
        }
        if case .rows(_, let section)? = region(of: node), let placed = placedAncestor(of: node),
            !routes(to: placed, section: section)
        {
            // A router's hooks show the node elsewhere than its span says: its section is reloaded.
            node.refreshSpanInParent()
            reload(.sections(section..<section + 1))
            if let owner = root.sectionOwner(at: section) { reportRouting(of: owner, section: section) }
            return
        }
        if reconfiguring {
            let rows = rowsShowing(node)
            if !rows.isEmpty { tableView.reconfigureRows(at: rows) }
            return
        }
        guard let before = region(of: node) else { return }
        node.refreshSpanInParent()
        guard case .rows(let old, let section) = before, case .rows(let new, _)? = region(of: node), old != new else {
            return reload(before)
        }
        // A model-backed node whose row count changed: reload the rows it keeps, insert or delete the rest.
        let kept = old.lowerBound..<old.lowerBound + min(old.count, new.count)
        func path(_ row: Int) -> ElementPath { ElementPath(section: section, element: row) }
        let batch = BatchUpdateStage(
            rowDeletes: (kept.upperBound..<old.upperBound).map(path),
            rowInserts: (kept.upperBound..<new.upperBound).map(path), rowReloads: kept.map(path), rowCountsAfter: [])
        apply(batch, animation: .automatic, completion: nil) {}
    }

    /// Reloads a part of the table.
    func reload(_ region: TableRegion) {
        switch region {
        case .table: tableView.reloadData()
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
        switch placed.tablePlacement {
        case .sections(let sections)?: return .sections(sections)
        case .rows(let rows, let section)?: return .rows(rows, section: section)
        case nil: return nil
        }
    }

    /// The node itself when the placement mapping places it (every node between it and the root places
    /// its children), else its nearest ancestor that is; `nil` for a node that is not under the root.
    private func placedAncestor(of node: CascadingNode) -> CascadingNode? {
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
    private func section(of region: TableRegion) -> Int? {
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
        case .table?: sections = 0..<tableView.numberOfSections
        case nil: return []
        }
        return sections.flatMap { section in
            (0..<tableView.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
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
