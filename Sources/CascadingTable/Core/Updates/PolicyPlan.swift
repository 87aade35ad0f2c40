/// What the update policies of the nodes a transaction changed make the commit do: the one place where
/// a `CascadingUpdatePolicy` is decided.
///
/// Each change is decided by one node's policy: the root's for a change of the sections, a section
/// node's for a change of its rows, a model-backed node's for a change of its items (unless they sit
/// among the rows of a section whose policy does not animate: that section decides, since its rows are
/// not diffed). The same policy gives the same kind of update to a change of children and of items,
/// made alone or inside `performUpdates`:
///
/// - `.animated`: the change is diffed and animated.
/// - `.reloadSection`: what the deciding node shows is reloaded whole (its section, or its rows for a
///   run of rows among a section's); the table, for the root.
/// - `.reloadTable`: the table reloads.
/// - `.none`: the table is told nothing of the change; for the root, nothing of the whole update.
///
/// A reload of the table wins over every other decision.
@MainActor
struct PolicyPlan {
    /// The root of the tree, whose policy decides changes of the sections.
    let root: CascadingRootNode

    /// Whether the table reloads (`reloadData()`).
    private(set) var reloadsTable = false

    /// Whether the table is told nothing: the root leaves a change of its sections to the caller.
    private(set) var leavesTable = false

    /// The nodes whose section (or run of rows) is reloaded whole.
    private(set) var reloaded = Set<ObjectIdentifier>()

    /// The nodes whose change the table is not told: it keeps showing the rows it has for them.
    private(set) var left = Set<ObjectIdentifier>()

    init(root: CascadingRootNode) {
        self.root = root
    }

    /// Decides a change of `changed` by `decider`'s policy and returns whether the change is diffed.
    ///
    /// - Parameters:
    ///   - changed: The node whose children, items or rows changed.
    ///   - decider: The node whose policy decides the change: the root for a change of the sections.
    @discardableResult
    mutating func decide(_ changed: CascadingNode, by decider: CascadingNode) -> Bool {
        switch decider.updatePolicy {
        case .animated: return true
        case .reloadSection where decider === root, .reloadTable: reloadsTable = true
        case .reloadSection: reloaded.insert(ObjectIdentifier(decider))
        case .none where decider === root: leavesTable = true
        case .none: left.insert(ObjectIdentifier(changed))
        }
        return false
    }

    /// Decides the changes of the tree's structure between two snapshots: a change of the sections by
    /// the root's policy, a change of the rows a section node does not diff by that node's policy.
    mutating func decideStructure(from before: TreeSnapshot, to after: TreeSnapshot) {
        if !before.sectionNodes.elementsEqual(after.sectionNodes, by: ===) { decide(root, by: root) }
        for section in after.sectionNodes {
            let id = ObjectIdentifier(section)
            guard let rows = after.opaqueRows[id], rows != before.opaqueRows[id] ?? rows else { continue }
            decide(section, by: section)
        }
    }
}
