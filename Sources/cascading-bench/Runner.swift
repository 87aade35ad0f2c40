/// Runs scenarios: warm-up runs, then timed repetitions with a monotonic clock.
struct Runner {
    let warmUpRuns: Int
    let repetitions: Int

    /// Prepares, checks and measures one scenario.
    func measure(_ scenario: Scenario) throws -> Measurement {
        let workload = scenario.prepare()
        try workload.check()
        var summary = workload.run()
        for _ in 1..<max(warmUpRuns, 1) {
            summary = workload.run()
        }
        let clock = ContinuousClock()
        var samples: [Duration] = []
        samples.reserveCapacity(repetitions)
        for _ in 0..<repetitions {
            var result = summary
            samples.append(clock.measure { result = workload.run() })
            precondition(result == summary, "\(scenario.name): a repetition produced a different result")
        }
        return Measurement(scenario: scenario, samples: samples, summary: summary)
    }
}

/// The timings of one scenario.
struct Measurement {
    let scenario: Scenario
    let samples: [Duration]
    let summary: WorkSummary

    /// The fastest run, in seconds.
    var minimum: Double {
        samples.map(\.seconds).min() ?? 0
    }

    /// The median run, in seconds.
    var median: Double {
        let sorted = samples.map(\.seconds).sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// Rows processed per second, at the median time.
    var rowsPerSecond: Double {
        median > 0 ? Double(scenario.rows) / median : 0
    }
}

extension Duration {
    /// The duration in seconds, as a floating-point number.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
    }
}
