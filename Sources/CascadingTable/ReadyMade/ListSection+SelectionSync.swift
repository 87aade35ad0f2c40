// A list section's selection as the model the tree shows (`SelectionModelNode`): which rows its selected
// items are, what it drops when a newer choice keeps the view's one selected row, and when it asks the
// tree to show it (after item changes, after a grouped update, after code assigned the selection).

/// A list section that hands the selection of an item dragged out of it to the section it lands in.
@MainActor
protocol DepartingSelection: CascadingNode {
    /// The identifier of a selected item just dragged out of the section, handed over once.
    func takeDepartedSelection() -> AnyHashable?
}

// The section's model is its selected identifiers; the tree shows it in the view (`SelectionModelNode`),
// including which model keeps the one selected row of a view that keeps one.
extension ListSection: SelectionModelNode, DepartingSelection {
    /// The rows of the shown items whose identifier is selected; of items that share an identifier (a
    /// misuse reported to the root) only the first is selected. Each item's row is asked for, since a
    /// router's own hooks may place other rows between them.
    public var rowsSelectedByModel: Set<IndexPath> {
        guard !selection.identifiers.isEmpty else { return [] }
        var rows = Set<IndexPath>()
        var unseen = selection.identifiers
        for (index, item) in storage.enumerated() where unseen.remove(identity.identifier(item)) != nil {
            guard let row = indexPath(forItemAt: index) else { return [] }
            rows.insert(row)
            if unseen.isEmpty { break }
        }
        return rows
    }

    /// Whether the row is one of the items' rows (the status row's selection is its own node's).
    public func modelDecidesSelection(ofRow indexPath: IndexPath) -> Bool {
        itemIndex(at: indexPath) != nil
    }

    /// The view kept its one selected row for a newer choice: the items shown at `rows` leave the
    /// selection, and the change is reported.
    public func modelDidLoseSelection(ofRows rows: [IndexPath]) {
        let old = selection.identifiers
        drop(rows)
        reportSelection(ifChangedFrom: old)
    }

    /// Shows the selection in the view (once the grouped update reached it, inside `performUpdates`);
    /// the items a newer choice of another section kept from the view leave the selection (callers
    /// report the change).
    func showSelectionInTable() {
        guard let root = attachedRoot, root.attachedListView != nil else { return }
        if root.isPerformingUpdates { return waitForGroupedUpdate(of: root) }
        drop(showSelectionModel())
    }

    /// Removes the items shown at `rows` from the selection.
    private func drop(_ rows: some Sequence<IndexPath>) {
        for indexPath in rows {
            guard let index = itemIndex(at: indexPath) else { continue }
            selection.identifiers.remove(identity.identifier(storage[index]))
        }
    }

    /// Whether the item with `identifier`, which a grouped update moved to another node, was selected
    /// here.
    public func hadSelected(_ identifier: AnyHashable) -> Bool {
        selection.identifiers.contains(identifier)
    }

    /// Selects the item with `identifier`, which arrived selected from another node, once the grouped
    /// update reached the view (only while the section selects items).
    public func adoptSelection(of identifier: AnyHashable) {
        guard selection.mode != .none, let root = attachedRoot else { return }
        selection.arrived.insert(identifier)
        selectionWasChosen()
        waitForGroupedUpdate(of: root)
    }

    func takeDepartedSelection() -> AnyHashable? {
        defer { selection.departed = nil }
        return selection.departed
    }

    // MARK: Internal

    /// Shows the selection in the table and reports removed items once the grouped update that is being
    /// collected reached the table (right after its last batch, not after the animation).
    func waitForGroupedUpdate(of root: CascadingRootNode) {
        selection.waitsForGroupedUpdate = true
        root.addStateKeeper(self)
    }

    /// After a grouped update: removed items leave the selection; after any update: the table shows the
    /// selection again, since the update may have reloaded selected rows.
    public func treeUpdateDidReachTable() {
        if selection.waitsForGroupedUpdate {
            selection.waitsForGroupedUpdate = false
            let arrived = selection.arrived
            selection.arrived = []
            followItemsNow(adding: arrived)
        } else {
            let old = selection.identifiers
            showSelectionInTable()
            reportSelection(ifChangedFrom: old)
        }
    }
}
