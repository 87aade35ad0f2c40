import CascadingDiff
import Testing

/// A row with an identity and a content version, the typical shape of a table row model.
struct Item: Diffable, Hashable, CustomStringConvertible {
    var id: Int
    var version = 0

    var diffIdentifier: Int { id }

    var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

/// A section model with an identity and a title version.
struct Header: Diffable, Hashable, CustomStringConvertible {
    var id: Int
    var title = 0

    var diffIdentifier: Int { id }

    var description: String { title == 0 ? "S\(id)" : "S\(id)t\(title)" }
}

typealias Table = [DiffSection<Header, Item>]

/// Items with the given identifiers and version 0.
func items(_ ids: [Int]) -> [Item] {
    ids.map { Item(id: $0) }
}

/// A section with identifier `id` holding items with the given identifiers.
func section(_ id: Int, _ rows: [Int], title: Int = 0) -> DiffSection<Header, Item> {
    DiffSection(model: Header(id: id, title: title), rows: items(rows))
}

/// A path, written briefly.
func path(_ section: Int, _ element: Int) -> ElementPath {
    ElementPath(section: section, element: element)
}

/// A row move, written briefly.
func rowMove(_ from: (Int, Int), _ to: (Int, Int)) -> DiffMove<ElementPath> {
    DiffMove(source: path(from.0, from.1), destination: path(to.0, to.1))
}

/// Checks that batch updates replay from `old` to `new`: every stage passes the validator, the table
/// ends up showing `new`, and each intermediate snapshot has the shape its stage announces.
func expectReplays<Model: Equatable, Row: Equatable>(
    _ updates: ConsistentBatchUpdates,
    from old: [DiffSection<Model, Row>],
    to new: [DiffSection<Model, Row>],
    _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        try updates.validate()
        let shown = try updates.applied(to: old, new: new)
        #expect(
            shown == new, "\(label): replay shows \(shown), expected \(new)\n\(updates)", sourceLocation: sourceLocation
        )
        let snapshots = try updates.intermediateSnapshots(from: old, to: new)
        #expect(snapshots.count == updates.stages.count, "\(label)", sourceLocation: sourceLocation)
        for (snapshot, stage) in zip(snapshots, updates.stages) {
            #expect(snapshot.map(\.rows.count) == stage.rowCountsAfter, "\(label)", sourceLocation: sourceLocation)
        }
        if let last = snapshots.last {
            #expect(last == new, "\(label): last snapshot differs from the new data", sourceLocation: sourceLocation)
        }
    } catch {
        Issue.record("\(label): \(error)\n\(updates)", sourceLocation: sourceLocation)
    }
}

/// Diffs two flat lists, replays the batch updates and checks the raw diff against both lists.
@discardableResult
func checkedFlatDiff(
    _ old: [Item], _ new: [Item], _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation
) -> FlatDiff {
    let diff = FlatDiff(old: old, new: new)
    let updates = diff.batchUpdates
    expectReplays(
        updates, from: [DiffSection(model: 0, rows: old)], to: [DiffSection(model: 0, rows: new)],
        "\(label) old \(old) new \(new)", sourceLocation: sourceLocation)
    let paired = old.count - diff.deletes.count
    #expect(new.count - diff.inserts.count == paired, "\(label)", sourceLocation: sourceLocation)
    for update in diff.updates {
        #expect(old[update.old].id == new[update.new].id, "\(label)", sourceLocation: sourceLocation)
        #expect(old[update.old] != new[update.new], "\(label)", sourceLocation: sourceLocation)
    }
    for move in diff.moves {
        #expect(old[move.source].id == new[move.destination].id, "\(label)", sourceLocation: sourceLocation)
    }
    return diff
}

/// Diffs two sectioned snapshots, replays the batch updates and checks the raw diff against both.
@discardableResult
func checkedSectionedDiff(
    _ old: Table, _ new: Table, _ label: String = "", sourceLocation: SourceLocation = #_sourceLocation
) -> SectionedDiff {
    let diff = SectionedDiff(old: old, new: new)
    expectReplays(
        diff.batchUpdates, from: old, to: new, "\(label) old \(old) new \(new)", sourceLocation: sourceLocation)
    let oldRows = old.reduce(0) { $0 + $1.rows.count }
    let newRows = new.reduce(0) { $0 + $1.rows.count }
    #expect(
        oldRows - diff.rowDeletes.count == newRows - diff.rowInserts.count, "\(label)", sourceLocation: sourceLocation)
    #expect(
        old.count - diff.sectionDeletes.count == new.count - diff.sectionInserts.count, "\(label)",
        sourceLocation: sourceLocation)
    for update in diff.rowUpdates {
        let before = old[update.old.section].rows[update.old.element]
        let after = new[update.new.section].rows[update.new.element]
        #expect(before.id == after.id && before != after, "\(label)", sourceLocation: sourceLocation)
    }
    for move in diff.rowMoves {
        let before = old[move.source.section].rows[move.source.element]
        let after = new[move.destination.section].rows[move.destination.element]
        #expect(before.id == after.id, "\(label)", sourceLocation: sourceLocation)
    }
    return diff
}
