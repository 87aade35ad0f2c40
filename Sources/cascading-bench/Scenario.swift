/// One benchmark case: inputs built once, outside the timing, and a body that is timed.
struct Scenario {
    /// The group the scenario belongs to, used by `--only`.
    let group: String

    /// A short human-readable name.
    let name: String

    /// Scenarios of one family differ only in size; the runner reports T(2n) / T(n) within a family.
    let family: String

    /// The size multiplier within the family (1 for the base size, 2 for double).
    let scale: Int

    /// The number of rows the timed body processes (old plus new).
    let rows: Int

    /// Builds the inputs and returns the timed body.
    ///
    /// Called once, before any measurement.
    let prepare: () -> Workload
}

/// The timed part of a scenario, plus an untimed check of its result.
struct Workload {
    /// Runs the measured operation once and summarises its result, which also keeps it from being optimised away.
    let run: () -> WorkSummary

    /// Checks the result once, outside the timing; throws when it is wrong.
    let check: () throws -> Void
}

/// What one run produced, printed next to the timings.
struct WorkSummary: Equatable, Codable {
    /// The number of batch stages.
    var stages: Int

    /// The number of reported moves (rows, plus sections when sectioned).
    var moves: Int
}
