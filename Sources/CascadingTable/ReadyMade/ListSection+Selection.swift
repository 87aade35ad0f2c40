// Selection as items: the section keeps the identifiers of its selected items, follows the user's taps,
// and reports every change through one callback.
extension ListSection {
    /// How many of the section's rows can be selected at once; default `.multiple`, which leaves it to
    /// the table (one row in a table whose `allowsMultipleSelection` is off, as UIKit does by default).
    ///
    /// Setting `.none` clears the selection; setting `.single` keeps the last selected item in item order.
    public var selectionMode: ListSelectionMode {
        get { selection.mode }
        set {
            selection.mode = newValue
            changeSelection(to: selection.identifiers)
        }
    }

    /// Sets `selectionMode`.
    @discardableResult
    public func selectionMode(_ mode: ListSelectionMode) -> Self {
        selectionMode = mode
        return self
    }

    /// The selected items, in item order; default none.
    ///
    /// The section keeps them by identifier: a selected item stays selected when it moves or its content
    /// changes (its row is reconfigured, not reloaded), leaves the selection when it is removed, and
    /// keeps its selected state while a search query hides it. Assigning selects exactly the given items
    /// that the section has (others are ignored) with `selectRow(at:animated:scrollPosition:)`, which
    /// tells no delegate. Where one row can be selected (`.single`, or a table that keeps one selected
    /// row) the last of them in item order is kept. The table's selected rows among the section's rows
    /// are always the shown selected items.
    /// - Precondition: the mode is not `.none`, unless the assigned items are empty.
    /// - Complexity: O(*n*) for *n* items.
    public var selectedItems: [Item] {
        get {
            guard !selection.identifiers.isEmpty else { return [] }
            return everyItem.filter { selection.identifiers.contains(identity.identifier($0)) }
        }
        set { selectedIDs = Set(newValue.map(identity.identifier)) }
    }

    /// The identifiers of the selected items (each item's `id`, or the key path passed as `id:`); default
    /// empty. Assigning selects the items with those identifiers, as assigning `selectedItems` does.
    ///
    /// - Precondition: the mode is not `.none`, unless the assigned identifiers are empty.
    public var selectedIDs: Set<AnyHashable> {
        get { Set(selectedItems.map(identity.identifier)) }
        set {
            precondition(
                newValue.isEmpty || selection.mode != .none,
                "\(self) cannot select items in selection mode .none: call selectionMode(.single) or selectionMode(.multiple) first."
            )
            let known = Set(everyItem.lazy.map(identity.identifier))
            changeSelection(to: newValue.intersection(known))
        }
    }

    /// Calls `action` with the selected items (in item order) after each change of the selection.
    ///
    /// Every change is reported, whoever made it — a tap, an assignment of `selectedItems`, a selected
    /// item removed or dropped by a table that keeps one selected row — because changes the code did
    /// not aim at (a removal, a refresh) matter as much as taps to whatever follows the selection (a
    /// model, a Done button). Assigning the same selection again reports nothing, and a change of a
    /// selected item's content is no change of the selection. A tap that moves the table's only selected
    /// row to another row reports the deselection, then the selection. A change made inside
    /// `performUpdates` is reported when the grouped update reached the table (after its last batch).
    @discardableResult
    public func onSelectionChange(_ action: @escaping ([Item]) -> Void) -> Self {
        modified(\.selection.didChange, action)
    }

    // MARK: Internal

    /// Replaces the selected identifiers (keeping one where one row can be selected), shows them in the
    /// table and reports a change.
    func changeSelection(to identifiers: Set<AnyHashable>) {
        let old = selection.identifiers
        selection.identifiers = selection.mode == .none ? [] : identifiers
        if selection.identifiers.count > 1 && keepsOneSelectedRow {
            let last = everyItem.last { selection.identifiers.contains(identity.identifier($0)) }
            selection.identifiers = Set(last.map(identity.identifier).map { [$0] } ?? [])
        }
        selectionWasChosen()
        showSelectionInTable()
        reportSelection(ifChangedFrom: old)
    }

    /// Calls the selection callback when the selected identifiers are no longer `old`.
    func reportSelection(ifChangedFrom old: Set<AnyHashable>) {
        guard selection.identifiers != old, let didChange = selection.didChange else { return }
        didChange(selectedItems)
    }

    /// Whether one of the section's rows at most can be selected: in `.single` mode, or in a table that
    /// keeps one selected row.
    var keepsOneSelectedRow: Bool {
        if selection.mode == .single { return true }
        guard let view = attachedRoot?.attachedListView else { return false }
        return !view.allowsSeveralSelectedRows
    }

    /// Follows a row the user selected: the item joins the selection (or becomes all of it where one
    /// row can be selected), and the table follows (the section's other row is deselected in `.single`
    /// mode).
    func itemWasSelected(_ item: Item) {
        let identifier = identity.identifier(item)
        selection.identifiers =
            keepsOneSelectedRow ? [identifier] : selection.identifiers.union(CollectionOfOne(identifier))
        selectionWasChosen()
        showSelectionInTable()
    }

    /// Shows a selected item's row as selected when it is displayed and the table does not select it
    /// (a `reloadData()` the section did not make dropped it), as apps do in `willDisplay`; the table
    /// tells no delegate, and the selection does not change.
    func selectDisplayedRow(of item: Item, at indexPath: IndexPath, in view: AttachedListView) {
        guard !selection.identifiers.isEmpty, selection.identifiers.contains(identity.identifier(item)),
            !view.selectedIndexPaths.contains(indexPath)
        else { return }
        let old = selection.identifiers
        showSelectionInTable()
        reportSelection(ifChangedFrom: old)
    }

    /// Follows a row the user (or a tap on another row) deselected.
    func itemWasDeselected(_ item: Item) {
        selection.identifiers.remove(identity.identifier(item))
    }

    /// After the items changed: removed items leave the selection, and the table shows the rest (inside
    /// `performUpdates`, once the grouped update reached the table).
    func selectionFollowItems() {
        guard !selection.identifiers.isEmpty else { return }
        if let root = attachedRoot, root.isPerformingUpdates { return waitForGroupedUpdate(of: root) }
        followItemsNow()
    }

    /// Drops the items the section no longer has from the selection, adds the selected items that moved
    /// here from another list section (`arrived`; in their place where one row can be selected), shows
    /// the selection in the table, and reports a change.
    func followItemsNow(adding arrived: Set<AnyHashable> = []) {
        let old = selection.identifiers
        let known = Set(everyItem.lazy.map(identity.identifier))
        if !arrived.isEmpty {
            selection.identifiers = keepsOneSelectedRow ? arrived : selection.identifiers.union(arrived)
        }
        selection.identifiers.formIntersection(known)
        showSelectionInTable()
        reportSelection(ifChangedFrom: old)
    }
}
