// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    @MainActor
    @Suite struct HeadlessTableDrivingTests {
        final class Row: CascadingNode {
            let title: String
            init(_ title: String) {
                self.title = title
                super.init()
            }
            override func prepare(tableView: UITableView) {
                super.prepare(tableView: tableView)
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = title
                return cell
            }
            override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
                -> UITableViewCell.EditingStyle
            { .delete }
            override func tableView(
                _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                forRowAt indexPath: IndexPath
            ) {
                removeFromParent()  // the attached tree deletes the row from the table
            }
        }

        @Test func whenARootIsAttached_thatTheTableLoadsTapsAndDeletesThroughTheTree() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            let section = CascadingSectionNode(children: [Row("a"), Row("b"), Row("c")])
            let root = CascadingRootNode(children: [section], tableView: table)
            let recorder = HeadlessCallRecorder(recordsEstimates: false)
            table.headlessRecorder = recorder
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "b", "c"])
            #expect(Array(recorder.events.prefix(2)) == [.numberOfSections, .numberOfRows(section: 0)])
            table.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
            #expect(table.headlessSwipe(rowAt: IndexPath(row: 0, section: 0)).map(\.title) == ["Delete"])
            table.headlessTapSwipeAction()
            #expect(section.children.count == 2)
            #expect(table.visibleCells.map { $0.textLabel?.text } == ["b", "c"])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
            withExtendedLifetime(root) {}
        }
    }
#endif
