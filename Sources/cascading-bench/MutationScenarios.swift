import CascadingTable
import Foundation

/// The mutation scenarios: building a section one row at a time, tree against an array of models.
///
/// The nodes and models are made before each run (untimed), so the runs time the insertion only.
@MainActor
enum MutationScenarios {
    static let group = "mutation"

    enum Kind {
        /// `appendChild` on a detached section node; baseline: `Array.append`.
        case appendDetached
        /// `appendChild` on a section of a root that drives a loaded table: each append animates a row
        /// insert; baseline: `Array.append` + `insertRows(at:with:)`.
        case appendAttached
        /// `insertChild(_:at: 0)` on a detached section node; baseline: `Array.insert(_:at: 0)`.
        case insertFrontDetached
    }

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        [1, 10].map { scenario(.appendDetached, count: options.scaled(10_000) * $0, scale: $0, options) }
            + [1, 10].map { scenario(.appendAttached, count: options.scaled(300) * $0, scale: $0, options) }
            + [1, 10].map { scenario(.insertFrontDetached, count: options.scaled(1_000) * $0, scale: $0, options) }
    }

    /// The largest tree / baseline ratio a kind's target allows: an insertion at the front at most 3
    /// times the array's, a detached append at most 5 times; the attached append's target is linear
    /// growth instead.
    private static func ratioLimit(_ kind: Kind) -> Double? {
        switch kind {
        case .appendDetached: 5
        case .insertFrontDetached: 3
        case .appendAttached: nil
        }
    }

    private static func scenario(_ kind: Kind, count: Int, scale: Int, _ options: BenchmarkOptions) -> Scenario {
        let name =
            switch kind {
            case .appendDetached: "appendChild, detached"
            case .appendAttached: "appendChild, attached to a loaded table"
            case .insertFrontDetached: "insertChild(at: 0), detached"
            }
        return Scenario(
            group: group, name: name, family: name, scale: scale, size: "\(count) rows", items: count,
            unit: "rows", repetitions: nil,
            scalingLimit: kind == .insertFrontDetached ? nil : GroupScenarios.appendScalingLimit,
            ratioLimit: ratioLimit(kind)
        ) {
            let models = BenchRowModel.sections(1, rows: count)[0]
            let tree = TreeState()
            let baseline = BaselineState()
            let attached = kind == .appendAttached
            return Workload(
                subject: TimedBody(
                    reset: {
                        tree.section = CascadingSectionNode()
                        // The last run's rows are freed before the new ones are made, so that the new
                        // ones take the freed memory in order, as rows made one after another do (the
                        // sizes of a family run interleaved and would otherwise fragment it).
                        tree.rows = []
                        tree.rows = models.map { HeightRowNode(row: $0) }
                        if attached {
                            tree.table = makeBenchTable()
                            tree.root = CascadingRootNode(children: [tree.section], tableView: tree.table)
                            tree.table.layoutIfNeeded()
                        }
                    },
                    run: {
                        let section = tree.section
                        if kind == .insertFrontDetached {
                            for row in tree.rows.reversed() { section.insertChild(row, at: 0) }
                        } else {
                            for row in tree.rows { section.appendChild(row) }
                        }
                        return WorkSummary(checksum: section.children.count &+ tree.table.numberOfRows(inSection: 0))
                    }),
                baseline: TimedBody(
                    reset: {
                        baseline.rows = []
                        if attached {
                            baseline.table = makeBenchTable()
                            baseline.dataSource = MutableBaseline()
                            baseline.table.dataSource = baseline.dataSource
                            baseline.table.delegate = baseline.dataSource
                            baseline.table.layoutIfNeeded()
                        }
                    },
                    run: {
                        switch kind {
                        case .appendDetached:
                            for model in models { baseline.rows.append(model) }
                        case .insertFrontDetached:
                            for model in models.reversed() { baseline.rows.insert(model, at: 0) }
                        case .appendAttached:
                            let dataSource = baseline.dataSource
                            for model in models {
                                dataSource.rows.append(model)
                                baseline.table.insertRows(
                                    at: [IndexPath(row: dataSource.rows.count - 1, section: 0)], with: .automatic)
                            }
                        }
                        return WorkSummary(
                            checksum: baseline.rows.count &+ baseline.dataSource.rows.count
                                &+ baseline.table.numberOfRows(inSection: 0))
                    }),
                check: {
                    let section = CascadingSectionNode()
                    let rows = models.prefix(100).map { HeightRowNode(row: $0) }
                    for row in rows.reversed() { section.insertChild(row, at: 0) }
                    try expect(section.children.map(\.index), Array(0..<rows.count), name, "the children's indexes")
                    try expect(section.children.allSatisfy { $0.parent === section }, true, name, "the parents")
                })
        }
    }

    /// The tree side's state between runs.
    @MainActor
    final class TreeState {
        var section = CascadingSectionNode()
        var rows: [CascadingNode] = []
        var root: CascadingRootNode?
        var table = makeBenchTable()
    }

    /// The baseline side's state between runs.
    @MainActor
    final class BaselineState {
        var rows: [BenchRowModel] = []
        var table = makeBenchTable()
        var dataSource = MutableBaseline()
    }
}
