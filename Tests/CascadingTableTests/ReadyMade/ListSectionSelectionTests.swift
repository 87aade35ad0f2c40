// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Selection as items: taps, code, modes, and the selection kept across every kind of update, with
    /// the table's selected rows equal to the shown selected items after each step.
    @MainActor
    @Suite("List section: selection")
    struct ListSectionSelectionTests {
        /// A list of fruits that records each selection report as the selected names.
        private func selectable(_ names: String..., multiple: Bool = true) -> (
            table: CountingTable, root: ListRoot, list: ListSection<Fruit>, reports: Reports
        ) {
            let (table, root, list) = attachedFruits(fruits(names))
            table.allowsMultipleSelection = multiple
            let reports = Reports()
            list.onSelectionChange { selected in reports.entries.append(selected.map(\.name)) }
            return (table, root, list, reports)
        }

        final class Reports {
            var entries: [[String]] = []
        }

        private func fruits(_ names: [String]) -> [Fruit] {
            names.enumerated().map { Fruit($0.offset + 1, $0.element) }
        }

        /// The table selects exactly the shown selected items of `list`.
        private func expectShown(_ list: ListSection<Fruit>, in table: CountingTable, _ names: [String]) {
            #expect(tableSelectedItems(of: list, in: table).map(\.name) == names)
            #expect(shownSelectedItems(of: list).map(\.name) == names)
        }

        private func row(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(row: row, section: section) }

        // MARK: Taps and modes

        @Test func tapsInATableOfMultipleSelectionAddAndRemoveItems() {
            let (table, root, list, reports) = selectable("Apple", "Pear", "Fig")
            var selected: [String] = []
            list.onSelect { selected.append($0.name) }
            table.headlessTap(rowAt: row(0))
            table.headlessTap(rowAt: row(2))
            table.headlessTap(rowAt: row(0))
            #expect(list.selectedItems.map(\.name) == ["Fig"])
            #expect(list.selectedIDs == [3])
            #expect(reports.entries == [["Apple"], ["Apple", "Fig"], ["Fig"]])
            #expect(selected == ["Apple", "Fig"])
            expectShown(list, in: table, ["Fig"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aTableOfSingleSelectionMovesTheSelectionAndReportsTheDeselectionFirst() {
            let (table, root, list, reports) = selectable("Apple", "Pear", multiple: false)
            table.headlessTap(rowAt: row(0))
            table.headlessTap(rowAt: row(1))
            #expect(list.selectedItems.map(\.name) == ["Pear"])
            #expect(reports.entries == [["Apple"], [], ["Pear"]])
            expectShown(list, in: table, ["Pear"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func singleModeKeepsOneRowOfItsSectionInATableOfMultipleSelection() {
            let (table, root, single, reports) = selectable("Apple", "Pear")
            single.selectionMode(.single)
            let other = ListSection(fruits(["Kiwi", "Lime"])) { cell, fruit in cell.textLabel?.text = fruit.name }
            root.appendChild(other)
            table.headlessTap(rowAt: row(0))
            table.headlessTap(rowAt: row(0, 1))
            table.headlessTap(rowAt: row(1))
            table.headlessTap(rowAt: row(1, 1))
            #expect(single.selectionMode == .single)
            #expect(single.selectedItems.map(\.name) == ["Pear"])
            #expect(other.selectedItems.map(\.name) == ["Kiwi", "Lime"])
            #expect(reports.entries == [["Apple"], ["Pear"]])
            #expect(table.indexPathsForSelectedRows == [row(1), row(0, 1), row(1, 1)])
        }

        @Test func modeNoneSelectsNothing() {
            let (table, root, list, reports) = selectable("Apple", "Pear")
            var selected: [String] = []
            list.selectionMode(.none).onSelect { selected.append($0.name) }
            table.headlessTap(rowAt: row(0))
            #expect(list.selectedItems.isEmpty && selected.isEmpty && reports.entries.isEmpty)
            #expect(table.indexPathsForSelectedRows == nil)
            list.selectedItems = []
            #expect(reports.entries.isEmpty)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func settingModeNoneOrSingleTrimsTheSelection() {
            let (table, root, list, reports) = selectable("Apple", "Pear", "Fig")
            list.selectedIDs = [1, 2, 3]
            list.selectionMode = .single
            expectShown(list, in: table, ["Fig"])
            list.selectionMode = .none
            expectShown(list, in: table, [])
            #expect(reports.entries == [["Apple", "Pear", "Fig"], ["Fig"], []])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        // MARK: Code

        @Test func codeSelectsWithoutDelegateCallsAndReportsOncePerChange() {
            let (table, root, list, reports) = selectable("Apple", "Pear", "Fig")
            var selected: [String] = []
            list.onSelect { selected.append($0.name) }
            list.selectedItems = [Fruit(3, "Fig"), Fruit(1, "Apple"), Fruit(9, "Unknown")]
            #expect(list.selectedItems.map(\.name) == ["Apple", "Fig"])
            expectShown(list, in: table, ["Apple", "Fig"])
            list.selectedIDs = [1, 3]
            list.selectedIDs = [2]
            expectShown(list, in: table, ["Pear"])
            #expect(reports.entries == [["Apple", "Fig"], ["Pear"]])
            #expect(selected.isEmpty)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test(arguments: [true, false])
        func severalItemsWhereOneRowCanBeSelectedKeepTheLastInItemOrder(singleMode: Bool) {
            let (table, root, list, reports) = selectable("Apple", "Pear", "Fig", multiple: singleMode)
            if singleMode { list.selectionMode(.single) }
            list.selectedIDs = [3, 1]
            #expect(list.selectedItems.map(\.name) == ["Fig"])
            expectShown(list, in: table, ["Fig"])
            #expect(reports.entries == [["Fig"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aTableOfSingleSelectionTakesTheRowFromAnotherSectionWhenCodeSelects() {
            let (table, root, first, reports) = selectable("Apple", "Pear", multiple: false)
            let second = ListSection(fruits(["Kiwi"])) { cell, fruit in cell.textLabel?.text = fruit.name }
            root.appendChild(second)
            table.headlessTap(rowAt: row(1))
            second.selectedIDs = [1]
            #expect(first.selectedItems.isEmpty)
            #expect(second.selectedItems.map(\.name) == ["Kiwi"])
            #expect(reports.entries == [["Pear"], []])
            #expect(table.indexPathsForSelectedRows == [row(0, 1)])
        }

        @Test func aSectionJoiningATableOfOneSelectedRowWithASelectionTakesTheRowHoweverOldItsChoice() {
            let (table, root, list, reports) = selectable("Apple", "Pear", multiple: false)
            // Chosen while in no view, before the table's own list chose Pear: it counts as chosen on joining.
            let added = ListSection(fruits(["Kiwi"])) { cell, fruit in cell.textLabel?.text = fruit.name }
            added.selectedIDs = [1]
            list.selectedItems = [list.items[1]]
            #expect(table.indexPathsForSelectedRows == [row(1)])
            root.appendChild(added)
            table.layoutIfNeeded()
            #expect(added.selectedItems.map(\.name) == ["Kiwi"])
            #expect(list.selectedItems.isEmpty)
            #expect(table.indexPathsForSelectedRows == [row(0, 1)])
            #expect(reports.entries == [["Pear"], []])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aSelectionMadeBeforeTheTableShowsOnceRowsAreDisplayed() {
            let table = CountingTable()
            table.allowsMultipleSelection = true
            let list = ListSection(fruits(["Apple", "Pear"])) { cell, fruit in cell.textLabel?.text = fruit.name }
            list.selectedIDs = [2]
            let root = ListRoot(children: [list], tableView: table)
            table.layoutIfNeeded()
            expectShown(list, in: table, ["Pear"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        // MARK: Updates

        @Test func aMovedItemStaysSelected() {
            let (table, root, list, reports) = selectable("Apple", "Pear", "Fig")
            list.selectedIDs = [1]
            list.moveItem(from: 0, to: 2)
            expectShown(list, in: table, ["Apple"])
            list.items = list.items.reversed()
            expectShown(list, in: table, ["Apple"])
            root.performUpdates { list.moveItem(from: 0, to: 2) }
            expectShown(list, in: table, ["Apple"])
            #expect(table.indexPathsForSelectedRows == [row(2)])
            #expect(reports.entries == [["Apple"]])
            #expect(table.reloads == 0 && table.violations.isEmpty)
        }

        @Test func aDeletedItemLeavesTheSelectionAndIsReported() {
            let (table, root, list, reports) = selectable("Apple", "Pear", "Fig", "Kiwi")
            list.selectedIDs = [1, 2, 3]
            list.removeItem(at: 0)
            expectShown(list, in: table, ["Pear", "Fig"])
            list.items = [Fruit(3, "Fig"), Fruit(4, "Kiwi")]
            expectShown(list, in: table, ["Fig"])
            root.performUpdates {
                list.removeItem(at: 0)
                #expect(reports.entries.count == 3)  // reported when the grouped update finished
            }
            expectShown(list, in: table, [])
            #expect(reports.entries == [["Apple", "Pear", "Fig"], ["Pear", "Fig"], ["Fig"], []])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func anItemRemovedAndAddedBackInOneGroupedUpdateStaysSelected() {
            let (table, root, list, reports) = selectable("Apple", "Pear")
            list.selectedIDs = [1]
            root.performUpdates {
                let apple = list.removeItem(at: 0)
                list.appendItem(apple)
            }
            expectShown(list, in: table, ["Apple"])
            #expect(reports.entries == [["Apple"]])
        }

        @Test func anItemWhoseContentChangedIsReconfiguredAndStaysSelected() {
            let (table, root, list, reports) = selectable("Apple", "Pear")
            list.selectedIDs = [2]
            table.forgetOperations()
            list.updateItem(Fruit(2, "Pear (ripe)"))
            list.items = [Fruit(1, "Apple (ripe)"), Fruit(2, "Pear (ripe)")]
            #expect(table.operations == ["reconfigure rows [[0, 1]]", "reconfigure rows [[0, 0]]"])
            expectShown(list, in: table, ["Pear (ripe)"])
            #expect(table.visibleTexts() == ["Apple (ripe)", "Pear (ripe)"])
            #expect(reports.entries == [["Pear"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func anItemInsertedWhileSelectedInTheSameGroupedUpdateIsSelectedInTheTable() {
            let (table, root, list, reports) = selectable("Apple")
            root.performUpdates {
                list.appendItem(Fruit(5, "Plum"))
                list.selectedIDs = [5]
            }
            expectShown(list, in: table, ["Plum"])
            #expect(reports.entries == [["Plum"]])
        }

        @Test func aPagingAppendKeepsTheSelection() {
            let (table, root, list, _) = selectable("Apple", "Pear")
            var loads: [@MainActor (Result<ListPage<Fruit>, any Error>) -> Void] = []
            list.paging(threshold: 1) { _, completion in loads.append(completion) }
            list.selectedIDs = [2]
            list.loadNextPage()
            expectShown(list, in: table, ["Pear"])
            loads.removeFirst()(.success(ListPage([Fruit(7, "Kiwi")], hasMore: false)))
            #expect(table.visibleTexts() == ["Apple", "Pear", "Kiwi"])
            expectShown(list, in: table, ["Pear"])
            table.headlessTap(rowAt: row(2))
            expectShown(list, in: table, ["Pear", "Kiwi"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aRefreshDropsTheItemsItNoLongerHas() {
            let (table, root, list, reports) = selectable("Apple", "Pear")
            var loads: [@MainActor (Result<ListPage<Fruit>, any Error>) -> Void] = []
            list.paging { _, completion in loads.append(completion) }
            list.selectedIDs = [1, 2]
            list.refresh()
            loads.removeFirst()(.success(ListPage([Fruit(2, "Pear"), Fruit(8, "Lime")], hasMore: false)))
            expectShown(list, in: table, ["Pear"])
            #expect(reports.entries == [["Apple", "Pear"], ["Pear"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aDraggedItemKeepsItsSelectionWithinAndAcrossSections() {
            let (table, root, first, reports) = selectable("Apple", "Pear", "Fig")
            let second = ListSection(fruits(["Kiwi"])) { cell, fruit in cell.textLabel?.text = fruit.name }.onMove()
            first.onMove()
            root.appendChild(second)
            table.allowsMultipleSelectionDuringEditing = true
            table.setEditing(true, animated: false)
            first.selectedIDs = [1, 2]
            table.headlessMoveRow(at: row(0), to: row(2))
            expectShown(first, in: table, ["Pear", "Apple"])
            table.headlessMoveRow(at: row(0), to: row(1, 1))
            expectShown(first, in: table, ["Apple"])
            expectShown(second, in: table, ["Pear"])
            #expect(reports.entries == [["Apple", "Pear"], ["Apple"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aListAmongASectionsRowsKeepsItsSelectionWhenItsItemsAreReordered() {
            let table = CountingTable()
            let list = ListSection(fruits(["Apple", "Pear", "Fig"])) { cell, fruit in cell.textLabel?.text = fruit.name
            }
            .onMove()
            let section = NamedSection("Mixed", rows: ["Top"])
            section.children.append(list)
            let root = ListRoot(children: [section], tableView: table)
            table.allowsMultipleSelectionDuringEditing = true
            table.setEditing(true, animated: false)
            list.selectedIDs = [1, 3]
            table.headlessMoveRow(at: row(1), to: row(3))
            #expect(list.items.map(\.name) == ["Pear", "Fig", "Apple"])
            expectShown(list, in: table, ["Fig", "Apple"])
            #expect(table.indexPathsForSelectedRows == [row(2), row(3)])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aSelectedItemDraggedPastAnotherWithItsIdentifierLeavesTheSelectionOnTheFirst() async {
            // Two items share identifier 1 (a misuse the root is told of): the first of them is selected.
            let (table, root, list, _) = selectable("Apple", "Pear")
            list.onMove()
            list.items = [Fruit(1, "Apple"), Fruit(2, "Pear"), Fruit(1, "Apple again")]
            list.selectedIDs = [1]
            #expect(table.indexPathsForSelectedRows == [row(0)])
            table.allowsMultipleSelectionDuringEditing = true
            table.setEditing(true, animated: false)
            // The table moves the selected row's selection with it, past the other item with its identifier.
            table.headlessMoveRow(at: row(0), to: row(2))
            table.setEditing(false, animated: false)
            #expect(list.items.map(\.name) == ["Pear", "Apple again", "Apple"])
            await Task.yield()
            #expect(table.indexPathsForSelectedRows == [row(1)])
            #expect(list.selectedIDs == [1])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func rowsReloadedByTheTreeAreSelectedAgainAtOnce() {
            let (table, root, list, reports) = selectable("Apple", "Pear", "Fig")
            list.selectedItems = [list.items[1]]
            list.setLoading(true, style: .header)  // reloads the list's section
            expectShown(list, in: table, ["Pear"])
            list.reloadContent()
            expectShown(list, in: table, ["Pear"])
            let neighbour = ListSection(fruits(["Kiwi"])) { cell, fruit in cell.textLabel?.text = fruit.name }
            root.performUpdates {
                root.appendChild(neighbour)
                list.setLoading(false)
            }
            expectShown(list, in: table, ["Pear"])
            #expect(reports.entries == [["Pear"]])  // the table's reloads are no change of the selection
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func selectingInANewListInOneUpdateThatReloadsAnotherListsSelectedRowKeepsTheNewSelection() {
            let (table, root, list, reports) = selectable("Apple", "Pear", multiple: false)
            list.selectedItems = [list.items[1]]
            let added = ListSection(fruits(["Kiwi"])) { cell, fruit in cell.textLabel?.text = fruit.name }
            root.performUpdates {
                // The reload drops Pear's row selection in the table; the row is selected again as it shows,
                // before the grouped update tells the new list to show its newer selection.
                list.reloadContent()
                root.appendChild(added)
                added.selectedItems = added.items
            }
            #expect(added.selectedItems.map(\.name) == ["Kiwi"])
            #expect(list.selectedItems.isEmpty)
            #expect(table.indexPathsForSelectedRows == [row(0, 1)])
            #expect(reports.entries == [["Pear"], []])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func ofTwoListsSelectedInOneUpdateTheOneSelectedLastKeepsTheTablesOneSelectedRow() {
            let (table, root, list, reports) = selectable("Apple", "Pear", multiple: false)
            let other = ListSection(fruits(["Kiwi", "Lime"])) { cell, fruit in cell.textLabel?.text = fruit.name }
            root.appendChild(other)
            root.performUpdates {
                list.selectedItems = [list.items[0]]
                other.selectedItems = [other.items[1]]
                list.appendItem(Fruit(9, "Plum"))
            }
            #expect(list.selectedItems.isEmpty)
            #expect(other.selectedItems.map(\.name) == ["Lime"])
            #expect(table.indexPathsForSelectedRows == [row(1, 1)])
            #expect(reports.entries == [["Apple"], []])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        // MARK: Search

        /// Apple and Banana selected among Apple, Banana and Cherry, then the query "an" shows Banana.
        private func bananaFound() async -> (
            table: CountingTable, root: ListRoot, list: ListSection<Fruit>, reports: Reports
        ) {
            let clock = ManualClock()
            let selectable = selectable("Apple", "Banana", "Cherry")
            selectable.list.searchable(clock: clock) { fruit, query in fruit.name.contains(query) }
            selectable.list.selectedIDs = [1, 2]
            selectable.list.searchQuery = "an"
            let search = selectable.list.searchTask
            clock.advance(by: .milliseconds(400))
            await search?.value
            return selectable
        }

        @Test func anItemHiddenByTheSearchKeepsItsSelectionAndShowsItAgain() async {
            let (table, root, list, reports) = await bananaFound()
            #expect(table.visibleTexts() == ["Banana"])
            expectShown(list, in: table, ["Banana"])
            #expect(list.selectedItems.map(\.name) == ["Apple", "Banana"])
            table.headlessTap(rowAt: row(0))
            #expect(list.selectedItems.map(\.name) == ["Apple"])
            list.searchQuery = ""
            #expect(table.visibleTexts() == ["Apple", "Banana", "Cherry"])
            expectShown(list, in: table, ["Apple"])
            #expect(reports.entries == [["Apple", "Banana"], ["Apple"]])
            #expect(table.reloads == 0 && table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aHiddenSelectedItemRemovedWhileFilteredLeavesTheSelection() async {
            let (table, root, list, reports) = await bananaFound()
            list.items = [Fruit(2, "Banana"), Fruit(3, "Cherry")]
            list.searchQuery = ""
            expectShown(list, in: table, ["Banana"])
            #expect(reports.entries == [["Apple", "Banana"], ["Banana"]])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }
    }
#endif
