// Changing the items: each change animates in an attached table as its own batch, or joins the grouped
// update of `performUpdates`. While a search query filters the items, each change applies to the shown
// items and, by identity, to the full list the query filters.
extension ListSection {
    /// Appends an item: one inserted row.
    /// - Complexity: Amortised O(1), plus the table update.
    public func appendItem(_ item: Item) {
        insertItem(item, at: storage.count)
    }

    /// Appends items: their rows are inserted in one batch.
    /// - Complexity: O(*k*) for *k* new items, plus the table update.
    public func appendItems(contentsOf newItems: some Collection<Item>) {
        let start = storage.count
        var changes = ItemChanges(oldCount: start, newCount: start + newItems.count)
        changes.inserts = Array(start..<start + newItems.count)
        insertIntoFullList(newItems, at: start)
        change(changes) { $0.append(contentsOf: newItems) }
    }

    /// Inserts an item at a position: one inserted row.
    ///
    /// While a query filters, the item also joins the full list after the shown item before it.
    /// - Precondition: `index` is in `0...items.count`.
    public func insertItem(_ item: Item, at index: Int) {
        precondition(
            (0...storage.count).contains(index),
            "Cannot insert an item into \(self) at \(index): valid positions are 0...\(storage.count).")
        var changes = ItemChanges(oldCount: storage.count, newCount: storage.count + 1)
        changes.inserts = [index]
        insertIntoFullList(CollectionOfOne(item), at: index)
        change(changes) { $0.insert(item, at: index) }
    }

    /// Removes and returns the item at a position: one deleted row.
    ///
    /// - Precondition: `index` is a valid index of `items`.
    @discardableResult
    public func removeItem(at index: Int) -> Item {
        precondition(
            storage.indices.contains(index),
            "Cannot remove the item of \(self) at \(index): it has \(storage.count) items.")
        let item = storage[index]
        var changes = ItemChanges(oldCount: storage.count, newCount: storage.count - 1)
        changes.deletes = [index]
        removeFromFullList(item)
        change(changes) { $0.remove(at: index) }
        return item
    }

    /// Moves an item from one position to another: one moved row.
    ///
    /// - Precondition: both positions are valid indexes of `items`.
    public func moveItem(from source: Int, to destination: Int) {
        precondition(
            storage.indices.contains(source) && storage.indices.contains(destination),
            "Cannot move an item of \(self) from \(source) to \(destination): it has \(storage.count) items.")
        guard source != destination else { return }
        var changes = ItemChanges(oldCount: storage.count, newCount: storage.count)
        changes.moves = [DiffMove(source: source, destination: destination)]
        moveInFullList(from: source, to: destination)
        change(changes) { $0.insert($0.remove(at: source), at: destination) }
    }

    /// Replaces the item at a position: an item with the same identifier is reconfigured in place (when
    /// its content changed), another one replaces the row.
    ///
    /// - Precondition: `index` is a valid index of `items`.
    public func replaceItem(at index: Int, with item: Item) {
        precondition(
            storage.indices.contains(index),
            "Cannot replace the item of \(self) at \(index): it has \(storage.count) items.")
        var changes = ItemChanges(oldCount: storage.count, newCount: storage.count)
        if identity.sameIdentity(storage[index], item) {
            if contentComparison?(storage[index], item) != true { changes.reconfigured = [index] }
        } else {
            changes.deletes = [index]
            changes.inserts = [index]
        }
        replaceInFullList(storage[index], with: item)
        change(changes) { $0[index] = item }
    }

    /// Replaces the first item with the identifier of `item` by `item`, reconfiguring its row when its
    /// content changed; returns `false`, changing nothing, when no item has that identifier.
    /// - Complexity: O(*n*) to find the item.
    @discardableResult
    public func updateItem(_ item: Item) -> Bool {
        guard let index = identity.firstIndex(item, storage) else { return false }
        replaceItem(at: index, with: item)
        return true
    }

    // MARK: Internal

    /// Replaces every item, diffing by identifier; the setter of `items` calls this. While a query
    /// filters, the new items replace the full list and the query filters them again.
    func replaceAllItems(with newItems: [Item]) {
        if let search = searchState, search.allItems != nil {
            search.allItems = newItems
            searchAgain()
        } else {
            showItems(newItems)
        }
    }

    /// Shows `newItems` in place of the shown items, diffing by identifier.
    func showItems(_ newItems: [Item]) {
        changeItems({ changes(from: storage, to: newItems) }, count: newItems.count) { storage = newItems }
    }

    /// The changes from `old` to `new`: the flat diff of their identifiers, and the kept items whose
    /// content differs (every kept item without a content comparison).
    /// - Complexity: O(*n* + *m*).
    func changes(from old: [Item], to new: [Item]) -> ItemChanges {
        identity.changes(old, new, contentComparison)
    }

    private func change(_ changes: ItemChanges, _ mutate: (inout [Item]) -> Void) {
        changeItems({ changes }, count: changes.newCount) { mutate(&storage) }
    }

    /// Changes the items to `count` items; where that switches the status row (the empty-state row), the
    /// switch joins the items' update.
    private func changeItems(_ changes: () -> ItemChanges, count: Int, _ mutate: () -> Void) {
        if status(forItemCount: count, loadState: loadState) == statusShown {
            announceItemChange(changes, beginGroupedChange: beginGroupedChange, mutate)
        } else {
            performUpdates(animation: itemAnimation) {
                announceItemChange(changes, beginGroupedChange: beginGroupedChange, mutate)
                updateStatusRow()
            }
        }
        selectionFollowItems()
    }

    /// The animation of a grouped update this section opens for its items: its policy's, else the
    /// table's choice.
    var itemAnimation: UITableView.RowAnimation {
        if case .animated(let animation) = updatePolicy { animation } else { .automatic }
    }

    /// Keeps the items as they were before the first change inside a grouped update.
    func beginGroupedChange() {
        itemsBeforeUpdate = storage
    }

    // MARK: Grouped updates

    /// The changes since the grouped update began, with the items' identities when `identifying`; forgets
    /// the items kept for it.
    public func finishGroupedItemUpdate(identifying: Bool) -> ItemChanges {
        let old = itemsBeforeUpdate ?? storage
        itemsBeforeUpdate = nil
        var update = changes(from: old, to: storage)
        if identifying {
            update.identities = ItemIdentities(
                itemType: ObjectIdentifier(Item.self), old: old.map(identity.identifier),
                new: storage.map(identity.identifier))
        }
        return update
    }
}
