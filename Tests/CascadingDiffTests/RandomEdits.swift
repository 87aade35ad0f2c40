import CascadingDiff
import CascadingTestSupport

/// Random old/new pairs for the randomized tests, fully determined by a seed.
struct RandomEdits {
    private var random: SplitMix64
    private var nextIdentifier = 1000

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func freshIdentifier() -> Int {
        nextIdentifier += 1
        return nextIdentifier
    }

    /// A flat pair: an edit of a random list, or two independent lists over a small identifier pool.
    ///
    /// Repeated identifiers are common. Without moves, identifiers are unique (with repeated
    /// identifiers, deleting an early occurrence shifts the pairing and legitimately produces moves).
    mutating func flatPair(allowMoves: Bool = true) -> (old: [Item], new: [Item]) {
        if allowMoves, chance(0.3) {
            let pool = int(1...12)
            let old = (0..<int(0...20)).map { _ in Item(id: int(0...pool), version: int(0...1)) }
            let new = (0..<int(0...20)).map { _ in Item(id: int(0...pool), version: int(0...1)) }
            return (old, new)
        }
        let duplicates = allowMoves && chance(0.3)
        let old = (0..<int(0...30)).map { offset in
            Item(id: duplicates && chance(0.3) ? int(0...4) : offset)
        }
        var new: [Item] = []
        for var item in old where !chance(0.2) {
            if chance(0.15) { item.version += 1 }
            new.append(item)
        }
        if allowMoves {
            for _ in 0..<int(0...3) where new.count > 1 {
                let item = new.remove(at: int(0...new.count - 1))
                new.insert(item, at: int(0...new.count))
            }
        }
        for _ in 0..<int(0...5) {
            let id = duplicates && chance(0.3) ? int(0...4) : freshIdentifier()
            new.insert(Item(id: id), at: int(0...new.count))
        }
        return (old, new)
    }

    /// A sectioned pair: either an edit of a random table (section deletes, inserts, moves and title
    /// changes; row deletes, inserts, moves within and across sections, content changes) or two
    /// independent tables over small identifier pools.
    mutating func sectionedPair(allowMoves: Bool = true, allowSectionChanges: Bool = true) -> (old: Table, new: Table) {
        if allowMoves, allowSectionChanges, chance(0.25) {
            return (independentTable(), independentTable())
        }
        var rowIdentifier = 0
        var old: Table = []
        for sectionIdentifier in 0..<int(0...6) {
            var rows: [Item] = []
            for _ in 0..<int(0...6) {
                rows.append(Item(id: rowIdentifier))
                rowIdentifier += 1
            }
            old.append(DiffSection(model: Header(id: sectionIdentifier), rows: rows))
        }
        var new: Table = []
        var floating: [Item] = []
        for var section in old {
            var rows: [Item] = []
            for var row in section.rows {
                if chance(0.15) { continue }
                if chance(0.15) { row.version += 1 }
                if allowMoves, chance(0.12) {
                    floating.append(row)
                } else {
                    rows.append(row)
                }
            }
            if allowMoves, rows.count > 1, chance(0.3) {
                let row = rows.remove(at: int(0...rows.count - 1))
                rows.insert(row, at: int(0...rows.count))
            }
            section.rows = rows
            if allowSectionChanges, chance(0.15) {
                if allowMoves { floating.append(contentsOf: rows.filter { _ in chance(0.5) }) }
                continue
            }
            if allowSectionChanges, chance(0.15) { section.model.title += 1 }
            new.append(section)
        }
        if allowSectionChanges {
            for _ in 0..<int(0...2) {
                new.insert(DiffSection(model: Header(id: freshIdentifier()), rows: []), at: int(0...new.count))
            }
            if allowMoves, new.count > 1, chance(0.4) {
                let section = new.remove(at: int(0...new.count - 1))
                new.insert(section, at: int(0...new.count))
            }
        }
        guard !new.isEmpty else { return (old, new) }
        for row in floating {
            let target = int(0...new.count - 1)
            new[target].rows.insert(row, at: int(0...new[target].rows.count))
        }
        for _ in 0..<int(0...4) {
            let target = int(0...new.count - 1)
            new[target].rows.insert(Item(id: freshIdentifier()), at: int(0...new[target].rows.count))
        }
        return (old, new)
    }

    /// A table drawn from small identifier pools, with repeated identifiers now and then.
    private mutating func independentTable() -> Table {
        (0..<int(0...5)).map { _ in
            DiffSection(
                model: Header(id: int(0...6), title: int(0...1)),
                rows: (0..<int(0...5)).map { _ in Item(id: int(0...14), version: int(0...1)) })
        }
    }
}
