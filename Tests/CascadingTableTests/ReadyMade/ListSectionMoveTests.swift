// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Reordering list sections with the reorder control: within a section, across list sections whose
    /// item type holds the item, and refused elsewhere.
    @MainActor
    @Suite("ListSection reordering")
    struct ListSectionMoveTests {
        /// Two reorderable lists of fruits and a plain section, in editing mode, recording arrivals.
        private func twoLists() -> (table: CountingTable, root: ListRoot, lists: [ListSection<Fruit>], log: Log) {
            let log = Log()
            let table = CountingTable()
            let lists = [fruits("Apple", "Pear", "Fig"), [Fruit(7, "Kiwi")]].map { items in
                ListSection(items) { cell, fruit in cell.textLabel?.text = fruit.name }
                    .onMove { fruit, index in log.entries.append("\(fruit.name) at \(index)") }
            }
            let root = ListRoot(children: lists + [NamedSection("Plain", rows: ["x"])], tableView: table)
            table.setEditing(true, animated: false)
            return (table, root, lists, log)
        }

        final class Log {
            var entries: [String] = []
        }

        @Test func aRowMovesWithinItsSection() {
            let (table, root, lists, log) = twoLists()
            let landed = table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            #expect(landed == IndexPath(row: 2, section: 0))
            #expect(lists[0].items.map(\.name) == ["Pear", "Fig", "Apple"])
            #expect(log.entries == ["Apple at 2"])
            #expect(table.shownRows() == [["Pear", "Fig", "Apple"], ["Kiwi"], ["x"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aRowMovesToAnotherListSection() {
            let (table, root, lists, log) = twoLists()
            let landed = table.headlessMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
            #expect(landed == IndexPath(row: 0, section: 1))
            #expect(lists[0].items.map(\.name) == ["Apple", "Fig"])
            #expect(lists[1].items.map(\.name) == ["Pear", "Kiwi"])
            #expect(log.entries == ["Pear at 0"])
            #expect(table.shownRows() == [["Apple", "Fig"], ["Pear", "Kiwi"], ["x"]])
            // The tree follows the table: a later change animates from the right counts.
            table.setEditing(false, animated: false)
            lists[1].appendItem(Fruit(8, "Lime"))
            #expect(table.shownRows() == [["Apple", "Fig"], ["Pear", "Kiwi", "Lime"], ["x"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aSectionThatDoesNotTakeTheItemKeepsItWhereItWas() {
            let (table, root, lists, log) = twoLists()
            let ordinary = ListSection(fruits("Plum")) { cell, fruit in cell.textLabel?.text = fruit.name }
            let names = ListSection(["Ann"], id: \.self) { cell, name in cell.textLabel?.text = name }.onMove()
            root.appendChild(ordinary)
            root.appendChild(names)
            let toPlain = table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 2))
            let toUnordered = table.headlessMoveRow(
                at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 3))
            let toOtherType = table.headlessMoveRow(
                at: IndexPath(row: 0, section: 0), to: IndexPath(row: 0, section: 4))
            #expect([toPlain, toUnordered, toOtherType] == Array(repeating: IndexPath(row: 0, section: 0), count: 3))
            #expect(lists[0].items.map(\.name) == ["Apple", "Pear", "Fig"])
            #expect(log.entries.isEmpty)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aDropBelowTheStatusRowLandsAfterTheLastItem() {
            let (table, root, lists, log) = twoLists()
            lists[0].loadState = .loading
            lists[1].loadState = .loading
            #expect(table.shownRows()[0] == ["Apple", "Pear", "Fig", "Loading…"])
            let within = table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
            #expect(within == IndexPath(row: 2, section: 0))
            let across = table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
            #expect(across == IndexPath(row: 1, section: 1))
            #expect(lists[0].items.map(\.name) == ["Fig", "Apple"])
            #expect(lists[1].items.map(\.name) == ["Kiwi", "Pear"])
            #expect(log.entries == ["Apple at 2", "Pear at 1"])
            #expect(table.shownRows().prefix(2) == [["Fig", "Apple", "Loading…"], ["Kiwi", "Pear", "Loading…"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aListAmongASectionsRowsReordersWithinItsItems() {
            let log = Log()
            let table = CountingTable()
            let list = ListSection(fruits("Apple", "Pear", "Fig")) { cell, fruit in cell.textLabel?.text = fruit.name }
                .onMove { fruit, index in log.entries.append("\(fruit.name) at \(index)") }
            let header = NamedRow("Top")
            header.canMove = true
            let section = NamedSection("Mixed")
            section.children = [header, CascadingGroupNode(children: [NamedRow("Pinned"), list]), NamedRow("End")]
            let root = ListRoot(children: [section], tableView: table)
            table.setEditing(true, animated: false)
            #expect(table.shownRows() == [["Top", "Pinned", "Apple", "Pear", "Fig", "End"]])

            // Within the items: the item moves, the section's other rows stay.
            let within = table.headlessMoveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 4, section: 0))
            #expect(within == IndexPath(row: 4, section: 0))
            #expect(list.items.map(\.name) == ["Pear", "Fig", "Apple"])
            #expect(log.entries == ["Apple at 2"])
            // Beside the items: the drop lands on the nearest item.
            let beyond = table.headlessMoveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 5, section: 0))
            #expect(beyond == IndexPath(row: 4, section: 0))
            let before = table.headlessMoveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
            #expect(before == IndexPath(row: 2, section: 0))
            #expect(list.items.map(\.name) == ["Apple", "Pear", "Fig"])
            #expect(log.entries == ["Apple at 2", "Fig at 2", "Apple at 0"])
            #expect(table.shownRows() == [["Top", "Pinned", "Apple", "Pear", "Fig", "End"]])
            // A single-row node moving across the list's rows still moves as a node.
            table.headlessMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 0))
            #expect(table.shownRows() == [["Pinned", "Apple", "Pear", "Fig", "End", "Top"]])
            // The tree follows the table: later changes animate from the right rows.
            table.setEditing(false, animated: false)
            list.appendItem(Fruit(9, "Lime"))
            list.removeItem(at: 0)
            #expect(table.shownRows() == [["Pinned", "Pear", "Fig", "Lime", "End", "Top"]])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }
    }
#endif
