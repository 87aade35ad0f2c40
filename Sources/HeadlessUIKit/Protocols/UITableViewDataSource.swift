#if !canImport(UIKit)
    import Foundation

    /// Supplies a table view's sections, rows and cells, and commits edits to the data.
    ///
    /// UIKit's optional members are requirements here with default implementations that answer
    /// what UIKit does when a data source does not implement the member.
    @preconcurrency @MainActor
    public protocol UITableViewDataSource: NSObjectProtocol {
        /// The number of rows in a section.
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
        /// The cell for a row.
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
        /// The number of sections. Default: 1.
        func numberOfSections(in tableView: UITableView) -> Int
        /// The title of a section's header. Default: `nil` (no header).
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
        /// The title of a section's footer. Default: `nil` (no footer).
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
        /// Whether a row is editable. Default: `true`.
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
        /// Whether a row shows a reorder control. Default: `true` (the control also needs `moveRowAt`).
        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
        /// The titles of the section index. Default: `nil` (no index).
        func sectionIndexTitles(for tableView: UITableView) -> [String]?
        /// The section an index title jumps to. Default: the title's position.
        func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
        /// Commits an insertion or deletion. Default: nothing is committed.
        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
        /// Moves a row in the data after the user reordered it. Default: nothing moves.
        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    }

    extension UITableViewDataSource {
        /// A table has one section when its data source does not say otherwise.
        public func numberOfSections(in tableView: UITableView) -> Int { 1 }
        /// No header title.
        public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
        /// No footer title.
        public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
        /// Every row is editable.
        public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        /// Every row can move (the reorder control additionally needs `moveRowAt`).
        public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        /// No section index.
        public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
        /// The index title at a position jumps to the section at the same position.
        public func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
        {
            index
        }
        /// Nothing is committed. Reached on the table's own data source, which the table took to implement
        /// the member, it reports an unrecognized selector to the table (see `HeadlessOptionalMembersReporting`).
        public func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            tableView.dataSourceDefaultReached(
                .commitEditingStyle, selector: "tableView:commitEditingStyle:forRowAtIndexPath:", on: self)
        }
        /// Nothing moves. Reached on the table's own data source, which the table took to implement the
        /// member, it reports an unrecognized selector to the table (see `HeadlessOptionalMembersReporting`).
        public func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            tableView.dataSourceDefaultReached(
                .moveRow, selector: "tableView:moveRowAtIndexPath:toIndexPath:", on: self)
        }
    }
#endif
