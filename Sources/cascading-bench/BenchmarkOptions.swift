/// The command-line options of `cascading-bench`.
struct BenchmarkOptions {
    /// Smaller inputs and fewer repetitions, for a smoke run.
    var quick = false

    /// Print machine-readable JSON instead of a table.
    var json = false

    /// Run only the scenarios of this group, if set.
    var only: String?

    /// Run only the scenarios whose name contains this text, if set (with `--only`, within that group).
    var scenario: String?

    /// Multiplies the sizes of the dispatch, group, reload, mutation and deep groups.
    var sizeFactor = 1.0

    /// The number of calls each dispatch measurement makes, if set.
    var calls: Int?

    /// The number of full runs; with more than one, every target is judged on the median of its runs.
    var runs = 1

    /// Keep glibc's default large-block thresholds instead of `AllocatorSettings` (to measure their effect).
    var defaultAllocator = false

    static let groupNames = [
        "collection", "deep", "diff", "diffable", "dispatch", "group", "list", "mutation", "reload", "selfsizing",
    ]

    static let usage = """
        usage: cascading-bench [--quick] [--json] [--only GROUP] [--scenario TEXT] [--size-factor X] [--calls N]
                              [--runs N] [--default-allocator]
          --quick           smaller sizes and fewer repetitions (smoke run)
          --json            print results as JSON
          --only GROUP      run one scenario group (available: \(groupNames.joined(separator: ", ")))
          --scenario TEXT   run only the scenarios whose name contains TEXT (to profile one)
          --size-factor X   multiply the sizes of every group but diff by X
                            (default 1)
          --calls N         calls per timed run of a dispatch measurement (default 2000000, quick 1000000)
          --runs N          measure everything N times in a row and judge each target on the
                            median of the N runs (verdicts are reported that way: --runs 3)
          --default-allocator
                            keep glibc's default large-block thresholds (see Docs/Performance.md)
        """

    /// Parses the arguments, without the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--quick": options.quick = true
            case "--json": options.json = true
            case "--only":
                guard let group = remaining.popFirst() else { throw UsageError(message: "--only needs a group name") }
                options.only = group
            case "--scenario":
                guard let text = remaining.popFirst() else { throw UsageError(message: "--scenario needs a text") }
                options.scenario = text
            case "--size-factor":
                guard let text = remaining.popFirst(), let factor = Double(text), factor > 0 else {
                    throw UsageError(message: "--size-factor needs a positive number")
                }
                options.sizeFactor = factor
            case "--calls":
                guard let text = remaining.popFirst(), let calls = Int(text), calls > 0 else {
                    throw UsageError(message: "--calls needs a positive whole number")
                }
                options.calls = calls
            case "--runs":
                guard let text = remaining.popFirst(), let runs = Int(text), runs > 0 else {
                    throw UsageError(message: "--runs needs a positive whole number")
                }
                options.runs = runs
            case "--default-allocator": options.defaultAllocator = true
            case "--help", "-h": throw UsageError(message: nil)
            default: throw UsageError(message: "unknown argument \(argument)")
            }
        }
        return options
    }

    /// The number of untimed runs before measuring.
    var warmUpRuns: Int { quick ? 1 : 3 }

    /// The number of timed runs.
    var repetitions: Int { quick ? 3 : 15 }

    /// The number of calls of one timed run of a dispatch measurement.
    var dispatchCalls: Int { calls ?? (quick ? 1_000_000 : 2_000_000) }

    /// The number of timed runs of a dispatch measurement: many short runs rather than a few long
    /// ones, so that the two sides of a repetition run within tens of milliseconds of each other and
    /// a burst of other work on a shared machine disturbs few repetitions, which the median discards.
    var dispatchRepetitions: Int? { quick ? nil : 31 }

    /// Scales a size by `--size-factor` (and by 1/10 for `--quick`), keeping it at least 1.
    func scaled(_ size: Int, quickDivisor: Int = 10) -> Int {
        max(1, Int((Double(size) * sizeFactor / Double(quick ? quickDivisor : 1)).rounded()))
    }
}

/// A command-line mistake, or a request for help when `message` is `nil`.
struct UsageError: Error {
    let message: String?
}
