// What the tree mutations ask about a node's class, stored in the node when it is created: a stored
// byte is read in one load, where a class member is a dynamic call on every insertion.

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

    /// The traits of a node class.
    @MainActor
    init(of nodeClass: CascadingNode.Type) {
        var traits: NodeClassTraits = []
        if nodeClass.spansItsChildren { traits.insert(.spansItsChildren) }
        if nodeClass is CascadingRootNode.Type { traits.insert(.isRoot) }
        self = traits
    }
}
