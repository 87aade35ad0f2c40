import CascadingDiff
import CascadingTable
import Foundation

/// The list scenarios: assigning an edited array to a `ListSection` attached to a loaded table, against
/// the same work by hand.
///
/// The edit of *n* items deletes 10%, inserts 10% new ones, moves 2% and changes the content of 5%
/// (at seeded random places). The subject assigns the new array to `items` of a list section that is the
/// table's only section: the diff by identifier, the checked batch and the headless table's update, then
/// the reconfigure of changed rows. The baseline is what an app writes without the package: a data
/// source holding the array, `FlatDiff` of the items, one `performBatchUpdates` with the deletes, inserts
/// and moves, then `reconfigureRows` of the updates. Both start from a fresh table that has loaded the
/// old items (untimed). Targets: subject / baseline ≤ 1.5, T(10·n) / T(n) ≤ 11, and the heap a section of
/// *n* items holds (items included) at most twice the items' own size plus their identifiers.
@MainActor
enum ListScenarios {
    static let group = "list"

    /// The largest T(10·n) / T(n) the target allows.
    static let scalingLimit = 11.0

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        [1, 10].map { assign(count: options.scaled(10_000) * $0, scale: $0, quick: options.quick) }
    }

    /// An item of the benchmark: an identifier and a value its cell shows.
    struct Item: Identifiable, Equatable, Diffable {
        let id: Int
        var value: Int
        var diffIdentifier: Int { id }
    }

    /// `count` items and the same items edited: 10% deleted, 10% inserted, 2% moved, 5% changed.
    static func edit(count: Int, seed: UInt64) -> (old: [Item], new: [Item]) {
        var random = BenchmarkRandom(seed: seed)
        let old = (0..<count).map { Item(id: $0, value: $0) }
        let order = Array(0..<count).shuffled(using: &random)
        var deleted = [Bool](repeating: false, count: count)
        var moved = [Bool](repeating: false, count: count)
        for index in order.prefix(count / 10) { deleted[index] = true }
        for index in order.dropFirst(count / 10).prefix(count / 50) { moved[index] = true }
        var stayers: [Item] = []
        var extras: [(slot: Int, item: Item)] = []
        for item in old where !deleted[item.id] {
            if moved[item.id] { extras.append((0, item)) } else { stayers.append(item) }
        }
        for offset in 0..<count / 10 { extras.append((0, Item(id: count + offset, value: -offset))) }
        for index in extras.indices { extras[index].slot = Int.random(in: 0...stayers.count, using: &random) }
        extras.sort { $0.slot < $1.slot }
        var new: [Item] = []
        new.reserveCapacity(stayers.count + extras.count)
        var next = 0
        for (position, item) in stayers.enumerated() {
            while next < extras.count && extras[next].slot == position {
                new.append(extras[next].item)
                next += 1
            }
            new.append(item)
        }
        new += extras[next...].map(\.item)
        for position in (0..<new.count).shuffled(using: &random).prefix(count / 20) { new[position].value += 1 }
        return (old, new)
    }

    private static func assign(count: Int, scale: Int, quick: Bool) -> Scenario {
        let name = "assign items: -10% +10% ~2% moved, 5% changed"
        return Scenario(
            group: group, name: name, family: name, scale: scale, size: "\(count) items", items: count,
            unit: "items", repetitions: quick ? nil : (scale > 1 ? 7 : 15), scalingLimit: scalingLimit
        ) {
            let (old, new) = edit(count: count, seed: UInt64(count))
            let state = State()
            let (section, bytes) = HeapUsage.growth { makeList(old.map { Item(id: $0.id, value: $0.value) }) }
            var metrics: [String: Double] = [:]
            if let bytes {
                metrics["listBytesPerItem"] = Double(bytes) / Double(count)
                metrics["limitBytesPerItem"] = Double(2 * (MemoryLayout<Item>.stride + MemoryLayout<Int>.stride))
            }
            withExtendedLifetime(section) {}
            let baseline = TimedBody(
                reset: { state.attachSource(old) },
                run: {
                    let diff = FlatDiff(old: state.source.items, new: new)
                    func path(_ row: Int) -> IndexPath { IndexPath(row: row, section: 0) }
                    state.table.performBatchUpdates {
                        state.source.items = new
                        state.table.deleteRows(at: diff.deletes.map(path), with: .automatic)
                        state.table.insertRows(at: diff.inserts.map(path), with: .automatic)
                        for move in diff.moves {
                            state.table.moveRow(at: path(move.source), to: path(move.destination))
                        }
                    }
                    state.table.reconfigureRows(at: diff.updates.map { path($0.new) })
                    return WorkSummary(checksum: state.table.numberOfRows(inSection: 0))
                })
            let subject = TimedBody(
                reset: { state.attachList(old) },
                run: {
                    state.list.items = new
                    return WorkSummary(checksum: state.table.numberOfRows(inSection: 0))
                })
            return Workload(
                subject: subject, baseline: baseline,
                check: {
                    for (what, body) in [("the list", subject), ("the baseline", baseline)] {
                        body.reset()
                        try expect(body.run().checksum, new.count, name, "\(what)'s row count")
                        try expect(state.violations, [], name, "the violations \(what) caused")
                        try expect(state.visibleTexts(), state.expectedTexts(new), name, "what \(what) shows")
                    }
                },
                metrics: metrics)
        }
    }

    static func makeList(_ items: [Item]) -> ListSection<Item> {
        ListSection(items) { cell, item in cell.textLabel?.text = "\(item.value)" }
    }

    /// The tables and collaborators of one run, made fresh (and loaded) before each.
    @MainActor
    final class State {
        var table = makeBenchTable()
        var root = CascadingRootNode()
        var list = makeList([])
        var source = HandListSource()
        var violations: [String] = []

        func freshTable() {
            table = makeBenchTable()
            violations = []
            #if !canImport(UIKit)
                table.headlessViolationHandler = { [unowned self] in violations.append($0.message) }
            #endif
        }

        func attachList(_ items: [Item]) {
            freshTable()
            list = makeList(items)
            root = CascadingRootNode(children: [list], tableView: table)
            table.layoutIfNeeded()
        }

        /// The texts of the visible rows.
        func visibleTexts() -> [String] {
            table.layoutIfNeeded()
            return (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text ?? "" }
        }

        /// The texts the visible rows must show for `items`.
        func expectedTexts(_ items: [Item]) -> [String] {
            (table.indexPathsForVisibleRows ?? []).map { "\(items[$0.row].value)" }
        }

        func attachSource(_ items: [Item]) {
            freshTable()
            source = HandListSource()
            source.items = items
            table.dataSource = source
            table.layoutIfNeeded()
        }
    }

    /// The data source an app writes by hand for one array.
    final class HandListSource: NSObject, UITableViewDataSource {
        var items: [Item] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: benchCellIdentifier, for: indexPath)
            cell.textLabel?.text = "\(items[indexPath.row].value)"
            return cell
        }
    }
}
