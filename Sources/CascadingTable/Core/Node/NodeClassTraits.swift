// What the tree knows about a node's class: read once per class, from what the class overrides, and
// stored in each node when it is created (a stored byte is read in one load, where a class member is
// a dynamic call on every insertion and every routed call).

/// The facts about a node's class that inserting, removing and placing it depend on.
struct NodeClassTraits: OptionSet {
    let rawValue: UInt8

    init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The class spans the sum of its children (`CascadingGroupNode` and its subclasses).
    static let spansItsChildren = NodeClassTraits(rawValue: 1)

    /// The class is `CascadingRootNode` or a subclass: the top of a tree a table view may talk to.
    static let isRoot = NodeClassTraits(rawValue: 2)

    /// The class shows rows from its items before its children's (`ItemRowsNode`): its children stand
    /// for rows and follow its item rows, and it spans both among a section's rows.
    static let showsItemRows = NodeClassTraits(rawValue: 4)

    /// The class answers `rowSpan` as `CascadingNode` does (1): a child among rows spans one row
    /// without the call (`NodeInsertionHooks.swift`).
    static let spansOneRow = NodeClassTraits(rawValue: 8)

    /// The class answers `providedOptionalMembers` as `CascadingNode` does, from the class alone: the
    /// declaration read at creation stays right, and a joining child is not asked again.
    static let declaresByClass = NodeClassTraits(rawValue: 16)

    /// The class answers `childrenDidChange()` as `CascadingNode` does (nothing): mutations skip the
    /// call.
    static let ignoresChildrenChanges = NodeClassTraits(rawValue: 32)

    /// The class sends rows to its children through a `child(forRowAt:)` of its own, so its spans need
    /// not say where its children's rows are (`Routing/CascadingNode+HookedRows.swift`).
    static let routesRowsByOwnHook = NodeClassTraits(rawValue: 64)

    /// The class overrides `child(forRowAt:)` or `child(forSection:)` beyond the library router it
    /// derives from (the library's own classes excepted): its root is told once per class, when a node
    /// of it is prepared (`CascadingRoutingHookNotice`).
    static let overridesRoutingHook = NodeClassTraits(rawValue: 128)
}
