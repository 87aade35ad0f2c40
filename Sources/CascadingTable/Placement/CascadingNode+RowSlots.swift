// Finding the row node behind a row, and the place a row node must take to land on a row: what a
// user reorder needs to keep the tree matching the table when rows sit inside groups.
extension CascadingNode {
    /// The child that shows the row at `local` (a coordinate among this node's children) as one of
    /// several rows of its own, such as a list section placed among rows, found through the groups in
    /// between; `nil` when a single-row node, a group's own row, or nothing shows it.
    func rowRun(atLocal local: Int) -> CascadingNode? {
        revalidatePlacement()
        guard let child = placedChild(atLocal: local) else { return nil }
        if type(of: child).spansItsChildren {
            return child.rowRun(atLocal: local - child.placementStart - child.childrenOffset)
        }
        return child.placementSpan > 1 ? child : nil
    }

    /// Removes and returns the row node that alone shows the row at `local` (a coordinate among this
    /// node's children), descending into groups; `nil` when that row is shown by a group itself or by
    /// a child spanning several rows.
    func removeRowNode(atLocal local: Int) -> CascadingNode? {
        revalidatePlacement()
        guard let child = placedChild(atLocal: local) else { return nil }
        if type(of: child).spansItsChildren {
            return child.removeRowNode(atLocal: local - child.placementStart - child.childrenOffset)
        }
        guard child.placementSpan == 1 else { return nil }
        return removeChild(at: child.index)
    }

    /// Inserts `row` so that it shows the row at `local`: before the child that starts there (at this
    /// level, not inside a group that starts there), inside a group that spans it, or at the end.
    /// Returns `false`, inserting nothing, when `local` falls inside a child that spans several rows
    /// itself or inside the rows a group shows itself.
    func insertRowNode(_ row: CascadingNode, atLocal local: Int) -> Bool {
        guard let (parent, position) = rowNodeSlot(atLocal: local) else { return false }
        parent.insertChild(row, at: position)
        return true
    }

    /// Where a row node must be inserted to show the row at `local`, as `insertRowNode(_:atLocal:)`
    /// inserts it: the node that takes it and the position among its children; `nil` where no row node
    /// can go.
    func rowNodeSlot(atLocal local: Int) -> (parent: CascadingNode, position: Int)? {
        revalidatePlacement()
        guard local >= 0, local <= placement.total else { return nil }
        guard local < placement.total, let child = placedChild(atLocal: local) else { return (self, childNodes.count) }
        if local == child.placementStart { return (self, child.index) }
        guard type(of: child).spansItsChildren else { return nil }
        let inner = local - child.placementStart - child.childrenOffset
        return inner >= 0 ? child.rowNodeSlot(atLocal: inner) : nil
    }
}
