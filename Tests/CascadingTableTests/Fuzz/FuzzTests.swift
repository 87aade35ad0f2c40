// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import CascadingTestSupport
    import Testing

    /// Model-based fuzzing: random tree mutations (grouped and not, at both levels), scrolling, taps,
    /// swipe-deletes and reorders, driven through the attached validating headless table and checked
    /// after every step against a plain model. A failure prints its seed and the shortest step list
    /// found that still fails.
    @MainActor
    @Suite("Model-based fuzzing through the headless table")
    struct FuzzTests {
        static let seedsPerCase: UInt64 = 25
        static let stepsPerSeed = 500

        /// Runs steps on a fresh session; returns the index of the first failing step and the problem.
        private static func firstFailure(seed: UInt64, steps: [FuzzStep]) -> (index: Int, problem: String)? {
            let session = FuzzSession(seed: seed)
            for (index, step) in steps.enumerated() {
                session.apply(step)
                if let problem = session.check(fully: index % 50 == 49 || index == steps.count - 1) {
                    return (index, problem)
                }
            }
            return nil
        }

        /// Removes steps while the sequence still fails, halving the chunk size down to single steps.
        private static func shrink(seed: UInt64, steps: [FuzzStep]) -> [FuzzStep] {
            var steps = steps
            var chunk = max(1, steps.count / 2)
            while chunk >= 1 {
                var start = 0
                while start < steps.count {
                    var candidate = steps
                    candidate.removeSubrange(start..<min(start + chunk, steps.count))
                    if let failure = firstFailure(seed: seed, steps: candidate) {
                        steps = Array(candidate.prefix(failure.index + 1))
                    } else {
                        start += chunk
                    }
                }
                chunk /= 2
            }
            return steps
        }

        @Test(arguments: 0..<8)
        func randomSessionsMatchTheModel(batch: Int) {
            for seed in UInt64(batch) * Self.seedsPerCase..<UInt64(batch + 1) * Self.seedsPerCase {
                var random = SplitMix64(seed: seed &* 7_919)
                let steps = (0..<Self.stepsPerSeed).map { _ in FuzzStep.random(using: &random) }
                guard let failure = Self.firstFailure(seed: seed, steps: steps) else { continue }
                let shortest = Self.shrink(seed: seed, steps: Array(steps.prefix(failure.index + 1)))
                Issue.record(
                    """
                    seed \(seed) failed at step \(failure.index): \(failure.problem)
                    shortest failing steps (\(shortest.count)): \(shortest.map(\.description).joined(separator: "; "))
                    """)
                return
            }
        }
    }
#endif
