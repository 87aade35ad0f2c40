extension LiveUpdater {
    /// Pairs rows of two snapshots by key, in order, and answers the positions, after the update, of the
    /// rows whose rebuilt node shows other content (reconfigured in place rather than deleted and
    /// inserted); reports keys that repeat among `new` to the root. A rebuilt node with equal content
    /// takes over the cell drawn for the old one.
    ///
    /// A row whose old node said its content changed (`changed`) is reconfigured even when the rebuilt
    /// node compares equal to it, since the old node was edited in place.
    func rowsWithOtherContent(
        old: [NodeToken], new: [(token: NodeToken, indexPath: IndexPath)], changed: Set<ObjectIdentifier> = []
    ) -> [IndexPath] {
        var previous: [NodeKey: [CascadingNode]] = [:]
        previous.reserveCapacity(old.count)
        for token in old.reversed() { previous[token.key, default: []].append(token.node) }
        var seen = Set<NodeKey>(minimumCapacity: new.count)
        var reported = Set<NodeKey>()
        var reconfigured: [IndexPath] = []
        for (token, indexPath) in new {
            if !seen.insert(token.key).inserted, reported.insert(token.key).inserted {
                root.tableUpdateDidFindDuplicate(
                    CascadingDuplicateIdentifier(identifier: token.key.identifier, node: token.node))
            }
            guard let old = previous[token.key]?.popLast(), old !== token.node, !token.changed else { continue }
            if changed.contains(ObjectIdentifier(old)) || !token.node.isContentEqual(to: old) {
                reconfigured.append(indexPath)
            } else if let node = token.node as? any KeepsDrawnCell {
                node.keepCell(drawnFor: old)
            }
        }
        return reconfigured
    }

    /// Configures `rows` again in place, when there are any.
    func reconfigure(_ rows: [IndexPath]) {
        if !rows.isEmpty { view.reconfigureRows(at: rows) }
    }
}
