/// One benchmark case: inputs built once, outside the timing, and a body that is timed.
///
/// A scenario may carry a baseline: the same work done without the package (a hand-written data
/// source, a plain array), timed in the same process, so the report can print tree / baseline.
struct Scenario {
    /// The group the scenario belongs to, used by `--only`.
    let group: String

    /// A short human-readable name.
    let name: String

    /// Scenarios of one family differ only in size; the report prints T(scale) / T(smallest scale) within a family.
    let family: String

    /// The size multiplier within the family (1 for the base size, 2 for double, 10 for ten times).
    let scale: Int

    /// The size as printed in the table, such as "100x100" or "10M calls".
    var size: String

    /// The number of work items (rows, calls or nodes) the timed body processes.
    let items: Int

    /// What `items` counts, for the throughput column ("rows", "calls", "nodes").
    var unit = "rows"

    /// Timed runs for this scenario instead of the runner's default (heavy scenarios use fewer).
    var repetitions: Int?

    /// Warm-up runs for this scenario instead of the runner's default (heavy scenarios use fewer).
    var warmUpRuns: Int?

    /// The largest T(scale) / T(smallest scale) the family's target allows, if it has one; the report
    /// prints whether the measured ratio meets it.
    var scalingLimit: Double?

    /// The largest cost per item at this size over the cost per item at the family's smallest size
    /// ((T(scale) / T(smallest)) / (items / smallest's items)) the family's target allows, if it has one;
    /// 1 is linear growth.
    var perItemScalingLimit: Double?

    /// The largest subject / baseline ratio the scenario's target allows, if it has one; the report
    /// prints whether the measured ratio meets it.
    var ratioLimit: Double?

    /// Limits on metrics the scenario reports (such as bytes per node); the report prints each as a
    /// target with its verdict.
    var metricLimits: [MetricLimit] = []

    /// What the reference body is, as the report names it ("ref": the flat tree; "leaf": the leaf's
    /// method called directly, the physical limit of routing).
    var referenceLabel = "ref"

    /// Builds the inputs and returns the timed bodies.
    ///
    /// Called once, before any measurement.
    let prepare: @MainActor () -> Workload
}

/// The timed part of a scenario, an optional baseline doing the same work without the package,
/// and an untimed check of the results.
struct Workload {
    /// The subject: the package's code path (the tree, or the diff).
    let subject: TimedBody

    /// The same work without the package, or `nil` when there is nothing to compare with.
    var baseline: TimedBody?

    /// The same work through another arrangement of the package (the flat tree, for a tree with
    /// groups), or `nil`; the report prints subject / reference next to subject / baseline.
    var reference: TimedBody?

    /// Checks the results once, outside the timing; throws when one is wrong.
    let check: @MainActor () throws -> Void

    /// Numbers measured while preparing (such as bytes per node), printed next to the timings.
    var metrics: [String: Double] = [:]
}

/// One measured operation: an untimed reset before each run, then the timed run.
struct TimedBody {
    /// Restores the starting state before a run (a fresh node, an empty array); not timed.
    var reset: @MainActor () -> Void = {}

    /// Runs the measured operation once and summarises its result, which also keeps it from being optimised away.
    let run: @MainActor () -> WorkSummary
}

extension TimedBody {
    /// A body without a reset.
    init(_ run: @escaping @MainActor () -> WorkSummary) {
        self.run = run
    }
}

/// What one run produced, printed next to the timings.
struct WorkSummary: Equatable, Codable {
    /// The number of batch stages (diff scenarios).
    var stages = 0

    /// The number of reported moves (rows, plus sections when sectioned; diff scenarios).
    var moves = 0

    /// An accumulation of the results (heights, cell tags, counts), checked against the expected value
    /// and compared between repetitions so the work cannot be optimised away.
    var checksum = 0
}

/// The largest value a scenario's metric may take, and what the metric counts, as the report's target
/// line says it.
struct MetricLimit {
    /// The metric's key in `Workload.metrics`.
    let metric: String

    /// The largest value the target allows.
    let limit: Double

    /// What the metric includes, printed with the target.
    let meaning: String
}
