// Finding the row node behind a row, and the place a row node must take to land on a row: what a
// user reorder needs to keep the tree matching the table when rows sit inside groups.
extension CascadingNode {
    /// The node under this section node that shows the row at `indexPath` as one of several rows of its
    /// own, such as a list section placed among rows, found through the groups in between; `nil` when a
    /// single-row node, a group's own row, or nothing shows it. A section routing rows through its own
    /// `child(forRowAt:)` (a summary row it draws itself) is read where its hooks send the row.
    func rowRun(at indexPath: IndexPath) -> CascadingNode? {
        guard classTraits.contains(.routesRowsByOwnHook) else {
            return rowHolder(atLocal: indexPath[1] - childrenOffset).flatMap { $0.placementSpan > 1 ? $0 : nil }
        }
        var node = descendThroughHooks { $0.child(forRowAt: indexPath) }
        guard node !== self else { return nil }
        // A run's own children (a list section's status row) belong to the run.
        while let parent = node.parent, parent !== self, !type(of: parent).spansItsChildren { node = parent }
        return node.parent != nil && !type(of: node).spansItsChildren && node.placementSpan > 1 ? node : nil
    }

    /// The row node that alone shows the row at `local` (a coordinate among this node's children),
    /// found through groups; `nil` when that row is shown by a group itself or by a child spanning
    /// several rows.
    func rowNode(atLocal local: Int) -> CascadingNode? {
        rowHolder(atLocal: local).flatMap { $0.placementSpan == 1 ? $0 : nil }
    }

    /// The child, found through the groups in between, that shows the row at `local` (a coordinate
    /// among this node's children), alone or as one of several rows of its own.
    private func rowHolder(atLocal local: Int) -> CascadingNode? {
        revalidatePlacement()
        guard let child = placedChild(atLocal: local) else { return nil }
        guard type(of: child).spansItsChildren else { return child }
        return child.rowHolder(atLocal: local - child.placementStart - child.childrenOffset)
    }

    /// The groups between this node and `row`, innermost first: the groups a dragged row comes from.
    func groups(around row: CascadingNode) -> [CascadingNode] {
        var groups: [CascadingNode] = []
        var node = row.parent
        while let group = node, group !== self {
            groups.append(group)
            node = group.parent
        }
        return groups
    }

    /// Inserts `row` so that it shows the row at `local`, at the place `rowNodeSlot(atLocal:home:)`
    /// finds. Returns `false`, inserting nothing, where no row node can go.
    func insertRowNode(_ row: CascadingNode, atLocal local: Int, home: [CascadingNode] = []) -> Bool {
        guard let (parent, position) = rowNodeSlot(atLocal: local, home: home), position <= parent.childCount else {
            return false
        }
        parent.insertChild(row, at: position)
        return true
    }

    /// Where a row node must be inserted to show the row at `local`: the node that takes it and the
    /// position among its children; `nil` where no row node can go (inside a child that spans several
    /// rows itself, or among the rows a group shows itself).
    ///
    /// A row landing between two children goes between them at this level, not into a group that ends
    /// or starts there, unless that group is one of `home`, the groups the row was dragged out of: a row
    /// dropped on the first or last place of its own group stays in it (also when it was the group's
    /// only row), and a row from outside a group lands beside it.
    func rowNodeSlot(atLocal local: Int, home: [CascadingNode] = []) -> (parent: CascadingNode, position: Int)? {
        revalidatePlacement()
        guard local >= 0, local <= placement.total else { return nil }
        if let group = home.first(where: { $0.parent === self }) {
            let first = group.placementStart + group.childrenOffset
            // A status row (a loading row) stays the group's last child, and the rows the group shows
            // itself after its children stay after them: its last place is before those.
            let last = first + group.placement.total - (group.childNodes.count - group.childCount)
            if first <= last, (first...last).contains(local),
                let slot = group.rowNodeSlot(atLocal: local - first, home: home)
            {
                return slot
            }
        }
        guard local < placement.total, let child = placedChild(atLocal: local) else { return (self, childNodes.count) }
        if local == child.placementStart { return (self, child.index) }
        guard type(of: child).spansItsChildren else { return nil }
        let inner = local - child.placementStart - child.childrenOffset
        return inner >= 0 ? child.rowNodeSlot(atLocal: inner, home: home) : nil
    }
}
