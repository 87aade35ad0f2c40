// An update that takes several batches changes the rows a node draws from its model (a list section's
// items, a leaf's rows) in a batch of their own, where they are: the later batches then move whole
// nodes, and every batch finds each such node showing the rows its model has now.
extension TreeSnapshot {
    /// The sections of this snapshot with the rows of every node that shows several rows of its own
    /// (each part of its `rowSpan`, each item of a model-backed node) as `after` shows them, in place;
    /// nodes that `after` no longer shows keep their rows. Content is not marked changed here: the
    /// batches that follow reload it.
    ///
    /// - Complexity: O(*S* + *R*) for the sections and rows of both snapshots.
    func settlingModelRows(toward after: TreeSnapshot) -> [Section] {
        let runs = after.modelRuns()
        var settled = sections
        for position in settled.indices {
            let owner = settled[position].model.node
            if let after = runs.sectionRows[ObjectIdentifier(owner)] {
                let rows = keepingTransfers(settled[position].rows, after)
                if !sameKeys(settled[position].rows, rows) {
                    settled[position].rows = rows
                    continue
                }
            }
            settled[position].rows = settledRows(settled[position].rows, runs: runs.rowRuns)
        }
        return settled
    }

    /// The rows `after` gives a model-backed section, with the items that move to another section still
    /// where they were and without the items that arrive from another one: those move in the batches
    /// that follow, so that a row moving into an inserted section keeps its cell and its selection.
    private func keepingTransfers(_ rows: [NodeToken], _ after: [NodeToken]) -> [NodeToken] {
        var result = after.filter { !$0.isTransferred }
        for (offset, token) in rows.enumerated() where token.isTransferred {
            result.insert(token, at: min(offset, result.count))
        }
        return result
    }

    /// The rows of one section, each node's run replaced by its run in `runs` where the keys differ.
    private func settledRows(_ rows: [NodeToken], runs: [ObjectIdentifier: [NodeToken]]) -> [NodeToken] {
        guard !runs.isEmpty else { return rows }
        var result: [NodeToken] = []
        result.reserveCapacity(rows.count)
        var start = 0
        while start < rows.count {
            let node = rows[start].node
            var end = start + 1
            while end < rows.count, rows[end].node === node, rows[end].key.part >= 0 { end += 1 }
            let run = rows[start..<end]
            if rows[start].key.part >= 0, let new = runs[ObjectIdentifier(node)], !sameKeys(run, new) {
                result += new
            } else if rows[start].key.part >= 0, node.parent != nil, node.placementSpan == 0 {
                // A node still in the tree that now shows no rows.
            } else {
                result += run
            }
            start = end
        }
        return result
    }

    /// The rows of each node with parts, and of each model-backed section owner, unmarked as changed.
    private func modelRuns() -> (rowRuns: [ObjectIdentifier: [NodeToken]], sectionRows: [ObjectIdentifier: [NodeToken]])
    {
        var rowRuns: [ObjectIdentifier: [NodeToken]] = [:]
        var sectionRows: [ObjectIdentifier: [NodeToken]] = [:]
        for section in sections where described.contains(ObjectIdentifier(section.model.node)) {
            let unmarked = section.rows.map { NodeToken($0, changed: false) }
            guard section.model.node is CascadingSectionNode else {
                sectionRows[ObjectIdentifier(section.model.node)] = unmarked
                continue
            }
            for token in unmarked where token.key.part >= 0 && (token.key.part > 0 || token.node.placementSpan != 1) {
                rowRuns[ObjectIdentifier(token.node), default: []].append(token)
            }
        }
        return (rowRuns, sectionRows)
    }

    private func sameKeys<Rows: Collection<NodeToken>>(_ old: Rows, _ new: [NodeToken]) -> Bool {
        old.count == new.count && zip(old, new).allSatisfy { $0.key == $1.key }
    }
}
