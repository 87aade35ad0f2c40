// What UIKit forgets: a row it reloads loses its selection (UIKit deselects reloaded rows), and so does
// a row deleted and inserted elsewhere. Before an update the tree notes, for every selected row, the
// node that answers it and which of that node's rows it is (an item's position, one of the rows a router
// shows itself); after the update it selects again, where that node shows that row now, each row the
// update left unselected: a leaf's row, a row of a node that shows several, an item of a model-backed
// node, a row a router shows itself. The rows of a node that keeps a selection model of its own
// (`SelectionModelNode`, a list section) are shown from that model once the update reached the view
// (`SelectionModelNode.swift`): only the model knows which of them it still selects.
extension LiveUpdater {
    /// A selected row, by the node that answers it and which of its rows it is.
    struct SelectedRow {
        /// Which of the node's rows.
        enum Position {
            /// The row at this position among the rows the node answers itself (an item's offset for a
            /// model-backed node), as `localIndex(of:)` counts them.
            case local(Int)
            /// One of the rows a router shows itself among a section's rows (`ownRow(at:)`).
            case own(CascadingOwnRow)
            /// A row of one of the sections a router of sections shows itself (`ownSection(at:)`).
            case ownSection(CascadingOwnRow, row: Int)
        }

        let node: CascadingNode
        let position: Position
    }

    /// The selected rows, each with its node and position, read before a transaction's changes are made;
    /// rows of nodes whose own model keeps their selection (`SelectionModelNode`) are left to it.
    /// - Complexity: O(selected rows × depth).
    func selectedRowsByNode() -> [SelectedRow] {
        view.selectedRows.compactMap { indexPath in
            let node = answeringNode(ofRow: indexPath)
            guard !(node is any SelectionModelNode), let position = position(of: indexPath, in: node) else {
                return nil
            }
            return SelectedRow(node: node, position: position)
        }
    }

    /// Selects again the rows of `rows` that the update left unselected, where their nodes show them now;
    /// `items` are the item changes the update made (an item's row follows the item, a removed item's is
    /// gone).
    func restoreSelection(of rows: [SelectedRow], items: [ObjectIdentifier: ItemChanges] = [:]) {
        guard !rows.isEmpty else { return }
        let selected = Set(view.selectedRows)
        var newOffsets: [ObjectIdentifier: [Int: Int]] = [:]
        for row in rows where row.node.rootOfTree === root {
            let shown: IndexPath?
            switch row.position {
            case .local(let old):
                let id = ObjectIdentifier(row.node)
                guard let changes = items[id] else {
                    shown = row.node.indexPath(forLocalIndex: old)
                    break
                }
                if newOffsets[id] == nil { newOffsets[id] = Self.newOffsets(of: changes) }
                shown = newOffsets[id]?[old].flatMap(row.node.indexPath(forLocalIndex:))
            case .own(let own):
                shown = row.node.indexPath(ofOwnRow: own)
            case .ownSection(let own, let rowInSection):
                shown = row.node.section(ofOwnSection: own).map { IndexPath(row: rowInSection, section: $0) }
            }
            guard let shown, !selected.contains(shown), shown[0] < view.numberOfSections,
                shown[1] < view.numberOfRows(inSection: shown[0]),
                // A row the routing hooks do not confirm (a node they no longer reach) is not selected.
                answeringNode(ofRow: shown) === row.node
            else { continue }
            view.selectRow(shown)
        }
    }

    /// The new offset of each kept item, by its old offset; empty where the changes do not pair them.
    private static func newOffsets(of changes: ItemChanges) -> [Int: Int] {
        var offsets: [Int: Int] = [:]
        for (new, old) in changes.newToOld.enumerated() where old >= 0 { offsets[old] = new }
        return offsets
    }

    /// Which of `node`'s rows `indexPath` is; `nil` for a row the node does not answer.
    private func position(of indexPath: IndexPath, in node: CascadingNode) -> SelectedRow.Position? {
        if let own = node.ownSection(at: indexPath[0]) { return .ownSection(own, row: indexPath[1]) }
        if let own = node.ownRow(at: indexPath) { return .own(own) }
        return node === root ? nil : node.localIndex(of: indexPath).map(SelectedRow.Position.local)
    }

    /// The node the routing hooks, asked from the root, hand a row to: the root itself for a row of a
    /// section it shows itself.
    private func answeringNode(ofRow indexPath: IndexPath) -> CascadingNode {
        root.descendThroughHooks { $0.child(forRowAt: indexPath) }
    }
}
