// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import CascadingTestSupport

    extension CompositionFuzz {
        /// One seed's session: a random tree shown by a table and, when asked, the same tree (its
        /// view-neutral nodes) shown by a collection view, changed by the same random steps.
        ///
        /// Every change goes through the helpers below, which make it in the table run's tree and, for a
        /// view-neutral node, the same change in the collection run's tree (a child inserted, removed or
        /// moved at the same place among the view-neutral children, the same content changed and
        /// announced the same way, in the same grouped update).
        @MainActor
        final class Session {
            var random: SplitMix64
            /// The draws of list sections' status rows (empty-state rows, failed loads, taps on error rows),
            /// apart from `random`, so that the other draws stay those of the steps without them.
            var statusRandom: SplitMix64
            /// The draws of what list sections do besides their items and status rows (which of them search,
            /// which query a step sets, which have a header title or lay out as a grid, switches of their
            /// selection mode, groups of them searched together), apart from `random` as the status draws are.
            var searchRandom: SplitMix64
            /// What a single search step expects of its list section once the search ran: the items it
            /// shows and the identifiers it keeps selected (a query hides items, it does not deselect them).
            var searchExpectation: (list: ListSection<FuzzItem>, items: [FuzzItem], selected: Set<AnyHashable>)?
            /// What a group search made alone expects of its group once every section's search ran: the
            /// sections it shows (those with items for a query, every section for an empty one).
            var groupSearchExpectation: ListSectionGroup<FuzzItem>?
            let table: CountingTable
            let tableRun: Run
            let collectionRun: Run?
            let twins: Twins?
            var counter = 0
            /// Whether the views let several rows be selected: then the user also taps plain rows, whose
            /// selection the model follows (where one row can be selected, only list sections' rows are
            /// tapped: the sections keep their selection themselves).
            let selectsSeveral: Bool
            /// Steps drawn so far, grouped steps among them, and grouped steps that changed two depths or
            /// more, in the table run and in the collection run.
            var tally = (steps: 0, grouped: 0, deep: 0, collectionGrouped: 0, collectionDeep: 0)
            /// Whether the changes being made are inside one grouped update.
            private var grouping = false
            /// How many changes reached the collection run's tree so far.
            var mirrored = 0
            /// The identifiers two list items of the tree shared when the last step was checked: an update
            /// that takes such items away reports them too.
            var repeatedIdentifiersBefore: Set<String> = []
            /// The identifiers an items array assigned during the step repeated: the update reports them
            /// even when the list section leaves the tree in the same grouped update.
            var repeatedIdentifiersAssigned: Set<String> = []

            var root: FuzzRoot { tableRun.root }

            /// Whether the roots draw a section for each `CascadingOwnRowNode` among their children.
            let drawsOwnSections: Bool

            init(seed: UInt64, showsCollectionView: Bool) {
                random = SplitMix64(seed: seed)
                statusRandom = SplitMix64(seed: seed ^ 0x5354_4154_5553)
                searchRandom = SplitMix64(seed: seed ^ 0x5345_4152_4348)
                let table = CountingTable()
                // A short screen: every check reads what is visible, and a step lays out what comes on screen.
                table.frame = CGRect(x: 0, y: 0, width: 320, height: 600)
                table.allowsMultipleSelection = seed % 2 == 1
                self.table = table
                selectsSeveral = table.allowsMultipleSelection
                // A third of the seeds draw sections of the root's own among its children's.
                drawsOwnSections = seed % 3 == 2
                let tableRun = Run(table: table, drawsOwnSections: drawsOwnSections)
                self.tableRun = tableRun
                guard showsCollectionView else {
                    collectionRun = nil
                    twins = nil
                    return
                }
                // Half of them lay the sections out as they describe themselves (lists and grids), the others
                // in a flow layout.
                let collectionView = CollectionView(compositional: (seed >> 3) & 1 == 0)
                collectionView.allowsMultipleSelection = table.allowsMultipleSelection
                var lookup: Twins?
                let run = Run(collectionView: collectionView, drawsOwnSections: drawsOwnSections) {
                    lookup?.existing($0)
                }
                let twins = Twins(tableRoot: tableRun.root, collectionRoot: run.root)
                lookup = twins
                collectionRun = run
                self.twins = twins
            }

            func name() -> String {
                counter += 1
                return "n\(counter)"
            }

            func pick(_ count: Int) -> Int { Int(random.next() % UInt64(max(1, count))) }

            /// A draw about a list section's status row.
            func statusPick(_ count: Int) -> Int { Int(statusRandom.next() % UInt64(max(1, count))) }

            /// A draw from `searchRandom`.
            func searchPick(_ count: Int) -> Int { Int(searchRandom.next() % UInt64(max(1, count))) }

            /// Every node of the table run's tree.
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

            func isAncestor(_ node: CascadingNode, of other: CascadingNode) -> Bool {
                var current: CascadingNode? = other
                while let candidate = current {
                    if candidate === node { return true }
                    current = candidate.parent
                }
                return false
            }

            /// The nodes whose children the tree places (the routers a step may change).
            func routers() -> [CascadingNode] {
                // A group of list sections shows and hides its sections itself (`changeAListGroup(_:alone:)`).
                nodes().filter {
                    ($0 === root || $0 is CascadingGroupNode || $0 is CascadingSectionNode || $0 is TaggedRun)
                        && !($0 is ListSectionGroup<FuzzItem>)
                }
            }

            /// A new node fit to be a child of `parent`.
            func makeChild(for parent: CascadingNode) -> CascadingNode {
                // A section routing by its own hooks holds rows of one row each and, drawn from the second
                // stream so that other seeds keep their trees, list sections as runs of rows.
                if parent is HookedSummarySection { return statusPick(4) == 0 ? makeList() : TokenRow(name()) }
                // A section spreading its first child's rows between the others' holds rows, runs of rows and
                // list sections.
                if parent is SpreadSection { return makeSpreadRow() }
                // A group reversing its sections through its routing hooks holds sections of one section each.
                if parent is ReversedSectionsGroup {
                    return statusPick(3) == 0
                        ? makeList() : CascadingSectionNode(children: (0..<pick(3)).map { _ in TokenRow(name()) })
                }
                // The rows after a tagged run's items, the rows a reversed group shows backwards.
                if parent is TaggedRun || parent is ReversedGroup { return TokenRow(name()) }
                // Rows and sections a router draws itself among its children, where it draws them (they
                // never move to another router).
                if parent is SummarySection || parent is FramedGroup || (parent === root && drawsOwnSections),
                    statusPick(6) == 0
                {
                    return CascadingOwnRowNode(name())
                }
                let deep = depth(parent) >= 3
                if placesSections(parent) {
                    switch pick(deep ? 4 : 6) {
                    case 0: return CascadingSectionNode(children: (0..<pick(3)).map { _ in TokenRow(name()) })
                    case 1:
                        if pick(2) == 0 { return SummarySection(name(), total: statusPick(2) == 0) }
                        guard statusPick(3) == 0 else { return HookedSummarySection(name()) }
                        return SpreadSection(name(), children: [makeSpreadRow(), makeSpreadRow()])
                    case 2: return ModelSectionNode(name(), items: (0..<pick(3)).map { _ in name() })
                    case 3: return searchPick(5) == 0 ? makeListGroup() : makeList()
                    case 4:
                        let children = [CascadingSectionNode(children: [TokenRow(name())])]
                        if statusPick(5) == 0 {
                            return ReversedSectionsGroup(
                                children: children + [CascadingSectionNode(children: [TokenRow(name())])])
                        }
                        return statusPick(3) == 0
                            ? makeFramedGroup(amongSections: true, children: children)
                            : CascadingGroupNode(children: children)
                    // Ready-made rows.
                    default: return RowSection(header: name(), rows: (0..<pick(3)).map { _ in makeListRow() })
                    }
                }
                switch pick(deep ? 4 : 5) {
                case 0: return TokenRow(name())
                case 1:
                    let count = pick(3)
                    guard statusPick(4) == 0 else { return RunRow(name(), count: count) }
                    // Half of them keep their selection in a model of their own.
                    let kind: TaggedRun.Type = pick(2) == 0 ? TaggedRun.self : StarredRun.self
                    return kind.init(
                        name(), items: (0..<count).map { _ in name() }, children: [TokenRow(name())])
                case 2: return makeList()
                // Ready-made rows.
                case 3: return makeListRow()
                default:
                    let children = (0..<pick(3)).map { _ in TokenRow(name()) }
                    // A group reversing its rows through its routing hook.
                    if statusPick(4) == 0 { return ReversedGroup(children: children) }
                    return statusPick(3) == 0
                        ? makeFramedGroup(amongSections: false, children: children)
                        : CascadingGroupNode(children: children)
                }
            }

            /// A row, a run of rows or a list section, for a section that spreads its rows (drawn from the
            /// second stream).
            private func makeSpreadRow() -> CascadingNode {
                switch statusPick(3) {
                case 0: makeList()
                case 1: RunRow(name(), count: 1 + statusPick(3))
                default: TokenRow(name())
                }
            }

            /// A group with a head, a tail, both or neither (drawn from the second stream, as the other
            /// routers drawing rows of their own are).
            private func makeFramedGroup(amongSections: Bool, children: [CascadingNode]) -> FramedGroup {
                let frame = statusPick(4)
                return FramedGroup(
                    name(), amongSections: amongSections, head: frame & 1 == 1, tail: frame & 2 == 2, children: children
                )
            }

            // MARK: Changing both trees

            /// Makes the changes in one `performUpdates` of each root (the collection run's inside the
            /// table run's, so that both see the same changes).
            func grouped(_ updates: () -> Void) {
                grouping = true
                defer { grouping = false }
                guard let collectionRoot = collectionRun?.root else { return root.performUpdates(updates) }
                root.performUpdates { collectionRoot.performUpdates(updates) }
            }

            func insert(_ child: CascadingNode, into node: CascadingNode, at position: Int) {
                node.insertChild(child, at: position)
                arrived(child, in: node)
            }

            func append(_ child: CascadingNode, to node: CascadingNode) {
                node.appendChild(child)
                arrived(child, in: node)
            }

            private func arrived(_ child: CascadingNode, in node: CascadingNode) {
                guard let twins, let parent = twins.existing(node), let twin = twins.twin(of: child) else { return }
                if let old = twin.parent { old.removeChild(at: twin.index) }
                parent.insertChild(twin, at: twins.position(of: child, in: node))
                if twins.isShown(parent) { mirrored += 1 }
            }

            @discardableResult
            func remove(at position: Int, from node: CascadingNode) -> CascadingNode {
                let child = node.removeChild(at: position)
                departed(child)
                return child
            }

            func detach(_ child: CascadingNode) {
                child.removeFromParent()
                departed(child)
            }

            /// Mirrors a removal; outside a grouped update the rows that left lose their selection (should
            /// they come back, that is an insert, not a move).
            private func departed(_ child: CascadingNode) {
                if !grouping { forgetSelection(under: child) }
                guard let twin = twins?.existing(child), let parent = twin.parent else { return }
                parent.removeChild(at: twin.index)
                if twins?.isShown(parent) == true { mirrored += 1 }
            }

            func move(from source: Int, to destination: Int, in node: CascadingNode) {
                node.moveChild(from: source, to: destination)
                let moved = node.children[destination]
                guard let twins, let parent = twins.existing(node), let twin = twins.existing(moved) else { return }
                parent.moveChild(from: twin.index, to: twins.position(of: moved, in: node))
                if twins.isShown(parent) { mirrored += 1 }
            }

            func assign(_ children: [CascadingNode], to node: CascadingNode) {
                node.children = children
                guard let twins, let parent = twins.existing(node) else { return }
                let copies = children.compactMap(twins.twin(of:))
                let changes = copies.map(ObjectIdentifier.init) != parent.children.map(ObjectIdentifier.init)
                parent.children = copies
                if changes && twins.isShown(parent) { mirrored += 1 }
            }

            /// Changes a node's content the same way in both trees, and announces it by a reload or a
            /// reconfigure of each.
            func edit<Node: CascadingNode>(_ node: Node, reconfiguring: Bool = false, _ change: (Node) -> Void) {
                change(node)
                var changed = [node]
                if let twin = twins?.existing(node) as? Node {
                    change(twin)
                    changed.append(twin)
                    if twins?.isShown(twin) == true { mirrored += 1 }
                }
                for node in changed {
                    if reconfiguring { node.reconfigureContent() } else { node.reloadContent() }
                }
            }

            /// Shows or hides what a router draws itself before or after its children, in both runs, with
            /// the depth of the router: the total row a summary section draws after its children
            /// (`childrenTrailingOffset`), or the head (`childrenOffset`) or tail of a framed group or of a
            /// root that draws sections of its own; `nil` where the tree has none of these routers.
            func toggleAnOwnRow() -> (String, Int)? {
                let routers = nodes().filter { $0 is SummarySection || $0 is FramedGroup || $0 is BannerRoot }
                guard !routers.isEmpty else { return nil }
                let router = routers[statusPick(routers.count)]
                let head = !(router is SummarySection) && statusPick(2) == 0
                let offset: ReferenceWritableKeyPath<CascadingNode, Int> =
                    head ? \.childrenOffset : \.childrenTrailingOffset
                let shown = 1 - router[keyPath: offset]
                router[keyPath: offset] = shown
                if let twin = twins?.existing(router) {
                    twin[keyPath: offset] = shown
                    if twins?.isShown(twin) == true { mirrored += 1 }
                }
                let what = router is SummarySection ? "total" : head ? "head" : "tail"
                return ("\(shown == 1 ? "show" : "hide") the \(what) of \(router)", depth(router))
            }

            /// Changes the items of a tagged run in both runs (an item inserted, one removed, or the order
            /// reversed), with the depth of the run; `nil` where the tree has none.
            func changeTaggedItems() -> (String, Int)? {
                let runs = nodes().compactMap { $0 as? TaggedRun }
                guard let run = runs.isEmpty ? nil : runs[statusPick(runs.count)] else { return nil }
                var items = run.items
                switch statusPick(3) {
                case 0: items.insert(name(), at: statusPick(items.count + 1))
                case 1: if !items.isEmpty { items.remove(at: statusPick(items.count)) }
                default: items.reverse()
                }
                run.setItems(items)
                if let twin = twins?.existing(run) as? TaggedRun {
                    twin.setItems(items)
                    if twins?.isShown(twin) == true { mirrored += 1 }
                }
                return ("items \(items) in \(run)", depth(run))
            }

            // MARK: Selection

            /// Taps a view-neutral row in both views, which selects it, or deselects it when it was selected:
            /// a token row, a run's row, an item of a tagged run or a model section, a row or section a router
            /// shows itself.
            func tapARow() -> String {
                guard selectsSeveral else { return "nothing" }
                let tableRows = selectableRows(in: tableRun)
                guard let name = tableRows.isEmpty ? nil : tableRows[pick(tableRows.count)].name else {
                    return "nothing"
                }
                for run in [tableRun] + (collectionRun.map { [$0] } ?? []) {
                    let rows = run === tableRun ? tableRows : selectableRows(in: run)
                    guard let row = rows.first(where: { $0.name == name }) else { continue }
                    run.view.tap(at: row.indexPath)
                    if run.selectedNames.remove(name) == nil { run.selectedNames.insert(name) }
                }
                return "tap \(name)"
            }

            /// The rows of a view that the selection model follows, with their names.
            private func selectableRows(in run: Run) -> [(indexPath: IndexPath, name: String)] {
                let expected = CompositionFuzz.modelSections(of: root, as: run.projection)
                return expected.enumerated().flatMap { section, model in
                    model.rows.indices.compactMap { row in
                        let indexPath = IndexPath(row: row, section: section)
                        return CompositionFuzz.selectionName(at: indexPath, under: run.root, expected: expected)
                            .map { (indexPath, $0) }
                    }
                }
            }

            private func forgetSelection(under node: CascadingNode) {
                for name in CompositionFuzz.selectionNames(under: node) {
                    tableRun.selectedNames.remove(name)
                    collectionRun?.selectedNames.remove(name)
                }
            }

            /// Keeps selected, in each view, only the rows the view still shows.
            func forgetSelectionOfRowsGone() {
                for run in [tableRun] + (collectionRun.map { [$0] } ?? []) {
                    run.selectedNames.formIntersection(selectableRows(in: run).map(\.name))
                }
            }
        }
    }
#endif
