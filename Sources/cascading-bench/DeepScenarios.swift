import CascadingTable
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The deep scenario: a root with 1,000 sections of 1,000 row nodes. It reports the heap bytes per
/// node (from the allocator's statistics, before and after building) and times `heightForRowAt`
/// through it against the baseline, cycling through every row.
@MainActor
enum DeepScenarios {
    static let group = "deep"

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        let sections = options.scaled(1_000)
        let rows = options.scaled(1_000, quickDivisor: 1)
        let calls = options.dispatchCalls
        let name = "deep tree heightForRowAt"
        return [
            Scenario(
                group: group, name: name, family: name, scale: 1, size: "\(sections)x\(rows), \(calls) calls",
                items: calls, unit: "calls", repetitions: options.quick ? nil : 7
            ) {
                let model = BenchRowModel.sections(sections, rows: rows)
                let indexPaths = allIndexPaths(model)
                let tableView = makeBenchTable()
                var metrics: [String: Double] = [:]
                let before = heapBytesInUse()
                let root = makeTree(model) { HeightRowNode(row: $0) }
                let after = heapBytesInUse()
                let baselineBefore = heapBytesInUse()
                let baseline = Baseline(sections: model.map { rows in rows.map { $0 } })
                let baselineAfter = heapBytesInUse()
                if let before, let after, let baselineBefore, let baselineAfter {
                    metrics["treeBytesPerNode"] = Double(after - before) / Double(sections * rows + sections + 1)
                    metrics["baselineBytesPerRow"] = Double(baselineAfter - baselineBefore) / Double(sections * rows)
                }
                root.prepare(tableView: tableView)
                let baselineDelegate: any UITableViewDelegate = opaque(baseline)
                let treeDelegate: any UITableViewDelegate = opaque(root)
                return Workload(
                    subject: TimedBody {
                        withExtendedLifetime(root) {
                            WorkSummary(checksum: sumHeights(treeDelegate, tableView, indexPaths, calls: calls))
                        }
                    },
                    baseline: TimedBody {
                        withExtendedLifetime(baseline) {
                            WorkSummary(checksum: sumHeights(baselineDelegate, tableView, indexPaths, calls: calls))
                        }
                    },
                    check: {
                        let expected = expectedHeightSum(model, indexPaths, calls: calls)
                        try expect(
                            sumHeights(treeDelegate, tableView, indexPaths, calls: calls), expected, name, "tree")
                        try expect(
                            sumHeights(baselineDelegate, tableView, indexPaths, calls: calls), expected, name,
                            "baseline")
                    },
                    metrics: metrics)
            }
        ]
    }

    /// The bytes the allocator has handed out and not taken back (`uordblks + hblkhd` of glibc's
    /// `mallinfo2()`), or `nil` where that is not available.
    ///
    /// Glibc's Swift module does not export `malloc.h`, so the function is looked up by name and called
    /// through the x86-64 System V convention for a large struct result: the caller passes the result's
    /// address as the first argument.
    private static func heapBytesInUse() -> Int? {
        #if canImport(Glibc) && arch(x86_64)
            typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return nil }
            let mallinfo2 = unsafeBitCast(symbol, to: MallInfo2.self)
            // struct mallinfo2: arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost.
            var fields = [Int](repeating: 0, count: 10)
            fields.withUnsafeMutableBytes { _ = mallinfo2($0.baseAddress!) }
            return fields[7] + fields[4]
        #else
            return nil
        #endif
    }
}
