import Foundation

/// Prints measurements as an aligned table or as JSON.
enum Report {
    /// T(2n) / T(n) for each family that was measured at both sizes, by median and by minimum.
    static func doublingRatios(_ measurements: [Measurement]) -> [DoublingRatio] {
        var ratios: [DoublingRatio] = []
        for base in measurements where base.scenario.scale == 1 {
            guard
                let double = measurements.first(where: {
                    $0.scenario.family == base.scenario.family && $0.scenario.scale == 2
                })
            else { continue }
            ratios.append(
                DoublingRatio(
                    family: base.scenario.family,
                    medianRatio: double.median / base.median,
                    minimumRatio: double.minimum / base.minimum))
        }
        return ratios
    }

    static func printTable(_ measurements: [Measurement], options: BenchmarkOptions) {
        let header = ["scenario", "rows", "min ms", "median ms", "rows/s", "stages", "moves"]
        var rows: [[String]] = []
        for measurement in measurements {
            rows.append([
                measurement.scenario.name,
                String(measurement.scenario.rows),
                String(format: "%.3f", measurement.minimum * 1000),
                String(format: "%.3f", measurement.median * 1000),
                String(format: "%.2fM", measurement.rowsPerSecond / 1e6),
                String(measurement.summary.stages),
                String(measurement.summary.moves),
            ])
        }
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 0
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        print(
            "cascading-bench (\(options.quick ? "quick" : "full"): \(options.warmUpRuns) warm-up, "
                + "\(options.repetitions) timed runs; rows = old + new rows)")
        print(line(header))
        print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in rows { print(line(row)) }
        let ratios = doublingRatios(measurements)
        if !ratios.isEmpty {
            print("")
            print("doubling ratio T(2n)/T(n) (linear growth is about 2.0)")
            let width = ratios.map(\.family.count).max() ?? 0
            for ratio in ratios {
                print(
                    ratio.family.padding(toLength: width, withPad: " ", startingAt: 0)
                        + String(format: "  median %.2f  min %.2f", ratio.medianRatio, ratio.minimumRatio))
            }
        }
    }

    static func printJSON(_ measurements: [Measurement], options: BenchmarkOptions) throws {
        let document = Document(
            mode: options.quick ? "quick" : "full",
            warmUpRuns: options.warmUpRuns,
            repetitions: options.repetitions,
            results: measurements.map {
                Document.Result(
                    group: $0.scenario.group, name: $0.scenario.name, family: $0.scenario.family,
                    scale: $0.scenario.scale, rows: $0.scenario.rows, minimumSeconds: $0.minimum,
                    medianSeconds: $0.median, rowsPerSecond: $0.rowsPerSecond, summary: $0.summary)
            },
            doublingRatios: doublingRatios(measurements))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        print(String(decoding: try encoder.encode(document), as: UTF8.self))
    }

    private struct Document: Codable {
        struct Result: Codable {
            var group: String
            var name: String
            var family: String
            var scale: Int
            var rows: Int
            var minimumSeconds: Double
            var medianSeconds: Double
            var rowsPerSecond: Double
            var summary: WorkSummary
        }
        var mode: String
        var warmUpRuns: Int
        var repetitions: Int
        var results: [Result]
        var doublingRatios: [DoublingRatio]
    }
}

/// How the time of a family grows when its input doubles.
struct DoublingRatio: Codable {
    var family: String
    var medianRatio: Double
    var minimumRatio: Double
}
