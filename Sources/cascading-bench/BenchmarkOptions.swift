/// The command-line options of `cascading-bench`.
struct BenchmarkOptions {
    /// Smaller inputs and fewer repetitions, for a smoke run.
    var quick = false

    /// Print machine-readable JSON instead of a table.
    var json = false

    /// Run only the scenarios of this group, if set.
    var only: String?

    static let usage = """
        usage: cascading-bench [--quick] [--json] [--only GROUP]
          --quick       smaller sizes and fewer repetitions (smoke run)
          --json        print results as JSON
          --only GROUP  run one scenario group (available: diff)
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
}

/// A command-line mistake, or a request for help when `message` is `nil`.
struct UsageError: Error {
    let message: String?
}
