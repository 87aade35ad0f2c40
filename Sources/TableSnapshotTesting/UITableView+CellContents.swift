import HeadlessUIKit

/// Reading what every row of a table shows.
extension UITableView {
    /// What every row shows, per section, as the data source configures its cell.
    ///
    /// Asks the table for its counts, then the data source for each row's cell, so rows outside the
    /// visible area are read too; each cell is read with ``TableCellContent``. Without a data source the
    /// result is empty.
    ///
    ///     #expect(tableView.cellContents().map { $0.map(\.text) } == [["Wi-Fi", "Bluetooth"], ["Sign Out"]])
    ///
    /// - Returns: One array per section, one content per row.
    public func cellContents() -> [[TableCellContent]] {
        guard let dataSource else { return [] }
        return (0..<numberOfSections).map { section in
            (0..<numberOfRows(inSection: section)).map { row in
                TableCellContent(dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section)))
            }
        }
    }

    /// What the visible rows show, in row order, after laying the table out.
    ///
    /// Reads the cells the table displays, so it also sees what a cell showed since it was configured
    /// (a switch flipped by a tap, a reconfigured row).
    ///
    /// - Returns: One content per visible row, top to bottom.
    public func visibleCellContents() -> [TableCellContent] {
        layoutIfNeeded()
        return (indexPathsForVisibleRows ?? []).sorted().compactMap { cellForRow(at: $0).map(TableCellContent.init) }
    }
}
