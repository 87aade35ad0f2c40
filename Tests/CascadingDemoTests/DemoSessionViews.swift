#if !canImport(UIKit)
    import CascadingTable
    import TableSnapshotTesting

    @testable import cascading_demo

    /// What the demo's tests read from a session's view, whichever view it is.
    @MainActor
    extension DemoSession {
        /// The table, when the session shows the page in a table.
        var tableView: UITableView? { (surface as? TableSurface)?.tableView }

        /// The collection view, when the session shows the page in a collection view.
        var collectionView: UICollectionView? { (surface as? CollectionSurface)?.collectionView }

        /// What each section shows, row by row or item by item: the text, the secondary text after a
        /// `|`, and `(selected)` for a selected one.
        var shownRows: [[String]] {
            if let tableView {
                return (0..<tableView.numberOfSections).map { section in
                    (0..<tableView.numberOfRows(inSection: section)).map { row in
                        let cell = tableView.cellForRow(at: IndexPath(row: row, section: section))
                        return describe(cell?.contentConfiguration, selected: cell?.isSelected == true)
                    }
                }
            }
            guard let collectionView else { return [] }
            return (0..<collectionView.numberOfSections).map { section in
                (0..<collectionView.numberOfItems(inSection: section)).map { item in
                    let cell = collectionView.cellForItem(at: IndexPath(item: item, section: section))
                    return describe(cell?.contentConfiguration, selected: cell?.isSelected == true)
                }
            }
        }

        /// Compares the view's text and SVG pictures with the references named `name`.
        func assertSnapshots(
            named name: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line
        ) {
            if let tableView {
                assertTableSnapshot(of: tableView, named: name, fileID: fileID, filePath: filePath, line: line)
                assertTableSnapshot(
                    of: tableView, as: .svg, named: name, fileID: fileID, filePath: filePath, line: line)
            }
            if let collectionView {
                assertCollectionViewSnapshot(
                    of: collectionView, named: name, fileID: fileID, filePath: filePath, line: line)
                assertCollectionViewSnapshot(
                    of: collectionView, as: .svg, named: name, fileID: fileID, filePath: filePath, line: line)
            }
        }

        private func describe(_ configuration: (any UIContentConfiguration)?, selected: Bool) -> String {
            let list = configuration as? UIListContentConfiguration
            var text = list?.text ?? "?"
            if let detail = list?.secondaryText { text += " | \(detail)" }
            return selected ? text + " (selected)" : text
        }
    }
#endif
