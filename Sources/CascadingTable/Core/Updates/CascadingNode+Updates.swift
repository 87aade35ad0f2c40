// Live updates: while a root is attached to a table view, changes to the tree reach the table as
// animated, validated batch updates.
extension CascadingNode {
    /// Groups changes anywhere in the tree into one animated update of the attached table view.
    ///
    /// Inside `updates`, change children freely (assign `children`, append, insert, remove, move, at
    /// any level) and call `reloadContent()` or `reconfigureContent()` on nodes whose content changed.
    /// When `updates` returns, the tree before and after is diffed by node identity in linear time, and
    /// the difference is applied with `performBatchUpdates` — in more than one batch only where UIKit
    /// cannot express it in one, each time with the tree showing what that batch expects. A row count
    /// that disagrees with the update is reported to `tableUpdateDidRecover(from:)` and its section is
    /// reloaded instead of crashing. Calls nest: an inner call joins the outer update. Without an
    /// attached table view, `updates` simply runs.
    ///
    ///     root.performUpdates {
    ///         inbox.children.removeFirst().removeFromParent()
    ///         archive.appendChild(message)
    ///         header.reloadContent()
    ///     }
    ///
    /// - Parameters:
    ///   - animation: The animation of inserted, deleted and reloaded rows and sections.
    ///   - completion: Called when the last batch finished, with `false` if an animation was interrupted.
    ///   - updates: The changes to make.
    /// - Complexity: O(*S* + *R*) for *S* sections and *R* rows in the table, plus the changes themselves.
    public func performUpdates(
        animation: UITableView.RowAnimation = .automatic, completion: ((Bool) -> Void)? = nil, _ updates: () -> Void
    ) {
        guard let root = attachedRoot, let view = root.attachedView else {
            updates()
            completion?(true)
            return
        }
        LiveUpdater(root: root, view: view).inTransaction(
            animation: animation, completion: completion, updates)
    }

    /// Says that this node's content changed, so its row or section is shown again.
    ///
    /// A row node's row is reloaded; a section's node (a child of the root) reloads its section; the
    /// root reloads the table. Inside `performUpdates` the reload joins the grouped update.
    public func reloadContent() {
        contentDidChange(reconfiguring: false)
    }

    /// Says that this node's content changed but its cells can be updated in place.
    ///
    /// The row's cell (all the rows of a section's node) is configured again through `cellForRowAt`
    /// with `reconfigureRows(at:)`, which keeps the cell and its state, instead of being replaced.
    public func reconfigureContent() {
        contentDidChange(reconfiguring: true)
    }

    /// The root this node hangs from, while that root is the data source of a table or collection view;
    /// `nil` for a node outside such a tree.
    ///
    /// Node types that keep state in the view (a selection, say) read the view through it.
    public var attachedRoot: CascadingRootNode? {
        guard let root = rootOfTree, root.attachedView != nil else { return nil }
        return root
    }

    /// Runs a mutation of this node's children and tells the attached table about it.
    ///
    /// `mutate` is typed main-actor isolated, as its callers are: a closure of a plain function type
    /// would check at run time, on every mutation, that it runs on the main actor.
    ///
    /// - Parameter top: The top of this node's tree, when the caller already walked up to it.
    func announceChildrenChange(
        _ change: @autoclosure () -> ChildrenChange, top: Unmanaged<CascadingNode>? = nil,
        _ mutate: @MainActor () -> Void
    ) {
        // Not `top.map(…)`: a main-actor function passed as a closure checks its executor on every call.
        let root: CascadingRootNode?
        if let top { root = CascadingNode.attachedRoot(atTop: top) } else { root = attachedRoot }
        guard let root, let view = root.attachedView, root.liveUpdates.isListening else {
            mutate()
            return
        }
        precondition(
            !root.liveUpdates.isApplyingBatch,
            "Cannot change the children of \(self) while the table view applies an update of the tree (from a data-source call such as numberOfRowsInSection). Make the change after the update, or inside performUpdates { } before it."
        )
        LiveUpdater(root: root, view: view).recordChildrenChange(change(), of: self, mutate)
    }

    /// Changes `childrenOffset` through `mutate` and records the change, so the rows or sections the
    /// node shows itself are inserted or deleted in an attached table.
    func changeChildrenOffset(_ mutate: @MainActor () -> Void) {
        guard let root = attachedRoot, let view = root.attachedView, root.liveUpdates.isListening else {
            mutate()
            refreshSpanInParent()
            return
        }
        LiveUpdater(root: root, view: view).recordChildrenOffsetChange(of: self, mutate)
    }

    private func contentDidChange(reconfiguring: Bool) {
        guard let root = attachedRoot, let view = root.attachedView, root.liveUpdates.isListening else { return }
        LiveUpdater(root: root, view: view).recordContentChange(of: self, reconfiguring: reconfiguring)
    }
}
