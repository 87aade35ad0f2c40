import CascadingTable
import Foundation

/// The reload scenarios: `reloadData()` + `layoutIfNeeded()` on a headless 375×667 table, tree against baseline.
///
/// Fixed heights: estimation is off (`estimatedRowHeight = 0`), every row's height is asked at load.
/// Estimated heights: the baseline sets `estimatedRowHeight` and answers `heightForRowAt` (asked for
/// the visible rows only). In "explicit node estimates" the tree's leaves answer and declare
/// `estimatedHeightForRowAt`, so the table asks it for every row; in "no node estimates" no node
/// declares it, so the table, like the baseline's, uses `estimatedRowHeight` (target: at most 1.5 times
/// the baseline, and linear).
@MainActor
enum ReloadScenarios {
    static let group = "reload"

    /// The largest tree / baseline ratio of a reload with estimated heights when no node estimates.
    static let estimatedReloadRatioLimit = 1.5

    /// The largest T(10·n) / T(n) a linear reload allows.
    static let linearScalingLimit = 11.0

    enum Heights {
        case fixed
        case estimated
        case estimatedByDefault
    }

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        let fixedRows = 10
        let estimatedRows = options.scaled(1_000, quickDivisor: 1)
        return [1, 10].map { scale in
            scenario(
                sections: options.scaled(1_000) * scale, rows: fixedRows, heights: .fixed, scale: scale,
                repetitions: nil)
        }
            + [Heights.estimated, .estimatedByDefault].flatMap { heights in
                [1, 10].map { scale in
                    scenario(
                        sections: options.scaled(100) * scale, rows: estimatedRows, heights: heights, scale: scale,
                        // A target is judged on 15 repetitions at least; only the explicit estimates,
                        // which have none and cost 20 times more, are timed fewer times.
                        repetitions: options.quick || scale == 1 || heights == .estimatedByDefault ? nil : 5)
                }
            }
    }

    private static func scenario(sections: Int, rows: Int, heights: Heights, scale: Int, repetitions: Int?)
        -> Scenario
    {
        let kind =
            switch heights {
            case .fixed: "fixed heights"
            case .estimated: "estimated heights, explicit node estimates"
            case .estimatedByDefault: "estimated heights, no node estimates"
            }
        let name = "reload+layout, \(kind)"
        return Scenario(
            group: group, name: name, family: name, scale: scale, size: "\(sections)x\(rows)",
            items: sections * rows, repetitions: repetitions,
            scalingLimit: heights == .estimatedByDefault ? linearScalingLimit : nil,
            ratioLimit: heights == .estimatedByDefault ? estimatedReloadRatioLimit : nil
        ) {
            let model = BenchRowModel.sections(sections, rows: rows)
            let baselineTable = makeBenchTable()
            let treeTable = makeBenchTable()
            let estimate: CGFloat = heights == .fixed ? 0 : BenchRowModel.estimatedHeight
            baselineTable.estimatedRowHeight = estimate
            treeTable.estimatedRowHeight = estimate
            let baseline = Baseline(sections: model)
            baselineTable.dataSource = baseline
            baselineTable.delegate = baseline
            let root = makeTree(model) { row in
                heights == .estimated ? EstimatingRowNode(row: row) : HeightRowNode(row: row)
            }
            root.prepare(tableView: treeTable)
            @MainActor func reload(_ table: UITableView) -> WorkSummary {
                table.reloadData()
                table.layoutIfNeeded()
                return WorkSummary(checksum: Int(table.contentSize.height) &+ table.visibleCells.count)
            }
            let rowCount = sections * rows
            let realHeight = Int(model.joined().reduce(0) { $0 + $1.height })
            let estimatedHeight = Int(BenchRowModel.estimatedHeight) * rowCount
            return Workload(
                subject: TimedBody { withExtendedLifetime(root) { reload(treeTable) } },
                baseline: TimedBody { withExtendedLifetime(baseline) { reload(baselineTable) } },
                check: {
                    _ = reload(baselineTable)
                    _ = reload(treeTable)
                    for (side, table) in [("baseline", baselineTable), ("tree", treeTable)] {
                        try expect(table.numberOfSections, sections, name, "the \(side)'s section count")
                        try expect(table.visibleCells.isEmpty, false, name, "whether the \(side) shows no cells")
                        // Measured rows are on screen only, so the content height is the estimate's
                        // where estimates stand, else the real one.
                        let estimates = heights != .fixed
                        let height = Int(table.contentSize.height)
                        if estimates {
                            try expect(
                                abs(height - estimatedHeight) < 2_000, true, name, "the \(side)'s height \(height)")
                        } else {
                            try expect(height, realHeight, name, "the \(side)'s content height")
                        }
                    }
                })
        }
    }
}
