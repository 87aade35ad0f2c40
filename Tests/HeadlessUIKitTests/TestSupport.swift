// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A data source, delegate and prefetch data source backed by arrays of row titles, with hooks for
    /// the answers a test wants to change. The table's recorder, not this model, records the calls.
    @MainActor
    final class TableModel: NSObject, UITableViewDataSource, UITableViewDelegate, UITableViewDataSourcePrefetching {
        var sections: [[String]]
        var headerTitles: [Int: String] = [:]
        var footerTitles: [Int: String] = [:]
        /// Fixed real row height; `nil` answers the table's `rowHeight` (UIKit's behaviour without the method).
        var rowHeight: ((IndexPath) -> CGFloat)?
        /// Fixed estimate; `nil` answers the table's `estimatedRowHeight`.
        var estimatedRowHeight: ((IndexPath) -> CGFloat)?
        var willSelect: ((IndexPath) -> IndexPath?)?
        var willDeselect: ((IndexPath) -> IndexPath?)?
        var shouldHighlight = true
        var canEdit = true
        var canMove = true
        var editingStyle: UITableViewCell.EditingStyle = .delete
        var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
        var legacyActions: ((IndexPath) -> [UITableViewRowAction]?)?
        var moveTarget: ((IndexPath, IndexPath) -> IndexPath)?
        var menu: ((IndexPath) -> UIContextMenuConfiguration?)?
        /// Every distinct cell the data source handed out.
        private(set) var distinctCells = Set<ObjectIdentifier>()

        init(_ sections: [[String]]) {
            self.sections = sections
        }

        /// A model of `sections` sections of `rows` rows titled "s.r".
        convenience init(sections: Int, rows: Int) {
            self.init((0..<sections).map { section in (0..<rows).map { "\(section).\($0)" } })
        }

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            distinctCells.insert(ObjectIdentifier(cell))
            return cell
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            headerTitles[section]
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            footerTitles[section]
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            rowHeight?(indexPath) ?? tableView.rowHeight
        }

        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            estimatedRowHeight?(indexPath) ?? tableView.estimatedRowHeight
        }

        func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
            willSelect.map { $0(indexPath) } ?? indexPath
        }

        func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
            willDeselect.map { $0(indexPath) } ?? indexPath
        }

        func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { shouldHighlight }

        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit }

        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove }

        func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            editingStyle
        }

        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            trailingActions?(indexPath)
        }

        func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration?
        {
            leadingActions?(indexPath)
        }

        func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
            legacyActions?(indexPath)
        }

        func tableView(
            _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
            toProposedIndexPath proposedDestinationIndexPath: IndexPath
        ) -> IndexPath {
            moveTarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
        }

        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            switch editingStyle {
            case .delete:
                sections[indexPath.section].remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            case .insert:
                sections[indexPath.section].insert("new", at: indexPath.row)
                tableView.insertRows(at: [indexPath], with: .automatic)
            case .none:
                break
            }
        }

        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            let title = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
            sections[destinationIndexPath.section].insert(title, at: destinationIndexPath.row)
        }

        func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint)
            -> UIContextMenuConfiguration?
        {
            menu?(indexPath)
        }

        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
    }

    /// A model that declares it lacks `commit` and `moveRowAt`, as a plain UIKit data source might.
    @MainActor
    final class ReadOnlyTableModel: NSObject, UITableViewDataSource, UITableViewDelegate,
        HeadlessOptionalMembersReporting
    {
        let rows: [String]
        let headlessUnimplementedMembers: Set<UITableView.HeadlessOptionalMember> = [.commitEditingStyle, .moveRow]

        init(rows: [String]) {
            self.rows = rows
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }
    }

    /// A table of the given height, 320 points wide, wired to `model`, with a recorder attached.
    @MainActor
    func makeTable(
        _ model: TableModel, height: CGFloat = 200, style: UITableView.Style = .plain, rowHeight: CGFloat = 44
    ) -> (UITableView, HeadlessCallRecorder) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        table.rowHeight = rowHeight
        table.estimatedRowHeight = 0
        table.dataSource = model
        table.delegate = model
        let recorder = HeadlessCallRecorder()
        table.headlessRecorder = recorder
        return (table, recorder)
    }

    /// Index paths of section 0 for the given rows.
    func rows(_ rows: Int...) -> [IndexPath] {
        rows.map { IndexPath(row: $0, section: 0) }
    }

    /// Index path shorthand.
    func ip(_ section: Int, _ row: Int) -> IndexPath {
        IndexPath(row: row, section: section)
    }

    /// A violation collector to install as a table's handler.
    @MainActor
    final class ViolationLog {
        private(set) var messages: [String] = []

        func install(on table: UITableView) {
            table.headlessViolationHandler = { [weak self] violation in self?.messages.append(violation.message) }
        }
    }

    extension Array where Element == HeadlessCallRecorder.Event {
        /// The events without heights and estimates, to keep order assertions readable.
        var withoutHeights: [Element] {
            filter {
                switch $0 {
                case .heightForRow, .estimatedHeightForRow, .heightForHeader, .heightForFooter: false
                default: true
                }
            }
        }
    }
#endif
