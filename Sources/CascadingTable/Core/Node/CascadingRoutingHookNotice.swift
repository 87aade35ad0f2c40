/// A node class that routes rows or sections through `child(forRowAt:)` or `child(forSection:)`
/// overrides of its own, which updates cannot see into.
///
/// The root's `tableRoutingDidFindHookOverride(_:)` receives one the first time a node of such a class
/// is prepared for a view, once per class in the process. Such a router always shows the right rows, but
/// a change under it may reload what it routes and report a `.routing` inconsistency instead of
/// animating; declaring the rows it shows itself does not.
public struct CascadingRoutingHookNotice: CustomStringConvertible, Sendable {
    /// The name of the node class.
    public let nodeClass: String

    /// The hooks the class overrides beyond the library router it derives from, such as
    /// `child(forRowAt:)`.
    public let hooks: [String]

    /// A sentence naming the class, its hooks and the declarative way.
    public var description: String {
        "\(nodeClass) overrides \(hooks.joined(separator: " and ")): updates cannot see where it sends rows, so a change under it may reload what it routes instead of animating. Declare the rows or sections it shows itself with childrenOffset (before its children) and childrenTrailingOffset (after them), name them with ownRow(at:) / ownSection(at:), and remove the override; a model-backed node's inherited child(forRowAt:) already routes the rows after its items."
    }
}

/// The node classes whose root was told about their routing hooks, by class.
@MainActor private var classesToldAboutRoutingHooks: Set<ObjectIdentifier> = []

extension CascadingNode {
    /// Tells the root, once per class, that this node's class overrides a routing hook; nothing for the
    /// other classes (one stored bit read) or outside a root's tree.
    func reportRoutingHooksOnce() {
        guard classTraits.contains(.overridesRoutingHook), let root = rootOfTree,
            classesToldAboutRoutingHooks.insert(ObjectIdentifier(type(of: self))).inserted
        else { return }
        let hooks = NodeClassFacts.of(type(of: self)).overriddenRoutingHooks
        root.tableRoutingDidFindHookOverride(
            CascadingRoutingHookNotice(nodeClass: "\(type(of: self))", hooks: hooks))
    }
}
