import CascadingTable
import Foundation

/// The dispatch scenarios: single delegate calls through root → section → row, against the baseline.
///
/// Both sides are called through an existential, as a table view calls its delegate; the index paths
/// are precomputed and cycled; the results are summed and the sums checked outside the timing.
@MainActor
enum DispatchScenarios {
    static let group = "dispatch"

    /// The largest tree / baseline ratio the routing target allows.
    static let routingRatioLimit = 1.3

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        let sections = options.scaled(100, quickDivisor: 1)
        let rows = options.scaled(100, quickDivisor: 1)
        let calls = options.dispatchCalls
        return [
            scenario(
                "dispatch heightForRowAt", sections: sections, rows: rows, calls: calls, cells: false,
                repetitions: options.dispatchRepetitions),
            scenario(
                "dispatch cellForRowAt (kept cells)", sections: sections, rows: rows, calls: calls, cells: true,
                repetitions: options.dispatchRepetitions),
        ]
    }

    /// One dispatch measurement through a root of `sections` × `rows`.
    ///
    /// - Parameters:
    ///   - cells: Time `cellForRowAt` instead of `heightForRowAt`.
    ///   - keptCells: Leaves and baseline keep one cell per row, so `cellForRowAt` allocates nothing;
    ///     otherwise the leaves are plain `HeightRowNode`s (what a deep tree is made of).
    ///   - measuresMemory: Report the heap growth per tree node and per baseline row: while building
    ///     (`…Built`), and in all once each serves its table (`treeBytesPerNode`, `baselineBytesPerRow`):
    ///     built, made the data source and delegate of a table of its own, and asked every row's height
    ///     once, so whatever routing caches and the table's own bookkeeping take is counted for both.
    ///   - ratioLimit: The largest tree / baseline ratio the scenario's target allows.
    ///   - metricLimits: Targets on the memory metrics (with `measuresMemory`).
    static func scenario(
        _ name: String, group: String = group, sections: Int, rows: Int, calls: Int, cells: Bool,
        keptCells: Bool = true, measuresMemory: Bool = false, repetitions: Int? = nil,
        ratioLimit: Double = routingRatioLimit, metricLimits: [MetricLimit] = []
    ) -> Scenario {
        Scenario(
            group: group, name: name, family: name, scale: 1, size: "\(sections)x\(rows), \(calls) calls",
            items: calls, unit: "calls", repetitions: repetitions, ratioLimit: ratioLimit,
            metricLimits: metricLimits, referenceLabel: "leaf"
        ) {
            let model = BenchRowModel.sections(sections, rows: rows)
            let indexPaths = allIndexPaths(model)
            let tableView = makeBenchTable()
            let treeBytes = HeapUsage.growth {
                makeTree(model) { keptCells ? KeptCellRowNode(row: $0) : HeightRowNode(row: $0) }
            }
            // The baseline copies the model, so its own storage is what the measurement sees.
            let baselineBytes = HeapUsage.growth {
                Baseline(sections: model.map { rows in rows.map { $0 } }, keepsCells: keptCells)
            }
            let (root, baseline) = (treeBytes.value, baselineBytes.value)
            let treeServing = HeapUsage.growth {
                root.prepare(tableView: tableView)
                return sumHeights(root, tableView, indexPaths, calls: indexPaths.count)
            }
            let baselineTable = makeBenchTable()
            let baselineServing = HeapUsage.growth {
                baselineTable.dataSource = baseline
                baselineTable.delegate = baseline
                return sumHeights(baseline, baselineTable, indexPaths, calls: indexPaths.count)
            }
            var metrics: [String: Double] = [:]
            if measuresMemory, let tree = treeBytes.bytes, let base = baselineBytes.bytes,
                let treeServed = treeServing.bytes, let baseServed = baselineServing.bytes
            {
                let nodes = Double(sections * rows + sections + 1)
                let baselineRows = Double(sections * rows)
                metrics["treeBytesPerNodeBuilt"] = Double(tree) / nodes
                metrics["baselineBytesPerRowBuilt"] = Double(base) / baselineRows
                metrics["treeBytesPerNode"] = Double(tree + treeServed) / nodes
                metrics["baselineBytesPerRow"] = Double(base + baseServed) / baselineRows
            }
            let baselineDelegate: any UITableViewDelegate & UITableViewDataSource = opaque(baseline)
            let treeDelegate: any UITableViewDelegate & UITableViewDataSource = opaque(root)
            // The physical limit: the leaf's own method, called directly, as the table would call a
            // data source that is the leaf.
            let leaves: [any UITableViewDelegate & UITableViewDataSource] = opaque(
                indexPaths.map { root.children[$0.section].children[$0.row] })
            @MainActor func run(_ delegate: any UITableViewDelegate & UITableViewDataSource) -> WorkSummary {
                WorkSummary(
                    checksum: cells
                        ? sumCellTags(delegate, tableView, indexPaths, calls: calls)
                        : sumHeights(delegate, tableView, indexPaths, calls: calls))
            }
            @MainActor func runLeaves() -> WorkSummary {
                WorkSummary(
                    checksum: cells
                        ? sumCellTags(leaves, tableView, indexPaths, calls: calls)
                        : sumHeights(leaves, tableView, indexPaths, calls: calls))
            }
            return Workload(
                subject: TimedBody { withExtendedLifetime(root) { run(treeDelegate) } },
                baseline: TimedBody { withExtendedLifetime(baseline) { run(baselineDelegate) } },
                reference: TimedBody { withExtendedLifetime(root) { runLeaves() } },
                check: {
                    let expected =
                        cells
                        ? expectedTagSum(model, indexPaths, calls: calls)
                        : expectedHeightSum(model, indexPaths, calls: calls)
                    try expect(run(treeDelegate).checksum, expected, name, "the tree's sum")
                    try expect(run(baselineDelegate).checksum, expected, name, "the baseline's sum")
                    try expect(runLeaves().checksum, expected, name, "the leaves' sum")
                },
                metrics: metrics)
        }
    }
}
