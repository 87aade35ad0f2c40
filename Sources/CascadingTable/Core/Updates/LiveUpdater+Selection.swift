// What UIKit forgets: a row it reloads loses its selection (UIKit deselects reloaded rows), and so does
// a row deleted and inserted elsewhere. A transaction notes which nodes answer the selected rows before
// its changes are made, and the commit selects their rows again where they show after it.
extension LiveUpdater {
    /// A selected row and the node that answers it.
    struct SelectedRow {
        let indexPath: IndexPath
        let node: CascadingNode
    }

    /// The selected rows whose nodes show one row each, with those nodes, read before a transaction's
    /// changes are made; nodes that keep their
    /// selection themselves (a list section's items, `TableStateKeeper`) are left to them.
    /// - Complexity: O(selected rows × depth).
    func selectedRowNodes() -> [SelectedRow] {
        let selected = view.selectedRows
        guard !selected.isEmpty else { return [] }
        return selected.compactMap { indexPath in
            guard let node = answeringNode(ofRow: indexPath), !(node is any TableStateKeeper),
                !(node is any ItemRowsNode)
            else { return nil }
            return SelectedRow(indexPath: indexPath, node: node)
        }
    }

    /// Selects again the rows of `rows`' nodes that the update left unselected (reloaded, or deleted and
    /// inserted elsewhere), where those nodes show them now.
    func restoreSelection(of rows: [SelectedRow]) {
        guard !rows.isEmpty else { return }
        let selected = Set(view.selectedRows)
        for row in rows {
            guard case .rows(let range, let section)? = row.node.tablePlacement, range.count == 1 else { continue }
            let shown = IndexPath(row: range.lowerBound, section: section)
            // A placement the routing hooks do not confirm (a node they no longer reach) is not selected.
            guard !selected.contains(shown), answeringNode(ofRow: shown) === row.node else { continue }
            view.selectRow(shown)
        }
    }

    /// The node the routing hooks, asked from the root, hand a row to; `nil` for the root's own rows.
    private func answeringNode(ofRow indexPath: IndexPath) -> CascadingNode? {
        let node = root.descendThroughHooks { $0.child(forRowAt: indexPath) }
        return node === root ? nil : node
    }
}
