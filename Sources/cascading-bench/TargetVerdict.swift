/// One target of one run: the measured value against its limit.
struct TargetResult: Equatable, Codable {
    /// The target's name, as the report prints it (scenario and size, or a family's scaling).
    var name: String

    /// The measured value: a tree / baseline ratio or a T(kn)/T(n) scaling ratio.
    var value: Double

    /// The largest value the target allows.
    var limit: Double

    /// Whether the value meets the limit.
    var met: Bool { value <= limit }
}

/// A target judged on several full runs: the verdict is the median run's, so one run disturbed by
/// other work on a shared machine neither fails nor passes a target on its own.
struct TargetVerdict: Equatable, Codable {
    /// The target's name.
    var name: String

    /// The value of each run, in run order.
    var values: [Double]

    /// The largest value the target allows.
    var limit: Double

    /// The median of `values` (the mean of the middle two for an even count).
    var median: Double { medianOfSorted(values.sorted()) }

    /// Whether the median meets the limit.
    var met: Bool { median <= limit }

    /// Judges every target measured in every run, in the first run's order. A target missing from
    /// some run (a scenario that failed to measure) is judged on the runs that have it.
    static func judge(_ runs: [[TargetResult]]) -> [TargetVerdict] {
        var verdicts: [TargetVerdict] = []
        var positions: [String: Int] = [:]
        for run in runs {
            for result in run {
                if let position = positions[result.name] {
                    verdicts[position].values.append(result.value)
                } else {
                    positions[result.name] = verdicts.count
                    verdicts.append(TargetVerdict(name: result.name, values: [result.value], limit: result.limit))
                }
            }
        }
        return verdicts
    }
}
