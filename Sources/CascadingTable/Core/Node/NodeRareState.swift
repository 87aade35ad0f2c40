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
    /// Context-menu and editing owners remembered between calls; `nil` until first used
    /// (`rememberedRoutes()`).
    var routingMemory: RoutingMemory? { rareState?.routingMemory }

    /// The loading indicator's configuration and state; `nil` until first used (`loading`).
    var loadingController: LoadingController? { rareState?.loadingController }

    /// The rare state, created if there is none.
    func rareStateForWriting() -> NodeRareState {
        if let rareState { return rareState }
        let state = NodeRareState()
        rareState = state
        return state
    }
}
