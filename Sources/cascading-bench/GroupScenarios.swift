import CascadingTable
import Foundation

/// The group scenarios: routing through `CascadingGroupNode`s, and appending rows to a group.
///
/// Routing times `heightForRowAt` through root → group → section → group → row: the root's children
/// are groups of `sectionsPerGroup` sections, and each section's rows sit in one row-level group. It
/// uses the dispatch scenarios' measurement (calls through an existential, precomputed index paths
/// cycled, heights summed and checked) and times, in each repetition, the baseline, then the flat
/// tree of the same model (root → section → row, the reference), then the tree with groups.
///
/// Appending times `group.appendChild(row)` one row at a time on an empty group inside a detached
/// section, at two sizes ten times apart, against `Array.append`; its target is linear growth.
@MainActor
enum GroupScenarios {
    static let group = "group"

    /// The sections in each section-level group under the root (the last group may hold fewer).
    static let sectionsPerGroup = 10

    /// The largest T(10·n) / T(n) the append target allows.
    static let appendScalingLimit = 11.0

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        let sections = options.scaled(100, quickDivisor: 1)
        let rows = options.scaled(100, quickDivisor: 1)
        return [routing(sections: sections, rows: rows, calls: options.dispatchCalls, options.dispatchRepetitions)]
            + [1, 10].map { append(count: options.scaled(10_000) * $0, scale: $0) }
    }

    /// A root whose children are groups of `sectionsPerGroup` section nodes; each section node holds
    /// one group, which holds the section's rows.
    static func makeGroupedTree(_ model: [[BenchRowModel]]) -> CascadingRootNode {
        let sections = model.map { rows in
            CascadingSectionNode(children: [CascadingGroupNode(children: rows.map { HeightRowNode(row: $0) })])
        }
        let groups = stride(from: 0, to: sections.count, by: sectionsPerGroup).map { start in
            CascadingGroupNode(children: Array(sections[start..<min(start + sectionsPerGroup, sections.count)]))
        }
        return CascadingRootNode(children: groups)
    }

    // MARK: Routing

    private static func routing(sections: Int, rows: Int, calls: Int, _ repetitions: Int?) -> Scenario {
        let name = "group heightForRowAt (root-group-section-group-row)"
        return Scenario(
            group: group, name: name, family: name, scale: 1, size: "\(sections)x\(rows), \(calls) calls",
            items: calls, unit: "calls", repetitions: repetitions, ratioLimit: DispatchScenarios.routingRatioLimit
        ) {
            let model = BenchRowModel.sections(sections, rows: rows)
            let indexPaths = allIndexPaths(model)
            // Each tree drives its own table, as the dispatch scenarios' tree does.
            let (groupedTable, flatTable) = (makeBenchTable(), makeBenchTable())
            let grouped = makeGroupedTree(model)
            let flat = makeTree(model) { HeightRowNode(row: $0) }
            let baseline = Baseline(sections: model)
            grouped.prepare(tableView: groupedTable)
            flat.prepare(tableView: flatTable)
            let groupedDelegate: any UITableViewDelegate = opaque(grouped)
            let flatDelegate: any UITableViewDelegate = opaque(flat)
            let baselineDelegate: any UITableViewDelegate = opaque(baseline)
            return Workload(
                subject: TimedBody {
                    withExtendedLifetime(grouped) {
                        WorkSummary(checksum: sumHeights(groupedDelegate, groupedTable, indexPaths, calls: calls))
                    }
                },
                baseline: TimedBody {
                    withExtendedLifetime(baseline) {
                        WorkSummary(checksum: sumHeights(baselineDelegate, flatTable, indexPaths, calls: calls))
                    }
                },
                reference: TimedBody {
                    withExtendedLifetime(flat) {
                        WorkSummary(checksum: sumHeights(flatDelegate, flatTable, indexPaths, calls: calls))
                    }
                },
                check: {
                    try checkRoutes(grouped, model, groupedTable, name)
                    let expected = expectedHeightSum(model, indexPaths, calls: calls)
                    let sums = [
                        ("the grouped tree's sum", sumHeights(groupedDelegate, groupedTable, indexPaths, calls: calls)),
                        ("the flat tree's sum", sumHeights(flatDelegate, flatTable, indexPaths, calls: calls)),
                        ("the baseline's sum", sumHeights(baselineDelegate, flatTable, indexPaths, calls: calls)),
                    ]
                    for (what, sum) in sums { try expect(sum, expected, name, what) }
                })
        }
    }

    /// Throws unless the grouped tree shows the model's sections and rows and routes every row through
    /// group → section → group to the row node of that row.
    private static func checkRoutes(
        _ root: CascadingRootNode, _ model: [[BenchRowModel]], _ table: UITableView, _ name: String
    ) throws {
        try expect(root.numberOfSections(in: table), model.count, name, "the number of sections")
        for (section, rows) in model.enumerated() {
            try expect(root.tableView(table, numberOfRowsInSection: section), rows.count, name, "a row count")
            for (row, expected) in rows.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                let sectionGroup = root.child(forRowAt: indexPath)
                let sectionNode = sectionGroup?.child(forRowAt: indexPath)
                let rowGroup = sectionNode?.child(forRowAt: indexPath)
                let leaf = rowGroup?.child(forRowAt: indexPath) as? HeightRowNode
                let route = [sectionGroup, sectionNode, rowGroup].map { $0.map { "\(type(of: $0))" } ?? "nil" }
                try expect(
                    route, ["CascadingGroupNode", "CascadingSectionNode", "CascadingGroupNode"], name,
                    "the route to \(indexPath)")
                try expect(leaf?.row.tag, expected.tag, name, "the row routed to for \(indexPath)")
            }
        }
    }

    // MARK: Appending

    private static func append(count: Int, scale: Int) -> Scenario {
        let name = "appendChild under a group, detached"
        return Scenario(
            group: group, name: name, family: name, scale: scale, size: "\(count) rows", items: count,
            unit: "rows", scalingLimit: appendScalingLimit
        ) {
            let models = BenchRowModel.sections(1, rows: count)[0]
            let state = AppendState()
            return Workload(
                subject: TimedBody(
                    reset: {
                        state.rowGroup = CascadingGroupNode()
                        state.section = CascadingSectionNode(children: [state.rowGroup])
                        // The last run's rows are freed before the new ones are made, so that the new
                        // ones take the freed memory in order, as rows made one after another do.
                        state.rows = []
                        state.rows = models.map { HeightRowNode(row: $0) }
                    },
                    run: {
                        let rowGroup = state.rowGroup
                        for row in state.rows { rowGroup.appendChild(row) }
                        return WorkSummary(
                            checksum: rowGroup.children.count
                                &+ state.section.tableView(state.table, numberOfRowsInSection: 0))
                    }),
                baseline: TimedBody(
                    reset: { state.models = [] },
                    run: {
                        for model in models { state.models.append(model) }
                        return WorkSummary(checksum: state.models.count)
                    }),
                check: {
                    let rowGroup = CascadingGroupNode()
                    let section = CascadingSectionNode(children: [rowGroup])
                    let rows = models.prefix(100).map { HeightRowNode(row: $0) }
                    for row in rows { rowGroup.appendChild(row) }
                    try expect(
                        section.tableView(state.table, numberOfRowsInSection: 0), rows.count, name,
                        "the section's row count")
                    try expect(rowGroup.children.map(\.index), Array(0..<rows.count), name, "the children's indexes")
                    for (position, row) in rows.enumerated() {
                        let indexPath = IndexPath(row: position, section: 0)
                        try expect(section.child(forRowAt: indexPath) === rowGroup, true, name, "the section's route")
                        try expect(rowGroup.child(forRowAt: indexPath) === row, true, name, "the group's route")
                        try expect(row.parent === rowGroup, true, name, "a row's parent")
                    }
                })
        }
    }

    /// The state of the append scenario between runs.
    @MainActor
    final class AppendState {
        var rowGroup = CascadingGroupNode()
        var section = CascadingSectionNode()
        var rows: [CascadingNode] = []
        var models: [BenchRowModel] = []
        let table = makeBenchTable()
    }
}
