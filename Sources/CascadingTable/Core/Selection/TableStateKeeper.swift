/// A node that keeps state in the view beyond rows and sections and must look at the view again once
/// the tree's changes reached it: a reload, which any update may contain, drops the selection of the
/// rows it reloads. A node whose own model keeps its rows' selection adopts `SelectionModelNode`, which
/// refines this protocol and shows the model for it.
///
/// A keeper asks its root to be told with `CascadingRootNode/addStateKeeper(_:)`, and is told after
/// every update of that root that reaches the view until it leaves the tree or is removed.
@MainActor
public protocol TableStateKeeper: CascadingNode {
    /// The tree's changes reached the view: the outermost update returned, after its last batch.
    func treeUpdateDidReachTable()
}

extension CascadingRootNode {
    /// Whether changes are being collected into one grouped update: a `performUpdates` closure runs,
    /// and the view sees the changes when the outermost one returns.
    public var isPerformingUpdates: Bool { liveUpdates.transaction != nil }

    /// Whether the view is applying a batch of the tree's changes; it may ask the data source meanwhile,
    /// and the tree must not change until it is done.
    public var isApplyingUpdate: Bool { liveUpdates.isApplyingBatch }

    /// Asks that `keeper` be told after each update that reaches the view, until it leaves the tree or
    /// `removeStateKeeper(_:)`. Asking again moves it first: of the keepers that show state the view keeps
    /// once (one selected row), the last to ask shows it.
    public func addStateKeeper(_ keeper: any TableStateKeeper) {
        liveUpdates.keepers.keep(keeper)
    }

    /// Stops telling `keeper` after updates.
    public func removeStateKeeper(_ keeper: any TableStateKeeper) {
        liveUpdates.keepers.forget(keeper)
    }
}

/// The state keepers of an attached root, held weakly, latest first: the node that last asked to be told
/// (the last to change the view's state) shows its state first, and where the view keeps one state (one
/// selected row) the others then follow the view, so the last change stays.
@MainActor
struct TableStateKeepers {
    private var keepers: [ObjectIdentifier: WeakKeeper] = [:]
    private var asked = 0

    private struct WeakKeeper {
        weak var node: (any TableStateKeeper)?
        var order: Int
    }

    /// Whether no node asked to be told.
    var isEmpty: Bool { keepers.isEmpty }

    /// Asks that `node` be told after each update that reaches the table, until it leaves or `forget` it.
    mutating func keep(_ node: any TableStateKeeper) {
        asked += 1
        keepers[ObjectIdentifier(node)] = WeakKeeper(node: node, order: asked)
    }

    /// Stops telling `node`.
    mutating func forget(_ node: any TableStateKeeper) {
        keepers[ObjectIdentifier(node)] = nil
    }

    /// The keepers still alive, the one that asked last first, forgetting the others.
    mutating func alive() -> [any TableStateKeeper] {
        keepers = keepers.filter { $0.value.node != nil }
        return keepers.values.sorted { $0.order > $1.order }.compactMap(\.node)
    }
}

extension LiveUpdateState {
    /// Whether the state keepers may be told now: no transaction collects changes, the view applies no
    /// batch, and the tree's changes are announced (the outermost update tells them when it returns).
    var keepersMayBeTold: Bool { transaction == nil && !isApplyingBatch && isListening }
}

extension LiveUpdater {
    /// Tells the state keepers still in the root's tree that an update reached the table, the one that
    /// asked last first (only those `isTold` accepts); does nothing while they may not be told.
    func tellStateKeepers(where isTold: (any TableStateKeeper) -> Bool = { _ in true }) {
        let state = root.liveUpdates
        guard !state.keepers.isEmpty, state.keepersMayBeTold else { return }
        for keeper in state.keepers.alive() where keeper.attachedRoot === root && isTold(keeper) {
            keeper.treeUpdateDidReachTable()
        }
    }
}
