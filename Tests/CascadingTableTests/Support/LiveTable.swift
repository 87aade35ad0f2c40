// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable

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

    /// A root that records the inconsistencies it recovered from.
    class RecoveringRoot: CascadingRootNode {
        private(set) var recoveries: [String] = []
        private(set) var reports: [String] = []
        override func tableUpdateDidRecover(from inconsistency: CascadingInconsistency) {
            reports.append(inconsistency.description)
            recoveries.append(
                "\(inconsistency.node) section \(inconsistency.section): expected \(inconsistency.expectedRowCount), reported \(inconsistency.reportedRowCount)"
            )
        }
    }

    /// A table that counts the batches and reloads it is asked for, and collects violations instead of trapping.
    final class CountingTable: UITableView {
        private(set) var batches = 0
        private(set) var reloads = 0
        private(set) var violations: [String] = []

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000), style: .plain)
            headlessViolationHandler = { [unowned self] violation in violations.append(violation.message) }
        }

        required init?(coder: NSCoder) { nil }

        override func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
            batches += 1
            super.performBatchUpdates(updates, completion: completion)
        }

        override func reloadData() {
            reloads += 1
            super.reloadData()
        }

        /// The row and section changes the table was told about, in order, as short strings such as
        /// `insert rows [0, 3]`.
        private(set) var operations: [String] = []

        override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            operations.append("insert rows \(indexPaths.map { [$0.section, $0.row] })")
            super.insertRows(at: indexPaths, with: animation)
        }

        override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            operations.append("delete rows \(indexPaths.map { [$0.section, $0.row] })")
            super.deleteRows(at: indexPaths, with: animation)
        }

        override func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            operations.append("reload rows \(indexPaths.map { [$0.section, $0.row] })")
            super.reloadRows(at: indexPaths, with: animation)
        }

        override func reconfigureRows(at indexPaths: [IndexPath]) {
            operations.append("reconfigure rows \(indexPaths.map { [$0.section, $0.row] })")
            super.reconfigureRows(at: indexPaths)
        }

        override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            operations.append("insert sections \(Array(sections))")
            super.insertSections(sections, with: animation)
        }

        override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            operations.append("delete sections \(Array(sections))")
            super.deleteSections(sections, with: animation)
        }

        override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            operations.append("reload sections \(Array(sections))")
            super.reloadSections(sections, with: animation)
        }

        /// Forgets the operations recorded so far.
        func forgetOperations() { operations = [] }

        /// What the table shows on screen after a layout pass: the text of each visible cell, in order.
        func visibleTexts() -> [String] {
            layoutIfNeeded()
            return (indexPathsForVisibleRows ?? []).map { cellForRow(at: $0)?.textLabel?.text ?? "" }
        }

        /// What the table shows: per section, the text of each row, asked through the table's own counts.
        func shownRows() -> [[String]] {
            guard let dataSource else { return [] }
            return (0..<numberOfSections).map { section in
                (0..<numberOfRows(inSection: section)).map {
                    dataSource.tableView(self, cellForRowAt: IndexPath(row: $0, section: section)).textLabel?.text ?? ""
                }
            }
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
