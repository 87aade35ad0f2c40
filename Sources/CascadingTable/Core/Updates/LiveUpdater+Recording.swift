// The one way a change reaches the table: every change records itself in the root's open transaction.
// Inside `performUpdates` the transaction is the grouped update's; a change made alone is a
// transaction of one, committed at once: through a shortcut where one batch computed from the spans
// says it (`LiveUpdater+Alone`), else through the commit path (`LiveUpdater+Commit`).
extension LiveUpdater {
    /// Records a change in the open transaction, or makes it a transaction of one and commits it.
    ///
    /// - Parameters:
    ///   - animation: The animation of a transaction of one that takes the commit path.
    ///   - itemNode: The node whose items the change moves, if any: made alone, the view moves the
    ///     selection of its rows with them.
    ///   - note: Records the change in the transaction and makes it.
    ///   - alone: Applies the change made alone through a shortcut and returns `true`; returns `false`,
    ///     before making the change, when the shortcut cannot say it.
    func record(
        animation: @autoclosure () -> UITableView.RowAnimation, itemsOf itemNode: CascadingNode? = nil,
        note: (UpdateTransaction) -> Void, alone: () -> Bool
    ) {
        if let transaction = root.liveUpdates.transaction { return note(transaction) }
        root.liveUpdates.recording += 1
        defer {
            root.liveUpdates.recording -= 1
            root.announceDeferredOptionalMembers()
        }
        let selected = selectedRowsByNode()
        if alone() {
            restoreSelection(of: selected.filter { $0.node !== itemNode })
            return tellStateKeepers()
        }
        // The shortcut declined before making the change: the selection read above still holds.
        inTransaction(animation: animation(), completion: nil, selected: selected) {
            if let transaction = root.liveUpdates.transaction { note(transaction) }
        }
    }

    /// Records a change of `node`'s children, made by `mutate`.
    func recordChildrenChange(_ change: ChildrenChange, of node: CascadingNode, _ mutate: () -> Void) {
        record(animation: animation(deciding: node)) { transaction in
            // A node the spans place that routes its children itself: the commit reloads what it shows.
            if node.placement.kind == nil, placedAncestor(of: node) === node { transaction.unplaced.append(node) }
            mutate()
        } alone: {
            applyAlone(change, of: node, mutate)
        }
    }

    /// Records a change of a model-backed node's items, made by `mutate`.
    ///
    /// - Parameters:
    ///   - changes: The changes, asked only when the change takes the shortcut.
    ///   - beginGroupedChange: Called before the node's first change in a transaction, so the node keeps
    ///     its items as they were.
    func recordItemChange(
        of node: any ItemRowsNode, changes: () -> ItemChanges, beginGroupedChange: () -> Void, _ mutate: () -> Void
    ) {
        let animation = decidingNode(forItemsOf: node).updatePolicy.animation ?? .automatic
        record(animation: animation, itemsOf: node) { transaction in
            if rowOrigin(of: node) == nil, let placed = placedAncestor(of: node), placed !== root {
                transaction.unplaced.append(placed)
            }
            node.join(transaction, beginGroupedChange)
            mutate()
            node.refreshSpanInParent()
        } alone: {
            applyItemChangesAlone(changes, of: node, mutate)
        }
    }

    /// Records that a node's content changed: reloaded, or reconfigured in place.
    func recordContentChange(of node: CascadingNode, reconfiguring: Bool) {
        record(animation: .automatic) { transaction in
            if reconfiguring {
                transaction.reconfigured.append(node)
            } else {
                transaction.changed.insert(ObjectIdentifier(node))
                node.refreshSpanInParent()
            }
        } alone: {
            applyContentChangeAlone(of: node, reconfiguring: reconfiguring)
        }
    }

    /// Records that a section node's own rows (`childrenOffset`) are configured again.
    func recordOwnRowsChange(of section: CascadingSectionNode) {
        record(animation: .automatic) { transaction in
            transaction.ownRowsReconfigured.append(section)
        } alone: {
            reconfigure(ownRowsShowing(section))
            return true
        }
    }

    /// Records a change of `node`'s `childrenOffset`, made by `mutate`: the rows or sections the node
    /// shows itself are inserted or deleted like any others.
    func recordChildrenOffsetChange(of node: CascadingNode, _ mutate: () -> Void) {
        record(animation: animation(deciding: node)) { _ in
            mutate()
            node.refreshSpanInParent()
        } alone: {
            false
        }
    }

    /// The animation of the policy that decides a change of `node`'s children (`.automatic` when it
    /// does not animate).
    private func animation(deciding node: CascadingNode) -> UITableView.RowAnimation {
        decidingNode(forChildrenOf: node).updatePolicy.animation ?? .automatic
    }

    /// The node whose `updatePolicy` decides a change of `node`'s children: the root where sections
    /// sit, the section's node inside a section.
    func decidingNode(forChildrenOf node: CascadingNode) -> CascadingNode {
        guard node.placement.kind == .rows else { return root }
        var owner = node
        while let parent = owner.parent, parent.placement.kind == .rows { owner = parent }
        return owner
    }

    /// The node whose `updatePolicy` decides a change of a model-backed node's items: the node itself,
    /// unless it sits among the rows of a section node whose policy does not animate (those rows are not
    /// diffed): then that section's node, as for a change of its children.
    func decidingNode(forItemsOf node: CascadingNode) -> CascadingNode {
        guard let parent = node.parent, parent.placement.kind == .rows,
            let section = decidingNode(forChildrenOf: parent) as? CascadingSectionNode, !section.diffsRows
        else { return node }
        return section
    }
}

extension ItemRowsNode {
    /// Joins a transaction the first time the node's items change in it.
    func join(_ transaction: UpdateTransaction, _ beginGroupedChange: () -> Void) {
        guard !transaction.itemNodes.contains(where: { $0 === self }) else { return }
        beginGroupedChange()
        transaction.itemNodes.append(self)
    }
}

extension CascadingUpdatePolicy {
    /// The animation of an animated policy; `nil` for the others.
    var animation: UITableView.RowAnimation? {
        if case .animated(let animation) = self { return animation }
        return nil
    }
}
