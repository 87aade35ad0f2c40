// What the tree reads from a node's class once, the first time a node of the class is created: its
// placement traits, its routing shortcut and the optional members it overrides.

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
