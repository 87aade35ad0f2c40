// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import TableSnapshotTesting
    import Testing

    /// A row whose text can change: it says so with `reloadContent()`.
    private final class TextRow: CascadingNode {
        var text: String
        init(_ text: String) {
            self.text = text
            super.init()
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = text
            return cell
        }
    }

    /// A section that shows a summary row of its own before its children.
    private final class SummarySection: CascadingSectionNode {
        let name: String
        init(_ name: String, children: [CascadingNode]) {
            self.name = name
            super.init(children: children)
            childrenOffset = 1
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard indexPath.row == 0 else { return super.tableView(tableView, cellForRowAt: indexPath) }
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(name) summary"
            return cell
        }
    }

    private struct Produce: Identifiable, Equatable {
        let id: Int
        var name: String
    }

    /// Grouped updates UIKit cannot take in one batch, in trees with groups of sections and of rows, own
    /// rows and list sections: each is animated batch by batch, and the table never reloads.
    @MainActor
    @Suite("Grouped updates of several batches in any tree")
    struct GroupedUpdateStagesTests {
        let table = CountingTable()

        /// The screen: a group of two sections (one with a summary row, a group of rows and a list of
        /// fruits among its rows), and a list section of fruits as a section of its own.
        private func makeScreen() -> (
            root: RecoveringRoot, first: SummarySection, second: CascadingSectionNode, rows: [String: TextRow],
            inline: ListSection<Produce>, basket: ListSection<Produce>
        ) {
            let rows = Dictionary(uniqueKeysWithValues: ["a", "b", "c", "x", "y"].map { ($0, TextRow($0)) })
            let inline = ListSection([Produce(id: 1, name: "Apple"), Produce(id: 2, name: "Pear")]) { cell, fruit in
                cell.textLabel?.text = fruit.name
            }
            let first = SummarySection(
                "First", children: [rows["a"]!, CascadingGroupNode(children: [rows["b"]!, rows["c"]!]), inline])
            let second = CascadingSectionNode(children: [rows["x"]!, rows["y"]!])
            let basket = ListSection([Produce(id: 3, name: "Fig"), Produce(id: 4, name: "Kiwi")]) { cell, fruit in
                cell.textLabel?.text = fruit.name
            }
            let root = RecoveringRoot(
                children: [CascadingGroupNode(children: [first, second]), basket], tableView: table)
            #expect(
                table.shownRows() == [
                    ["First summary", "a", "b", "c", "Apple", "Pear"], ["x", "y"], ["Fig", "Kiwi"],
                ])
            return (root, first, second, rows, inline, basket)
        }

        /// Runs `updates` and expects several batches, no reload of the table or of a section, no
        /// violation and no recovery, and then `expected` on screen, cells included.
        private func expectAnimated(
            _ root: RecoveringRoot, showing expected: [[String]], sourceLocation: SourceLocation = #_sourceLocation,
            _ updates: () -> Void
        ) {
            let batches = table.batches
            let recorded = table.recordUpdates { root.performUpdates(updates) }
            #expect(table.batches > batches + 1, "more than one batch", sourceLocation: sourceLocation)
            #expect(!recorded.contains(.reloadData), sourceLocation: sourceLocation)
            #expect(
                !recorded.contains { if case .reloadSections = $0 { true } else { false } },
                sourceLocation: sourceLocation)
            #expect(table.violations.isEmpty && root.reports.isEmpty, sourceLocation: sourceLocation)
            #expect(table.shownRows() == expected, sourceLocation: sourceLocation)
            #expect(table.visibleTexts() == expected.flatMap { $0 }, sourceLocation: sourceLocation)
        }

        @Test func aRowThatMovesAndChangesIsMovedThenReloaded() {
            let (root, first, _, rows, inline, basket) = makeScreen()
            expectAnimated(
                root,
                showing: [
                    ["First summary", "b", "c", "a (edited)", "Apple", "Plum"], ["x", "y"], ["Kiwi", "Fig", "Lime"],
                ]
            ) {
                first.moveChild(from: 0, to: 1)
                rows["a"]!.text = "a (edited)"
                rows["a"]!.reloadContent()
                inline.items[1] = Produce(id: 5, name: "Plum")
                basket.items = [
                    Produce(id: 4, name: "Kiwi"), Produce(id: 3, name: "Fig"), Produce(id: 6, name: "Lime"),
                ]
            }
        }

        @Test func rowsLeavingADeletedSectionMoveOutBeforeItGoes() {
            let (root, first, second, rows, inline, _) = makeScreen()
            expectAnimated(root, showing: [["x", "y", "a", "c"], ["Fig", "Kiwi"]]) {
                let a = rows["a"]!
                let c = rows["c"]!
                a.removeFromParent()
                c.removeFromParent()
                second.appendChild(a)
                second.appendChild(c)
                inline.appendItem(Produce(id: 7, name: "Quince"))
                first.removeFromParent()
            }
        }

        @Test func aSectionMovePlusARowMoveBetweenSections() {
            let (root, first, second, rows, inline, basket) = makeScreen()
            expectAnimated(
                root,
                showing: [["Kiwi"], ["x", "b"], ["First summary", "a", "c", "y", "Pear", "Apple"]]
            ) {
                let group = root.children[0]
                group.moveChild(from: 1, to: 0)
                root.moveChild(from: 1, to: 0)
                let y = rows["y"]!
                let b = rows["b"]!
                y.removeFromParent()
                b.removeFromParent()
                first.insertChild(y, at: 2)
                second.appendChild(b)
                inline.items = [Produce(id: 2, name: "Pear"), Produce(id: 1, name: "Apple")]
                basket.removeItem(at: 0)
            }
        }

        @Test func theRowsOfAListAmongASectionsRowsAreMovedInPlaceNotDeletedAndInsertedAgain() {
            let (root, _, second, rows, inline, _) = makeScreen()
            // "Apple", selected through the list's model, which the tree shows in the table.
            inline.selectedIDs = [1]
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
            let recorded = table.recordUpdates {
                root.performUpdates {
                    root.children[0].moveChild(from: 1, to: 0)
                    root.moveChild(from: 1, to: 0)
                    let b = rows["b"]!
                    b.removeFromParent()
                    second.appendChild(b)
                    inline.items = [Produce(id: 2, name: "Pear"), Produce(id: 1, name: "Apple")]
                }
            }
            #expect(recorded.filter { $0 == .performBatchUpdates }.count > 1)
            #expect(!recorded.contains { if case .deleteRows = $0 { true } else { false } })
            #expect(!recorded.contains { if case .insertRows = $0 { true } else { false } })
            #expect(recorded.reloads.isEmpty)
            #expect(
                table.shownRows() == [
                    ["Fig", "Kiwi"], ["x", "y", "b"], ["First summary", "a", "c", "Pear", "Apple"],
                ])
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 2)])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }

        @Test func aListAmongASectionsRowsThatEmptiesLosesItsRowsInTheFirstBatchWhereTheyAre() {
            func list(_ fruits: [Produce]) -> ListSection<Produce> {
                ListSection(fruits) { cell, fruit in cell.textLabel?.text = fruit.name }
            }
            let emptied = list([Produce(id: 1, name: "Apple"), Produce(id: 2, name: "Pear")])
            let kept = list([Produce(id: 3, name: "Plum"), Produce(id: 4, name: "Lime")])
            let a = TextRow("a")
            let second = CascadingSectionNode(children: [TextRow("b")])
            let root = RecoveringRoot(
                children: [SummarySection("First", children: [a, emptied, kept]), second], tableView: table)
            #expect(table.shownRows() == [["First summary", "a", "Apple", "Pear", "Plum", "Lime"], ["b"]])
            let recorded = table.recordUpdates {
                root.performUpdates {
                    root.moveChild(from: 1, to: 0)
                    a.removeFromParent()
                    second.appendChild(a)
                    emptied.items = []
                }
            }
            let batches = recorded.split(separator: .performBatchUpdates)
            let deletes: [Set<IndexPath>] = batches.map { batch in
                var paths: Set<IndexPath> = []
                for case .deleteRows(let deleted, _) in batch { paths.formUnion(deleted) }
                return paths
            }
            // The rows a list draws from its items change first, where the rows are; the nodes move after.
            #expect(batches.count > 1)
            #expect(deletes.first == [IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0)])
            #expect(deletes.dropFirst().allSatisfy { $0.isEmpty })
            #expect(table.shownRows() == [["b", "a"], ["First summary", "Plum", "Lime"]])
            #expect(table.violations.isEmpty && root.reports.isEmpty)
        }
    }
#endif
