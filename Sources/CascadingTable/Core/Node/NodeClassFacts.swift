// What the tree knows about a node's class: read once per class, the first time a node of the class is
// created, from what the class overrides (its placement traits, its routing shortcut and the optional
// members it overrides), and stored in each node when it is created (a stored byte is read in one
// load, where a class member is a dynamic call on every insertion and every routed call).

/// Everything the tree derives from a node's class, computed the first time a node of the class is
/// created and kept for the process's lifetime (classes are never unloaded).
struct NodeClassFacts {
    /// The placement traits.
    let traits: NodeClassTraits

    /// How the forwarding shortcut may pass row calls through nodes of the class.
    let routingShortcut: RoutingShortcut

    /// The optional members the class overrides (itself or through a class between it and
    /// `CascadingNode`); `nil` when they cannot be read on this platform.
    let overriddenOptionalMembers: CascadingOptionalMembers?

    /// The routing hooks the class overrides beyond its library router, by name
    /// (`CascadingNode.overriddenRoutingHooks`).
    let overriddenRoutingHooks: [String]

    /// Reads a class: its routing from the routing hooks and row members it overrides beyond the
    /// library router it derives from, its optional members from the table members it overrides.
    @MainActor
    init(reading nodeClass: CascadingNode.Type) {
        var traits = nodeClass.insertionHookTraits
        if nodeClass.spansItsChildren { traits.insert(.spansItsChildren) }
        if nodeClass is CascadingRootNode.Type { traits.insert(.isRoot) }
        if nodeClass is any ItemRowsNode.Type { traits.insert(.showsItemRows) }
        if nodeClass.routesRowsByOwnHook { traits.insert(.routesRowsByOwnHook) }
        overriddenRoutingHooks = nodeClass.overriddenRoutingHooks
        if !overriddenRoutingHooks.isEmpty { traits.insert(.overridesRoutingHook) }
        self.traits = traits
        routingShortcut = RoutingShortcut(for: nodeClass)
        overriddenOptionalMembers = nodeClass.optionalMembersOverridden(beyond: CascadingNode.self)
    }

    /// The facts of the classes read so far.
    @MainActor private static var known: [ObjectIdentifier: NodeClassFacts] = [:]

    /// The class read last and its facts: nodes are mostly created many of one class at a time.
    @MainActor private static var last: (nodeClass: ObjectIdentifier, facts: NodeClassFacts)?

    /// The facts of a class, read on first use.
    /// - Complexity: O(1) once the class was read; reading it is O(the members the tree detects).
    @MainActor
    static func of(_ nodeClass: CascadingNode.Type) -> NodeClassFacts {
        let key = ObjectIdentifier(nodeClass)
        if let last, last.nodeClass == key { return last.facts }
        let facts = known[key] ?? NodeClassFacts(reading: nodeClass)
        known[key] = facts
        last = (key, facts)
        return facts
    }
}

/// The facts about a node's class that inserting, removing and placing it depend on.
struct NodeClassTraits: OptionSet {
    let rawValue: UInt8

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
