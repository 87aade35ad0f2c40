// Policies for the drag and drop members: drag items by row, the session-wide drag members to the
// children that supplied the items, drops by the destination's section, in either view.
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

    /// Calls the owner of the destination's section (of the last of `sections` sections for a `nil`
    /// destination, a drop below the last item or row), or answers `fallback`.
    func forward<Answer>(
        dropAt destination: IndexPath?, sections: @autoclosure () -> Int, orElse fallback: @autoclosure () -> Answer,
        _ call: (CascadingNode) -> Answer
    ) -> Answer {
        let section: Int
        if let destination {
            guard destination.count == 2 else {
                routingDidMiss(.row(destination))
                return fallback()
            }
            section = destination[0]
        } else {
            let count = sections()
            guard count > 0 else { return fallback() }
            section = count - 1
        }
        return forward(section: section, orElse: fallback(), call)
    }

    /// Calls the owner of the destination's section, if any.
    func forward(dropAt destination: IndexPath?, sections: @autoclosure () -> Int, _ call: (CascadingNode) -> Void) {
        forward(dropAt: destination, sections: sections(), orElse: (), call)
    }
}
