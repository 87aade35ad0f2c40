import CascadingTable

#if !canImport(UIKit)
    /// One screen of the scripted session: a file-friendly name, a heading, and what happened to reach it.
    struct DemoScreen {
        /// A short name, used for the SVG file: `1-page`, `2-tap`, …
        let name: String
        /// The heading printed above the screen.
        let heading: String
        /// What the step did, one line each, as printed under the heading.
        let notes: [String]
    }

    /// The destination page and the scripted session run on it: look, tap a row, swipe one away.
    @MainActor
    final class DemoSession {
        /// The table the session drives: 375 by 400 points, grouped.
        let tableView: UITableView
        let attractions: AttractionsSection
        private let root: CascadingRootNode
        /// The attractions opened by a tap, in order; a box the rows can write to before `self` exists.
        private let opened: OpenedAttractions

        init() {
            let opened = OpenedAttractions()
            let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 400), style: .grouped)
            self.opened = opened
            self.tableView = tableView
            attractions = AttractionsSection(
                children: ["Harbour walk", "Old town tour", "Botanical garden"].map { title in
                    AttractionRow(title) { opened.titles.append($0) }
                })
            root = CascadingRootNode(
                children: [
                    DestinationHeaderSection(name: "Lisbon", summary: "Seven hills by the Tagus"),
                    attractions,
                    PracticalInfoSection(facts: [("Best season", "May–June"), ("Currency", "Euro")]),
                ],
                tableView: tableView)
        }

        /// Runs every step, handing each resulting screen to `show` while the table shows it.
        func run(_ show: (DemoScreen) -> Void) {
            show(DemoScreen(name: "1-page", heading: "The page", notes: []))

            let recorder = HeadlessCallRecorder()
            tableView.headlessRecorder = recorder
            tableView.headlessTap(rowAt: IndexPath(row: 1, section: 1))
            show(
                DemoScreen(
                    name: "2-tap", heading: "Tap \"Old town tour\"",
                    notes: [
                        "calls: \(recorder.events.map { "\($0)" }.joined(separator: ", "))",
                        "opened: \(opened.titles.map { "\"\($0)\"" }.joined(separator: ", "))",
                        "selected: \(describe(tableView.indexPathForSelectedRow))",
                    ]))

            recorder.removeAll()
            let buttons = tableView.headlessSwipe(rowAt: IndexPath(row: 0, section: 1))
            show(
                DemoScreen(
                    name: "3-swipe", heading: "Swipe \"Harbour walk\"",
                    notes: ["revealed: \(buttons.compactMap(\.title))"]))

            tableView.headlessTapSwipeAction(at: 0)
            show(
                DemoScreen(
                    name: "4-deleted", heading: "Tap Delete",
                    notes: [
                        "rows in \"Things to do\": \(tableView.numberOfRows(inSection: 1)) (nodes: \(attractions.children.count))",
                        "selection followed its row to \(describe(tableView.indexPathForSelectedRow))",
                    ]))
            tableView.headlessRecorder = nil
        }

        private func describe(_ indexPath: IndexPath?) -> String {
            indexPath.map { "\(Array($0))" } ?? "none"
        }
    }

    /// The titles of the attractions opened so far.
    @MainActor
    final class OpenedAttractions {
        var titles: [String] = []
    }
#endif
