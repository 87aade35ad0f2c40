// What a ListRow does in either view: its select action and the deselection after it, where a dragged
// row may land, and deleting itself.
extension ListRow {
    /// Runs the row's select action, else the section's default action, then deselects the row (item)
    /// where it sits after the action, unless it `keepsSelection`.
    ///
    /// An action that removed the row deselects nothing, so the row that took its place keeps its
    /// selection, unless the action rebuilt the screen with a row of the same identity there.
    func runSelectAction(selectedAt indexPath: IndexPath, in view: AttachedListView) {
        let rootBefore = keepsSelection ? nil : attachedRoot
        if let onSelect {
            onSelect()
        } else if let action = enclosingRowDefaults?.onSelect {
            action(self)
        } else {
            return
        }
        guard !keepsSelection else { return }
        if let root = attachedRoot {
            guard root.attachedListView == view else { return }
            // A row under a router that places its children itself has no placement: its index path is the one tapped.
            view.deselectRow(at: self.indexPath(forLocalIndex: 0) ?? indexPath, animated: true)
        } else if let root = rootBefore, root.attachedListView == view, rebuiltRow(at: indexPath, under: root) != nil {
            // The action rebuilt the screen: the row that took this one's place is deselected.
            view.deselectRow(at: indexPath, animated: true)
        }
    }

    /// Where a dragged row lands, given the inherited answer `proposed`: there when the section there
    /// can take the row node (a `CascadingSectionNode`, outside its own rows and outside a child that
    /// shows several rows itself), else back at `source`, so the tree always follows what the view shows.
    func moveTarget(from source: IndexPath, proposed target: IndexPath) -> IndexPath {
        guard target != source, target.count == 2, enclosingSection != nil,
            let section = attachedRoot?.sectionOwner(at: target[0]) as? CascadingSectionNode,
            section.acceptsRowNode(from: source, at: target)
        else { return source }
        return target
    }

    /// The row of the same class and identity that shows at `indexPath` under `root` after this row left
    /// the tree (its select action rebuilt the screen), if any.
    func rebuiltRow(at indexPath: IndexPath, under root: CascadingRootNode) -> ListRow? {
        guard indexPath.count == 2, root.attachedListView.map({ indexPath[0] < $0.numberOfSections }) == true else {
            return nil
        }
        var node = root.sectionOwner(at: indexPath[0])
        while let current = node, !(current is ListRow), let next = current.child(forRowAt: indexPath) {
            node = next
        }
        guard let row = node as? ListRow, row !== self, type(of: row) == type(of: self),
            row.diffIdentifier == diffIdentifier
        else { return nil }
        return row
    }

    /// Asks `onDelete` and removes the row from its parent when it agrees; returns whether it did.
    func deleteIfAgreed() -> Bool {
        guard let onDelete, onDelete() else { return false }
        removeFromParent()
        return true
    }

    /// A swipe configuration of `actions`, or `nil` when there are none.
    func swipeConfiguration(_ actions: [UIContextualAction]) -> UISwipeActionsConfiguration? {
        actions.isEmpty ? nil : UISwipeActionsConfiguration(actions: actions)
    }

    /// "Delete" (with `onDelete`) followed by the trailing swipe actions.
    var deleteAndTrailingActions: [UIContextualAction] {
        (onDelete == nil ? [] : [deleteAction()]) + trailingSwipeActions
    }

    /// The destructive "Delete" swipe action that runs `onDelete`.
    func deleteAction() -> UIContextualAction {
        UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            MainActor.assumeIsolated { completion(self?.deleteIfAgreed() ?? false) }
        }
    }
}
