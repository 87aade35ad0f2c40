/// Which nodes own something the table displays, derived from the display calls that reach the root.
///
/// Each displayed cell, header or footer remembers the nodes it was routed through (every node from
/// the root's child down to the one that answered), so that its end of display reaches the same
/// nodes even when the tree changed in between (UIKit reports a deleted row's end of display after
/// the data source changed). A node's count going from 0 to 1 calls `didBecomeVisible()`, back to 0
/// `didEndBeingVisible()`.
@MainActor
final class VisibilityTracker {
    private var owners: [ObjectIdentifier: [CascadingNode]] = [:]
    private var counts: [ObjectIdentifier: Int] = [:]

    /// Records that `view` is displayed for the nodes on its route.
    func willDisplay(_ view: UIView, routedThrough route: [CascadingNode]) {
        let key = ObjectIdentifier(view)
        if owners[key] != nil { didEndDisplaying(view) }
        guard !route.isEmpty else { return }
        owners[key] = route
        for node in route {
            let count = counts[ObjectIdentifier(node), default: 0] + 1
            counts[ObjectIdentifier(node)] = count
            if count == 1 { node.didBecomeVisible() }
        }
    }

    /// Records that `view` is no longer displayed.
    func didEndDisplaying(_ view: UIView) {
        guard let route = owners.removeValue(forKey: ObjectIdentifier(view)) else { return }
        for node in route {
            let id = ObjectIdentifier(node)
            let count = counts[id, default: 1] - 1
            counts[id] = count == 0 ? nil : count
            if count == 0 { node.didEndBeingVisible() }
        }
    }
}

extension CascadingNode {
    /// The nodes a call for a row passes through below this one, down to the one that answers it.
    func route(forRowAt indexPath: IndexPath) -> [CascadingNode] {
        route { $0.child(forRowAt: indexPath) }
    }

    /// The nodes a call for a section passes through below this one, down to the one that answers it.
    func route(forSection section: Int) -> [CascadingNode] {
        route { $0.child(forSection: section) }
    }

    /// The nodes reached by asking `next` of this node, then of each answer, until one answers `nil`
    /// (at most 64, against hooks that route in a cycle).
    private func route(_ next: (CascadingNode) -> CascadingNode?) -> [CascadingNode] {
        var route: [CascadingNode] = []
        var node = next(self)
        while let current = node, route.count < 64 {
            route.append(current)
            node = next(current)
        }
        return route
    }
}
