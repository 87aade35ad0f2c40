import CascadingDiff

// The commit path's shortcuts for a change made alone: where one batch computed from the spans says
// the change, that batch goes to the one applier without describing the whole tree. Each shortcut
// decides before the change is made; whatever it cannot say (a policy that does not animate, rows or
// sections a router places through routing hooks of its own, a replacement of sections, a change that
// can move a group's loading header or footer) takes the commit path instead.
extension LiveUpdater {
    /// Applies an animated insert, remove, move or replacement of rows made alone, as one batch in the
    /// rows or sections `node`'s spans cover; `false`, before making the change, when it cannot.
    func applyAlone(_ change: ChildrenChange, of node: CascadingNode, _ mutate: () -> Void) -> Bool {
        guard let placed = placedAncestor(of: node) else { return false }
        guard placed === node else {
            mutate()  // deeper than the table's rows: nothing the table shows changes
            return true
        }
        guard let kind = node.placement.kind, let region = region(of: node),
            let animation = decidingNode(forChildrenOf: node).updatePolicy.animation
        else { return false }
        let section = kind == .rows ? self.section(of: region) : nil
        if kind == .rows, section == nil { return false }
        if case .replace = change, section == nil { return false }
        guard !node.showsThroughOwnHooks, !node.canMoveALoadingEdge else { return false }
        // The table must know the counts before the change: one that has not loaded yet would
        // otherwise load the changed tree and then apply the change a second time.
        _ = view.numberOfSections
        let (batch, reconfigured) = batchAlone(change, of: node, section: section, mutate)
        apply(batch, animation: animation, completion: nil) {}
        reconfigure(reconfigured)
        return true
    }

    /// Makes the change and returns its batch, with the rows to reconfigure after it.
    private func batchAlone(
        _ change: ChildrenChange, of node: CascadingNode, section: Int?, _ mutate: () -> Void
    ) -> (BatchUpdateStage, [IndexPath]) {
        var batch = BatchUpdateStage(rowCountsAfter: [])
        func add(_ coordinates: Range<Int>, deleting: Bool) {
            if let section {
                let paths = coordinates.map { ElementPath(section: section, element: $0) }
                if deleting { batch.rowDeletes += paths } else { batch.rowInserts += paths }
            } else if deleting {
                batch.sectionDeletes += coordinates
            } else {
                batch.sectionInserts += coordinates
            }
        }
        switch change {
        case .insert(let position):
            mutate()
            add(node.childNodes[position].coordinates, deleting: false)
        case .remove(let position):
            let child = node.childNodes[position]
            let coordinates = child.coordinates
            mutate()
            add(coordinates, deleting: true)
        case .move(let from, _):
            let child = node.childNodes[from]
            let before = child.coordinates
            mutate()
            for (source, destination) in zip(before, child.coordinates) {
                if let section {
                    batch.rowMoves.append(
                        DiffMove(
                            source: ElementPath(section: section, element: source),
                            destination: ElementPath(section: section, element: destination)))
                } else {
                    batch.sectionMoves.append(DiffMove(source: source, destination: destination))
                }
            }
        case .replace:
            // `applyAlone` takes a replacement of sections to the commit path.
            guard let section else { preconditionFailure("A replacement made alone replaces rows.") }
            return rowsReplacedAlone(of: node, section: section, mutate)
        }
        return (batch, [])
    }

    /// Replaces the rows of `node` in one section: diffed by identity in O(old + new), rebuilt rows
    /// whose content differs reconfigured after the batch.
    private func rowsReplacedAlone(
        of node: CascadingNode, section: Int, _ mutate: () -> Void
    ) -> (BatchUpdateStage, [IndexPath]) {
        // The tokens start with the node's own rows, so offsets count from where the node starts.
        let start = node.childrenOrigin - node.childrenOffset
        let old = TreeSnapshot.rows(of: node)
        mutate()
        let new = TreeSnapshot.rows(of: node)
        let diff = FlatDiff(old: old, new: new)
        func path(_ offset: Int) -> ElementPath { ElementPath(section: section, element: start + offset) }
        let batch = rowBatch(deletes: diff.deletes, inserts: diff.inserts, moves: diff.moves, at: path)
        let placed = new.enumerated().map { ($0.element, IndexPath(path($0.offset))) }
        return (batch, rowsWithOtherContent(old: old, new: placed))
    }

    /// A batch of row changes given as offsets, placed in the table by `path`.
    private func rowBatch(
        deletes: [Int], inserts: [Int], moves: [DiffMove<Int>], at path: (Int) -> ElementPath
    ) -> BatchUpdateStage {
        BatchUpdateStage(
            rowDeletes: deletes.map(path), rowInserts: inserts.map(path),
            rowMoves: moves.map { DiffMove(source: path($0.source), destination: path($0.destination)) },
            rowCountsAfter: [])
    }

    /// Applies an animated change of a model-backed node's items made alone, as one batch in the rows
    /// it covers, then reconfigures the kept items whose content changed; `false`, before making the
    /// change, when the policy deciding its items does not animate or a router places its rows through
    /// routing hooks of its own.
    func applyItemChangesAlone(_ changes: () -> ItemChanges, of node: CascadingNode, _ mutate: () -> Void) -> Bool {
        guard let animation = decidingNode(forItemsOf: node).updatePolicy.animation,
            !node.showsThroughOwnHooks, let (section, base) = rowOrigin(of: node)
        else { return false }
        _ = view.numberOfSections
        let changes = changes()
        func path(_ offset: Int) -> ElementPath { ElementPath(section: section, element: base + offset) }
        func change() {
            mutate()
            node.refreshSpanInParent()
        }
        if changes.deletes.isEmpty && changes.inserts.isEmpty && changes.moves.isEmpty {
            silently(change)
        } else {
            let batch = rowBatch(deletes: changes.deletes, inserts: changes.inserts, moves: changes.moves, at: path)
            apply(batch, animation: animation, completion: nil, presenting: change)
        }
        reportDuplicates(changes, of: node)
        reconfigure(changes.reconfigured.map { IndexPath(path($0)) })
        return true
    }

    /// Reloads or reconfigures what a node shows, made alone; `false` when a router places its rows or
    /// sections through routing hooks of its own.
    func applyContentChangeAlone(of node: CascadingNode, reconfiguring: Bool) -> Bool {
        guard let before = region(of: node) else { return true }
        guard !node.showsThroughOwnHooks else { return false }
        if reconfiguring {
            reconfigure(rowsShowing(node))
            return true
        }
        node.refreshSpanInParent()
        guard case .rows(let old, let section) = before, case .rows(let new, _)? = region(of: node), old != new else {
            reload(before)
            return true
        }
        // A model-backed node whose row count changed: reload the rows it keeps, insert or delete the rest.
        let kept = old.lowerBound..<old.lowerBound + min(old.count, new.count)
        func path(_ row: Int) -> ElementPath { ElementPath(section: section, element: row) }
        let batch = BatchUpdateStage(
            rowDeletes: (kept.upperBound..<old.upperBound).map(path),
            rowInserts: (kept.upperBound..<new.upperBound).map(path), rowReloads: kept.map(path), rowCountsAfter: [])
        apply(batch, animation: .automatic, completion: nil) {}
        return true
    }
}
