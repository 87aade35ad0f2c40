// A destination page composed from three section nodes, driven through the headless table view
// exactly as UIKit would drive it, and printed to the terminal.
import CascadingTable

#if !canImport(UIKit)
    @MainActor
    func runDemo() {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), style: .grouped)
        let attractions = AttractionsSection(
            children: ["Harbour walk", "Old town tour", "Botanical garden"].map { title in
                AttractionRow(title) { print("  → didSelectRowAt: opening \"\($0)\"") }
            })
        let root = CascadingRootNode(
            children: [
                DestinationHeaderSection(name: "Lisbon", summary: "Seven hills by the Tagus"),
                attractions,
                PracticalInfoSection(facts: [("Best season", "May–June"), ("Currency", "Euro")]),
            ],
            tableView: tableView)

        print("== The page")
        print(tableView.headlessRenderedText())

        let recorder = HeadlessCallRecorder()
        tableView.headlessRecorder = recorder

        print("\n== Tap \"Old town tour\"")
        tableView.headlessTap(rowAt: IndexPath(row: 1, section: 1))
        print("  calls: \(recorder.events.map { "\($0)" }.joined(separator: ", "))")
        print("  selected: \(tableView.indexPathForSelectedRow.map { "\(Array($0))" } ?? "none")")

        print("\n== Swipe \"Harbour walk\" and tap Delete")
        recorder.removeAll()
        let buttons = tableView.headlessSwipe(rowAt: IndexPath(row: 0, section: 1))
        print("  revealed: \(buttons.compactMap(\.title))")
        tableView.headlessTapSwipeAction(at: 0)
        print(
            "  rows in \"Things to do\": \(tableView.numberOfRows(inSection: 1)) (nodes: \(attractions.children.count))"
        )
        print("  selection followed its row to \(tableView.indexPathForSelectedRow.map { "\(Array($0))" } ?? "none")")
        print(tableView.headlessRenderedText())
        withExtendedLifetime(root) {}
    }

    MainActor.assumeIsolated {
        runDemo()
    }
#else
    // On Apple platforms the table is UIKit's, which has no headless driver to run this session with.
    print("cascading-demo drives the headless table; run it where UIKit does not exist (Linux).")
#endif
