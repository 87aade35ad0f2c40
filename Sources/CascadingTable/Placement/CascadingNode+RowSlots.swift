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
        revalidatePlacement()
        guard local >= 0, local <= placement.total else { return false }
        guard local < placement.total, let child = placedChild(atLocal: local) else {
            appendChild(row)
            return true
        }
        if local == child.placementStart {
            insertChild(row, at: child.index)
            return true
        }
        guard type(of: child).spansItsChildren else { return false }
        let inner = local - child.placementStart - child.childrenOffset
        return inner >= 0 && child.insertRowNode(row, atLocal: inner)
    }
}
