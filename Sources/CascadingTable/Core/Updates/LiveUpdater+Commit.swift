import CascadingDiff

// The commit path: a transaction turned into what the table shows. The tree before and after is
// described (`TreeSnapshot`), diffed by identity (`CascadingDiff`), planned in as few batches as UIKit
// accepts, each checked by the rule book and handed to the one applier (`apply`); update policies are
// applied here, once (`PolicyPlan`), and the state UIKit forgets is restored after the last batch.
extension LiveUpdater {
    /// Opens a transaction, runs `updates`, and commits everything they changed as one update; inside
    /// an open transaction, `updates` joins it. `selected` is the view's selection already read, if the
    /// caller read it before anything changed.
    func inTransaction(
        animation: UITableView.RowAnimation, completion: ((Bool) -> Void)?, selected: [SelectedRow]? = nil,
        _ updates: () -> Void
    ) {
        if let outer = root.liveUpdates.transaction {
            updates()
            if let completion { outer.completions.append(completion) }
            return
        }
        // The table must know the counts of the tree before the change: a table that has not loaded
        // yet would otherwise first load the changed tree and then apply the change a second time.
        _ = view.numberOfSections
        let before = TreeSnapshot(root: root)
        let selected = selected ?? selectedRowsByNode()
        let transaction = UpdateTransaction()
        if let completion { transaction.completions.append(completion) }
        root.liveUpdates.transaction = transaction
        updates()
        root.liveUpdates.transaction = nil
        let items = commit(transaction, from: before, animation: animation)
        restoreSelection(of: selected, items: items)
        tellStateKeepers()
        root.announceDeferredOptionalMembers()
    }

    /// The routers whose own routing hooks place rows or sections (`child(forRowAt:)` or
    /// `child(forSection:)` overridden beyond the library's router) under which the update changed
    /// something: the root (or the group of sections routing by its hooks), with no section, when it
    /// changed anything; else each section owner whose rows such hooks route before or after the update,
    /// with its section, when a node in it changed or its rows did. The diff cannot see where the hooks
    /// put rows, so the commit reloads what they route and reports each router once. A section whose
    /// policy does not animate is left to its policy.
    private func routersByOwnHooks(
        changedFrom before: TreeSnapshot, to after: TreeSnapshot, touched: Set<ObjectIdentifier>
    ) -> [(node: CascadingNode, section: Int?)] {
        if before.sectionsRoutedByOwnHooks || after.sectionsRoutedByOwnHooks {
            let same =
                touched.isEmpty && before.sectionNodes.elementsEqual(after.sectionNodes, by: ===)
                && before.sectionOwnersByHooks == after.sectionOwnersByHooks && before.opaqueRows == after.opaqueRows
                // Same keys, and the same nodes: a row node rebuilt with the same key shows its content where
                // the hooks put its section.
                && before.sections.elementsEqual(after.sections) { old, new in
                    old.rows.elementsEqual(new.rows) { $0.key == $1.key && $0.node === $1.node }
                }
            return same ? [] : [(after.sectionRouterByOwnHooks ?? root, nil)]
        }
        guard !after.routedByOwnHooks.isEmpty else { return [] }
        let positionsBefore = Dictionary(
            before.sectionNodes.enumerated().map { (ObjectIdentifier($0.element), $0.offset) },
            uniquingKeysWith: { first, _ in first })
        var found: [(node: CascadingNode, section: Int?)] = []
        // Both snapshots are opaque where either routes by hooks (`routeThroughHooks(_:)`).
        for (section, owner) in after.sectionNodes.enumerated()
        where after.routedByOwnHooks.contains(ObjectIdentifier(owner))
            && (owner as? CascadingSectionNode)?.diffsRows != false
        {
            let id = ObjectIdentifier(owner)
            // A section the update inserts shows its rows as the hooks say: nothing to reload.
            guard let old = positionsBefore[id] else { continue }
            let rowsChanged =
                before.opaqueRows[id] != after.opaqueRows[id]
                || view.numberOfRows(inSection: old) != view.rowCount(reportedBy: root, inSection: section)
            if rowsChanged || Self.subtree(of: owner, contains: touched) { found.append((owner, section)) }
        }
        return found
    }

    /// Whether `node` or a node below it is one of `nodes`.
    private static func subtree(of node: CascadingNode, contains nodes: Set<ObjectIdentifier>) -> Bool {
        guard !nodes.isEmpty else { return false }
        return nodes.contains(ObjectIdentifier(node)) || node.childNodes.contains { subtree(of: $0, contains: nodes) }
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

    /// Commits `transaction` and returns the changes of every model-backed node's items it made, by node.
    private func commit(
        _ transaction: UpdateTransaction, from start: TreeSnapshot, animation: UITableView.RowAnimation
    ) -> [ObjectIdentifier: ItemChanges] {
        let finish: (Bool) -> Void = { finished in transaction.completions.forEach { $0(finished) } }
        var before = start
        var changed = transaction.changed
        let unplaced = unplacedRouters(of: transaction, changed: &changed)
        var plan = PolicyPlan(root: root)
        let (items, transfers, finished) = itemChanges(of: transaction, plan: &plan, before: &before)
        changed.formUnion(plan.reloaded)
        var after = TreeSnapshot(
            root: root, changed: changed, comparingWith: before, items: items, transfers: transfers)
        before.expandItemRows(describedIn: after)
        let hooked = before.routedByOwnHooks.union(after.routedByOwnHooks)
        before.routeThroughHooks(hooked)
        after.routeThroughHooks(hooked)
        plan.decideStructure(from: before, to: after)
        let touched = changed.union(transaction.itemNodes.map(ObjectIdentifier.init))
            .union(transaction.reconfigured.map(ObjectIdentifier.init))
            .union(transaction.ownRowsReconfigured.map(ObjectIdentifier.init))
        let misrouted = routersByOwnHooks(changedFrom: before, to: after, touched: touched) + unplaced
        defer { reportMisrouted(misrouted, present: after.sectionNodes) }
        let reloadsTable = plan.reloadsTable || misrouted.contains(where: { $0.section == nil })
        if reloadsTable || plan.leavesTable {
            if reloadsTable { reloadEverything() }
            reconfigure(transaction.reconfigured.flatMap(rowsShowing))
            finish(true)
            return finished
        }
        let diffedChanges = changed
        changed.formUnion(misrouted.map { ObjectIdentifier($0.node) })
        changed.formUnion(plan.reloaded)
        var current = after
        if changed != diffedChanges {
            current = TreeSnapshot(
                root: root, changed: changed, comparingWith: before, items: items, transfers: transfers)
            current.routeThroughHooks(hooked)
        }
        let batches = plannedBatches(from: before, to: current)
        for (index, batch) in batches.enumerated() {
            let isLast = index == batches.count - 1
            apply(batch.stage, animation: animation, completion: isLast ? finish : nil) {
                root.placementIndex.stage = batch.presentation
            }
        }
        reconfigureAfterBatches(
            transaction, from: before, to: current, items: items, transfers: transfers,
            changed: changed.union(transaction.reconfigured.map(ObjectIdentifier.init)), staged: batches.count > 1,
            reloaded: Set(misrouted.compactMap { router in current.sectionNodes.firstIndex { $0 === router.node } }))
        if batches.isEmpty { finish(true) }
        return finished
    }

    /// Asks each model-backed node of the transaction for its item changes, decided by the policy
    /// that decides its items (`plan`): diffed items by identity (items moving between sections keyed by
    /// identity, their selection handed over); the rows the table has for the items of a node whose
    /// change the table is not told. `finished` holds every node's changes, told or not.
    private func itemChanges(
        of transaction: UpdateTransaction, plan: inout PolicyPlan, before: inout TreeSnapshot
    ) -> (items: [ObjectIdentifier: ItemChanges], transfers: ItemTransfers, finished: [ObjectIdentifier: ItemChanges]) {
        var items: [ObjectIdentifier: ItemChanges] = [:]
        var finished: [ObjectIdentifier: ItemChanges] = [:]
        // Items can only move between nodes that are sections, when several changed their items.
        let sectionsBefore = Set(before.sectionNodes.lazy.map(ObjectIdentifier.init))
        let animated = transaction.itemNodes.filter { plan.decide($0, by: decidingNode(forItemsOf: $0)) }
        let diffed = Set(animated.lazy.map(ObjectIdentifier.init))
        for node in transaction.itemNodes {
            let id = ObjectIdentifier(node)
            let isSection = sectionsBefore.contains(id) || ItemTransfers.isSection(node)
            let update = node.finishGroupedItemUpdate(identifying: animated.count > 1 && isSection)
            finished[id] = update
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
        return (items, transfers, finished)
    }

    /// Reconfigures, after the last batch, the rows whose rebuilt node shows other content, the rows of
    /// nodes that asked for it, and the kept or arrived items whose content changed (every row of a node
    /// that items left or joined, when the update took several batches: `staged`), outside the sections `reloaded` for a router's own hooks.
    private func reconfigureAfterBatches(
        _ transaction: UpdateTransaction, from before: TreeSnapshot, to current: TreeSnapshot,
        items: [ObjectIdentifier: ItemChanges], transfers: ItemTransfers, changed: Set<ObjectIdentifier>,
        staged: Bool, reloaded: Set<Int>
    ) {
        let rebuilt = rowsWithOtherContent(
            old: before.sections.flatMap(\.rows),
            new: current.sections.enumerated().flatMap { section, content in
                content.rows.enumerated().map { ($0.element, IndexPath(row: $0.offset, section: section)) }
            }, changed: changed)
        var explicit =
            transaction.reconfigured.flatMap(rowsShowing)
            + transaction.ownRowsReconfigured.flatMap(ownRowsShowing)
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
        // A section reloaded for a router's own hooks shows its rows anew, and the spans do not say where
        // they are: nothing in it is reconfigured.
        reconfigure((rebuilt + explicit).filter { !reloaded.contains($0.section) && reconfigured.insert($0).inserted })
    }

    /// Reports each router whose rows or sections were reloaded once, at its section after the update (a
    /// router of sections at its first section), unless the update removed it.
    private func reportMisrouted(_ misrouted: [(node: CascadingNode, section: Int?)], present: [CascadingNode]) {
        var reported = Set<ObjectIdentifier>()
        for (node, section) in misrouted where reported.insert(ObjectIdentifier(node)).inserted {
            if section == nil {
                guard case .sections(let sections)? = node.treePlacement else { continue }
                root.tableUpdateDidRecover(from: CascadingInconsistency(routingOf: node, section: sections.lowerBound))
            } else if let section = present.firstIndex(where: { $0 === node }) {
                root.tableUpdateDidRecover(from: CascadingInconsistency(routingOf: node, section: section))
            }
        }
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
                    root: root, sections: previous, described: described, keptRowCounts: kept)
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
