import CascadingDiff

// Item-level changes of model-backed nodes (a list section's items): one change animates on its own as
// the deletes, inserts and moves of the node's rows; inside `performUpdates` it joins the grouped update.
extension ItemRowsNode {
    /// Runs a change of this node's items and tells the attached table as the node's `updatePolicy` says.
    ///
    /// - Parameters:
    ///   - changes: The changes, computed from the items before and after; asked only when the change
    ///     animates on its own.
    ///   - beginGroupedChange: Called before the first change inside a grouped update, so the node keeps
    ///     its items as they were.
    ///   - mutate: Makes the change; the node's span is re-read after it.
    func announceItemChange(
        _ changes: () -> ItemChanges, beginGroupedChange: () -> Void, _ mutate: () -> Void
    ) {
        guard let root = liveRoot, let tableView = root.attachedView, root.liveUpdates.isListening else {
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
        LiveUpdater(root: root, tableView: tableView).reachingStateKeepers { updater in
            switch updatePolicy {
            case .none:
                mutate()
                refreshSpanInParent()
            case .reloadTable:
                mutate()
                refreshSpanInParent()
                if let transaction = root.liveUpdates.transaction {
                    transaction.changed.insert(ObjectIdentifier(self))
                } else {
                    tableView.reloadData()
                }
            case .reloadSection:
                mutate()
                updater.contentDidChange(of: self, reconfiguring: false)
            case .animated(let animation):
                if let transaction = root.liveUpdates.transaction {
                    join(transaction, beginGroupedChange)
                    mutate()
                    refreshSpanInParent()
                } else {
                    updater.applyItemChanges(changes(), of: self, animation: animation, mutate)
                }
            }
        }
    }
}

extension ItemRowsNode {
    /// Joins a grouped update the first time the node's items change in it.
    private func join(_ transaction: UpdateTransaction, _ beginGroupedChange: () -> Void) {
        guard !transaction.itemNodes.contains(where: { $0 === self }) else { return }
        beginGroupedChange()
        transaction.itemNodes.append(self)
    }
}

extension LiveUpdater {
    /// Applies one item-level change of a model-backed node as one batch in the rows it covers, then
    /// reconfigures the kept items whose content changed.
    func applyItemChanges(
        _ changes: ItemChanges, of node: CascadingNode, animation: UITableView.RowAnimation, _ mutate: () -> Void
    ) {
        _ = tableView.numberOfSections
        guard let (section, base) = rowOrigin(of: node) else {
            let before = region(of: node)
            mutate()
            node.refreshSpanInParent()
            if let before { reload(before) }
            return
        }
        func path(_ offset: Int) -> ElementPath { ElementPath(section: section, element: base + offset) }
        var batch = BatchUpdateStage(rowCountsAfter: [])
        batch.rowDeletes = changes.deletes.map(path)
        batch.rowInserts = changes.inserts.map(path)
        batch.rowMoves = changes.moves.map { DiffMove(source: path($0.source), destination: path($0.destination)) }
        if batch.rowDeletes.isEmpty && batch.rowInserts.isEmpty && batch.rowMoves.isEmpty {
            silently {
                mutate()
                node.refreshSpanInParent()
            }
        } else {
            apply(batch, animation: animation, completion: nil) {
                mutate()
                node.refreshSpanInParent()
            }
        }
        reportDuplicates(changes, of: node)
        if !changes.reconfigured.isEmpty {
            tableView.reconfigureRows(at: changes.reconfigured.map { path($0).indexPath })
        }
    }

    /// The section of a model-backed node's rows and the table row of its first item: row 0 of its own
    /// section where sections sit, its first row inside a section; `nil` when the placement mapping does
    /// not place the node itself.
    func rowOrigin(of node: CascadingNode) -> (section: Int, row: Int)? {
        switch node.tablePlacement {
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
