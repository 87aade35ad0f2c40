import CascadingDiff

/// The children nodes had when an update finished changing the tree, for the nodes that presenting a
/// stage changes.
@MainActor
final class FinalChildren {
    private(set) var nodes: [(node: CascadingNode, children: [CascadingNode])] = []
    private var remembered = Set<ObjectIdentifier>()

    /// Records a node's children, the first time only.
    func remember(_ node: CascadingNode) {
        if remembered.insert(ObjectIdentifier(node)).inserted {
            nodes.append((node, node.childNodes))
        }
    }
}

// Grouped updates: the whole tree before and after, diffed by identity, applied in as few batches as
// UIKit accepts.
extension LiveUpdater {
    /// Runs `updates` and applies everything they changed as one update.
    func performGrouped(animation: UITableView.RowAnimation, _ updates: () -> Void, completion: ((Bool) -> Void)?) {
        if let outer = root.liveUpdates.transaction {
            updates()
            if let completion { outer.completions.append(completion) }
            return
        }
        // The table must know the counts of the tree before the change: a table that has not loaded
        // yet would otherwise first load the changed tree and then apply the change a second time.
        _ = tableView.numberOfSections
        let before = TreeSnapshot(root: root)
        let misrouted = misroutedRouters(sections: before.sectionNodes)
        let transaction = UpdateTransaction()
        if let completion { transaction.completions.append(completion) }
        root.liveUpdates.transaction = transaction
        updates()
        root.liveUpdates.transaction = nil
        commit(transaction, from: before, misroutedBefore: misrouted, animation: animation)
    }

    /// The routers whose hooks send a shown child elsewhere than its span says (a section drawing a
    /// summary row through `child(forRowAt:)` without `childrenOffset`): the root, with no section, or
    /// section nodes with their section. The diff cannot see where such hooks put rows, so a grouped
    /// update reloads what they show and reports them, as a single change does.
    private func misroutedRouters(sections: [CascadingNode]) -> [(node: CascadingNode, section: Int?)] {
        // A root that moves its sections moves every section's rows too: the whole table reloads.
        if let first = root.childNodes.first(where: { $0.placementSpan > 0 }), !routes(to: first, section: nil) {
            return [(root, nil)]
        }
        var found: [(node: CascadingNode, section: Int?)] = []
        for (section, node) in sections.enumerated() where node.placement.kind == .rows {
            guard let first = node.childNodes.first(where: { $0.placementSpan > 0 }) else { continue }
            if !routes(to: first, section: section) { found.append((node, section)) }
        }
        return found
    }

    private func commit(
        _ transaction: UpdateTransaction, from start: TreeSnapshot,
        misroutedBefore: [(node: CascadingNode, section: Int?)], animation: UITableView.RowAnimation
    ) {
        let finish: (Bool) -> Void = { finished in transaction.completions.forEach { $0(finished) } }
        var before = start
        var items: [ObjectIdentifier: ItemChanges] = [:]
        for node in transaction.itemNodes {
            let update = node.finishGroupedItemUpdate()
            items[ObjectIdentifier(node)] = update
            before.expandItemRows(of: node, count: update.oldCount)
            reportDuplicates(update, of: node)
        }
        var changed = transaction.changed
        let after = TreeSnapshot(root: root, changed: changed, comparingWith: before, items: items)
        let misrouted = misroutedBefore + misroutedRouters(sections: after.sectionNodes)
        defer { reportMisrouted(misrouted, present: after.sectionNodes) }
        if misrouted.contains(where: { $0.node === root }) {
            tableView.reloadData()
            reconfigure(transaction.reconfigured)
            return finish(true)
        }
        changed.formUnion(misrouted.map { ObjectIdentifier($0.node) })
        if let reload = policyReload(before: before, after: after, changed: &changed) {
            if reload { tableView.reloadData() }
            reconfigure(transaction.reconfigured)
            finish(true)
            return
        }
        let current =
            changed == transaction.changed
            ? after : TreeSnapshot(root: root, changed: changed, comparingWith: before, items: items)
        let updates = ConsistentBatchUpdates(old: before.sections, new: current.sections)
        if updates.stages.count > 1, !(before.isFlat && current.isFlat) {
            // Only a tree whose sections are the root's children can present an intermediate stage.
            tableView.reloadData()
            reconfigure(transaction.reconfigured)
            finish(true)
            return
        }
        let presentations: [[TreeSnapshot.Section]]? =
            updates.stages.count > 1
            ? try? updates.intermediateSnapshots(from: before.sections, to: current.sections) : nil
        let final = FinalChildren()
        for (index, stage) in updates.stages.enumerated() {
            let isLast = index == updates.stages.count - 1
            apply(stage, animation: animation, completion: isLast ? finish : nil) {
                if let presentations { present(presentations[index], remembering: final) }
                if isLast { restore(final) }
            }
        }
        let rebuilt = ContentPairing(
            old: before.sections.flatMap(\.rows),
            new: current.sections.enumerated().flatMap { section, content in
                content.rows.enumerated().map { ($0.element, IndexPath(row: $0.offset, section: section)) }
            }, root: root, changed: changed.union(transaction.reconfigured.map(ObjectIdentifier.init))
        ).reconfigured
        var explicit =
            transaction.reconfigured.flatMap(rowsShowing) + transaction.ownRowsReconfigured.flatMap(ownRowsShowing)
        for node in transaction.itemNodes {
            guard let update = items[ObjectIdentifier(node)], let (section, row) = rowOrigin(of: node) else { continue }
            explicit += update.reconfigured.map { IndexPath(row: row + $0, section: section) }
        }
        if !(rebuilt + explicit).isEmpty { tableView.reconfigureRows(at: rebuilt + explicit) }
        if updates.isEmpty { finish(true) }
    }

    /// Applies the policies that are not animated diffs: returns `true` to reload the table, `false`
    /// to leave it alone, `nil` to go on with the diff (after marking sections to reload in `changed`).
    private func policyReload(before: TreeSnapshot, after: TreeSnapshot, changed: inout Set<ObjectIdentifier>) -> Bool?
    {
        let sectionsChanged = !before.sectionNodes.elementsEqual(after.sectionNodes, by: ===)
        if sectionsChanged {
            switch root.updatePolicy {
            case .reloadTable, .reloadSection: return true
            case .none: return false
            case .animated: break
            }
        }
        for section in after.sectionNodes {
            let id = ObjectIdentifier(section)
            guard let rows = after.opaqueRows[id], rows != before.opaqueRows[id] ?? rows else { continue }
            switch section.updatePolicy {
            case .reloadTable: return true
            case .reloadSection: changed.insert(id)
            case .none, .animated: break
            }
        }
        return nil
    }

    /// Reports each misrouted router once, at its section after the update (the root at section 0), unless
    /// the update removed it.
    private func reportMisrouted(_ misrouted: [(node: CascadingNode, section: Int?)], present: [CascadingNode]) {
        var reported = Set<ObjectIdentifier>()
        for (node, _) in misrouted where reported.insert(ObjectIdentifier(node)).inserted {
            if node === root {
                reportRouting(of: node, section: 0)
            } else if let section = present.firstIndex(where: { $0 === node }) {
                reportRouting(of: node, section: section)
            }
        }
    }

    private func reconfigure(_ nodes: [CascadingNode]) {
        let rows = nodes.flatMap(rowsShowing)
        if !rows.isEmpty { tableView.reconfigureRows(at: rows) }
    }

    // MARK: Applying one batch

    /// Hands a batch to the table with the tree presenting what it expects, after the safety net.
    func apply(
        _ batch: BatchUpdateStage, animation: UITableView.RowAnimation, completion: ((Bool) -> Void)?,
        presenting present: () -> Void
    ) {
        let before = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        withoutActuallyEscaping(present) { present in
            tableView.performBatchUpdates(
                {
                    root.liveUpdates.isApplyingBatch = true
                    defer { root.liveUpdates.isApplyingBatch = false }
                    silently(present)
                    let after = (0..<max(0, tableView.sectionCount(reportedBy: root))).map {
                        max(0, tableView.rowCount(reportedBy: root, inSection: $0))
                    }
                    let (checked, mismatches) = batch.madeConsistent(rowsBefore: before, rowsAfter: after)
                    for mismatch in mismatches { report(mismatch) }
                    checked.apply(to: tableView, animation: animation)
                }, completion: completion)
        }
    }

    private func report(_ mismatch: BatchUpdateStage.Mismatch) {
        guard let node = root.sectionOwner(at: mismatch.newSection) else { return }
        root.tableUpdateDidRecover(
            from: CascadingInconsistency(
                node: node, section: mismatch.newSection, expectedRowCount: mismatch.expected,
                reportedRowCount: mismatch.reported))
    }

    /// Makes the tree show one stage's data: sections in order, and the rows of each diffed section node.
    ///
    /// Every node it changes is first remembered in `final`, so the tree can be put back exactly as the
    /// update left it, detached nodes included, once the last stage ran. Only flat trees are presented
    /// (`TreeSnapshot.isFlat`).
    private func present(_ sections: [TreeSnapshot.Section], remembering final: FinalChildren) {
        silently {
            var destination: [ObjectIdentifier: ObjectIdentifier] = [:]
            var presented: [(node: CascadingSectionNode, rows: [CascadingNode])] = []
            for section in sections {
                guard let node = section.model.node as? CascadingSectionNode, node.diffsRows else { continue }
                let rows = section.rows.map(\.node)
                for row in rows { destination[ObjectIdentifier(row)] = ObjectIdentifier(node) }
                presented.append((node, rows))
            }
            // Detach every row that is about to change parent, wherever it is now.
            var holders: [CascadingNode] = root.childNodes.filter { ($0 as? CascadingSectionNode)?.diffsRows == true }
            holders += presented.map(\.node)
            holders += presented.flatMap(\.rows).compactMap(\.parent)
            var visited = Set<ObjectIdentifier>()
            for holder in holders where visited.insert(ObjectIdentifier(holder)).inserted {
                let kept = holder.childNodes.filter { destination[ObjectIdentifier($0)] == ObjectIdentifier(holder) }
                guard kept.count != holder.childNodes.count else { continue }
                final.remember(holder)
                holder.replaceChildren(with: kept)
            }
            final.remember(root)
            root.replaceChildren(with: sections.map(\.model.node))
            for (node, rows) in presented {
                final.remember(node)
                node.replaceChildren(with: rows)
            }
        }
    }

    /// Puts back the children of every node a presentation changed, as the update left them.
    private func restore(_ final: FinalChildren) {
        silently {
            let changed = final.nodes.filter { !$0.node.childNodes.elementsEqual($0.children, by: ===) }
            for (node, children) in changed {
                let staying = Set(children.map(ObjectIdentifier.init))
                node.replaceChildren(with: node.childNodes.filter { staying.contains(ObjectIdentifier($0)) })
            }
            for (node, children) in changed {
                node.replaceChildren(with: children)
            }
        }
    }
}
