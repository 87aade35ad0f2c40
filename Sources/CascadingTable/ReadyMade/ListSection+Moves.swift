// Reordering: where a dragged item may go, and following a reorder the table already shows, within a
// list section or from one list section to another.

/// A node that can take an item dragged from a list section.
@MainActor
protocol ListMoveDestination: CascadingNode {
    /// Whether the node takes `item` when it is dropped on one of its rows.
    func acceptsMovedItem(_ item: Any) -> Bool
    /// The number of items: a dropped item lands at most after the last one, before a status row.
    var itemCount: Int { get }
}

extension ListSection: ListMoveDestination {
    func acceptsMovedItem(_ item: Any) -> Bool {
        actions.move != nil && isPlacedAsSection && item is Item
    }

    var itemCount: Int { storage.count }

    /// The proposed index path when it is in this section or in a list section that accepts the item;
    /// else the source, so the row stays.
    func moveTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
        guard proposed.count == 2, let item = item(at: source) else { return source }
        guard isPlacedAsSection else { return moveTargetAmongRows(from: source, proposed: proposed) }
        // Items stay before the status row (loading, error): a drop below it lands after the last item.
        if proposed[0] == ownSection {
            return IndexPath(row: min(proposed[1], storage.count - 1), section: proposed[0])
        }
        guard let destination = topRoot?.sectionOwner(at: proposed[0]) as? any ListMoveDestination,
            destination.acceptsMovedItem(item)
        else { return source }
        return IndexPath(row: min(proposed[1], destination.itemCount), section: proposed[0])
    }

    /// Among a section's rows the items stay together: a drop elsewhere lands on the nearest item. Where
    /// a router's own hooks place other rows between the items, the table's move would shift those rows
    /// too, so the drop lands on the last item row before the first row that is not one.
    private func moveTargetAmongRows(from source: IndexPath, proposed: IndexPath) -> IndexPath {
        guard let first = indexPath(forItemAt: 0), let last = indexPath(forItemAt: storage.count - 1),
            proposed[0] == first[0]
        else { return source }
        let nearest = IndexPath(row: min(max(proposed[1], first[1]), last[1]), section: first[0])
        guard last[1] - first[1] + 1 != storage.count else { return nearest }
        let step = nearest[1] < source[1] ? -1 : 1
        var target = source
        while target != nearest, itemIndex(at: IndexPath(row: target[1] + step, section: target[0])) != nil {
            target = IndexPath(row: target[1] + step, section: target[0])
        }
        return target
    }

    /// Follows a user reorder: within the section the item moves; leaving it, the item is handed over
    /// through the root to the list section it was dropped on, which the table tells next. The table
    /// moves a selected row's selection with it, so a selected item stays selected in the section it
    /// lands in; while a query filters, the full list follows too.
    func followMove(from source: IndexPath, to destination: IndexPath) {
        guard isPlacedAsSection else { return followMoveAmongRows(from: source, to: destination) }
        guard source.count == 2, destination.count == 2, let section = ownSection else { return }
        // An item that left or joined may switch the empty-state row: the view is in the middle of its
        // own move, so the row switches right after it, as an update of its own.
        defer { updateStatusRow() }
        let root = topRoot
        switch (source[0] == section, destination[0] == section) {
        case (true, true):
            guard storage.indices.contains(source[1]), storage.indices.contains(destination[1]) else {
                return routingDidMiss(.row(destination))
            }
            moveInFullList(from: source[1], to: destination[1])
            let item = storage.remove(at: source[1])
            storage.insert(item, at: destination[1])
            reselectIfSharingIdentifier(item)
            actions.move?(item, destination[1])
        case (true, false):
            guard storage.indices.contains(source[1]) else { return routingDidMiss(.row(source)) }
            removeFromFullList(storage[source[1]])
            let item = storage.remove(at: source[1])
            root?[ListItemInTransit.self] = ListItemInTransit(source: source, item: item)
            handOverSelection(of: item, at: source)
        case (false, true):
            defer { root?[ListItemInTransit.self] = nil }
            guard let moving = root?[ListItemInTransit.self], moving.source == source, let item = moving.item as? Item,
                (0...storage.count).contains(destination[1])
            else { return routingDidMiss(.row(destination)) }
            insertIntoFullList(CollectionOfOne(item), at: destination[1])
            storage.insert(item, at: destination[1])
            takeOverSelection(of: item, from: topRoot?.sectionOwner(at: source[0]))
            actions.move?(item, destination[1])
        case (false, false):
            routingDidMiss(.row(source))
        }
    }

    /// A selected item leaving the section leaves its selection; the section it lands in takes it over.
    /// Only a row the table selects carries the selection: of items sharing an identifier, the others
    /// leave it where it is.
    private func handOverSelection(of item: Item, at source: IndexPath) {
        let identifier = identity.identifier(item)
        guard selection.identifiers.contains(identifier),
            attachedRoot?.attachedListView?.selectedIndexPaths.contains(source) == true
        else { return }
        let old = selection.identifiers
        selection.identifiers.remove(identifier)
        selection.departed = identifier
        reportSelection(ifChangedFrom: old)
    }

    /// A selected item dragged in from another list section joins this section's selection.
    private func takeOverSelection(of item: Item, from source: CascadingNode?) {
        guard let departed = (source as? any DepartingSelection)?.takeDepartedSelection(),
            departed == identity.identifier(item)
        else { return }
        let old = selection.identifiers
        selection.identifiers.insert(departed)
        selectionWasChosen()
        // The table moved the row's selection with it; a later reload must select it again.
        topRoot?.addStateKeeper(self)
        reportSelection(ifChangedFrom: old)
    }

    /// Follows a reorder within the items of a list placed among a section's rows, which the section
    /// hands over to it.
    private func followMoveAmongRows(from source: IndexPath, to destination: IndexPath) {
        guard let from = itemIndex(at: source), let to = itemIndex(at: destination) else {
            return routingDidMiss(.row(destination))
        }
        moveInFullList(from: from, to: to)
        let item = storage.remove(at: from)
        storage.insert(item, at: to)
        reselectIfSharingIdentifier(item)
        actions.move?(item, to)
    }

    /// Of items that share a selected identifier (a misuse reported to the root) the first is selected.
    /// The table moves a dragged row's selection with it, so after a selected item moved past another
    /// with its identifier the table is told the selection again, once its move is over.
    private func reselectIfSharingIdentifier(_ item: Item) {
        let identifier = identity.identifier(item)
        guard selection.identifiers.contains(identifier),
            storage.lazy.filter({ self.identity.identifier($0) == identifier }).dropFirst().first != nil
        else { return }
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.showSelectionInTable() }
        }
    }

    /// Whether a dragged row can be followed: a list placed as a section follows its moves, one among
    /// a section's rows needs that section to be a `CascadingSectionNode`, which hands its moves over.
    var followsMoves: Bool {
        if isPlacedAsSection { return true }
        var node = parent
        while let current = node, current is CascadingGroupNode { node = current.parent }
        return node is CascadingSectionNode
    }

    /// The root of the tree this section hangs from.
    private var topRoot: CascadingRootNode? {
        var top: CascadingNode = self
        while let parent = top.parent { top = parent }
        return top as? CascadingRootNode
    }
}

/// An item dragged out of one list section, kept on the root between the table's move call to the
/// section it left and the one to the section it lands in.
private struct ListItemInTransit: CascadingNodeValueKey {
    /// The row the item was dragged from.
    let source: IndexPath
    /// The item.
    let item: Any

    static var defaultValue: ListItemInTransit? { nil }
}
