// State that few nodes need, behind one optional reference in the node.

/// What a node keeps only once it uses it: the routing memory of a router that saw context menus,
/// swipe edits or drags, the loading indicator of a node that showed one, its status row, and the
/// values stored under a `CascadingNodeValueKey`.
@MainActor
final class NodeRareState {
    var routingMemory: RoutingMemory?
    var loadingController: LoadingController?
    var statusRow: CascadingNode?
    var values: [ObjectIdentifier: Any] = [:]
}

extension CascadingNode {
    /// Context-menu and editing owners remembered between calls; created on first use.
    var routingMemory: RoutingMemory? {
        get { rareState?.routingMemory }
        set { rareStateForWriting(newValue)?.routingMemory = newValue }
    }

    /// The loading indicator's configuration and state; created on first use.
    var loadingController: LoadingController? {
        get { rareState?.loadingController }
        set { rareStateForWriting(newValue)?.loadingController = newValue }
    }

    /// The rare state, created when a value is stored into it; `nil` (nothing to clear) when `value` is
    /// `nil` and there is none.
    private func rareStateForWriting(_ value: AnyObject?) -> NodeRareState? {
        guard rareState != nil || value != nil else { return nil }
        return rareStateForWriting()
    }

    /// The rare state, created if there is none.
    func rareStateForWriting() -> NodeRareState {
        if let rareState { return rareState }
        let state = NodeRareState()
        rareState = state
        return state
    }
}
