// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import CascadingTestSupport
    import TableSnapshotTesting
    import Testing

    /// A row identified by a name, so that rebuilt nodes with the same name diff as the same row.
    private final class TokenRow: CascadingNode {
        let name: String
        var text: String
        init(_ name: String, text: String? = nil) {
            self.name = name
            self.text = text ?? name
            super.init()
        }
        override var diffIdentifier: AnyHashable { name }
        override func isContentEqual(to other: CascadingNode) -> Bool { (other as? TokenRow)?.text == text }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }
    }

    /// A model-backed run of rows: it shows `count` rows itself and announces changes with `reloadContent()`.
    private final class RunRow: CascadingNode {
        let name: String
        var count: Int
        init(_ name: String, count: Int) {
            self.name = name
            self.count = count
            super.init()
        }
        override var rowSpan: Int { count }
        override var diffIdentifier: AnyHashable { name }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(name).\(localIndex(of: indexPath) ?? -1)"
            return cell
        }
    }

    /// A section that shows a summary row itself before its children.
    private final class SummarySection: CascadingSectionNode {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init()
            childrenOffset = 1
        }
        override var diffIdentifier: AnyHashable { name }
        override func isContentEqual(to other: CascadingNode) -> Bool { true }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "summary \(name)"
            return cell
        }
    }

    /// A section that draws a summary row itself through the routing hooks, without declaring it: row 0 is
    /// its own, rows 1…n go to its children (rows of one row each). The tree cannot see where these hooks
    /// put rows, so an update either shows them right or reloads and reports the section.
    private final class HookedSummarySection: CascadingSectionNode {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init()
        }
        override var diffIdentifier: AnyHashable { name }
        override func isContentEqual(to other: CascadingNode) -> Bool { true }
        override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
            indexPath.row == 0
                ? nil : super.child(forRowAt: IndexPath(row: indexPath.row - 1, section: indexPath.section))
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            super.tableView(tableView, numberOfRowsInSection: section) + 1
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "hooked \(name)"
            return cell
        }
    }

    /// A root that keeps every inconsistency it is told of, to tell the routing reports of sections that route
    /// by their own hooks from the recoveries no step may cause.
    private final class FuzzRoot: RecoveringRoot {
        private(set) var inconsistencies: [CascadingInconsistency] = []
        override func tableUpdateDidRecover(from inconsistency: CascadingInconsistency) {
            inconsistencies.append(inconsistency)
            super.tableUpdateDidRecover(from: inconsistency)
        }
    }

    /// A leaf section that answers its rows from its own array.
    private final class ModelSectionNode: CascadingNode {
        let name: String
        var items: [String]
        init(_ name: String, items: [String]) {
            self.name = name
            self.items = items
            super.init()
        }
        override var diffIdentifier: AnyHashable { name }
        override func isContentEqual(to other: CascadingNode) -> Bool { true }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = items.indices.contains(indexPath.row) ? items[indexPath.row] : "?"
            return cell
        }
    }

    /// An item of the fuzzed list sections: identified by its name, shown by its text.
    private struct FuzzItem: Identifiable, Equatable {
        let id: String
        var text: String
    }

    /// What the table must show, computed from the tree by plain recursion, without the placement mapping:
    /// a node loading with style `.row` shows "Loading…" after its rows (a section of it after its sections).
    @MainActor
    private func modelRows(of root: CascadingNode) -> [[String]] {
        modelSections(of: root).map(\.rows)
    }

    /// A section as the tree describes it: its rows, and whether its header or footer is a loading indicator.
    private struct ModelSection: Equatable {
        var rows: [String]
        var loadingHeader = false
        var loadingFooter = false
    }

    @MainActor
    private func modelSections(of root: CascadingNode) -> [ModelSection] {
        func loadingRow(_ node: CascadingNode) -> [String] {
            node.loadingStyle == .row ? ["Loading…"] : []
        }
        func rows(of node: CascadingNode) -> [String] {
            switch node {
            case let row as TokenRow: return [row.text]
            case let row as ListRow: return [row.title ?? ""]
            case let run as RunRow: return (0..<run.count).map { "\(run.name).\($0)" }
            case let summary as SummarySection:
                return ["summary \(summary.name)"] + summary.children.flatMap(rows) + loadingRow(summary)
            case let hooked as HookedSummarySection:
                return ["hooked \(hooked.name)"] + hooked.children.flatMap(rows) + loadingRow(hooked)
            case let list as ListSection<FuzzItem>: return list.items.map(\.text) + loadingRow(list)
            default: return node.children.flatMap(rows) + loadingRow(node)
            }
        }
        func sections(of node: CascadingNode) -> [ModelSection] {
            var shown: [ModelSection]
            switch node {
            case let group as CascadingGroupNode:
                shown =
                    group.children.flatMap(sections)
                    + (group.loadingStyle == .row ? [ModelSection(rows: ["Loading…"])] : [])
            case let model as ModelSectionNode: shown = [ModelSection(rows: model.items)]
            default: shown = [ModelSection(rows: rows(of: node))]
            }
            if node.loadingStyle == .header, !shown.isEmpty { shown[0].loadingHeader = true }
            if node.loadingStyle == .footer, !shown.isEmpty { shown[shown.count - 1].loadingFooter = true }
            return shown
        }
        return root.children.flatMap(sections) + (root.loadingStyle == .row ? [ModelSection(rows: ["Loading…"])] : [])
    }

    /// Randomized composition: trees up to depth 4 mixing section-level and row-level groups, section
    /// nodes with their own summary row (declared, or drawn through the routing hooks: such a section may
    /// only be reloaded where the root is told so), model-backed runs, leaf sections and list sections (as sections
    /// and as runs of rows), changed at every level (single changes, rebuilds by identity, reloads and
    /// reconfigures, item changes of list sections alone and grouped, taps on list rows and selections
    /// from code, drags in editing mode, loading switches, scrolling), and in grouped updates that mix
    /// these changes at two depths or more (at least a third of the steps); after every step the table
    /// shows exactly what a plain recursive flattening of the tree says, selects exactly the shown selected
    /// items of each list section, and received no reload the step did not ask for. Short sessions keep
    /// every check cheap enough to compare the whole table after each of the 200,000 steps.
    @MainActor
    @Suite("Randomized composition at any depth")
    struct CompositionFuzzTests {
        static let seedsPerCase: UInt64 = 500
        static let stepsPerSeed = 50

        @MainActor
        private final class Session {
            var random: SplitMix64
            let table = CountingTable()
            let root: FuzzRoot
            var counter = 0

            /// The kinds of single step drawn when the step is not a grouped update (`groupedStep()`, two
            /// draws in five).
            static let stepKinds = 17

            init(seed: UInt64) {
                random = SplitMix64(seed: seed)
                // A short screen: every check reads what is visible, and a step lays out what comes on screen.
                table.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
                root = FuzzRoot(children: [])
                root.prepare(tableView: table)
            }

            func name() -> String {
                counter += 1
                return "n\(counter)"
            }

            func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(1, count))) }

            /// Every node of the tree with the kind of place its children take.
            func nodes() -> [CascadingNode] {
                var all: [CascadingNode] = []
                var pending: [CascadingNode] = [root]
                while let node = pending.popLast() {
                    all.append(node)
                    pending += node.children
                }
                return all
            }

            /// Whether a node's children stand for sections (the root and groups under it).
            func placesSections(_ node: CascadingNode) -> Bool {
                var current: CascadingNode? = node
                while let node = current {
                    if node === root { return true }
                    guard node is CascadingGroupNode else { return false }
                    current = node.parent
                }
                return false
            }

            func depth(_ node: CascadingNode) -> Int {
                var depth = 0
                var current = node.parent
                while let parent = current {
                    depth += 1
                    current = parent.parent
                }
                return depth
            }

            /// A new node fit to be a child of `parent`.
            func makeChild(for parent: CascadingNode) -> CascadingNode {
                // A section routing by its own hooks holds rows of one row each.
                if parent is HookedSummarySection { return TokenRow(name()) }
                let deep = depth(parent) >= 3
                if placesSections(parent) {
                    switch pick(deep ? 4 : 6) {
                    case 0: return CascadingSectionNode(children: (0..<pick(3)).map { _ in TokenRow(name()) })
                    case 1: return pick(2) == 0 ? SummarySection(name()) : HookedSummarySection(name())
                    case 2: return ModelSectionNode(name(), items: (0..<pick(3)).map { _ in name() })
                    case 3: return makeList()
                    case 4: return CascadingGroupNode(children: [CascadingSectionNode(children: [TokenRow(name())])])
                    // Ready-made rows.
                    default: return RowSection(header: name(), rows: (0..<pick(3)).map { _ in makeListRow() })
                    }
                }
                switch pick(deep ? 4 : 5) {
                case 0: return TokenRow(name())
                case 1: return RunRow(name(), count: pick(3))
                case 2: return makeList()
                // Ready-made rows.
                case 3: return makeListRow()
                default: return CascadingGroupNode(children: (0..<pick(3)).map { _ in TokenRow(name()) })
                }
            }

            func makeItem() -> FuzzItem {
                let id = name()
                return FuzzItem(id: id, text: id)
            }

            func makeList() -> ListSection<FuzzItem> {
                let list = ListSection((0..<pick(4)).map { _ in makeItem() }) { cell, item in
                    cell.textLabel?.text = item.text
                }
                return pick(2) == 0 ? list.onMove() : list
            }

            /// One random change of a list section's items, as a mutation or as a new array diffed by identity,
            /// or of its selection from code.
            func editItems(of list: ListSection<FuzzItem>) -> String {
                let count = list.items.count
                switch pick(9) {
                case 7:
                    list.selectedItems = list.items.filter { _ in pick(2) == 0 }
                    return "select \(list.selectedIDs.count) in \(list)"
                case 0:
                    list.appendItem(makeItem())
                    return "append to \(list)"
                case 1:
                    list.insertItem(makeItem(), at: pick(count + 1))
                    return "insert into \(list)"
                case 2 where count > 0:
                    list.removeItem(at: pick(count))
                    return "remove from \(list)"
                case 3 where count > 0:
                    list.moveItem(from: pick(count), to: pick(count))
                    return "move in \(list)"
                case 4 where count > 0:
                    var item = list.items[pick(count)]
                    item.text += "*"
                    list.updateItem(item)
                    return "update in \(list)"
                case 5 where count > 0:
                    list.replaceItem(at: pick(count), with: makeItem())
                    return "replace in \(list)"
                default:
                    // A new array: some items dropped, some renamed, some new ones, some repeated ids, shuffled.
                    var items = list.items.filter { _ in pick(4) != 0 }
                    for index in items.indices where pick(3) == 0 { items[index].text += "'" }
                    for _ in 0..<pick(3) { items.insert(makeItem(), at: pick(items.count + 1)) }
                    if pick(6) == 0, let first = items.first {
                        items.append(FuzzItem(id: first.id, text: first.text + "2"))
                    }
                    for index in items.indices.reversed() where pick(3) == 0 { items.swapAt(index, pick(index + 1)) }
                    list.items = items
                    return "assign \(items.map(\.id)) to \(list)"
                }
            }

            /// The nodes whose children the tree places (the routers a step may change).
            func routers() -> [CascadingNode] {
                nodes().filter { $0 === root || $0 is CascadingGroupNode || $0 is CascadingSectionNode }
            }

            func step() -> String {
                reloadRequested = showsLoadingSupplements()
                hookedSections = hookedSectionsShown()
                if pick(5) < 2 { return groupedStep() }
                let all = routers()
                let node = all[pick(all.count)]
                switch pick(Self.stepKinds) {
                case 0, 1:
                    let child = makeChild(for: node)
                    let position = pick(node.children.count + 1)
                    node.insertChild(child, at: position)
                    return "insert \(child) into \(node) at \(position)"
                case 2:
                    guard !node.children.isEmpty else { return "nothing" }
                    let position = pick(node.children.count)
                    node.removeChild(at: position)
                    return "remove \(position) of \(node)"
                case 3:
                    guard node.children.count > 1 else { return "nothing" }
                    let (from, to) = (pick(node.children.count), pick(node.children.count))
                    node.moveChild(from: from, to: to)
                    return "move \(from) → \(to) in \(node)"
                case 4:
                    // Rebuild the rows by identity: same names, some with new text, shuffled.
                    guard !placesSections(node) else { return "nothing" }
                    var rebuilt = node.children.map { child -> CascadingNode in
                        guard let row = child as? TokenRow else { return child }
                        return TokenRow(row.name, text: pick(3) == 0 ? row.text + "'" : row.text)
                    }
                    for index in rebuilt.indices.reversed() where pick(3) == 0 {
                        rebuilt.swapAt(index, pick(index + 1))
                    }
                    for child in node.children where !rebuilt.contains(where: { $0 === child }) {
                        child.removeFromParent()
                    }
                    for child in rebuilt where child.parent != nil && child.parent !== node { child.removeFromParent() }
                    node.children = rebuilt
                    return "rebuild \(node)"
                case 5:
                    let runs = nodes().compactMap { $0 as? RunRow }
                    guard let run = runs.isEmpty ? nil : runs[pick(runs.count)] else { return "nothing" }
                    run.count = pick(4)
                    run.reloadContent()
                    return "resize \(run.name) to \(run.count)"
                case 6:
                    let models = nodes().compactMap { $0 as? ModelSectionNode }
                    guard let model = models.isEmpty ? nil : models[pick(models.count)] else { return "nothing" }
                    let newName = name()
                    model.items.append(newName)
                    model.reloadContent()
                    reloadRequested = true
                    return "append to \(model.name)"
                case 7:
                    let rows = nodes().compactMap { $0 as? TokenRow }
                    guard let row = rows.isEmpty ? nil : rows[pick(rows.count)] else { return "nothing" }
                    row.text += "*"
                    if pick(2) == 0 { row.reconfigureContent() } else { row.reloadContent() }
                    return "retext \(row.name)"
                case 8:
                    let lists = nodes().compactMap { $0 as? ListSection<FuzzItem> }
                    guard !lists.isEmpty else { return "nothing" }
                    return editItems(of: lists[pick(lists.count)])
                case 9:
                    let lists = nodes().compactMap { $0 as? ListSection<FuzzItem> }
                    guard !lists.isEmpty else { return "nothing" }
                    var log: [String] = []
                    root.performUpdates {
                        for _ in 0..<1 + pick(4) { log.append(editItems(of: lists[pick(lists.count)])) }
                    }
                    return "grouped [\(log.joined(separator: ", "))]"
                // Ready-made rows.
                case 10: return rebuildListRows(of: node)
                case 11: return swipeToDeleteAListRow()
                // Loading indicators.
                case 12, 13: return switchLoading()
                // Selection.
                case 14: return tapAListRow()
                // Reordering by the user.
                case 15: return dragARow()
                default:
                    table.contentOffset = CGPoint(x: 0, y: CGFloat(pick(Int(max(1, table.contentSize.height)))))
                    return "scroll"
                }
            }

            // MARK: Grouped updates

            /// Steps drawn so far, grouped steps among them, and grouped steps that changed two depths or more.
            var tally = (steps: 0, grouped: 0, deep: 0)

            /// Whether the step asked for a section to be reloaded (a leaf section's `reloadContent()`, a
            /// loading header or footer that shows, hides or follows its group's edges).
            var reloadRequested = false

            /// One `performUpdates` mixing changes until it changed the tree at two depths or more (children
            /// of the root, of groups of sections, of sections, of groups of rows; items of list sections as
            /// sections and as runs of rows; runs, texts, loading indicators, selections from code).
            func groupedStep() -> String {
                var log: [String] = []
                var depths = Set<Int>()
                root.performUpdates {
                    var attempts = 0
                    while attempts < 40, depths.count < 2 || (attempts < 6 && pick(3) == 0) {
                        attempts += 1
                        guard let (entry, depth) = groupedChange() else { continue }
                        log.append(entry)
                        depths.insert(depth)
                    }
                    if depths.count < 2 {
                        // A new section at depth 0 and a row inside it at depth 1.
                        let section = CascadingSectionNode()
                        root.insertChild(section, at: pick(root.children.count + 1))
                        section.appendChild(TokenRow(name()))
                        log.append("insert a section with a row")
                        depths.formUnion([0, 1])
                    }
                }
                tally.grouped += 1
                if depths.count >= 2 { tally.deep += 1 }
                return "grouped at depths \(depths.sorted()) [\(log.joined(separator: ", "))]"
            }

            /// One change made inside a grouped update, with the depth of the node it changed.
            func groupedChange() -> (String, Int)? {
                let all = routers()
                let node = all[pick(all.count)]
                switch pick(9) {
                case 0, 1:
                    let child = makeChild(for: node)
                    node.insertChild(child, at: pick(node.children.count + 1))
                    return ("insert \(child) into \(node)", depth(node))
                case 2:
                    guard !node.children.isEmpty else { return nil }
                    node.removeChild(at: pick(node.children.count))
                    return ("remove from \(node)", depth(node))
                case 3:
                    guard node.children.count > 1 else { return nil }
                    node.moveChild(from: pick(node.children.count), to: pick(node.children.count))
                    return ("move in \(node)", depth(node))
                case 4:
                    // A child moving to another router of the same kind (a row to another section, a section
                    // into or out of a group).
                    let targets = all.filter { $0 !== node && placesSections($0) == placesSections(node) }
                    guard !node.children.isEmpty, let target = targets.isEmpty ? nil : targets[pick(targets.count)]
                    else { return nil }
                    let child = node.children[pick(node.children.count)]
                    // A loading row belongs to its node's indicator.
                    guard !isAncestor(child, of: target), "\(child)" != "loading row",
                        child is TokenRow || !(target is HookedSummarySection)
                    else { return nil }
                    child.removeFromParent()
                    target.insertChild(child, at: pick(target.children.count + 1))
                    return ("move \(child) from \(node) to \(target)", depth(target))
                case 5:
                    let rows = nodes().filter { $0 is TokenRow || $0 is RunRow }
                    guard let row = rows.isEmpty ? nil : rows[pick(rows.count)] else { return nil }
                    if let run = row as? RunRow {
                        run.count = pick(4)
                    } else if let token = row as? TokenRow {
                        token.text += "*"
                    }
                    row.reloadContent()
                    return ("change \(row)", depth(row))
                case 6:
                    let lists = nodes().compactMap { $0 as? ListSection<FuzzItem> }
                    guard let list = lists.isEmpty ? nil : lists[pick(lists.count)] else { return nil }
                    return (editItems(of: list), depth(list))
                case 7:
                    let candidates = all + nodes().filter { $0 is ListSection<FuzzItem> }
                    let loading = candidates[pick(candidates.count)]
                    let rowOnly = loading !== root && !placesSections(loading.parent ?? loading)
                    let style: LoadingIndicatorStyle = rowOnly ? .row : [.row, .header, .footer][pick(3)]
                    if style != .row || (loading.loadingStyle != nil && loading.loadingStyle != .row) {
                        reloadRequested = true
                    }
                    let isLoading = pick(2) == 0
                    loading.setLoading(isLoading, style: style, animated: pick(2) == 0)
                    return ("loading \(isLoading ? "on" : "off") \(style) on \(loading)", depth(loading))
                default:
                    guard !placesSections(node), !node.children.isEmpty else { return nil }
                    return (rebuildListRows(of: node), depth(node))
                }
            }

            func isAncestor(_ node: CascadingNode, of other: CascadingNode) -> Bool {
                var current: CascadingNode? = other
                while let candidate = current {
                    if candidate === node { return true }
                    current = candidate.parent
                }
                return false
            }

            /// Whether a node shows its loading indicator as a header or footer: changes next to it reload
            /// the sections whose header or footer shows it.
            func showsLoadingSupplements() -> Bool {
                nodes().contains { $0 !== root && ($0.loadingStyle == .header || $0.loadingStyle == .footer) }
            }

            /// How many updates the table had recorded after the last step.
            var recordedUpdates = 0

            /// The sections of the sections that route by their own hooks when the step began, by node.
            var hookedSections: [ObjectIdentifier: Int] = [:]

            func hookedSectionsShown() -> [ObjectIdentifier: Int] {
                var shown: [ObjectIdentifier: Int] = [:]
                for node in nodes() where node is HookedSummarySection {
                    if case .sections(let sections)? = node.tablePlacement {
                        shown[ObjectIdentifier(node)] = sections.lowerBound
                    }
                }
                return shown
            }

            /// How many inconsistencies the root had been told of after the last step.
            var seenInconsistencies = 0

            /// The sections a step may reload because the root was told it reloaded them for a section routing
            /// by its own hooks (one reload per report, between where such a section sat before
            /// the step and where it sits after: a batch of a longer update reloads it where it sits then),
            /// or a recovery no step may cause.
            func reportedRoutingReloads() -> (reported: (sections: ClosedRange<Int>, count: Int)?, recovery: String?) {
                let reports = root.inconsistencies[seenInconsistencies...]
                seenInconsistencies = root.inconsistencies.count
                var positions: [Int] = []
                for report in reports {
                    guard report.kind == .routing, report.node is HookedSummarySection else {
                        return (nil, report.description)
                    }
                    positions.append(report.section)
                    if let before = hookedSections[ObjectIdentifier(report.node)] { positions.append(before) }
                }
                guard let low = positions.min(), let high = positions.max() else { return (nil, nil) }
                return ((low...high, reports.count), nil)
            }

            /// A reload the step did not ask for: `reloadData()` always, `reloadSections` unless asked or
            /// reported for a section routing by its own hooks.
            func unrequestedReload(reported: (sections: ClosedRange<Int>, count: Int)?) -> String? {
                let updates = table.recorder.updates
                defer { recordedUpdates = updates.count }
                var allowed = reported?.count ?? 0
                for update in updates[recordedUpdates...] {
                    switch update {
                    case .reloadData: return "reloadData"
                    case .reloadSections(let sections, _) where !reloadRequested:
                        allowed -= sections.count
                        if allowed < 0 || !sections.allSatisfy({ reported?.sections.contains($0) == true }) {
                            return "reloadSections \(Array(sections))"
                        }
                    default: continue
                    }
                }
                return nil
            }

            // MARK: Loading

            /// Switches a node's loading indicator (a row, a header or a footer, on or off, animated or
            /// not), alone or in one grouped update with a change of its children or items.
            func switchLoading() -> String {
                let candidates = nodes().filter { node in
                    node === root || node is CascadingGroupNode
                        || node is CascadingSectionNode
                        || node is ListSection<FuzzItem>
                }
                let node = candidates[pick(candidates.count)]
                let standsForSections = node !== root && placesSections(node.parent ?? node)
                var styles: [LoadingIndicatorStyle] = [.row]
                if standsForSections || node === root { styles += [.header, .footer] }
                let style = styles[pick(styles.count)]
                if style != .row || (node.loadingStyle != nil && node.loadingStyle != .row) { reloadRequested = true }
                let isLoading = pick(3) != 0
                let animated = pick(2) == 0
                let switching = "\(isLoading ? "on" : "off") \(style) \(animated ? "animated" : "at once")"
                guard pick(3) == 0 else {
                    node.setLoading(isLoading, style: style, animated: animated)
                    return "loading \(switching) on \(node)"
                }
                var log: [String] = []
                root.performUpdates {
                    node.setLoading(isLoading, style: style, animated: animated)
                    if let list = node as? ListSection<FuzzItem> {
                        log.append(editItems(of: list))
                    } else if pick(2) == 0 {
                        let child = makeChild(for: node)
                        node.appendChild(child)
                        log.append("append \(child)")
                    } else if !node.children.isEmpty {
                        node.moveChild(from: pick(node.children.count), to: pick(node.children.count))
                        log.append("move a child")
                    }
                }
                return "grouped [loading \(switching), \(log.joined(separator: ", "))] on \(node)"
            }

            /// A section whose header or footer does not show what the tree says about its loading indicator.
            func loadingSupplementMismatch() -> String? {
                let expected = modelSections(of: root)
                for (section, model) in expected.enumerated() {
                    let header = table.headerView(forSection: section)?.textLabel?.text == "Loading…"
                    let footer = table.footerView(forSection: section)?.textLabel?.text == "Loading…"
                    if let view = table.headerView(forSection: section), header != model.loadingHeader {
                        return "header of section \(section) shows \(view.textLabel?.text ?? "nil")"
                    }
                    if let view = table.footerView(forSection: section), footer != model.loadingFooter {
                        return "footer of section \(section) shows \(view.textLabel?.text ?? "nil")"
                    }
                }
                let tableLoading = (table.tableHeaderView ?? table.tableFooterView) != nil
                if tableLoading != (root.loadingStyle == .header || root.loadingStyle == .footer) {
                    return "the table's header and footer views disagree with the root's loading style"
                }
                return nil
            }

            // MARK: Ready-made rows

            /// A `ListRow` that did not leave or stay as its delete callback said.
            var mismatch: String?

            /// A `ListRow` identified by its name, which agrees or refuses to be deleted by a swipe.
            func makeListRow(_ name: String? = nil, title: String? = nil, agrees: Bool? = nil) -> ListRow {
                let name = name ?? self.name()
                let agrees = agrees ?? (pick(2) == 0)
                return ListRow(title ?? name, subtitle: agrees ? "deletable" : nil, id: name).onDelete { agrees }
                    .movable(pick(3) == 0)
            }

            /// Rebuilds the `ListRow`s among a router's children by identity, some retitled, others kept.
            func rebuildListRows(of node: CascadingNode) -> String {
                guard !placesSections(node), node.children.contains(where: { $0 is ListRow }) else { return "nothing" }
                let rebuilt = node.children.map { child -> CascadingNode in
                    guard let row = child as? ListRow, let name = row.id as? String else { return child }
                    let title = pick(3) == 0 ? (row.title ?? name) + "'" : row.title
                    return makeListRow(name, title: title, agrees: row.subtitle != nil)
                }
                node.children = rebuilt
                return "rebuild the table rows of \(node)"
            }

            /// Swipes a `ListRow` and taps Delete; it leaves exactly when its callback agrees.
            func swipeToDeleteAListRow() -> String {
                let rows = nodes().compactMap { $0 as? ListRow }
                guard let row = rows.isEmpty ? nil : rows[pick(rows.count)],
                    case .rows(let range, let section)? = row.tablePlacement
                else { return "nothing" }
                let agrees = row.subtitle != nil
                table.headlessSwipe(rowAt: IndexPath(row: range.lowerBound, section: section))
                table.headlessTapSwipeAction()
                if (row.parent == nil) != agrees {
                    mismatch = "\(row) \(agrees ? "stayed" : "left") after a swipe-delete"
                }
                return "swipe-delete \(row)"
            }

            /// Drags a row that can move (a movable `ListRow`, an item of a reorderable list section) to a
            /// random place in editing mode: the tree must follow whatever the table shows afterwards.
            func dragARow() -> String {
                let counts = (0..<table.numberOfSections).map { table.numberOfRows(inSection: $0) }
                let movable = counts.indices.flatMap { section in
                    (0..<counts[section]).map { IndexPath(row: $0, section: section) }
                }.filter { root.tableView(table, canMoveRowAt: $0) }
                guard let source = movable.isEmpty ? nil : movable[pick(movable.count)] else { return "nothing" }
                let section = pick(counts.count)
                let proposed = IndexPath(
                    row: pick(counts[section] + (section == source.section ? 0 : 1)), section: section)
                table.setEditing(true, animated: false)
                let landed = table.headlessMoveRow(at: source, to: proposed)
                table.setEditing(false, animated: false)
                return "drag \(source) to \(proposed), landed at \(landed.map { "\($0)" } ?? "nothing")"
            }

            /// Taps a row of a list section's item, which selects or deselects it.
            func tapAListRow() -> String {
                let lists = nodes().compactMap { $0 as? ListSection<FuzzItem> }.filter { !$0.items.isEmpty }
                guard let list = lists.isEmpty ? nil : lists[pick(lists.count)],
                    let indexPath = list.indexPath(forItemAt: pick(list.items.count))
                else { return "nothing" }
                table.headlessTap(rowAt: indexPath)
                return "tap \(indexPath) of \(list)"
            }

            /// A list section whose shown selected items are not the rows the table selects among its rows.
            func selectionMismatch() -> String? {
                let selectedRows = Set(table.indexPathsForSelectedRows ?? [])
                for list in nodes().compactMap({ $0 as? ListSection<FuzzItem> }) {
                    // Of items that share an identifier (a misuse the root is told of) the first is selected.
                    var unseen = list.selectedIDs
                    let shown = list.items.filter { unseen.remove($0.id) != nil }.map(\.id)
                    let inTable = list.items.indices.filter { index in
                        list.indexPath(forItemAt: index).map(selectedRows.contains) == true
                    }.map { list.items[$0].id }
                    if shown != inTable { return "\(list) selects \(shown), the table \(inTable)" }
                }
                return nil
            }

            /// What is wrong with what the table shows, or `nil`.
            func problem() -> String? {
                if let violation = table.violations.first { return "violation: \(violation)" }
                let (reported, recovery) = reportedRoutingReloads()
                if let recovery { return "recovery: \(recovery)" }
                if let reload = unrequestedReload(reported: reported) { return "unrequested \(reload)" }
                if let mismatch { return mismatch }
                if let selection = selectionMismatch() { return selection }
                if let loading = loadingSupplementMismatch() { return loading }
                let expected = modelRows(of: root)
                let shown = shownTitles(table)
                if shown != expected { return "table shows \(shown), the tree says \(expected)" }
                table.layoutIfNeeded()
                let flat = expected.flatMap { $0 }
                let visible = table.indexPathsForVisibleRows ?? []
                for indexPath in visible {
                    let offset = expected[..<indexPath.section].reduce(0) { $0 + $1.count } + indexPath.row
                    let text = table.cellForRow(at: indexPath).map(TableCellContent.init)?.text
                    if text != flat[offset] {
                        return "cell at \(indexPath) shows \(text ?? "nil"), expected \(flat[offset])"
                    }
                }
                return nil
            }
        }

        @Test(arguments: 0..<8)
        func randomTreesMatchTheirFlattening(batch: Int) {
            var tally = (steps: 0, grouped: 0, deep: 0)
            for seed in UInt64(batch) * Self.seedsPerCase..<UInt64(batch + 1) * Self.seedsPerCase {
                let session = Session(seed: seed &* 104_729)
                var log: [String] = []
                for index in 0..<Self.stepsPerSeed {
                    log.append(session.step())
                    if let problem = session.problem() {
                        Issue.record(
                            "seed \(seed) failed at step \(index): \(problem)\nlast steps: \(log.suffix(6).joined(separator: " | "))"
                        )
                        return
                    }
                }
                tally.steps += Self.stepsPerSeed
                tally.grouped += session.tally.grouped
                tally.deep += session.tally.deep
            }
            // At least a third of the steps are grouped updates, each changing the tree at two depths or more.
            #expect(tally.grouped * 3 >= tally.steps)
            #expect(tally.deep == tally.grouped)
        }
    }
#endif
