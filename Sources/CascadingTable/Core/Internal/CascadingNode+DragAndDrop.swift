// Policies for the drag and drop members: drag items by row, the session-wide drag members to the
// children that supplied the items, drops by the destination's section.
extension CascadingNode: UITableViewDragDelegate, UITableViewDropDelegate {
    /// Asks the row's owner for drag items and remembers it when it supplies some.
    func forwardDragItems(at indexPath: IndexPath, _ call: (CascadingNode) -> [UIDragItem]) -> [UIDragItem] {
        guard let owner = child(forRowAt: indexPath) else { return [] }
        let items = call(owner)
        guard !items.isEmpty else { return items }
        let memory = rememberedRoutes()
        if !memory.dragOwners.contains(where: { $0 === owner }) { memory.dragOwners.append(owner) }
        return items
    }

    /// Calls each child that supplied items of the current drag, in the order they first did.
    func forwardToDragOwners(_ call: (CascadingNode) -> Void) {
        guard let owners = routingMemory?.dragOwners else { return }
        for owner in owners { call(owner) }
    }

    /// Forgets the children of the drag that ended.
    func forgetDragOwners() {
        routingMemory?.dragOwners = []
    }

    /// Calls the owner of the destination's section (of the last section for a `nil` destination, a
    /// drop below the last row), or answers `fallback`.
    func forward<Answer>(
        dropAt destination: IndexPath?, in tableView: UITableView, orElse fallback: @autoclosure () -> Answer,
        _ call: (CascadingNode) -> Answer
    ) -> Answer {
        forward(dropAt: destination, sections: numberOfSections(in: tableView), orElse: fallback(), call)
    }

    /// Calls the owner of the destination's section, if any.
    func forward(dropAt destination: IndexPath?, in tableView: UITableView, _ call: (CascadingNode) -> Void) {
        forward(dropAt: destination, in: tableView, orElse: (), call)
    }
}
