// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import CascadingTestSupport
    import Testing

    /// Random trees changed by random grouped updates, each replayed through the validating headless
    /// table: afterwards the table must show exactly the new tree. A failure names its seed.
    @MainActor
    @Suite("Randomized live updates")
    struct LiveUpdateRandomizedTests {
        @MainActor
        private struct Generator {
            var random: SplitMix64
            var nextName = 0

            mutating func name() -> String {
                nextName += 1
                return "n\(nextName)"
            }

            mutating func section() -> NamedSection {
                let section = NamedSection(name())
                for _ in 0..<Int.random(in: 0...5, using: &random) { section.appendChild(NamedRow(name())) }
                return section
            }

            mutating func pick<T>(_ elements: [T]) -> T? {
                elements.isEmpty ? nil : elements[Int.random(in: 0..<elements.count, using: &random)]
            }

            /// One random change somewhere in the tree.
            mutating func mutate(_ root: CascadingRootNode) {
                let sections = root.children.compactMap { $0 as? NamedSection }
                switch Int.random(in: 0..<9, using: &random) {
                case 0: root.insertChild(section(), at: Int.random(in: 0...root.children.count, using: &random))
                case 1 where !root.children.isEmpty:
                    root.removeChild(at: Int.random(in: 0..<root.children.count, using: &random))
                case 2 where root.children.count > 1:
                    root.moveChild(
                        from: Int.random(in: 0..<root.children.count, using: &random),
                        to: Int.random(in: 0..<root.children.count, using: &random))
                case 3:
                    guard let target = pick(sections) else { return }
                    target.insertChild(NamedRow(name()), at: Int.random(in: 0...target.children.count, using: &random))
                case 4:
                    guard let target = pick(sections), !target.children.isEmpty else { return }
                    target.removeChild(at: Int.random(in: 0..<target.children.count, using: &random))
                case 5:
                    guard let source = pick(sections), !source.children.isEmpty, let destination = pick(sections) else {
                        return
                    }
                    let row = source.removeChild(at: Int.random(in: 0..<source.children.count, using: &random))
                    destination.insertChild(row, at: Int.random(in: 0...destination.children.count, using: &random))
                case 6:
                    guard let target = pick(sections) else { return }
                    target.children = target.children.shuffled(using: &random)
                case 7:
                    guard let target = pick(sections), let row = pick(target.children) else { return }
                    row.reloadContent()
                default:
                    pick(sections)?.reloadContent()
                }
            }
        }

        @Test(arguments: 0..<8)
        func groupedUpdatesReplayExactly(batch: Int) {
            var stagedUpdates = 0
            for seed in UInt64(batch * 250)..<UInt64(batch * 250 + 250) {
                var generator = Generator(random: SplitMix64(seed: seed))
                let (table, root) = loadedTable(&generator)
                for _ in 0..<3 {
                    let changes = Int.random(in: 1...6, using: &generator.random)
                    let batchesBefore = table.batches
                    defer { if table.batches - batchesBefore > 1 { stagedUpdates += 1 } }
                    root.performUpdates {
                        for _ in 0..<changes { generator.mutate(root) }
                    }
                    table.layoutIfNeeded()
                }
                #expect(table.violations.isEmpty, "seed \(seed): \(table.violations)")
                #expect(table.shownRows() == expectedRows(root), "seed \(seed)")
                #expect(root.recoveries.isEmpty, "seed \(seed): \(root.recoveries)")
            }
            // Some updates need more than one batch (moves with reloads, rows leaving deleted sections):
            // the sweep must exercise the staged path, not only single batches.
            #expect(stagedUpdates > 0)
        }

        @Test(arguments: 0..<4)
        func ungroupedChangesReplayExactly(batch: Int) {
            for seed in UInt64(10_000 + batch * 250)..<UInt64(10_000 + batch * 250 + 250) {
                var generator = Generator(random: SplitMix64(seed: seed))
                let (table, root) = loadedTable(&generator)
                for _ in 0..<8 { generator.mutate(root) }
                #expect(table.violations.isEmpty, "seed \(seed): \(table.violations)")
                #expect(table.shownRows() == expectedRows(root), "seed \(seed)")
            }
        }

        /// A table showing a random root of up to four sections, laid out.
        private func loadedTable(_ generator: inout Generator) -> (CountingTable, RecoveringRoot) {
            let table = CountingTable()
            let root = RecoveringRoot(
                children: (0..<Int.random(in: 0...4, using: &generator.random)).map { _ in generator.section() },
                tableView: table)
            table.layoutIfNeeded()
            return (table, root)
        }
    }
#endif
