/// Pairs rows of two snapshots by key, in order, to find the rows whose rebuilt node shows other
/// content (reconfigured in place rather than deleted and inserted), and reports keys that repeat; a
/// rebuilt node with equal content takes over the cell drawn for the old one.
@MainActor
struct ContentPairing {
    /// The positions, after the update, of rows whose node was replaced by one with other content.
    private(set) var reconfigured: [IndexPath] = []

    /// Pairs `old` and `new` rows (each with its position), reporting repeated keys among `new` to the root.
    ///
    /// A row whose old node said its content changed (`changed`) is reconfigured even when the rebuilt
    /// node compares equal to it, since the old node was edited in place.
    init(
        old: [NodeToken], new: [(token: NodeToken, indexPath: IndexPath)], root: CascadingRootNode?,
        changed: Set<ObjectIdentifier> = []
    ) {
        var previous: [NodeKey: [CascadingNode]] = [:]
        previous.reserveCapacity(old.count)
        for token in old.reversed() { previous[token.key, default: []].append(token.node) }
        var seen = Set<NodeKey>(minimumCapacity: new.count)
        var reported = Set<NodeKey>()
        for (token, indexPath) in new {
            if !seen.insert(token.key).inserted, reported.insert(token.key).inserted {
                root?.tableUpdateDidFindDuplicate(
                    CascadingDuplicateIdentifier(identifier: token.key.identifier, node: token.node))
            }
            guard let old = previous[token.key]?.popLast(), old !== token.node, !token.changed else { continue }
            if changed.contains(ObjectIdentifier(old)) || !token.node.isContentEqual(to: old) {
                reconfigured.append(indexPath)
            } else if let node = token.node as? any KeepsDrawnCell {
                node.keepCell(drawnFor: old)
            }
        }
    }
}
