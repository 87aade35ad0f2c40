// Values that code built on the tree keeps on a node: extensions cannot add stored properties, so a
// module that extends node types (the ready-made nodes do) stores its state here, keyed by type.

/// A key for a value kept on a node with `CascadingNode/subscript(_:)`: the key type names the value,
/// and its default is what the node holds until a value is stored.
///
///     private enum BadgeKey: CascadingNodeValueKey {
///         static var defaultValue: Int { 0 }
///     }
///     extension CascadingSectionNode {
///         var badge: Int {
///             get { self[BadgeKey.self] }
///             set { self[BadgeKey.self] = newValue }
///         }
///     }
public protocol CascadingNodeValueKey {
    /// The type of the value kept under this key.
    associatedtype Value
    /// What a node holds under this key until a value is stored.
    static var defaultValue: Value { get }
}

extension CascadingNode {
    /// The value kept on this node under `key`, or the key's default until one is stored.
    ///
    /// Storage is made on the first write, so a node that never stores a value pays one optional
    /// reference, shared with its other rare state.
    public subscript<Key: CascadingNodeValueKey>(_ key: Key.Type) -> Key.Value {
        get { rareState?.values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { rareStateForWriting().values[ObjectIdentifier(key)] = newValue }
    }
}
