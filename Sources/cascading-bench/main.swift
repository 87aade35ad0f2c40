import Foundation

// cascading-bench: times the diff on generated inputs and prints min/median times, throughput and
// T(2n)/T(n). Scenario groups live in their own files and are listed here.
let groups: [String: (Bool) -> [Scenario]] = [
    DiffScenarios.group: DiffScenarios.all(quick:)
]

let options: BenchmarkOptions
do {
    options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
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

let runner = Runner(warmUpRuns: options.warmUpRuns, repetitions: options.repetitions)
var measurements: [Measurement] = []
do {
    for name in groups.keys.sorted() where options.only == nil || options.only == name {
        for scenario in groups[name]?(options.quick) ?? [] {
            measurements.append(try runner.measure(scenario))
        }
    }
    if options.json {
        try Report.printJSON(measurements, options: options)
    } else {
        Report.printTable(measurements, options: options)
    }
} catch {
    FileHandle.standardError.write(Data("cascading-bench: \(error)\n".utf8))
    exit(1)
}
