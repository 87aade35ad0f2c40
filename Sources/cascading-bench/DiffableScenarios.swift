import CascadingDiff
import CascadingTable
import Foundation

/// The diffable scenario: applying a snapshot through `UITableViewDiffableDataSource` against the same
/// diff computed with `CascadingDiff` and applied to the same kind of table by a plain data source.
///
/// Both sides start from a loaded table showing the old state and are handed the new one ready-made
/// (untimed); each times the diff plus the table update, so the ratio is the data source's own cost.
@MainActor
enum DiffableScenarios {
    static let group = "diffable"

    static func all(_ options: BenchmarkOptions) -> [Scenario] {
        [scenario(items: options.scaled(10_000), sections: 10)]
    }

    private static func scenario(items: Int, sections: Int) -> Scenario {
        let changed = items / 10
        return Scenario(
            group: group, name: "apply a snapshot, \(changed) of \(items) items changed", family: "diffable apply",
            scale: 1, size: "\(items) items", items: items, unit: "items"
        ) {
            let (old, new) = editedSections(items: items, sections: sections, changed: changed)
            let oldSnapshot = snapshot(old)
            let newSnapshot = snapshot(new)
            let subject = SubjectState()
            let baseline = DirectState()
            return Workload(
                subject: TimedBody(
                    reset: {
                        subject.table = makeBenchTable()
                        subject.dataSource = UITableViewDiffableDataSource(tableView: subject.table) {
                            table, indexPath, id in
                            let cell = table.dequeueReusableCell(withIdentifier: benchCellIdentifier, for: indexPath)
                            cell.tag = id
                            return cell
                        }
                        subject.dataSource?.applySnapshotUsingReloadData(oldSnapshot)
                        subject.table.layoutIfNeeded()
                    },
                    run: {
                        subject.dataSource?.apply(newSnapshot, animatingDifferences: true)
                        return WorkSummary(checksum: rowCount(subject.table))
                    }),
                baseline: TimedBody(
                    reset: {
                        baseline.table = makeBenchTable()
                        baseline.dataSource = DirectDataSource(sections: old)
                        baseline.table.dataSource = baseline.dataSource
                        baseline.table.layoutIfNeeded()
                    },
                    run: {
                        baseline.dataSource.apply(to: new, in: baseline.table)
                        return WorkSummary(checksum: rowCount(baseline.table))
                    }),
                check: {
                    let table = makeBenchTable()
                    let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, id in
                        let cell = table.dequeueReusableCell(withIdentifier: benchCellIdentifier, for: indexPath)
                        cell.tag = id
                        return cell
                    }
                    dataSource.applySnapshotUsingReloadData(oldSnapshot)
                    table.layoutIfNeeded()
                    dataSource.apply(newSnapshot)
                    let shown = (0..<table.numberOfSections).map { section in
                        (0..<table.numberOfRows(inSection: section)).map {
                            dataSource.itemIdentifier(for: IndexPath(row: $0, section: section)) ?? -1
                        }
                    }
                    try expect(shown, new.map(\.rows), "diffable apply", "the rows after applying")
                    try expect(
                        table.visibleCells.map(\.tag), Array(new[0].rows.prefix(table.visibleCells.count)),
                        "diffable apply", "the visible cells")
                })
        }
    }

    /// `sections` sections of items 0..<items; the new state deletes, inserts and moves `changed` items
    /// in all (40 %, 40 %, 20 %), moves going to other sections.
    private static func editedSections(items: Int, sections: Int, changed: Int)
        -> (old: [DiffSection<Int, Int>], new: [DiffSection<Int, Int>])
    {
        var random = BenchmarkRandom(seed: UInt64(items))
        let perSection = items / sections
        let old = (0..<sections).map { section in
            DiffSection(model: section, rows: Array(section * perSection..<(section + 1) * perSection))
        }
        var new = old
        let deleted = changed * 2 / 5
        let moved = changed / 5
        for _ in 0..<deleted {
            let section = Int.random(in: 0..<sections, using: &random)
            new[section].rows.remove(at: Int.random(in: 0..<new[section].rows.count, using: &random))
        }
        for _ in 0..<moved {
            let from = Int.random(in: 0..<sections, using: &random)
            let to = (from + 1 + Int.random(in: 0..<(sections - 1), using: &random)) % sections
            let item = new[from].rows.remove(at: Int.random(in: 0..<new[from].rows.count, using: &random))
            new[to].rows.insert(item, at: Int.random(in: 0...new[to].rows.count, using: &random))
        }
        for offset in 0..<(changed - deleted - moved) {
            let section = Int.random(in: 0..<sections, using: &random)
            new[section].rows.insert(items + offset, at: Int.random(in: 0...new[section].rows.count, using: &random))
        }
        return (old, new)
    }

    private static func snapshot(_ sections: [DiffSection<Int, Int>]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections(sections.map(\.model))
        for section in sections { snapshot.appendItems(section.rows, toSection: section.model) }
        return snapshot
    }

    private static func rowCount(_ table: UITableView) -> Int {
        (0..<table.numberOfSections).reduce(0) { $0 + table.numberOfRows(inSection: $1) }
    }

    @MainActor
    final class SubjectState {
        var table = makeBenchTable()
        var dataSource: UITableViewDiffableDataSource<Int, Int>?
    }

    @MainActor
    final class DirectState {
        var table = makeBenchTable()
        var dataSource = DirectDataSource(sections: [])
    }
}

/// A plain data source that applies `CascadingDiff`'s stages to its table itself.
@MainActor
final class DirectDataSource: NSObject, UITableViewDataSource {
    private(set) var sections: [DiffSection<Int, Int>]

    init(sections: [DiffSection<Int, Int>]) {
        self.sections = sections
    }

    /// Diffs the shown sections against `new` and applies each stage in one batch.
    func apply(to new: [DiffSection<Int, Int>], in table: UITableView) {
        let updates = SectionedDiff(oldValues: sections, newValues: new).batchUpdates
        let data =
            updates.stages.count > 1
            ? (try? updates.intermediateSnapshots(from: sections, to: new)) ?? [] : [new]
        for (stage, sections) in zip(updates.stages, data) {
            table.performBatchUpdates {
                self.sections = sections
                func paths(_ elements: [ElementPath]) -> [IndexPath] {
                    elements.map { IndexPath(row: $0.element, section: $0.section) }
                }
                table.deleteSections(IndexSet(stage.sectionDeletes), with: .automatic)
                table.insertSections(IndexSet(stage.sectionInserts), with: .automatic)
                for move in stage.sectionMoves { table.moveSection(move.source, toSection: move.destination) }
                table.deleteRows(at: paths(stage.rowDeletes), with: .automatic)
                table.insertRows(at: paths(stage.rowInserts), with: .automatic)
                for move in stage.rowMoves {
                    table.moveRow(
                        at: IndexPath(row: move.source.element, section: move.source.section),
                        to: IndexPath(row: move.destination.element, section: move.destination.section))
                }
            }
        }
        sections = new
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: benchCellIdentifier, for: indexPath)
        cell.tag = sections[indexPath.section].rows[indexPath.row]
        return cell
    }
}
