/// The deep scenario: a root with 1,000 sections of 1,000 plain row nodes. It reports the heap bytes
/// per node (`HeapUsage`) and times `heightForRowAt` through it against the baseline, cycling through
/// every row, with the dispatch scenarios' measurement.
///
/// Its ratio target is looser than the dispatch scenarios': the routing adds little here (tree / leaf
/// about 1.0–1.2), but a million row nodes do not fit the caches, so calling the leaves alone already
/// costs more than the baseline's array of 16-byte rows (Docs/Performance.md, "Bytes per node").
@MainActor
enum DeepScenarios {
    static let group = "deep"

    /// The largest tree / baseline ratio the deep scenario's target allows.
    static let deepRatioLimit = 1.5

    /// The largest heap size per node the deep tree may take once it serves its table.
    static let bytesPerNodeLimit = MetricLimit(
        metric: "treeBytesPerNode", limit: 120,
        meaning:
            "heap growth per node of the tree, built, prepared for a table and asked every row's height once: "
            + "nodes, children arrays and children state, routing caches and the table's bookkeeping")

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        [
            DispatchScenarios.scenario(
                "deep tree heightForRowAt", group: group, sections: options.scaled(1_000),
                rows: options.scaled(1_000, quickDivisor: 1), calls: options.dispatchCalls, cells: false,
                keptCells: false, measuresMemory: true, repetitions: options.dispatchRepetitions,
                ratioLimit: deepRatioLimit, metricLimits: [bytesPerNodeLimit])
        ]
    }
}
