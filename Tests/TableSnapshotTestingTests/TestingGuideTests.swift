#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import TableSnapshotTesting
    import Testing

    // The code of Docs/TestingHeadlessly.md, compiled and run here; each block of the guide is a
    // snippet of this file (DocumentationSnippetTests), so the two cannot drift.

    // snippet: testing-headlessly-1
    final class ItemRow: CascadingNode {
        let name: String
        let onOpen: (String) -> Void

        init(_ name: String, onOpen: @escaping (String) -> Void) {
            self.name = name
            self.onOpen = onOpen
            super.init()
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = name
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { onOpen(name) }

        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        { .delete }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) { removeFromParent() }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }
    // end snippet

    // snippet: testing-headlessly-screen
    final class GroceriesViewController: UITableViewController {
        let list = ListSection(["Bread", "Milk"], id: \.self) { cell, name in cell.textLabel?.text = name }
        private lazy var root = CascadingRootNode(tableView: tableView)

        override func viewDidLoad() {
            super.viewDidLoad()
            root.children = [
                RowSection(header: "Delivery") {
                    ListRow("To my door", subtitle: "Tomorrow").toggle(isOn: true) { _ in }
                },
                list,
            ]
        }
    }
    // end snippet

    @MainActor
    @Suite struct TestingGuideTests {
        @Test func readingCellsAndUpdatesOfATableViewControllersOwnTable() {
            // snippet: testing-headlessly-cells
            let screen = GroceriesViewController(style: .plain)
            screen.headlessAppear(size: CGSize(width: 320, height: 480))
            let shown = screen.tableView.cellContents()
            #expect(shown.map { $0.map(\.text) } == [["To my door"], ["Bread", "Milk"]])
            #expect(shown[0][0].secondaryText == "Tomorrow")
            #expect(shown[0][0].isOn == true)
            // end snippet

            // snippet: testing-headlessly-updates
            let updates = screen.tableView.recordUpdates { screen.list.items.append("Eggs") }
            #expect(updates.animatesWithoutReloading)
            #expect(updates.changes == [.insertRows([IndexPath(row: 2, section: 1)], .automatic)])
            #expect(screen.tableView.visibleCellContents().map(\.text) == ["To my door", "Bread", "Milk", "Eggs"])
            // end snippet
            // What HeadlessCallRecorder.Update's documentation shows for an appended item.
            #expect(updates == [.performBatchUpdates, .insertRows([IndexPath(row: 2, section: 1)], .automatic)])
            #expect(screen.tableView.headlessRecorder == nil)
        }

        @Test func theGuideSession() {
            // snippet: testing-headlessly-2
            var opened: [String] = []
            let list = CascadingSectionNode(
                children: ["Bread", "Milk", "Eggs"].map { ItemRow($0) { opened.append($0) } })
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            let root = CascadingRootNode(children: [list], tableView: table)
            #expect(table.headlessRenderedText().contains("[0,1] y=44 h=44 \"Milk\""))
            // end snippet

            // snippet: testing-headlessly-3
            let recorder = HeadlessCallRecorder()
            table.headlessRecorder = recorder
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(opened == ["Milk"])
            #expect(recorder.events.contains(.didSelectRow(IndexPath(row: 1, section: 0))))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            // end snippet

            // snippet: testing-headlessly-4
            let revealed = table.headlessSwipe(rowAt: IndexPath(row: 0, section: 0))
            #expect(revealed.map(\.title) == ["Delete"])
            table.headlessTapSwipeAction(at: 0)
            #expect(list.children.compactMap { ($0 as? ItemRow)?.name } == ["Milk", "Eggs"])

            table.setEditing(true, animated: false)
            table.headlessMoveRow(at: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
            #expect(list.children.compactMap { ($0 as? ItemRow)?.name } == ["Eggs", "Milk"])
            // end snippet

            // snippet: testing-headlessly-5
            assertTableSnapshot(of: table, named: "shopping-list-editing")
            assertTableSnapshot(of: table, as: .svg, named: "shopping-list-editing")
            // end snippet
            withExtendedLifetime(root) {}
        }

    }
#endif
