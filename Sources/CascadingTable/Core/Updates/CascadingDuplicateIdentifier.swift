/// A `diffIdentifier` that more than one row (or section) of a rebuilt tree shares.
///
/// The update pairs the occurrences in order, so the table still shows exactly the new children; the
/// root's `tableUpdateDidFindDuplicate(_:)` receives one report per identifier and update.
public struct CascadingDuplicateIdentifier: CustomStringConvertible {
    /// The repeated identifier.
    public let identifier: AnyHashable

    /// The second node that carries it, in table order.
    public let node: CascadingNode

    /// A sentence naming the identifier and the node.
    public var description: String {
        "\(node) repeats the diffIdentifier \(identifier) of an earlier row or section; occurrences are paired in order. Give every row and section of a table a distinct identifier."
    }
}
