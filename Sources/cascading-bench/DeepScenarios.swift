/// The deep scenario: a root with 1,000 sections of 1,000 plain row nodes. It reports the heap bytes
/// per node (`HeapUsage`) and times `heightForRowAt` through it against the baseline, cycling through
/// every row, with the dispatch scenarios' measurement.
@MainActor
enum DeepScenarios {
    static let group = "deep"

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        [
            DispatchScenarios.scenario(
                "deep tree heightForRowAt", group: group, sections: options.scaled(1_000),
                rows: options.scaled(1_000, quickDivisor: 1), calls: options.dispatchCalls, cells: false,
                keptCells: false, measuresMemory: true, repetitions: options.dispatchRepetitions)
        ]
    }
}
