import CascadingDiff

/// State a root keeps while it is attached: the grouped update being collected, and whether tree
/// changes are currently announced (they are not while the tree is made to present a stage, or
/// follows a reorder the table already made).
@MainActor
final class LiveUpdateState {
    var transaction: UpdateTransaction?
    var silence = 0
    var isApplyingBatch = false

    var isListening: Bool { silence == 0 }
}

/// What a grouped update collects while its closure runs.
@MainActor
final class UpdateTransaction {
    var changed = Set<ObjectIdentifier>()
    var reconfigured: [CascadingNode] = []
    var completions: [(Bool) -> Void] = []
}

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

/// Applies tree changes to the attached table view.
@MainActor
struct LiveUpdater {
    let root: CascadingRootNode
    let tableView: UITableView

    /// Where a node's children appear in the table.
    private enum ChildrenRole {
        case sections
        case rows(section: Int)
    }

    // MARK: Single changes

    /// Runs one mutation of `node`'s children and applies it as its policy says.
    func applyChange(_ change: ChildrenChange, of node: CascadingNode, _ mutate: () -> Void) {
        guard root.liveUpdates.transaction == nil, let role = role(of: node) else {
            mutate()  // collected by the grouped update, or not shown by the table
            return
        }
        switch node.updatePolicy {
        case .none:
            mutate()
        case .reloadTable:
            mutate()
            tableView.reloadData()
        case .reloadSection:
            mutate()
            if case .rows(let section) = role {
                tableView.reloadSections(IndexSet(integer: section), with: .automatic)
            } else {
                tableView.reloadData()
            }
        case .animated(let animation):
            let batch = Self.batch(for: change, role: role)
            apply(batch, animation: animation, completion: nil, presenting: mutate)
        }
    }

    private static func batch(for change: ChildrenChange, role: ChildrenRole) -> TableBatch {
        switch (change, role) {
        case (.insert(let position), .sections): TableBatch(sectionInserts: [position])
        case (.remove(let position), .sections): TableBatch(sectionDeletes: [position])
        case (.move(let from, let to), .sections): TableBatch(sectionMoves: [(from, to)])
        case (.replace(let old, let new), .sections): TableBatch(from: old, to: new, inSection: nil)
        case (.insert(let position), .rows(let section)):
            TableBatch(rowInserts: [IndexPath(row: position, section: section)])
        case (.remove(let position), .rows(let section)):
            TableBatch(rowDeletes: [IndexPath(row: position, section: section)])
        case (.move(let from, let to), .rows(let section)):
            TableBatch(rowMoves: [(IndexPath(row: from, section: section), IndexPath(row: to, section: section))])
        case (.replace(let old, let new), .rows(let section)): TableBatch(from: old, to: new, inSection: section)
        }
    }

    /// The children of the root are sections; the children of a section node are its rows.
    private func role(of node: CascadingNode) -> ChildrenRole? {
        if node === root { return .sections }
        if node.parent === root, node is CascadingSectionNode { return .rows(section: node.index) }
        return nil
    }

    /// Reloads or reconfigures what a node shows.
    func contentDidChange(of node: CascadingNode, reconfiguring: Bool) {
        if let transaction = root.liveUpdates.transaction {
            if reconfiguring {
                transaction.reconfigured.append(node)
            } else {
                transaction.changed.insert(ObjectIdentifier(node))
            }
            return
        }
        if reconfiguring {
            let rows = rowsShowing(node)
            if !rows.isEmpty { tableView.reconfigureRows(at: rows) }
            return
        }
        switch position(of: node) {
        case .table: tableView.reloadData()
        case .section(let section):
            apply(TableBatch(sectionReloads: [section]), animation: .automatic, completion: nil) {}
        case .row(let indexPath): apply(TableBatch(rowReloads: [indexPath]), animation: .automatic, completion: nil) {}
        case nil: break
        }
    }

    /// What part of the table a node shows.
    private enum TablePosition {
        case table
        case section(Int)
        case row(IndexPath)
    }

    /// The part of the table a node shows: a deeper node shows what its nearest row or section shows.
    private func position(of node: CascadingNode) -> TablePosition? {
        var current = node
        while let parent = current.parent {
            if parent === root { return .section(current.index) }
            if parent.parent === root, parent is CascadingSectionNode {
                return .row(IndexPath(row: current.index, section: parent.index))
            }
            current = parent
        }
        return current === root ? .table : nil
    }

    /// The rows a node shows: its own row, every row of its section, or every row of the table.
    private func rowsShowing(_ node: CascadingNode) -> [IndexPath] {
        let sections: Range<Int>
        switch position(of: node) {
        case .row(let indexPath): return [indexPath]
        case .section(let section): sections = section..<section + 1
        case .table: sections = 0..<tableView.numberOfSections
        case nil: return []
        }
        return sections.flatMap { section in
            (0..<tableView.numberOfRows(inSection: section)).map { IndexPath(row: $0, section: section) }
        }
    }

    // MARK: Grouped changes

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
        let transaction = UpdateTransaction()
        if let completion { transaction.completions.append(completion) }
        root.liveUpdates.transaction = transaction
        updates()
        root.liveUpdates.transaction = nil
        commit(transaction, from: before, animation: animation)
    }

    private func commit(
        _ transaction: UpdateTransaction, from before: TreeSnapshot, animation: UITableView.RowAnimation
    ) {
        let finish: (Bool) -> Void = { finished in transaction.completions.forEach { $0(finished) } }
        var changed = transaction.changed
        let after = TreeSnapshot(root: root, changed: changed)
        if let reload = policyReload(before: before, after: after, changed: &changed) {
            if reload { tableView.reloadData() }
            reconfigure(transaction.reconfigured)
            finish(true)
            return
        }
        let current = changed == transaction.changed ? after : TreeSnapshot(root: root, changed: changed)
        let updates = ConsistentBatchUpdates(old: before.sections, new: current.sections)
        let presentations: [[TreeSnapshot.Section]]? =
            updates.stages.count > 1
            ? try? updates.intermediateSnapshots(from: before.sections, to: current.sections) : nil
        let final = FinalChildren()
        for (index, stage) in updates.stages.enumerated() {
            let isLast = index == updates.stages.count - 1
            apply(TableBatch(stage), animation: animation, completion: isLast ? finish : nil) {
                if let presentations { present(presentations[index], remembering: final) }
                if isLast { restore(final) }
            }
        }
        reconfigure(transaction.reconfigured)
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

    private func reconfigure(_ nodes: [CascadingNode]) {
        let rows = nodes.flatMap(rowsShowing)
        if !rows.isEmpty { tableView.reconfigureRows(at: rows) }
    }

    // MARK: Applying one batch

    /// Hands a batch to the table with the tree presenting what it expects, after the safety net.
    private func apply(
        _ batch: TableBatch, animation: UITableView.RowAnimation, completion: ((Bool) -> Void)?,
        presenting present: () -> Void
    ) {
        let before = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        withoutActuallyEscaping(present) { present in
            tableView.performBatchUpdates(
                {
                    root.liveUpdates.isApplyingBatch = true
                    defer { root.liveUpdates.isApplyingBatch = false }
                    silently(present)
                    let after = (0..<max(0, root.numberOfSections(in: tableView))).map {
                        max(0, root.tableView(tableView, numberOfRowsInSection: $0))
                    }
                    let (checked, mismatches) = batch.madeConsistent(rowsBefore: before, rowsAfter: after)
                    for mismatch in mismatches { report(mismatch) }
                    checked.apply(to: tableView, animation: animation)
                }, completion: completion)
        }
    }

    private func report(_ mismatch: TableBatch.Mismatch) {
        guard
            let node = root.childNodes.indices.contains(mismatch.newSection)
                ? root.childNodes[mismatch.newSection] : nil
        else { return }
        root.tableUpdateDidRecover(
            from: CascadingInconsistency(
                node: node, section: mismatch.newSection, expectedRowCount: mismatch.expected,
                reportedRowCount: mismatch.reported))
    }

    /// Makes the tree show one stage's data: sections in order, and the rows of each diffed section node.
    ///
    /// Every node it changes is first remembered in `final`, so the tree can be put back exactly as the
    /// update left it, detached nodes included, once the last stage ran.
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

    /// Runs `body` without announcing the tree changes it makes.
    func silently(_ body: () -> Void) {
        root.liveUpdates.silence += 1
        defer { root.liveUpdates.silence -= 1 }
        body()
    }
}
