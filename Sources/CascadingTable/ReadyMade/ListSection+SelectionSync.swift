// Keeping the table's selected rows equal to a list section's shown selected items: after item changes,
// after a grouped update, after code assigned the selection, and across list sections of a table that
// keeps one selected row.

/// A list section whose selection the table's selected rows show.
@MainActor
protocol ListSelectionPeer: CascadingNode {
    /// Selects and deselects the section's rows until the table shows the section's selection.
    func showSelectionInTable()
    /// Drops from the selection the shown items whose rows the table no longer selects, after the table
    /// kept its one selected row for a section's `choice` (`nextSelectionTime()`); a selection chosen after
    /// that is kept, to be shown at its turn.
    func followTableSelection(keptFor choice: Int)
    /// The identifier of a selected item just dragged out of the section, handed over once.
    func takeDepartedSelection() -> AnyHashable?
    /// When the section's selection was last chosen (`nextSelectionTime()`).
    var selectionChosenAt: Int { get }
    /// Whether the view selects one of the section's item rows.
    func selectsItemRow(in view: AttachedListView) -> Bool
}

extension ListSection: ListSelectionPeer, TableStateKeeper {
    func showSelectionInTable() {
        guard let root = attachedRoot, let view = root.attachedListView else { return }
        if root.isPerformingUpdates { return waitForGroupedUpdate(of: root) }
        guard !root.isApplyingUpdate else { return }
        // Any later update may reload the selected rows, which drops their selection in the table.
        if selection.identifiers.isEmpty {
            root.removeStateKeeper(self)
        } else {
            root.addStateKeeper(self)
        }
        selection.needsTable = false
        let wanted = rowsOfSelectedItems
        let selected = selectedItemRows(in: view)
        for indexPath in selected.subtracting(wanted).sorted() { view.deselectRow(at: indexPath, animated: false) }
        let added = wanted.subtracting(selected).sorted()
        guard !added.isEmpty, !view.allowsSeveralSelectedRows else {
            for indexPath in added { view.selectRow(at: indexPath) }
            return
        }
        // The view keeps one selected row: a newer choice of another section holds it, and this older one
        // follows the view (callers report the change).
        if let holder = choiceHoldingTheSelectedRow(under: root, in: view), holder > selection.chosenAt {
            return drop(added)
        }
        for indexPath in added { view.selectRow(at: indexPath) }
        // The table kept the last row it selected: the rows it deselected leave their sections' selection.
        for peer in selectionPeers(under: root) { peer.followTableSelection(keptFor: selection.chosenAt) }
    }

    func followTableSelection(keptFor choice: Int) {
        // A section whose rows have not shown since it was prepared has not told the table yet; a row
        // selected again for an older choice (a reloaded row as it shows) does not replace a newer one that
        // has not reached the view yet.
        guard !selection.identifiers.isEmpty, !selection.needsTable, selection.chosenAt <= choice,
            let view = attachedRoot?.attachedListView
        else { return }
        let old = selection.identifiers
        drop(rowsOfSelectedItems.subtracting(selectedItemRows(in: view)))
        reportSelection(ifChangedFrom: old)
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
        selection.chosenAt = nextSelectionTime()
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

    var selectionChosenAt: Int { selection.chosenAt }

    func selectsItemRow(in view: AttachedListView) -> Bool {
        !selectedItemRows(in: view).isEmpty
    }

    /// When the selection of the other list section whose row the view selects was chosen; `nil` when no
    /// other list section's row is selected.
    private func choiceHoldingTheSelectedRow(under root: CascadingNode, in view: AttachedListView) -> Int? {
        guard !view.selectedIndexPaths.isEmpty else { return nil }
        return selectionPeers(under: root).first { $0 !== self && $0.selectsItemRow(in: view) }?.selectionChosenAt
    }

    /// The table rows of the shown items whose identifier is selected; of items that share an identifier
    /// (a misuse reported to the root) only the first is selected. Each item's row is asked for, since
    /// a router's own hooks may place other rows between them.
    private var rowsOfSelectedItems: Set<IndexPath> {
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

    /// The table's selected rows among the rows of the section's items.
    private func selectedItemRows(in view: AttachedListView) -> Set<IndexPath> {
        Set(view.selectedIndexPaths.lazy.filter { self.itemIndex(at: $0) != nil })
    }

    /// The list sections under `root`, this one included.
    private func selectionPeers(under root: CascadingNode) -> [any ListSelectionPeer] {
        var peers: [any ListSelectionPeer] = []
        var pending: [CascadingNode] = [root]
        while let node = pending.popLast() {
            if let peer = node as? any ListSelectionPeer { peers.append(peer) }
            pending += node.children
        }
        return peers
    }
}
