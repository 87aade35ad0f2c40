import CascadingDiff

// The commit path: a transaction turned into what the table shows. The tree before and after is
// described (`TreeSnapshot`), diffed by identity (`CascadingDiff`), planned in as few batches as UIKit
// accepts, each checked by the rule book and handed to the one applier (`apply`); update policies are
// applied here, once (`PolicyPlan`), and the state UIKit forgets is restored after the last batch.
extension LiveUpdater {
    /// Opens a transaction, runs `updates`, and commits everything they changed as one update; inside
    /// an open transaction, `updates` joins it.
    func inTransaction(animation: UITableView.RowAnimation, completion: ((Bool) -> Void)?, _ updates: () -> Void) {
        if let outer = root.liveUpdates.transaction {
            updates()
            if let completion { outer.completions.append(completion) }
            return
        }
        // The table must know the counts of the tree before the change: a table that has not loaded
        // yet would otherwise first load the changed tree and then apply the change a second time.
        _ = view.numberOfSections
        let before = TreeSnapshot(root: root, updater: self)
        let misrouted = misroutedRouters(in: before)
        let selected = selectedRowNodes()
        let transaction = UpdateTransaction()
        if let completion { transaction.completions.append(completion) }
        root.liveUpdates.transaction = transaction
        updates()
        root.liveUpdates.transaction = nil
        commit(transaction, from: before, misroutedBefore: misrouted, animation: animation)
        restoreSelection(of: selected)
        tellStateKeepers()
        root.announceDeferredOptionalMembers()
    }

    /// The routers whose hooks send a shown child elsewhere than its span says (a section drawing a
    /// summary row through `child(forRowAt:)` without `childrenOffset`), or whose row count differs from
    /// the rows the snapshot lists (the same section with no children yet): the root, with no section, or
    /// section nodes with their section. The diff cannot see where such hooks put rows, so the commit
    /// reloads what they show and reports them. A section holding rows the table keeps as they were
    /// (`left`: their policy tells the table nothing) shows other counts on purpose: it is not checked.
    private func misroutedRouters(
        in snapshot: TreeSnapshot, left: Set<ObjectIdentifier> = []
    ) -> [(node: CascadingNode, section: Int?)] {
        // A root that moves its sections moves every section's rows too: the whole table reloads.
        if let first = root.childNodes.first(where: { $0.placementSpan > 0 }), !routes(to: first, section: nil) {
            return [(root, nil)]
        }
        var found: [(node: CascadingNode, section: Int?)] = []
        for (section, content) in snapshot.sections.enumerated() where content.model.node.placement.kind == .rows {
            let node = content.model.node
            // Rows listed where the hooks send them are diffed there.
            if snapshot.listedByHooks.contains(ObjectIdentifier(node)) { continue }
            if !left.isEmpty, content.rows.contains(where: { left.contains(ObjectIdentifier($0.node)) }) { continue }
            // Rows that are not listed are not diffed: only where the hooks send the first child matters.
            let declared =
                snapshot.described.contains(ObjectIdentifier(node))
                ? content.rows.count : view.rowCount(reportedBy: root, inSection: section)
            if !routesAsDeclared(node, section: section, declaredRows: declared) { found.append((node, section)) }
        }
        return found
    }

    /// The placed nodes that route their children themselves and changed in the transaction, with the
    /// section they stand for: their sections are reloaded and reported like a misrouted router's; one
    /// placed as rows counts as changed content.
    private func unplacedRouters(
        of transaction: UpdateTransaction, changed: inout Set<ObjectIdentifier>
    ) -> [(node: CascadingNode, section: Int?)] {
        var found: [(node: CascadingNode, section: Int?)] = []
        for node in transaction.unplaced {
            switch region(of: node) {
            case .sections(let sections)? where sections.count == 1: found.append((node, sections.lowerBound))
            case .rows?: changed.insert(ObjectIdentifier(node))
            default: continue
            }
        }
        return found
    }

    private func commit(
        _ transaction: UpdateTransaction, from start: TreeSnapshot,
        misroutedBefore: [(node: CascadingNode, section: Int?)], animation: UITableView.RowAnimation
    ) {
        let finish: (Bool) -> Void = { finished in transaction.completions.forEach { $0(finished) } }
        var before = start
        var changed = transaction.changed
        let unplaced = unplacedRouters(of: transaction, changed: &changed)
        var plan = PolicyPlan(root: root)
        let (items, transfers) = itemChanges(of: transaction, plan: &plan, before: &before)
        changed.formUnion(plan.reloaded)
        let after = TreeSnapshot(
            root: root, changed: changed, comparingWith: before, items: items, transfers: transfers, updater: self)
        before.expandItemRows(describedIn: after)
        plan.decideStructure(from: before, to: after)
        let misrouted = misroutedBefore + misroutedRouters(in: after, left: plan.left) + unplaced
        defer { reportMisrouted(misrouted, present: after.sectionNodes) }
        let reloadsTable = plan.reloadsTable || misrouted.contains(where: { $0.node === root })
        if reloadsTable || plan.leavesTable {
            if reloadsTable { view.reloadData() }
            reconfigure(transaction.reconfigured)
            return finish(true)
        }
        let diffedChanges = changed
        changed.formUnion(misrouted.map { ObjectIdentifier($0.node) })
        changed.formUnion(plan.reloaded)
        var current =
            changed == diffedChanges
            ? after
            : TreeSnapshot(
                root: root, changed: changed, comparingWith: before, items: items, transfers: transfers, updater: self)
        // The rows of a misrouted router are where its hooks say, not where the diff would: its section
        // is reloaded whole.
        let misroutedSections = Set(misrouted.filter { $0.section != nil }.map { ObjectIdentifier($0.node) })
        before.reloadWhole(misroutedSections)
        current.reloadWhole(misroutedSections)
        let batches = plannedBatches(from: before, to: current)
        for (index, batch) in batches.enumerated() {
            let isLast = index == batches.count - 1
            apply(batch.stage, animation: animation, completion: isLast ? finish : nil) {
                root.stageBeingShown = batch.presentation
            }
        }
        reconfigureAfterBatches(
            transaction, from: before, to: current, items: items, transfers: transfers,
            changed: changed.union(transaction.reconfigured.map(ObjectIdentifier.init)), staged: batches.count > 1)
        if batches.isEmpty { finish(true) }
    }

    /// Asks each model-backed node of the transaction for its item changes, decided by the policy
    /// that decides its items (`plan`): diffed items by identity (items moving between sections keyed by
    /// identity, their selection handed over); the rows the table has for the items of a node whose
    /// change the table is not told.
    private func itemChanges(
        of transaction: UpdateTransaction, plan: inout PolicyPlan, before: inout TreeSnapshot
    ) -> (items: [ObjectIdentifier: ItemChanges], transfers: ItemTransfers) {
        var items: [ObjectIdentifier: ItemChanges] = [:]
        // Items can only move between nodes that are sections, when several changed their items.
        let sectionsBefore = Set(before.sectionNodes.lazy.map(ObjectIdentifier.init))
        let animated = transaction.itemNodes.filter { plan.decide($0, by: decidingNode(forItemsOf: $0)) }
        let diffed = Set(animated.lazy.map(ObjectIdentifier.init))
        for node in transaction.itemNodes {
            let id = ObjectIdentifier(node)
            let isSection = sectionsBefore.contains(id) || ItemTransfers.isSection(node)
            let update = node.finishGroupedItemUpdate(identifying: animated.count > 1 && isSection)
            if diffed.contains(id) {
                items[id] = update
                reportDuplicates(update, of: node)
            } else if plan.left.contains(id) {
                items[id] = ItemChanges(unchangedCount: update.oldCount)
            }
        }
        let transfers = ItemTransfers(animated, changes: items, sectionsBefore: sectionsBefore)
        for node in transaction.itemNodes {
            guard let update = items[ObjectIdentifier(node)] else { continue }
            before.expandItemRows(of: node, count: update.oldCount, departures: transfers.departures(from: node))
        }
        transfers.handOverSelection()
        return (items, transfers)
    }

    /// Reconfigures, after the last batch, the rows whose rebuilt node shows other content, the rows of
    /// nodes that asked for it, and the kept or arrived items whose content changed (every row of a node
    /// that items left or joined, when the update took several batches: `staged`).
    private func reconfigureAfterBatches(
        _ transaction: UpdateTransaction, from before: TreeSnapshot, to current: TreeSnapshot,
        items: [ObjectIdentifier: ItemChanges], transfers: ItemTransfers, changed: Set<ObjectIdentifier>,
        staged: Bool
    ) {
        let rebuilt = ContentPairing(
            old: before.sections.flatMap(\.rows),
            new: current.sections.enumerated().flatMap { section, content in
                content.rows.enumerated().map { ($0.element, IndexPath(row: $0.offset, section: section)) }
            }, root: root, changed: changed
        ).reconfigured
        var explicit =
            transaction.reconfigured.flatMap { current.rowsListedByHooks(of: $0) ?? rowsShowing($0) }
            + transaction.ownRowsReconfigured.flatMap(ownRowsShowing)
            + ownRowsByHooksToRedraw(from: before, to: current)
        for node in transaction.itemNodes {
            guard let update = items[ObjectIdentifier(node)], let (section, row) = rowOrigin(of: node) else { continue }
            explicit += update.reconfigured.map { IndexPath(row: row + $0, section: section) }
            // An item that arrived from another node may have changed on the way. Between two batches a node
            // that items left or joined shows its items at rows that still hold or lack those: all its rows
            // are configured again.
            let offsets =
                staged && transfers.involves(node)
                ? Array(0..<update.newCount) : transfers.arrivals(in: node).keys.sorted()
            explicit += offsets.map { IndexPath(row: row + $0, section: section) }
        }
        var reconfigured = Set<IndexPath>()
        let rows = (rebuilt + explicit).filter { reconfigured.insert($0).inserted }
        if !rows.isEmpty { view.reconfigureRows(at: rows) }
    }

    /// The rows that section nodes listed by their hooks answer themselves (a summary of their
    /// children), in sections whose other rows changed: what they show may depend on those rows.
    private func ownRowsByHooksToRedraw(from before: TreeSnapshot, to after: TreeSnapshot) -> [IndexPath] {
        guard !after.listedByHooks.isEmpty else { return [] }
        var rowsBefore: [ObjectIdentifier: [NodeToken]] = [:]
        for section in before.sections where before.listedByHooks.contains(ObjectIdentifier(section.model.node)) {
            rowsBefore[ObjectIdentifier(section.model.node)] = section.rows
        }
        var redrawn: [IndexPath] = []
        for (position, section) in after.sections.enumerated() {
            let owner = section.model.node
            guard after.listedByHooks.contains(ObjectIdentifier(owner)) else { continue }
            guard let old = rowsBefore[ObjectIdentifier(owner)],
                old.map(\.key) != section.rows.map(\.key) || section.rows.contains(where: \.changed)
            else { continue }
            for (row, token) in section.rows.enumerated() where token.node === owner {
                redrawn.append(IndexPath(row: row, section: position))
            }
        }
        return redrawn
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
        if !rows.isEmpty { view.reconfigureRows(at: rows) }
    }

    // MARK: Planning and applying batches

    /// The batches that take the table from `before` to `after`, each with what the table shows while
    /// it is applied (`nil`: the tree as the update left it).
    ///
    /// One batch where UIKit accepts one. Otherwise the rows nodes draw from their models change first,
    /// in place, and the structure follows in as many batches as UIKit needs, each presented from the
    /// stage it leads to.
    private func plannedBatches(from before: TreeSnapshot, to after: TreeSnapshot) -> [(
        stage: BatchUpdateStage, presentation: StagePresentation?
    )] {
        let direct = ConsistentBatchUpdates(old: before.sections, new: after.sections)
        guard direct.stages.count > 1 else { return direct.stages.map { ($0, nil) } }
        let described = before.described.union(after.described)
        // Sections whose rows are not listed keep the count the table has until a batch reloads them.
        var kept: [ObjectIdentifier: Int] = [:]
        for (section, content) in before.sections.enumerated()
        where !described.contains(ObjectIdentifier(content.model.node)) {
            kept[ObjectIdentifier(content.model.node)] = view.numberOfRows(inSection: section)
        }
        let settled = before.settlingModelRows(toward: after)
        var batches: [(stage: BatchUpdateStage, presentation: StagePresentation?)] = []
        for (from, to) in [(before.sections, settled), (settled, after.sections)] {
            let updates = ConsistentBatchUpdates(old: from, new: to)
            let shown = (try? updates.intermediateSnapshots(from: from, to: to)) ?? []
            var previous = from
            for (index, stage) in updates.stages.enumerated() {
                for section in stage.sectionReloads where previous.indices.contains(section) {
                    kept[ObjectIdentifier(previous[section].model.node)] = nil
                }
                guard shown.indices.contains(index) else {
                    batches.append((stage, nil))
                    continue
                }
                previous = shown[index]
                let presentation = StagePresentation(
                    root: root, sections: previous, described: described, keptRowCounts: kept, final: after)
                batches.append((stage, presentation))
            }
        }
        if let last = batches.indices.last { batches[last].presentation = nil }
        return batches
    }

    /// Hands a batch to the table with the tree presenting what it expects, after the safety net.
    func apply(
        _ batch: BatchUpdateStage, animation: UITableView.RowAnimation, completion: ((Bool) -> Void)?,
        presenting present: () -> Void
    ) {
        let before = (0..<view.numberOfSections).map { view.numberOfRows(inSection: $0) }
        withoutActuallyEscaping(present) { present in
            view.performBatchUpdates(
                {
                    root.liveUpdates.isApplyingBatch = true
                    defer { root.liveUpdates.isApplyingBatch = false }
                    silently(present)
                    let after = (0..<max(0, view.sectionCount(reportedBy: root))).map {
                        max(0, view.rowCount(reportedBy: root, inSection: $0))
                    }
                    let (checked, mismatches) = batch.madeConsistent(rowsBefore: before, rowsAfter: after)
                    for mismatch in mismatches { report(mismatch) }
                    checked.apply(to: view, animation: animation)
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
}
