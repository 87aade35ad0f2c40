import Foundation

/// Runs scenarios: warm-up runs, then timed repetitions with a monotonic clock.
///
/// When a scenario has a baseline, each repetition times the baseline, then the reference if there is
/// one, then the subject, so all see the same machine state (frequency, caches, other load) over the
/// whole measurement.
@MainActor
struct Runner {
    let warmUpRuns: Int
    let repetitions: Int

    /// Prepares, checks and measures one scenario.
    func measure(_ scenario: Scenario) throws -> Measurement {
        try measure(family: [scenario])[0]
    }

    /// Prepares, checks and measures the scenarios of one family (one scenario at several sizes)
    /// together: every repetition runs every size, so the times whose ratio is the family's scaling
    /// are taken under the same machine conditions. The family runs as many repetitions as its most
    /// repeated member asks for.
    func measure(family scenarios: [Scenario]) throws -> [Measurement] {
        let workloads = try scenarios.map { scenario in
            let workload = scenario.prepare()
            try workload.check()
            return workload
        }
        let bodies = workloads.map { [$0.baseline, $0.reference, $0.subject].compactMap { $0 } }
        func runAll() -> [[WorkSummary]] {
            bodies.map { sizes in
                sizes.map { body in
                    body.reset()
                    return body.run()
                }
            }
        }
        var summaries = runAll()
        let warmUps = scenarios.map { $0.warmUpRuns ?? warmUpRuns }.max() ?? warmUpRuns
        for _ in 1..<max(warmUps, 1) { summaries = runAll() }
        let count = scenarios.map { $0.repetitions ?? repetitions }.max() ?? repetitions
        var samples = bodies.map { $0.map { _ in [Double]() } }
        for _ in 0..<count {
            for (member, sizes) in bodies.enumerated() {
                for (position, body) in sizes.enumerated() {
                    body.reset()
                    var result = summaries[member][position]
                    samples[member][position].append(secondsTaken { result = body.run() })
                    precondition(
                        result == summaries[member][position],
                        "\(scenarios[member].name): a repetition produced a different result")
                }
            }
        }
        return scenarios.indices.map { member in
            let workload = workloads[member]
            let timings = samples[member]
            let referencePosition = workload.reference == nil ? nil : timings.count - 2
            return Measurement(
                scenario: scenarios[member],
                subject: Timing(samples: timings[timings.count - 1]),
                baseline: workload.baseline == nil ? nil : Timing(samples: timings[0]),
                reference: referencePosition.map { Timing(samples: timings[$0]) },
                summary: summaries[member][summaries[member].count - 1],
                metrics: workload.metrics)
        }
    }
}

/// The timings of one scenario: the subject's and, if it has one, the baseline's.
struct Measurement {
    let scenario: Scenario
    let subject: Timing
    let baseline: Timing?
    let reference: Timing?
    let summary: WorkSummary
    let metrics: [String: Double]

    /// The ratio a target is judged by: the median, over the repetitions, of subject / baseline within
    /// one repetition (both timed back to back), if there is a baseline.
    ///
    /// Pairing cancels what changes between repetitions (other jobs starting or stopping on a shared
    /// machine), which a ratio of the two medians would take in twice.
    var ratio: Double? {
        pairedRatios.map(medianOfSorted)
    }

    /// Subject / baseline within each repetition, sorted; `nil` without a baseline.
    var pairedRatios: [Double]? {
        guard let baseline else { return nil }
        let pairs = zip(subject.samples, baseline.samples).compactMap { subject, base in
            base > 0 ? subject / base : nil
        }
        return pairs.isEmpty ? nil : pairs.sorted()
    }

    /// The first and third quartiles of the paired ratios: how far a repetition may stray from `ratio`.
    var ratioQuartiles: (lower: Double, upper: Double)? {
        pairedRatios.map { (quantile($0, 0.25), quantile($0, 0.75)) }
    }

    /// Subject minimum / baseline minimum: each side at its least disturbed.
    var minimumRatio: Double? {
        guard let baseline, baseline.minimum > 0 else { return nil }
        return subject.minimum / baseline.minimum
    }

    /// Subject median / reference median, if there is a reference.
    var referenceRatio: Double? {
        guard let reference, reference.median > 0 else { return nil }
        return subject.median / reference.median
    }

    /// Reference median / baseline median, if there are both.
    var referenceBaselineRatio: Double? {
        guard let reference, let baseline, baseline.median > 0 else { return nil }
        return reference.median / baseline.median
    }

    /// Work items processed per second by the subject, at its median time.
    var itemsPerSecond: Double {
        subject.median > 0 ? Double(scenario.items) / subject.median : 0
    }
}

/// The samples of one timed body.
struct Timing {
    /// The run times, in seconds.
    let samples: [Double]

    /// The fastest run, in seconds.
    var minimum: Double {
        samples.min() ?? 0
    }

    /// The median run, in seconds.
    var median: Double {
        medianOfSorted(samples.sorted())
    }
}

/// The median of sorted values; 0 when there are none.
func medianOfSorted(_ sorted: [Double]) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/// The value at `fraction` of sorted values, interpolating between neighbours; 0 when there are none.
func quantile(_ sorted: [Double], _ fraction: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let position = fraction * Double(sorted.count - 1)
    let lower = Int(position)
    let upper = min(lower + 1, sorted.count - 1)
    return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - Double(lower))
}

/// The seconds `body` takes, read from the system's monotonic clock in nanoseconds (`DispatchTime`, which
/// every supported system has, unlike `ContinuousClock`).
func secondsTaken(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}
