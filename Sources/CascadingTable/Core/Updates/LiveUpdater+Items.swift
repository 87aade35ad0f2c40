import CascadingDiff

// Item-level changes of model-backed nodes (a list section's items), recorded in the root's transaction
// like every other change.
extension ItemRowsNode {
    /// Runs a change of this node's items and records it in the attached root's transaction (alone, a
    /// transaction of one), so the view follows as the node's `updatePolicy` says.
    ///
    /// Outside a tree attached to a view, `mutate` runs and the node's span is read again.
    ///
    ///     func append(_ item: Item) {
    ///         var changes = ItemChanges(oldCount: items.count, newCount: items.count + 1)
    ///         changes.inserts = [items.count]
    ///         announceItemChange({ changes }, beginGroupedChange: keepItemsAsTheyWere) { items.append(item) }
    ///     }
    ///
    /// - Parameters:
    ///   - changes: The changes, computed from the items before and after; asked only when the change
    ///     is made alone and animates.
    ///   - beginGroupedChange: Called before the node's first change in a transaction, so the node keeps
    ///     its items as they were.
    ///   - mutate: Makes the change; the node's span is re-read after it.
    public func announceItemChange(
        _ changes: () -> ItemChanges, beginGroupedChange: () -> Void, _ mutate: () -> Void
    ) {
        guard let root = attachedRoot, let view = root.attachedView, root.liveUpdates.isListening else {
            // Taken out of the tree during a grouped update, it may come back before the update ends: its
            // changes are collected all the same, so that its rows are diffed from what the table showed.
            if let root = self.tableView?.dataSource as? CascadingRootNode, root.liveUpdates.isListening,
                let transaction = root.liveUpdates.transaction
            {
                join(transaction, beginGroupedChange)
            }
            mutate()
            refreshSpanInParent()
            return
        }
        precondition(
            !root.liveUpdates.isApplyingBatch,
            "Cannot change the items of \(self) while the table view applies an update (from a data-source call such as numberOfRowsInSection). Make the change after the update, or inside performUpdates { } before it."
        )
        LiveUpdater(root: root, view: view).recordItemChange(
            of: self, changes: changes, beginGroupedChange: beginGroupedChange, mutate)
    }
}

extension LiveUpdater {
    /// The section of a model-backed node's rows and the table row of its first item: row 0 of its own
    /// section where sections sit, its first row inside a section; `nil` when the placement mapping does
    /// not place the node itself.
    func rowOrigin(of node: CascadingNode) -> (section: Int, row: Int)? {
        switch node.spanPlacement {
        case .rows(let rows, let section)? where region(of: node) == .rows(rows, section: section):
            (section, rows.lowerBound)
        case .sections(let sections)? where sections.count == 1 && region(of: node) == .sections(sections):
            (sections.lowerBound, 0)
        default: nil
        }
    }

    /// Reports each identifier the node's items repeat, once.
    func reportDuplicates(_ changes: ItemChanges, of node: CascadingNode) {
        for identifier in changes.duplicates {
            root.tableUpdateDidFindDuplicate(CascadingDuplicateIdentifier(identifier: identifier, node: node))
        }
    }
}
