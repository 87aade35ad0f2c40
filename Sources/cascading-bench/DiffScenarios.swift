import CascadingDiff
import Foundation

/// The diff scenarios: flat lists and sectioned tables, each at a base size and at double size.
enum DiffScenarios {
    static let group = "diff"

    static func all(quick: Bool) -> [Scenario] {
        // Quick runs divide every size by ten.
        let divisor = quick ? 10 : 1
        let sections = 1_000 / divisor
        var scenarios: [Scenario] = []
        // diffbench's flat edits: deletes, inserts, moves and updated content.
        let edits = [
            FlatEdit(count: 5_000, deleted: 1_000, inserted: 1_000, shuffled: 200, updated: 500),
            FlatEdit(count: 100_000, deleted: 10_000, inserted: 10_000, shuffled: 2_000, updated: 5_000),
        ]
        for edit in edits {
            let base = edit.divided(by: divisor)
            for scale in [1, 2] {
                scenarios.append(flat(base.scaled(by: scale), scale: scale, family: "flat \(base.count)"))
            }
        }
        for edit in edits {
            let base = edit.divided(by: divisor)
            scenarios.append(
                flat(base, scale: 1, family: "flat \(base.count) with snapshots", withSnapshots: true))
        }
        for scale in [1, 2] {
            scenarios.append(
                sectioned(
                    sections: sections * scale, rowsPerSection: 100, scale: scale, family: "sectioned \(sections)x100"))
        }
        scenarios.append(
            sectioned(
                sections: sections, rowsPerSection: 100, scale: 1, family: "sectioned \(sections)x100 with snapshots",
                withSnapshots: true))
        return scenarios
    }

    /// The edit of a flat scenario.
    struct FlatEdit {
        var count: Int
        var deleted: Int
        var inserted: Int
        var shuffled: Int
        var updated: Int

        func divided(by divisor: Int) -> FlatEdit {
            FlatEdit(
                count: count / divisor, deleted: deleted / divisor, inserted: inserted / divisor,
                shuffled: shuffled / divisor, updated: updated / divisor)
        }

        func scaled(by scale: Int) -> FlatEdit {
            FlatEdit(
                count: count * scale, deleted: deleted * scale, inserted: inserted * scale, shuffled: shuffled * scale,
                updated: updated * scale)
        }
    }

    /// A flat list of `count` identifiers edited by deleting, inserting and shuffling random elements and
    /// changing the content of random survivors.
    ///
    /// With `withSnapshots` the subject also builds the data of every stage (`intermediateSnapshots`), and
    /// the diff alone is the baseline, so the ratio is what the snapshots add (reported, without a target:
    /// a flat list's diff is so cheap that copying its elements once is a large share). Every scenario
    /// reports the high-water mark of one diff's memory (`peakBytes`, and per element of both lists).
    private static func flat(_ edit: FlatEdit, scale: Int, family: String, withSnapshots: Bool = false) -> Scenario {
        let count = edit.count
        return Scenario(
            group: group,
            name: "flat \(count): -\(edit.deleted) +\(edit.inserted) ~\(edit.shuffled), \(edit.updated) updated"
                + (withSnapshots ? ", with intermediate snapshots" : ""),
            family: family,
            scale: scale,
            size: "\(count)",
            items: count + count - edit.deleted + edit.inserted
        ) {
            var random = BenchmarkRandom(seed: UInt64(count))
            let old = (0..<count).map { _ in BenchRow(id: UUID().uuidString) }
            var new = old
            for _ in 0..<edit.deleted {
                new.swapAt(Int.random(in: 0..<new.count, using: &random), new.count - 1)
                new.removeLast()
            }
            // Deleting by swapping scrambles the survivors; restore their old order before shuffling some.
            let oldOffset = Dictionary(uniqueKeysWithValues: old.enumerated().map { ($0.element.id, $0.offset) })
            new.sort { oldOffset[$0.id, default: 0] < oldOffset[$1.id, default: 0] }
            for offset in (0..<new.count).shuffled(using: &random).prefix(edit.updated) {
                new[offset].value += 1
            }
            let picked = Array((0..<new.count).shuffled(using: &random).prefix(edit.shuffled))
            let values = picked.map { new[$0] }.shuffled(using: &random)
            for (position, value) in zip(picked, values) {
                new[position] = value
            }
            for _ in 0..<edit.inserted {
                new.insert(BenchRow(id: UUID().uuidString), at: Int.random(in: 0...new.count, using: &random))
            }
            let target = new
            @Sendable func diffOnly() -> WorkSummary {
                let diff = FlatDiff(old: old, new: target)
                let updates = diff.batchUpdates
                return WorkSummary(stages: updates.stages.count, moves: diff.moves.count)
            }
            @Sendable func diffWithSnapshots() -> WorkSummary {
                let diff = FlatDiff(old: old, new: target)
                let updates = diff.batchUpdates
                let snapshots = (try? updates.intermediateSnapshots(from: old, to: target)) ?? []
                return WorkSummary(
                    stages: snapshots.count, moves: diff.moves.count, checksum: snapshots.first?.count ?? -1)
            }
            let body = withSnapshots ? diffWithSnapshots : diffOnly
            return Workload(
                subject: TimedBody(body),
                baseline: withSnapshots ? TimedBody(diffOnly) : nil,
                check: {
                    let updates = FlatDiff(old: old, new: target).batchUpdates
                    guard try updates.applied(to: old, new: target) == target else {
                        throw CheckFailure(scenario: family)
                    }
                },
                metrics: peakMetrics(items: count + target.count, body))
        }
    }

    /// The high-water mark of one run of `body`'s memory, in bytes and per element of both snapshots;
    /// empty where it cannot be read.
    @MainActor
    private static func peakMetrics(items: Int, _ body: @MainActor () -> WorkSummary) -> [String: Double] {
        guard let bytes = HeapUsage.peakGrowth(body).bytes else { return [:] }
        return ["peakBytes": Double(bytes), "peakBytesPerElement": Double(bytes) / Double(items)]
    }

    /// The largest (diff + snapshots) / diff ratio the staged-update target allows: snapshots at most a
    /// quarter of the diff.
    static let snapshotRatioLimit = 1.25

    /// A table of `sections` sections of `rowsPerSection` rows, where 10% of all rows move to another section.
    ///
    /// With `withSnapshots` the subject also builds the intermediate snapshots a staged update presents,
    /// and the diff alone is the baseline, so the ratio is what the snapshots add.
    private static func sectioned(
        sections: Int, rowsPerSection: Int, scale: Int, family: String, withSnapshots: Bool = false
    ) -> Scenario {
        let total = sections * rowsPerSection
        let moved = total / 10
        return Scenario(
            group: group,
            name: "sectioned \(sections)x\(rowsPerSection): \(moved) rows across sections"
                + (withSnapshots ? ", with intermediate snapshots" : ""),
            family: family,
            scale: scale,
            size: "\(sections)x\(rowsPerSection)",
            items: 2 * total,
            ratioLimit: withSnapshots ? snapshotRatioLimit : nil
        ) {
            var random = BenchmarkRandom(seed: UInt64(total))
            let old = (0..<sections).map { _ in
                DiffSection(
                    model: BenchRow(id: UUID().uuidString),
                    rows: (0..<rowsPerSection).map { _ in BenchRow(id: UUID().uuidString) })
            }
            var new = old
            var floating: [BenchRow] = []
            for _ in 0..<moved {
                var source = Int.random(in: 0..<sections, using: &random)
                while new[source].rows.isEmpty { source = Int.random(in: 0..<sections, using: &random) }
                let row = new[source].rows.remove(at: Int.random(in: 0..<new[source].rows.count, using: &random))
                floating.append(row)
                var target = Int.random(in: 0..<sections, using: &random)
                while target == source { target = Int.random(in: 0..<sections, using: &random) }
                new[target].rows.insert(
                    floating.removeLast(), at: Int.random(in: 0...new[target].rows.count, using: &random))
            }
            let target = new
            @Sendable func diffOnly() -> WorkSummary {
                let diff = SectionedDiff(old: old, new: target)
                return WorkSummary(
                    stages: diff.batchUpdates.stages.count, moves: diff.rowMoves.count + diff.sectionMoves.count)
            }
            @Sendable func diffWithSnapshots() -> WorkSummary {
                let diff = SectionedDiff(old: old, new: target)
                let snapshots = (try? diff.batchUpdates.intermediateSnapshots(from: old, to: target)) ?? []
                return WorkSummary(
                    stages: snapshots.count, moves: diff.rowMoves.count + diff.sectionMoves.count,
                    checksum: snapshots.last?.count ?? -1)
            }
            let body = withSnapshots ? diffWithSnapshots : diffOnly
            return Workload(
                subject: TimedBody(body),
                baseline: withSnapshots ? TimedBody(diffOnly) : nil,
                check: {
                    let updates = SectionedDiff(old: old, new: new).batchUpdates
                    guard try updates.applied(to: old, new: new) == new else { throw CheckFailure(scenario: family) }
                },
                metrics: peakMetrics(items: 2 * total, body))
        }
    }
}

/// A row of the benchmark data: an identifier and a content value.
struct BenchRow: Diffable, Equatable {
    var id: String
    var value = 0

    var diffIdentifier: String { id }
}

/// The result of a scenario did not replay to its new data.
struct CheckFailure: Error, CustomStringConvertible {
    let scenario: String
    var description: String { "\(scenario): the batch updates do not replay to the new data" }
}
