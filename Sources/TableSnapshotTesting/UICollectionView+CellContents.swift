import HeadlessUIKit

/// Reading what every item of a collection view shows.
extension UICollectionView {
    /// What every item shows, per section, as the data source configures its cell.
    ///
    /// Asks the collection view for its counts, then the data source for each item's cell, so items
    /// outside the visible area are read too; each cell is read with ``TableCellContent``. Without a
    /// data source the result is empty.
    ///
    ///     #expect(collectionView.cellContents().map { $0.map(\.text) } == [["Wi-Fi", "Bluetooth"]])
    ///
    /// - Returns: One array per section, one content per item.
    public func cellContents() -> [[TableCellContent]] {
        guard let dataSource else { return [] }
        return (0..<numberOfSections).map { section in
            (0..<numberOfItems(inSection: section)).map { item in
                TableCellContent(
                    dataSource.collectionView(self, cellForItemAt: IndexPath(item: item, section: section)))
            }
        }
    }

    /// What the visible items show, in index-path order, after laying the collection view out.
    ///
    /// Reads the cells the collection view displays, so it also sees what a cell showed since it was
    /// configured (a switch flipped by a tap, a reconfigured item).
    ///
    /// - Returns: One content per visible item, in index-path order.
    public func visibleCellContents() -> [TableCellContent] {
        layoutIfNeeded()
        return indexPathsForVisibleItems.sorted().compactMap { cellForItem(at: $0).map(TableCellContent.init) }
    }
}
