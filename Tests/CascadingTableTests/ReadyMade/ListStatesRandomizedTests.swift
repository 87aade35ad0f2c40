// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import CascadingTestSupport
    import Testing

    /// Random load-state switches, paging appends, item mutations, taps and selections from code of two
    /// list sections (one a section, one a run of rows inside a section; each in single or multiple
    /// selection mode, in a table that allows one or several selected rows), alone and grouped in
    /// `performUpdates`, replayed through the validating headless table: afterwards the table shows
    /// exactly the items and status rows, and selects exactly the shown selected items. A failure names
    /// its seed.
    @MainActor
    @Suite("Randomized list states and paging")
    struct ListStatesRandomizedTests {
        @MainActor
        private struct Step {
            var random: SplitMix64
            var nextID = 1_000
            var pending: [@MainActor (Result<ListPage<Fruit>, any Error>) -> Void] = []

            mutating func fruit() -> Fruit {
                nextID += 1
                return Fruit(nextID, "fruit \(nextID)")
            }

            /// One random change of `list`.
            mutating func change(_ list: ListSection<Fruit>) {
                let count = list.items.count
                switch Int.random(in: 0..<10, using: &random) {
                case 0: list.loadState = .loading
                case 1: list.loadState = .idle
                case 2: list.loadState = .failed(OfflineError())
                case 3: list.appendItem(fruit())
                case 4 where count > 0: list.removeItem(at: Int.random(in: 0..<count, using: &random))
                case 5 where count > 1:
                    list.moveItem(
                        from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
                case 6:
                    var items = list.items.shuffled(using: &random).filter { _ in Bool.random(using: &random) }
                    items.append(fruit())
                    list.items = items
                case 7 where count > 0:
                    var item = list.items[Int.random(in: 0..<count, using: &random)]
                    item.name += "'"
                    list.updateItem(item)
                case 8:
                    list.loadNextPage()
                case 9 where !pending.isEmpty:
                    let deliver = pending.removeFirst()
                    deliver(
                        Bool.random(using: &random)
                            ? .failure(OfflineError()) : .success(ListPage([fruit(), fruit()], hasMore: true)))
                default:
                    list.items = []
                }
            }

            /// One random change of the selection of `list`: a tap on one of its items (not inside a
            /// grouped update, where the table shows the tree as it was) or a selection from code.
            mutating func select(_ list: ListSection<Fruit>, in table: UITableView, grouped: Bool) {
                let count = list.items.count
                switch Int.random(in: 0..<3, using: &random) {
                case 0 where !grouped && count > 0:
                    if let row = list.indexPath(forItemAt: Int.random(in: 0..<count, using: &random)) {
                        table.headlessTap(rowAt: row)
                    }
                case 1:
                    list.selectedIDs = Set(list.items.filter { _ in Bool.random(using: &random) }.map(\.id))
                default:
                    list.selectedItems = []
                }
            }
        }

        /// What a list shows: its items, then the status row's text.
        private func expectedRows(_ list: ListSection<Fruit>) -> [String] {
            var rows = list.items.map(\.name)
            switch list.loadState {
            case .loading: rows.append("Loading…")
            case .failed: rows.append("Couldn't load. Tap to retry.")
            case .idle: if list.items.isEmpty { rows.append("Empty") }
            }
            return rows
        }

        @Test(arguments: 0..<4)
        func statesPagingAndMutationsReplayExactly(batch: Int) {
            for seed in UInt64(40_000 + batch * 200)..<UInt64(40_000 + batch * 200 + 200) {
                var step = Step(random: SplitMix64(seed: seed))
                let table = CountingTable()
                var loads: [@MainActor (Result<ListPage<Fruit>, any Error>) -> Void] = []
                func list() -> ListSection<Fruit> {
                    ListSection(fruits("Apple", "Pear")) { cell, fruit in cell.textLabel?.text = fruit.name }
                        .emptyState("Empty").paging { _, completion in loads.append(completion) }
                }
                let own = list()
                let inner = list()
                let mixed = RowSection(header: "Mixed") { ListRow("First") }
                mixed.children.append(inner)
                let root = RecoveringRoot(children: [own, mixed], tableView: table)
                table.allowsMultipleSelection = Bool.random(using: &step.random)
                for list in [own, inner] { list.selectionMode = Bool.random(using: &step.random) ? .single : .multiple }
                table.layoutIfNeeded()
                for _ in 0..<12 {
                    let target = Bool.random(using: &step.random) ? own : inner
                    if Bool.random(using: &step.random) {
                        root.performUpdates {
                            for _ in 0..<Int.random(in: 1...4, using: &step.random) {
                                step.pending += loads
                                loads = []
                                let list = Bool.random(using: &step.random) ? own : inner
                                if Int.random(in: 0..<4, using: &step.random) == 0 {
                                    step.select(list, in: table, grouped: true)
                                } else {
                                    step.change(list)
                                }
                            }
                        }
                    } else if Int.random(in: 0..<3, using: &step.random) == 0 {
                        step.select(target, in: table, grouped: false)
                    } else {
                        step.pending += loads
                        loads = []
                        step.change(target)
                    }
                    table.layoutIfNeeded()
                    #expect(table.violations.isEmpty, "seed \(seed): \(table.violations)")
                    #expect(root.recoveries.isEmpty, "seed \(seed): \(root.recoveries)")
                    #expect(table.shownRows().first == expectedRows(own), "seed \(seed)")
                    #expect(table.shownRows().last.map { Array($0.dropFirst()) } == expectedRows(inner), "seed \(seed)")
                    #expect(tableSelectedItems(of: own, in: table) == shownSelectedItems(of: own), "seed \(seed)")
                    #expect(tableSelectedItems(of: inner, in: table) == shownSelectedItems(of: inner), "seed \(seed)")
                    let listRows = (table.indexPathsForSelectedRows ?? []).filter {
                        $0 != IndexPath(row: 0, section: 1)
                    }
                    #expect(
                        listRows.count == tableSelectedItems(of: own, in: table).count
                            + tableSelectedItems(of: inner, in: table).count, "seed \(seed)")
                }
            }
        }
    }
#endif
