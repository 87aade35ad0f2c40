// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import TableSnapshotTesting

    /// A row that shows its name.
    final class NamedRow: CascadingNode {
        let name: String
        var canMove = false
        private(set) var configurations = 0
        init(_ name: String) {
            self.name = name
            super.init()
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            configurations += 1
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = name
            return cell
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }
        override var description: String { "row \(name)" }
    }

    /// A section of named rows.
    final class NamedSection: CascadingSectionNode {
        let name: String
        init(_ name: String, rows: [String] = []) {
            self.name = name
            super.init(children: rows.map { NamedRow($0) })
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { name }
        override var description: String { "section \(name)" }
    }

    /// A leaf section whose rows are a plain array it manages itself.
    final class ArraySection: CascadingNode {
        nonisolated(unsafe) var items: [String]
        init(_ items: [String]) {
            self.items = items
            super.init()
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = items.indices.contains(indexPath.row) ? items[indexPath.row] : "?"
            return cell
        }
        override var description: String { "array section \(items)" }
    }

    /// A root that records the inconsistencies it recovered from and the repeated identifiers it was told
    /// of, instead of printing them, for the test to assert on.
    class RecoveringRoot: CascadingRootNode {
        private(set) var recoveries: [String] = []
        private(set) var reports: [String] = []
        private(set) var duplicates: [String] = []
        override func tableUpdateDidFindDuplicate(_ duplicate: CascadingDuplicateIdentifier) {
            duplicates.append("\(duplicate.identifier)")
        }
        override func tableUpdateDidRecover(from inconsistency: CascadingInconsistency) {
            reports.append(inconsistency.description)
            recoveries.append(
                "\(inconsistency.node) section \(inconsistency.section): expected \(inconsistency.expectedRowCount), reported \(inconsistency.reportedRowCount)"
            )
        }
    }

    /// A validating table with a `HeadlessCallRecorder` attached, which collects violations instead of
    /// trapping; what it was told to change is read from the recorder.
    final class CountingTable: UITableView {
        /// The recorder of the calls this table made and received.
        let recorder = HeadlessCallRecorder(recordsEstimates: false)
        private(set) var violations: [String] = []
        private var forgottenUpdates = 0

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000), style: .plain)
            headlessRecorder = recorder
            headlessViolationHandler = { [unowned self] violation in violations.append(violation.message) }
        }

        required init?(coder: NSCoder) { nil }

        /// How many `performBatchUpdates(_:completion:)` calls the table received.
        var batches: Int {
            tallyNewUpdates()
            return tally.batches
        }

        /// How many `reloadData()` calls the table received.
        var reloads: Int {
            tallyNewUpdates()
            return tally.reloads
        }

        /// The counts so far and how many updates they cover, so that randomized tests asking after every
        /// step do not count the whole history again.
        private var tally = (counted: 0, batches: 0, reloads: 0)

        private func tallyNewUpdates() {
            for update in recorder.updates.dropFirst(tally.counted) {
                if update == .performBatchUpdates { tally.batches += 1 }
                if update == .reloadData { tally.reloads += 1 }
            }
            tally.counted = recorder.updates.count
        }

        /// The row and section changes the table was told about since the last `forgetOperations()`, in
        /// order, without their animations, such as `insert rows [[0, 3]]`.
        var operations: [String] {
            recorder.updates.dropFirst(forgottenUpdates).changes.map { $0.description(showingAnimation: false) }
        }

        /// Forgets the operations recorded so far.
        func forgetOperations() { forgottenUpdates = recorder.updates.count }

        /// What the table shows on screen after a layout pass: the text of each visible cell, in order.
        func visibleTexts() -> [String] {
            visibleCellContents().map { $0.text ?? "" }
        }

        /// What the table shows: per section, the text of each row, asked through the table's own counts.
        func shownRows() -> [[String]] {
            cellContents().map { $0.map { $0.text ?? "" } }
        }
    }

    /// What a tree of named sections and rows shows.
    @MainActor
    func expectedRows(_ root: CascadingNode) -> [[String]] {
        root.children.map { section in
            if let array = section as? ArraySection { return array.items }
            return section.children.map { ($0 as? NamedRow)?.name ?? "" }
        }
    }
#endif
