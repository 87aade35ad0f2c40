import Foundation

/// Prints measurements as an aligned table or as JSON.
@MainActor
enum Report {
    /// T(larger) / T(smallest) for each family measured at more than one size: the median over the
    /// repetitions of the ratio within one repetition (the sizes of a family are measured interleaved),
    /// and the ratio of the minimums.
    static func scalingRatios(_ measurements: [Measurement]) -> [ScalingRatio] {
        var ratios: [ScalingRatio] = []
        for base in measurements {
            let family = measurements.filter { $0.scenario.family == base.scenario.family }
            guard base.scenario.scale == family.map(\.scenario.scale).min() else { continue }
            for larger in family where larger.scenario.scale > base.scenario.scale {
                let medianRatio = pairedMedianRatio(larger.subject, base.subject)
                ratios.append(
                    ScalingRatio(
                        family: base.scenario.family,
                        sizeFactor: Double(larger.scenario.scale) / Double(base.scenario.scale),
                        itemFactor: Double(larger.scenario.items) / Double(max(base.scenario.items, 1)),
                        medianRatio: medianRatio,
                        minimumRatio: larger.subject.minimum / base.subject.minimum,
                        baselineMedianRatio: larger.baseline.flatMap { largerBaseline in
                            base.baseline.map { pairedMedianRatio(largerBaseline, $0) }
                        },
                        limit: larger.scenario.scalingLimit,
                        meetsLimit: larger.scenario.scalingLimit.map { medianRatio <= $0 },
                        perItemLimit: larger.scenario.perItemScalingLimit))
            }
        }
        return ratios
    }

    /// The median of `numerator` / `denominator` sample by sample when both have as many samples (taken
    /// in the same repetitions), else the ratio of their medians.
    static func pairedMedianRatio(_ numerator: Timing, _ denominator: Timing) -> Double {
        guard numerator.samples.count == denominator.samples.count else {
            return numerator.median / denominator.median
        }
        let ratios = zip(numerator.samples, denominator.samples).compactMap { top, bottom in
            bottom > 0 ? top / bottom : nil
        }
        return medianOfSorted(ratios.sorted())
    }

    static func printTable(_ measurements: [Measurement], options: BenchmarkOptions) {
        printMeasurements(measurements, options: options)
        let targets = targets(measurements)
        if !targets.isEmpty {
            print("")
            print("targets (tree/base: median over the repetitions of the ratio within one repetition)")
            for target in targets { print(target.line) }
        }
    }

    private static func printMeasurements(_ measurements: [Measurement], options: BenchmarkOptions) {
        let header = [
            "scenario", "size", "base min ms", "base med ms", "tree min ms", "tree med ms", "ratio", "throughput",
            "detail",
        ]
        var rows: [[String]] = []
        for measurement in measurements {
            rows.append([
                measurement.scenario.name,
                measurement.scenario.size,
                measurement.baseline.map { milliseconds($0.minimum) } ?? "–",
                measurement.baseline.map { milliseconds($0.median) } ?? "–",
                milliseconds(measurement.subject.minimum),
                milliseconds(measurement.subject.median),
                measurement.ratio.map { String(format: "%.2f", $0) } ?? "–",
                String(format: "%.2fM %@/s", measurement.itemsPerSecond / 1e6, measurement.scenario.unit),
                detail(measurement, defaultRepetitions: options.repetitions),
            ])
        }
        let widths = header.indices.map { column in
            ([header[column]] + rows.map { $0[column] }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 0 || column == cells.count - 1
                    ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        print(
            "cascading-bench (\(options.quick ? "quick" : "full"): \(options.warmUpRuns) warm-up, "
                + "\(options.repetitions) timed runs unless noted; base = hand-written baseline in the same process, "
                + "tree = the package (for diff: the diff itself); ratio = median of tree / base within each repetition; "
                + "ref = the same calls through the flat tree, where a scenario has one)")
        print(line(header).trimmingCharacters(in: .whitespaces))
        print(widths.map { String(repeating: "-", count: $0) }.joined(separator: "  "))
        for row in rows { print(line(row).trimmingCharacters(in: .whitespaces)) }
        let ratios = scalingRatios(measurements)
        if !ratios.isEmpty {
            print("")
            print(
                "scaling T(k·n)/T(n) within a family, median of the ratio within one repetition (linear growth is about k)"
            )
            let width = ratios.map(\.family.count).max() ?? 0
            for ratio in ratios {
                var text =
                    ratio.family.padding(toLength: width, withPad: " ", startingAt: 0)
                    + String(
                        format: "  k=%-4g tree %6.2f  of minimums %6.2f", ratio.sizeFactor, ratio.medianRatio,
                        ratio.minimumRatio)
                if let baseline = ratio.baselineMedianRatio {
                    text += String(format: "  base %6.2f", baseline)
                }
                if ratio.perItemLimit != nil {
                    text += String(format: "  per item %5.2f", ratio.perItemRatio)
                }
                print(text)
            }
        }
    }

    /// Every target with its measured value, and the line the report prints for it: tree / baseline
    /// ratios, then scaling limits.
    static func targets(_ measurements: [Measurement]) -> [(result: TargetResult, line: String)] {
        var targets: [(result: TargetResult, line: String)] = []
        for measurement in measurements {
            guard let limit = measurement.scenario.ratioLimit, let ratio = measurement.ratio else { continue }
            let result = TargetResult(
                name: "\(measurement.scenario.name) (\(measurement.scenario.size))", value: ratio, limit: limit)
            let line = String(
                format: "%@: tree/base %.2f (quartiles %.2f–%.2f, of minimums %.2f; %d runs), target <= %g: %@",
                result.name, ratio, measurement.ratioQuartiles?.lower ?? 0, measurement.ratioQuartiles?.upper ?? 0,
                measurement.minimumRatio ?? 0, measurement.subject.samples.count, limit, verdict(result.met))
            targets.append((result, line))
        }
        for measurement in measurements {
            for limit in measurement.scenario.metricLimits {
                guard let value = measurement.metrics[limit.metric] else { continue }
                let result = TargetResult(
                    name: "\(measurement.scenario.name) (\(measurement.scenario.size)): \(limit.metric)", value: value,
                    limit: limit.limit)
                let line = String(
                    format: "%@ %.1f (%@), target <= %g: %@", result.name, value, limit.meaning, limit.limit,
                    verdict(result.met))
                targets.append((result, line))
            }
        }
        for ratio in scalingRatios(measurements) {
            guard let limit = ratio.perItemLimit else { continue }
            let result = TargetResult(
                name: String(format: "%@: per-item cost at %gn / at n", ratio.family, ratio.itemFactor),
                value: ratio.perItemRatio, limit: limit)
            let line = String(
                format: "%@ %.2f (T(%gn)/T(n) %.2f over %g), target <= %g: %@", result.name, result.value,
                ratio.itemFactor, ratio.medianRatio, ratio.itemFactor, limit, verdict(result.met))
            targets.append((result, line))
        }
        for ratio in scalingRatios(measurements) {
            guard let limit = ratio.limit else { continue }
            let result = TargetResult(
                name: String(format: "%@: T(%gn)/T(n)", ratio.family, ratio.sizeFactor), value: ratio.medianRatio,
                limit: limit)
            targets.append(
                (
                    result,
                    String(format: "%@ %.2f, target <= %g: %@", result.name, result.value, limit, verdict(result.met))
                ))
        }
        return targets
    }

    /// Prints each target's value in every run and the verdict on their median.
    static func printVerdicts(_ verdicts: [TargetVerdict]) {
        guard let runs = verdicts.map(\.values.count).max() else { return }
        print("")
        print("verdicts on the median of \(runs) full runs (value of each run in order, then the median)")
        for verdict in verdicts {
            let values = verdict.values.map { String(format: "%.2f", $0) }.joined(separator: " ")
            print(
                String(
                    format: "%@: %@ -> median %.2f, target <= %g: %@", verdict.name, values, verdict.median,
                    verdict.limit, self.verdict(verdict.met)))
        }
        let missed = verdicts.filter { !$0.met }.count
        print(missed == 0 ? "every target met" : "\(missed) of \(verdicts.count) targets MISSED")
    }

    private static func verdict(_ met: Bool) -> String { met ? "met" : "MISSED" }

    /// Prints one run's document, or for several runs every run's document and the verdicts on their medians.
    static func printJSON(_ runs: [[Measurement]], options: BenchmarkOptions) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data =
            runs.count == 1
            ? try encoder.encode(document(runs[0], options: options))
            : try encoder.encode(
                RunsDocument(
                    runs: runs.map { document($0, options: options) },
                    verdicts: TargetVerdict.judge(runs.map { targets($0).map(\.result) })))
        print(String(decoding: data, as: UTF8.self))
    }

    private static func document(_ measurements: [Measurement], options: BenchmarkOptions) -> Document {
        Document(
            machine: MachineDescription.lines(),
            mode: options.quick ? "quick" : "full",
            warmUpRuns: options.warmUpRuns,
            repetitions: options.repetitions,
            results: measurements.map {
                Document.Result(
                    group: $0.scenario.group, name: $0.scenario.name, family: $0.scenario.family,
                    scale: $0.scenario.scale, size: $0.scenario.size, items: $0.scenario.items,
                    unit: $0.scenario.unit, repetitions: $0.subject.samples.count,
                    minimumSeconds: $0.subject.minimum, medianSeconds: $0.subject.median,
                    baselineMinimumSeconds: $0.baseline?.minimum, baselineMedianSeconds: $0.baseline?.median,
                    referenceMinimumSeconds: $0.reference?.minimum, referenceMedianSeconds: $0.reference?.median,
                    ratio: $0.ratio, referenceRatio: $0.referenceRatio,
                    referenceBaselineRatio: $0.referenceBaselineRatio, itemsPerSecond: $0.itemsPerSecond,
                    summary: $0.summary, metrics: $0.metrics)
            },
            scalingRatios: scalingRatios(measurements))
    }

    private static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.3f", seconds * 1000)
    }

    /// The reference's timings and ratios, stages and moves for the diff, metrics (such as bytes per
    /// node) and the repetition count when it differs.
    private static func detail(_ measurement: Measurement, defaultRepetitions: Int) -> String {
        var parts: [String] = []
        if let reference = measurement.reference {
            let label = measurement.scenario.referenceLabel
            parts.append(
                "\(label) min \(milliseconds(reference.minimum)) med \(milliseconds(reference.median)) ms")
            if let ratio = measurement.referenceRatio {
                parts.append(String(format: "tree/\(label) %.3f", ratio))
            }
            if let ratio = measurement.referenceBaselineRatio {
                parts.append(String(format: "\(label)/base %.3f", ratio))
            }
        }
        if measurement.scenario.group == DiffScenarios.group {
            parts.append("stages \(measurement.summary.stages), moves \(measurement.summary.moves)")
        }
        for (name, value) in measurement.metrics.sorted(by: { $0.key < $1.key }) {
            parts.append("\(name) \(String(format: "%.1f", value))")
        }
        if measurement.scenario.repetitions != nil || measurement.subject.samples.count != defaultRepetitions {
            parts.append("\(measurement.subject.samples.count) runs")
        }
        return parts.joined(separator: "; ")
    }

    private struct Document: Codable {
        /// The machine the run measured (`MachineDescription`).
        var machine: [String]
        struct Result: Codable {
            var group: String
            var name: String
            var family: String
            var scale: Int
            var size: String
            var items: Int
            var unit: String
            var repetitions: Int
            var minimumSeconds: Double
            var medianSeconds: Double
            var baselineMinimumSeconds: Double?
            var baselineMedianSeconds: Double?
            var referenceMinimumSeconds: Double?
            var referenceMedianSeconds: Double?
            var ratio: Double?
            var referenceRatio: Double?
            var referenceBaselineRatio: Double?
            var itemsPerSecond: Double
            var summary: WorkSummary
            var metrics: [String: Double]
        }
        var mode: String
        var warmUpRuns: Int
        var repetitions: Int
        var results: [Result]
        var scalingRatios: [ScalingRatio]
    }

    private struct RunsDocument: Codable {
        var runs: [Document]
        var verdicts: [TargetVerdict]
    }
}

/// How the time of a family grows when its input grows by `sizeFactor`.
struct ScalingRatio: Codable {
    var family: String
    var sizeFactor: Double
    /// The larger size's work items over the smaller's.
    var itemFactor: Double
    var medianRatio: Double
    var minimumRatio: Double
    var baselineMedianRatio: Double?

    /// The target's largest allowed `medianRatio`, if the family has one.
    var limit: Double?

    /// Whether `medianRatio` meets `limit`; `nil` without a limit.
    var meetsLimit: Bool?

    /// The target's largest allowed `perItemRatio`, if the family has one.
    var perItemLimit: Double?

    /// The cost per item at the larger size over the cost per item at the smaller (1 is linear).
    var perItemRatio: Double { medianRatio / itemFactor }
}
