// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable

    /// A table that records every row and section change with its animation, such as
    /// `insert rows [[0, 2]] automatic`, and collects violations instead of trapping.
    final class AnimationRecordingTable: UITableView {
        private(set) var changes: [String] = []
        private(set) var violations: [String] = []

        init() {
            super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 2_000), style: .plain)
            headlessViolationHandler = { [unowned self] violation in violations.append(violation.message) }
        }

        required init?(coder: NSCoder) { nil }

        private func record(_ change: String, _ animation: UITableView.RowAnimation) {
            changes.append("\(change) \(animation == .none ? "none" : "animated")")
        }

        override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            record("insert rows \(indexPaths.map { [$0.section, $0.row] })", animation)
            super.insertRows(at: indexPaths, with: animation)
        }

        override func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            record("delete rows \(indexPaths.map { [$0.section, $0.row] })", animation)
            super.deleteRows(at: indexPaths, with: animation)
        }

        override func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            record("insert sections \(Array(sections))", animation)
            super.insertSections(sections, with: animation)
        }

        override func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            record("delete sections \(Array(sections))", animation)
            super.deleteSections(sections, with: animation)
        }

        override func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            record("reload sections \(Array(sections))", animation)
            super.reloadSections(sections, with: animation)
        }

        override func reloadData() {
            changes.append("reload data")
            super.reloadData()
        }

        /// Returns the changes recorded since the last call and forgets them.
        func takeChanges() -> [String] {
            defer { changes = [] }
            return changes
        }

        /// The visible headers, rows and footers with their text, without geometry, such as
        /// `[header 0] "Fruit"` or `[0,1] "Loading…" <UIActivityIndicatorView animating>`.
        func content() -> [String] {
            renderedContent(self)
        }
    }

    /// A replaceable indicator view that records its hooks in a shared log.
    final class SpinnerView: UIView {
        var log: [String] = []
    }
#endif
