import Foundation

// cascading-bench: times the diff and the node tree (dispatch, reload, mutation, a deep tree, groups) on
// generated inputs, next to a hand-written baseline where there is one, and prints min/median times,
// tree/baseline ratios, throughput and how time scales with size. Scenario groups live in their own
// files and are listed here.
let groups: [String: @MainActor (BenchmarkOptions) -> [Scenario]] = [
    DiffScenarios.group: { DiffScenarios.all(quick: $0.quick) },
    DiffableScenarios.group: DiffableScenarios.all,
    DispatchScenarios.group: DispatchScenarios.all,
    CollectionScenarios.group: CollectionScenarios.all,
    ReloadScenarios.group: ReloadScenarios.all,
    MutationScenarios.group: MutationScenarios.all,
    DeepScenarios.group: DeepScenarios.all,
    GroupScenarios.group: GroupScenarios.all,
    ListScenarios.group: ListScenarios.all,
    SelfSizingScenarios.group: SelfSizingScenarios.all,
]

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(Array(ProcessInfo.processInfo.arguments.dropFirst()))
} catch {
    if let message = error.message {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
    print(BenchmarkOptions.usage)
    exit(error.message == nil ? 0 : 2)
}

if let only = options.only, groups[only] == nil {
    FileHandle.standardError.write(Data("unknown group \(only)\n".utf8))
    exit(2)
}

if !options.defaultAllocator { AllocatorSettings.apply() }
let runner = Runner(warmUpRuns: options.warmUpRuns, repetitions: options.repetitions)

/// Measures every selected scenario once: one full run.
@MainActor
func measureSelectedScenarios() throws -> [Measurement] {
    var measurements: [Measurement] = []
    for name in groups.keys.sorted() where options.only == nil || options.only == name {
        let selected = (groups[name]?(options) ?? []).filter { options.scenario.map($0.name.contains) ?? true }
        // The sizes of a family are measured together, interleaved, for their scaling ratio.
        var families: [[Scenario]] = []
        for scenario in selected {
            if let family = families.firstIndex(where: { $0[0].family == scenario.family }) {
                families[family].append(scenario)
            } else {
                families.append([scenario])
            }
        }
        for family in families {
            measurements += try runner.measure(family: family)
        }
    }
    return measurements
}

do {
    if !options.json { MachineDescription.lines().forEach { print($0) } }
    var runs: [[Measurement]] = []
    for run in 1...options.runs {
        runs.append(try measureSelectedScenarios())
        if !options.json {
            if options.runs > 1 { print("\n== run \(run) of \(options.runs)") }
            Report.printTable(runs[runs.count - 1], options: options)
        }
    }
    if options.json {
        try Report.printJSON(runs, options: options)
    } else if options.runs > 1 {
        Report.printVerdicts(TargetVerdict.judge(runs.map { Report.targets($0).map(\.result) }))
    }
} catch {
    FileHandle.standardError.write(Data("cascading-bench: \(error)\n".utf8))
    exit(1)
}
