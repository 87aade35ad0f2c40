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
        let workload = scenario.prepare()
        try workload.check()
        let bodies = [workload.baseline, workload.reference, workload.subject].compactMap { $0 }
        var summaries = bodies.map { body in
            body.reset()
            return body.run()
        }
        for _ in 1..<max(warmUpRuns, 1) {
            summaries = bodies.map { body in
                body.reset()
                return body.run()
            }
        }
        let clock = ContinuousClock()
        let count = scenario.repetitions ?? repetitions
        var samples = bodies.map { _ in [Duration]() }
        for _ in 0..<count {
            for (position, body) in bodies.enumerated() {
                body.reset()
                var result = summaries[position]
                samples[position].append(clock.measure { result = body.run() })
                precondition(
                    result == summaries[position], "\(scenario.name): a repetition produced a different result")
            }
        }
        let referencePosition = workload.reference == nil ? nil : bodies.count - 2
        return Measurement(
            scenario: scenario,
            subject: Timing(samples: samples[samples.count - 1]),
            baseline: workload.baseline == nil ? nil : Timing(samples: samples[0]),
            reference: referencePosition.map { Timing(samples: samples[$0]) },
            summary: summaries[summaries.count - 1],
            metrics: workload.metrics)
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
            base.seconds > 0 ? subject.seconds / base.seconds : nil
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
    let samples: [Duration]

    /// The fastest run, in seconds.
    var minimum: Double {
        samples.map(\.seconds).min() ?? 0
    }

    /// The median run, in seconds.
    var median: Double {
        medianOfSorted(samples.map(\.seconds).sorted())
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

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
