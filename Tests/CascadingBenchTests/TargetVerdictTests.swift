#if !canImport(UIKit)
    import Testing

    @testable import cascading_bench

    /// Targets judged on several full runs: the median run decides, not the best or the worst one.
    @Suite struct TargetVerdictTests {
        private func run(_ values: [String: Double]) -> [TargetResult] {
            values.keys.sorted().map { TargetResult(name: $0, value: values[$0]!, limit: 1.3) }
        }

        @Test func oneSlowRunDoesNotFailATargetThatTheOtherTwoMeet() {
            let verdicts = TargetVerdict.judge([
                run(["deep": 1.15, "height": 1.12]),
                run(["deep": 1.59, "height": 1.35]),
                run(["deep": 1.17, "height": 1.10]),
            ])
            #expect(verdicts.map(\.name) == ["deep", "height"])
            #expect(verdicts.map(\.values) == [[1.15, 1.59, 1.17], [1.12, 1.35, 1.10]])
            #expect(verdicts.map(\.median) == [1.17, 1.12])
            #expect(verdicts.map(\.met) == [true, true])
        }

        @Test func oneFastRunDoesNotPassATargetThatTheOtherTwoMiss() {
            let verdicts = TargetVerdict.judge([run(["cell": 1.31]), run(["cell": 1.20]), run(["cell": 1.44])])
            #expect(verdicts.count == 1)
            #expect(verdicts[0].median == 1.31)
            #expect(!verdicts[0].met)
        }

        @Test func anEvenNumberOfRunsIsJudgedOnTheMeanOfTheMiddleTwo() {
            let verdicts = TargetVerdict.judge([run(["list": 1.2]), run(["list": 1.4])])
            #expect(abs(verdicts[0].median - 1.3) < 1e-12)
            #expect(verdicts[0].met)
        }

        @Test func aTargetMissingFromARunIsJudgedOnTheRunsThatHaveIt() {
            let verdicts = TargetVerdict.judge([
                run(["a": 1.0, "b": 2.0]), run(["a": 1.1]), run(["b": 1.0, "c": 0.5]),
            ])
            #expect(verdicts.map(\.name) == ["a", "b", "c"])
            #expect(verdicts.map(\.values) == [[1.0, 1.1], [2.0, 1.0], [0.5]])
            #expect(verdicts.map(\.met) == [true, false, true])
        }

        @MainActor @Test func aMetricLimitIsATargetWithTheMetricAndWhatItCounts() {
            func measurement(bytes: Double) -> Measurement {
                let scenario = Scenario(
                    group: "deep", name: "deep tree", family: "deep tree", scale: 1, size: "2x2", items: 4,
                    metricLimits: [MetricLimit(metric: "treeBytesPerNode", limit: 120, meaning: "heap per node")]
                ) { Workload(subject: TimedBody { WorkSummary() }, check: {}) }
                return Measurement(
                    scenario: scenario, subject: Timing(samples: [1]), baseline: nil, reference: nil,
                    summary: WorkSummary(), metrics: ["treeBytesPerNode": bytes, "treeBytesPerNodeBuilt": 999])
            }
            let small = Report.targets([measurement(bytes: 104)])
            #expect(
                small.map(\.result) == [TargetResult(name: "deep tree (2x2): treeBytesPerNode", value: 104, limit: 120)]
            )
            #expect(small.first?.line == "deep tree (2x2): treeBytesPerNode 104.0 (heap per node), target <= 120: met")
            #expect(Report.targets([measurement(bytes: 216)]).map(\.result.met) == [false])
        }

        @Test func theRunsOptionTakesAPositiveCount() throws {
            let three = try BenchmarkOptions.parse(["--runs", "3"])
            let unset = try BenchmarkOptions.parse([])
            #expect(three.runs == 3)
            #expect(unset.runs == 1)
            for bad in [["--runs"], ["--runs", "0"], ["--runs", "three"]] {
                let parsed = Result { () throws(UsageError) in try BenchmarkOptions.parse(bad) }
                guard case .failure(let error) = parsed else {
                    Issue.record("\(bad) was accepted")
                    continue
                }
                #expect(error.message?.contains("--runs") == true)
            }
        }
    }
#endif
