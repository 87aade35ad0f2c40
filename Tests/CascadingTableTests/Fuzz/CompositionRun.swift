// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import TableSnapshotTesting

    extension CompositionFuzz {
        /// A batch or a reload a view was told of.
        enum RecordedUpdate {
            case batch
            case data
            case sections(IndexSet)
            case rows
        }

        /// What the checks read of a view, the same way for a table and a collection view.
        @MainActor
        protocol ShownView: AnyObject {
            var sectionCount: Int { get }
            func rowCount(inSection section: Int) -> Int
            /// The text of the cell the data source gives for a row (an item).
            func text(at indexPath: IndexPath) -> String?
            /// The text of the cell on screen for a row (an item), if it is on screen.
            func shownText(at indexPath: IndexPath) -> String?
            var visibleIndexPaths: [IndexPath] { get }
            var selectedIndexPaths: [IndexPath] { get }
            var violations: [String] { get }
            /// How many updates (batches, reloads, changes) the view recorded so far.
            var updateCount: Int { get }
            /// The batches and reloads among the updates recorded from `start` on.
            func updates(from start: Int) -> [RecordedUpdate]
            func tap(at indexPath: IndexPath)
            func layoutIfNeeded()
            var contentSize: CGSize { get }
            var contentOffset: CGPoint { get set }
        }

        /// A collection view that records its reloads and collects violations instead of trapping.
        final class CollectionView: UICollectionView {
            private(set) var violations: [String] = []
            private var updates: [RecordedUpdate] = []

            /// A collection view with a flow layout of full-width rows 44 points tall, or (`compositional`) the
            /// layout the root's sections describe: lists, grids, their headers and footers.
            init(compositional: Bool) {
                let flow = UICollectionViewFlowLayout()
                flow.itemSize = CGSize(width: 320, height: 44)
                flow.minimumLineSpacing = 0
                let layout = compositional ? CascadingRootNode.makeCompositionalLayout() : flow
                // As short as the table: every check reads what is visible.
                super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
                register(UICollectionViewCell.self, forCellWithReuseIdentifier: CompositionFuzz.cellIdentifier)
                headlessViolationHandler = { [unowned self] violation in violations.append(violation.message) }
            }

            required init?(coder: NSCoder) { nil }

            override func reloadData() {
                updates.append(.data)
                super.reloadData()
            }
            override func reloadSections(_ sections: IndexSet) {
                updates.append(.sections(sections))
                super.reloadSections(sections)
            }
            override func reloadItems(at indexPaths: [IndexPath]) {
                updates.append(.rows)
                super.reloadItems(at: indexPaths)
            }
            override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
                self.updates.append(.batch)
                super.performBatchUpdates(updates, completion: completion)
            }
        }

        /// One view of a session, its root, and what its checks remember between steps.
        @MainActor
        final class Run {
            let root: FuzzRoot
            let view: any ShownView
            /// How this view shows the table run's tree.
            let projection: Projection
            /// The rows the user selected in this view that the view must still select, by the names
            /// `CompositionFuzz.selectionName(at:under:expected:)` gives them.
            var selectedNames: Set<String> = []
            /// Whether the step asked for a section to be reloaded (a leaf section's `reloadContent()`, a
            /// loading header or footer that shows, hides or follows its group's edges).
            var reloadRequested = false
            /// What a step found wrong with what this view did, beyond what the checks read.
            var mismatch: String?
            private var seenUpdates: Int
            private var seenInconsistencies = 0
            private var seenDuplicates = 0
            /// The sections of the sections that route by their own hooks when the step began, or may start
            /// to (any section node, where a reversed group may arrive), by node.
            private var hookedSections: [ObjectIdentifier: Int] = [:]
            /// The sections that routed by their own hooks when the step began.
            private var hookedAtStart: Set<ObjectIdentifier> = []
            /// Whether a group of sections routing by its own hooks was in the tree when the step began.
            private var sectionsHookedAtStart = false

            init(table: CountingTable, drawsOwnSections: Bool) {
                root = drawsOwnSections ? BannerRoot(children: []) : FuzzRoot(children: [])
                view = table
                projection = .table
                root.prepare(tableView: table)
                seenUpdates = table.updateCount
            }

            init(
                collectionView: CollectionView, drawsOwnSections: Bool,
                counterpart: @escaping (CascadingNode) -> CascadingNode?
            ) {
                root = drawsOwnSections ? BannerRoot(children: []) : FuzzRoot(children: [])
                view = collectionView
                projection = Projection(counterpart: counterpart)
                root.prepare(collectionView: collectionView)
                seenUpdates = collectionView.updateCount
            }

            /// The repeated identifiers the root was told of since the last call.
            func newDuplicateReports() -> ArraySlice<String> {
                defer { seenDuplicates = root.duplicates.count }
                return root.duplicates[seenDuplicates...]
            }

            /// Whether a section owner routes its rows by hooks of its own or of a group among its rows.
            static func routesByOwnHooks(_ node: CascadingNode) -> Bool {
                node is HookedSummarySection || node is SpreadSection || ReversedGroup.routesThroughOne(node)
            }

            /// Notes what a step may change: where the sections routing by their own hooks are.
            func beginStep() {
                var shown: [ObjectIdentifier: Int] = [:]
                var hooked: Set<ObjectIdentifier> = []
                var pending: [CascadingNode] = [root]
                while let node = pending.popLast() {
                    pending += node.children
                    // Any section a reversed group may arrive in.
                    let mayRouteByHooks = Self.routesByOwnHooks(node) || node is CascadingSectionNode
                    if mayRouteByHooks, case .sections(let sections)? = node.tablePlacement {
                        shown[ObjectIdentifier(node)] = sections.lowerBound
                    }
                    if Self.routesByOwnHooks(node) { hooked.insert(ObjectIdentifier(node)) }
                }
                hookedSections = shown
                hookedAtStart = hooked
                sectionsHookedAtStart = root.children.contains {
                    $0 is ReversedSectionsGroup || ReversedSectionsGroup.isAmong($0)
                }
            }

            /// The sections a step may reload because the root was told it reloaded them for a section
            /// routing by its own hooks (one reload per report, between where such a section sat before the
            /// step and where it sits after; in an update of several batches, where it sits in the batch that
            /// reloads it), or a recovery no step may cause.
            private func reportedRoutingReloads() -> (
                reported: (sections: ClosedRange<Int>, count: Int)?, tables: Int, recovery: String?
            ) {
                var reports = root.inconsistencies[seenInconsistencies...]
                seenInconsistencies = root.inconsistencies.count
                // A group of sections routing by its own hooks reloads the table, once per report (naming the
                // root when the group left the tree in the step).
                let reloadsTable = { (report: CascadingInconsistency) in
                    report.kind == .routing
                        && (report.node is ReversedSectionsGroup
                            || (report.node === self.root && self.sectionsHookedAtStart))
                }
                let tables = reports.filter(reloadsTable).count
                reports.removeAll(where: reloadsTable)
                var positions: [Int] = []
                for report in reports {
                    // A section that routed by hooks when the step began, or does now.
                    let hooked =
                        Self.routesByOwnHooks(report.node) || hookedAtStart.contains(ObjectIdentifier(report.node))
                    guard report.kind == .routing, hooked else {
                        return (nil, tables, report.description)
                    }
                    positions.append(report.section)
                    if let before = hookedSections[ObjectIdentifier(report.node)] { positions.append(before) }
                }
                guard let low = positions.min(), let high = positions.max() else { return (nil, tables, nil) }
                return ((low...high, reports.count), tables, nil)
            }

            /// A reload the step did not ask for: `reloadData()` unless reported for a group of sections
            /// routing by its own hooks (one per report), `reloadSections` unless asked or reported for a
            /// section routing by its own hooks; or a report with no reload.
            private func unrequestedReload(reported: (sections: ClosedRange<Int>, count: Int)?, tables: Int) -> String?
            {
                defer { seenUpdates = view.updateCount }
                var allowed = reported?.count ?? 0
                var allowedTables = tables
                let updates = view.updates(from: seenUpdates)
                let batches = updates.filter { if case .batch = $0 { true } else { false } }.count
                for update in updates {
                    switch update {
                    case .data:
                        allowedTables -= 1
                        if allowedTables < 0 { return "reloadData" }
                    case .sections(let sections) where !reloadRequested:
                        allowed -= sections.count
                        let placed = batches > 1 || sections.allSatisfy { reported?.sections.contains($0) == true }
                        if allowed < 0 || !placed { return "reloadSections \(Array(sections))" }
                    default: continue
                    }
                }
                // Each report stands for the one reload of the section it names.
                if !reloadRequested, allowed > 0 { return "\(allowed) routing reports without a reload" }
                if allowedTables > 0 { return "\(allowedTables) routing reports without a reload of the table" }
                return nil
            }

            /// What is wrong with what the view shows, given what the tree says it must show, or `nil`.
            func problem(expected: [ModelSection]) -> String? {
                if let violation = view.violations.first { return "violation: \(violation)" }
                let (reported, tables, recovery) = reportedRoutingReloads()
                if let recovery { return "recovery: \(recovery)" }
                if let reload = unrequestedReload(reported: reported, tables: tables) { return "unrequested \(reload)" }
                if let mismatch { return mismatch }
                view.layoutIfNeeded()
                let counts = (0..<view.sectionCount).map { view.rowCount(inSection: $0) }
                if counts != expected.map(\.rows.count) {
                    return "shows \(counts) rows per section, the tree says \(expected.map(\.rows))"
                }
                for (section, model) in expected.enumerated() {
                    for (row, modelRow) in model.rows.enumerated() {
                        let indexPath = IndexPath(row: row, section: section)
                        if let wrong = wrongRow(at: indexPath, expected: modelRow) {
                            return "\(wrong); the tree says \(expected.map(\.rows))"
                        }
                    }
                }
                for indexPath in view.visibleIndexPaths {
                    let shown = view.shownText(at: indexPath)
                    if shown != expected[indexPath.section].rows[indexPath.row].text {
                        return "the cell on screen at \(indexPath) shows \(shown ?? "nil")"
                    }
                }
                let names = view.selectedIndexPaths.compactMap {
                    CompositionFuzz.selectionName(at: $0, under: root, expected: expected)
                }
                // UIKit drops the selection of the rows a reload reloads; the tree selects them again, also in a
                // section it reloads because that section routes rows by its own hooks.
                if Set(names) != selectedNames || names.count != Set(names).count {
                    return "selects rows \(names.sorted()), the user's taps left \(selectedNames.sorted()) selected"
                }
                return nil
            }

            /// What is wrong with one row: its text, the node it belongs to, or where that node says it sits
            /// (a row node's `tablePlacement`, also under a section routing rows by its own hooks).
            private func wrongRow(at indexPath: IndexPath, expected: ModelRow) -> String? {
                let text = view.text(at: indexPath)
                if text != expected.text { return "row \(indexPath) shows \(text ?? "nil")" }
                let owner = CompositionFuzz.owner(of: indexPath, under: root)
                let belongs = expected.owner.map { $0 == ObjectIdentifier(owner) } ?? ("\(owner)" == expected.statusRow)
                guard belongs else { return "row \(indexPath) belongs to \(owner)" }
                let placement = owner.tablePlacement
                let shown = CascadingPlacement.rows(indexPath.row..<indexPath.row + 1, section: indexPath.section)
                guard owner is TokenRow, placement != shown else { return nil }
                return "\(owner), shown at \(indexPath), says it sits at \(placement.map { "\($0)" } ?? "nil")"
            }
        }
    }

    extension CountingTable: CompositionFuzz.ShownView {
        var sectionCount: Int { numberOfSections }
        func rowCount(inSection section: Int) -> Int { numberOfRows(inSection: section) }
        func text(at indexPath: IndexPath) -> String? {
            guard let dataSource else { return nil }
            return TableCellContent(dataSource.tableView(self, cellForRowAt: indexPath)).text ?? ""
        }
        func shownText(at indexPath: IndexPath) -> String? {
            cellForRow(at: indexPath).map(TableCellContent.init)?.text
        }
        var visibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }
        var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }
        var updateCount: Int { recorder.updates.count }
        func updates(from start: Int) -> [CompositionFuzz.RecordedUpdate] {
            recorder.updates[start...].compactMap { update in
                switch update {
                case .performBatchUpdates: .batch
                case .reloadData: .data
                case .reloadSections(let sections, _): .sections(sections)
                case .reloadRows: .rows
                default: nil
                }
            }
        }
        func tap(at indexPath: IndexPath) { headlessTap(rowAt: indexPath) }
    }

    extension CompositionFuzz.CollectionView: CompositionFuzz.ShownView {
        var sectionCount: Int { numberOfSections }
        func rowCount(inSection section: Int) -> Int { numberOfItems(inSection: section) }
        func text(at indexPath: IndexPath) -> String? {
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
            return (cell.contentConfiguration as? UIListContentConfiguration)?.text
        }
        func shownText(at indexPath: IndexPath) -> String? {
            (cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
        var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }
        var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }
        var updateCount: Int { updates.count }
        func updates(from start: Int) -> [CompositionFuzz.RecordedUpdate] { Array(updates[start...]) }
        func tap(at indexPath: IndexPath) { headlessTap(itemAt: indexPath) }
    }
#endif
