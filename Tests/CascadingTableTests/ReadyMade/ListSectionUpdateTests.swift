// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// Item-level live updates of a list section: assignments diffed by identity, single mutations, content
    /// changes reconfigured, grouped updates and repeated identifiers.
    @MainActor
    @Suite("ListSection live updates")
    struct ListSectionUpdateTests {
        /// A non-`Equatable` item, so that content comparison comes from a closure or is absent.
        struct Tag: Identifiable {
            let id: Int
            var label: String
        }

        @Test func assigningItemsAnimatesDeletesInsertsAndMovesByIdentity() {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear", "Fig", "Kiwi"))
            table.forgetOperations()
            let batches = table.batches
            list.items = [Fruit(4, "Kiwi"), Fruit(1, "Apple"), Fruit(3, "Fig"), Fruit(5, "Plum")]
            #expect(table.batches == batches + 1)
            #expect(table.reloads == 0)
            #expect(table.operations == ["delete rows [[0, 1]]", "insert rows [[0, 3]]", "move row [0, 3] to [0, 0]"])
            #expect(table.visibleTexts() == ["Kiwi", "Apple", "Fig", "Plum"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty && root.duplicates.isEmpty)
        }

        @Test func changedEquatableItemsAreReconfiguredInPlace() {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear", "Fig"))
            table.forgetOperations()
            list.items = [Fruit(1, "Apple"), Fruit(2, "Green pear"), Fruit(3, "Fig")]
            #expect(table.operations == ["reconfigure rows [[0, 1]]"])
            #expect(table.visibleTexts() == ["Apple", "Green pear", "Fig"])
            withExtendedLifetime(root) {}
        }

        @Test func withoutEqualityEveryKeptItemIsReconfiguredAndAClosureNarrowsItDown() {
            let table = CountingTable()
            let always = ListSection([Tag(id: 1, label: "a"), Tag(id: 2, label: "b")]) { cell, tag in
                cell.textLabel?.text = tag.label
            }
            let compared = ListSection([Tag(id: 1, label: "a"), Tag(id: 2, label: "b")]) { cell, tag in
                cell.textLabel?.text = tag.label
            }
            .contentEquals { $0.label == $1.label }
            let root = CascadingRootNode(children: [always, compared], tableView: table)
            table.layoutIfNeeded()
            table.forgetOperations()
            always.items = [Tag(id: 1, label: "a"), Tag(id: 2, label: "B")]
            compared.items = [Tag(id: 1, label: "a"), Tag(id: 2, label: "B")]
            #expect(table.operations == ["reconfigure rows [[0, 0], [0, 1]]", "reconfigure rows [[1, 1]]"])
            #expect(table.shownRows() == [["a", "B"], ["a", "B"]])
            withExtendedLifetime(root) {}
        }

        @Test func eachMutationIsOneBatchOfTheRowsItTouches() {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear"))
            table.forgetOperations()
            list.appendItem(Fruit(3, "Fig"))
            list.insertItem(Fruit(4, "Kiwi"), at: 0)
            list.moveItem(from: 0, to: 2)
            let removed = list.removeItem(at: 1)
            list.replaceItem(at: 0, with: Fruit(9, "Plum"))
            #expect(list.updateItem(Fruit(3, "Black fig")))
            #expect(!list.updateItem(Fruit(42, "Nothing")))
            list.appendItems(contentsOf: [Fruit(5, "Lime"), Fruit(6, "Date")])
            #expect(removed.name == "Pear")
            #expect(
                table.operations == [
                    "insert rows [[0, 2]]", "insert rows [[0, 0]]", "move row [0, 0] to [0, 2]", "delete rows [[0, 1]]",
                    "delete rows [[0, 0]]", "insert rows [[0, 0]]", "reconfigure rows [[0, 2]]",
                    "insert rows [[0, 3], [0, 4]]",
                ])
            #expect(table.visibleTexts() == ["Plum", "Kiwi", "Black fig", "Lime", "Date"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aRunOfRowsInsideASectionUpdatesItsOwnRows() {
            let table = CountingTable()
            let list = ListSection(fruits("Apple", "Pear")) { cell, fruit in cell.textLabel?.text = fruit.name }
            let section = NamedSection("Basket")
            section.children = [NamedRow("first"), list, NamedRow("last")]
            let root = RecoveringRoot(children: [section], tableView: table)
            table.layoutIfNeeded()
            table.forgetOperations()
            list.items = [Fruit(2, "Pear"), Fruit(3, "Fig"), Fruit(1, "Apple")]
            #expect(table.operations == ["insert rows [[0, 2]]", "move row [0, 2] to [0, 1]"])
            #expect(table.visibleTexts() == ["first", "Pear", "Fig", "Apple", "last"])
            list.removeItem(at: 0)
            list.appendItem(Fruit(4, "Kiwi"))
            #expect(table.visibleTexts() == ["first", "Fig", "Apple", "Kiwi", "last"])
            #expect(section.tableView(table, numberOfRowsInSection: 0) == 5)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func insidePerformUpdatesItemChangesJoinTheGroupedBatch() {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear", "Fig"))
            let other = NamedSection("Other", rows: ["x"])
            root.appendChild(other)
            table.layoutIfNeeded()
            let batches = table.batches
            table.forgetOperations()
            var completed = false
            root.performUpdates(completion: { completed = $0 }) {
                list.removeItem(at: 0)
                list.appendItem(Fruit(4, "Kiwi"))
                list.moveItem(from: 0, to: 1)
                list.updateItem(Fruit(3, "Black fig"))
                other.appendChild(NamedRow("y"))
            }
            #expect(completed)
            #expect(table.batches == batches + 1)
            #expect(table.reloads == 0)
            #expect(table.shownRows() == [["Black fig", "Pear", "Kiwi"], ["x", "y"]])
            #expect(table.operations.contains("reconfigure rows [[0, 0]]"))
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func groupedChangesOfARunOfRowsDiffByIdentity() {
            let table = CountingTable()
            let list = ListSection(fruits("Apple", "Pear", "Fig")) { cell, fruit in cell.textLabel?.text = fruit.name }
            let section = NamedSection("Basket")
            section.children = [NamedRow("first"), list]
            let root = RecoveringRoot(children: [section], tableView: table)
            table.layoutIfNeeded()
            table.forgetOperations()
            root.performUpdates {
                list.items = [Fruit(3, "Fig"), Fruit(1, "Apple"), Fruit(5, "Plum")]
                section.insertChild(NamedRow("zero"), at: 0)
            }
            #expect(table.shownRows() == [["zero", "first", "Fig", "Apple", "Plum"]])
            #expect(table.operations.contains("delete rows [[0, 2]]"))
            #expect(!table.operations.contains { $0.hasPrefix("reload") })
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func groupedUpdatesThatMoveSectionsAndItemsEndExactlyAsTheTree() {
            let table = CountingTable()
            let lists = [fruits("Apple", "Pear", "Fig"), [Fruit(7, "Kiwi"), Fruit(8, "Lime")]].map { items in
                ListSection(items) { cell, fruit in cell.textLabel?.text = fruit.name }
            }
            let named = NamedSection("Named", rows: ["x", "y"])
            let root = ListRoot(children: lists + [named], tableView: table)
            table.layoutIfNeeded()
            root.performUpdates {
                root.moveChild(from: 0, to: 2)
                lists[0].items = [Fruit(3, "Black fig"), Fruit(1, "Apple"), Fruit(9, "Plum")]
                lists[1].removeItem(at: 0)
                named.moveChild(from: 0, to: 1)
            }
            #expect(table.shownRows() == [["Lime"], ["y", "x"], ["Black fig", "Apple", "Plum"]])
            #expect(table.visibleTexts() == ["Lime", "y", "x", "Black fig", "Apple", "Plum"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aListTakenOutAndPutBackInOneGroupedUpdateShowsItsNewItems() {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear"))
            root.appendChild(NamedSection("Other", rows: ["x"]))
            table.layoutIfNeeded()
            root.performUpdates {
                list.removeFromParent()
                list.items = [Fruit(5, "Plum"), Fruit(6, "Lime")]
                root.appendChild(list)
            }
            #expect(table.shownRows() == [["x"], ["Plum", "Lime"]])
            #expect(table.visibleTexts() == ["x", "Plum", "Lime"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func repeatedIdentifiersArePairedInOrderAndReportedOnce() {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear"))
            list.items = [Fruit(1, "Apple"), Fruit(1, "Apple again"), Fruit(1, "Apple thrice"), Fruit(2, "Pear")]
            #expect(root.duplicates == ["1"])
            #expect(table.visibleTexts() == ["Apple", "Apple again", "Apple thrice", "Pear"])
            root.performUpdates { list.items = [Fruit(2, "Pear"), Fruit(2, "Pear 2"), Fruit(1, "Apple")] }
            #expect(root.duplicates == ["1", "2"])
            #expect(table.visibleTexts() == ["Pear", "Pear 2", "Apple"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func detachedListsChangeWithoutATable() {
            let list = ListSection(fruits("Apple")) { _, _ in }
            list.items = fruits("Pear", "Fig")
            list.appendItem(Fruit(9, "Kiwi"))
            #expect(list.items.map(\.name) == ["Pear", "Fig", "Kiwi"])
            #expect(list.rowSpan == 3)
        }

        @Test func updatePoliciesOtherThanAnimatedReloadOrStayQuiet() {
            let (table, root, list) = attachedFruits(fruits("Apple", "Pear"))
            list.updatePolicy = .reloadSection
            table.forgetOperations()
            list.appendItem(Fruit(3, "Fig"))
            #expect(table.operations == ["reload sections [0]"])
            list.updatePolicy = .reloadTable
            let reloads = table.reloads
            list.removeItem(at: 0)
            #expect(table.reloads == reloads + 1)
            #expect(table.visibleTexts() == ["Pear", "Fig"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aHundredThousandItemsDiffAndShow() {
            let items = (0..<100_000).map { Fruit($0, "f\($0)") }
            let (table, root, list) = attachedFruits(items)
            var next = items.filter { $0.id % 10 != 0 }
            next.insert(Fruit(-1, "new"), at: 0)
            next[5].name = "changed"
            table.forgetOperations()
            list.items = next
            #expect(table.numberOfRows(inSection: 0) == next.count)
            #expect(table.visibleTexts().prefix(7) == ["new", "f1", "f2", "f3", "f4", "changed", "f6"])
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }
    }
#endif
