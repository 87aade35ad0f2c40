// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import TableSnapshotTesting
    import Testing

    /// The status rows of several list sections share reusable cells: a cell that showed one section's
    /// empty-state view, loading indicator or configured empty row shows only what the section that
    /// reuses it gives, in a table and in a collection-view list.
    @MainActor
    @Suite("List section: status rows in reused cells")
    struct ListStatusRowsReuseTests {
        /// A list section of fruits showing each name in a table.
        private func tableList(_ items: [Fruit] = []) -> ListSection<Fruit> {
            ListSection(items) { cell, fruit in cell.textLabel?.text = fruit.name }
        }

        /// A list section of fruits showing each name in a table or a collection-view list.
        private func contentList(_ items: [Fruit] = []) -> ListSection<Fruit> {
            ListSection(items).content { fruit, content in content.text = fruit.name }
        }

        /// Enough fruits to push the next section off a 200-point screen.
        private var manyFruits: [Fruit] {
            (1...12).map { Fruit(100 + $0, "Fruit \($0)") }
        }

        /// A 200-point table showing `sections`, laid out.
        private func attachedTable(_ sections: [CascadingNode]) -> (CountingTable, ListRoot) {
            let table = CountingTable()
            table.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
            let root = ListRoot(children: sections, tableView: table)
            table.layoutIfNeeded()
            return (table, root)
        }

        private func cell(_ table: UITableView, _ row: Int, _ section: Int) -> UITableViewCell? {
            table.layoutIfNeeded()
            return table.cellForRow(at: IndexPath(row: row, section: section))
        }

        private func text(_ table: UITableView, _ row: Int, _ section: Int) -> String? {
            cell(table, row, section).map { TableCellContent($0).text ?? "" }
        }

        private func scroll(_ scrollView: UIScrollView, toEnd: Bool) {
            scrollView.layoutIfNeeded()
            let end = max(0, scrollView.contentSize.height - scrollView.bounds.height)
            scrollView.contentOffset = CGPoint(x: 0, y: toEnd ? end : 0)
            scrollView.layoutIfNeeded()
        }

        // MARK: Table

        @Test func scrollingFromAnEmptyViewToATextEmptyRowShowsOnlyTheText() throws {
            let placeholder = UIView()
            let top = tableList().emptyState(view: placeholder)
            let bottom = tableList().emptyState("Nothing at the bottom")
            let (table, root) = attachedTable([top, tableList(manyFruits), bottom])
            let topCell = try #require(cell(table, 0, 0))
            #expect(placeholder.superview === topCell.contentView)
            scroll(table, toEnd: true)
            let bottomCell = try #require(cell(table, 0, 2))
            #expect(bottomCell === topCell, "the table reuses the top status row's cell")
            #expect(text(table, 0, 2) == "Nothing at the bottom")
            #expect(!bottomCell.contentView.subviews.contains(placeholder))
            #expect(placeholder.superview == nil)
            scroll(table, toEnd: false)
            #expect(placeholder.superview === cell(table, 0, 0)?.contentView)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aSectionThatEmptiesShowsItsOwnViewInTheCellAnotherSectionsEmptyRowLeft() throws {
            let first = UIView()
            let second = UIView()
            let top = tableList().emptyState(view: first)
            let bottom = tableList(fruits("Apple")).emptyState(view: second)
            let (table, root) = attachedTable([top, bottom])
            let topCell = try #require(cell(table, 0, 0))
            top.items = fruits("Pear")
            bottom.items = []
            let bottomCell = try #require(cell(table, 0, 1))
            #expect(bottomCell === topCell, "the table reuses the top status row's cell")
            #expect(second.superview === bottomCell.contentView)
            #expect(first.superview == nil)
            top.items = []
            let refilled = try #require(cell(table, 0, 0))
            #expect(first.superview === refilled.contentView)
            #expect(!refilled.contentView.subviews.contains(second))
            #expect(second.superview === cell(table, 0, 1)?.contentView)
            #expect(!(cell(table, 0, 1)?.contentView.subviews.contains(first) ?? true))
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func anErrorRowInTheCellOfAnotherSectionsEmptyViewShowsOnlyTheError() throws {
            let placeholder = UIView()
            let top = tableList().emptyState(view: placeholder)
            let bottom = tableList(fruits("Apple")).errorText { _ in "Offline" }
            let (table, root) = attachedTable([top, bottom])
            let topCell = try #require(cell(table, 0, 0))
            top.items = fruits("Pear")
            bottom.performUpdates {
                bottom.items = []
                bottom.loadState = .failed(OfflineError())
            }
            let errorCell = try #require(cell(table, 0, 1))
            #expect(errorCell === topCell, "the table reuses the top status row's cell")
            #expect(text(table, 0, 1) == "Offline")
            #expect(errorCell.selectionStyle == .default)
            #expect(placeholder.superview == nil)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        @Test func aConfiguredEmptyRowStartsFromACellWithoutTheLastSectionsAccessories() throws {
            let middle = tableList(fruits("Apple")).emptyState { cell in
                cell.textLabel?.text = "Middle is empty"
                cell.accessoryType = .detailButton
                cell.imageView?.image = UIImage(systemName: "tray")
            }
            let bottom = tableList(fruits("Pear")).emptyState { cell in cell.textLabel?.text = "Bottom is empty" }
            let (table, root) = attachedTable([tableList(fruits("Plum")), middle, bottom])
            middle.items = []
            let middleCell = try #require(cell(table, 0, 1))
            #expect(text(table, 0, 1) == "Middle is empty")
            #expect(middleCell.accessoryView == nil)
            #expect(middleCell.accessoryType == .detailButton)
            #expect(middleCell.imageView?.image != nil)
            middle.items = fruits("Apple")
            bottom.items = []
            let bottomCell = try #require(cell(table, 0, 2))
            #expect(bottomCell === middleCell, "the table reuses the middle empty row's cell")
            #expect(text(table, 0, 2) == "Bottom is empty")
            #expect(bottomCell.accessoryType == .none)
            #expect(bottomCell.imageView?.image == nil)
            #expect(bottomCell.accessoryView == nil)
            #expect(table.violations.isEmpty && root.recoveries.isEmpty)
        }

        // MARK: Collection-view list

        @Test func inAListScrollingFromAnEmptyViewToATextEmptyRowShowsOnlyTheText() throws {
            let placeholder = UIView()
            let top = contentList().emptyState(view: placeholder)
            let bottom = contentList().emptyState("Nothing at the bottom")
            let (root, collectionView) = attachedList([top, contentList(manyFruits), bottom], height: 200)
            let topCell = try #require(collectionView.listCell(0, 0))
            #expect(placeholder.superview === topCell.contentView)
            scroll(collectionView, toEnd: true)
            let bottomCell = try #require(collectionView.listCell(0, 2))
            #expect(bottomCell === topCell, "the list reuses the top status row's cell")
            #expect(collectionView.listContent(0, 2)?.text == "Nothing at the bottom")
            #expect(!bottomCell.contentView.subviews.contains(placeholder))
            #expect(placeholder.superview == nil)
            scroll(collectionView, toEnd: false)
            #expect(placeholder.superview === collectionView.listCell(0, 0)?.contentView)
            _ = root
        }

        @Test func inAListASectionThatEmptiesShowsItsOwnViewInTheCellAnotherSectionsEmptyRowLeft() throws {
            let first = UIView()
            let second = UIView()
            let top = contentList().emptyState(view: first)
            let bottom = contentList(fruits("Apple")).emptyState(view: second)
            let (root, collectionView) = attachedList([top, bottom])
            let topCell = try #require(collectionView.listCell(0, 0))
            root.performUpdates {
                top.items = fruits("Pear")
                bottom.items = []
            }
            let bottomCell = try #require(collectionView.listCell(0, 1))
            #expect(bottomCell === topCell, "the list reuses the top status row's cell")
            #expect(second.superview === bottomCell.contentView)
            #expect(first.superview == nil)
            #expect(collectionView.listContent(0, 0)?.text == "Pear")
            #expect(collectionView.listContent(0, 1)?.text == nil)
        }

        @Test func inAListASectionThatEmptiesAsAnotherSectionsLoadingRowLeavesShowsOnlyItsOwnView() throws {
            let spinner = UIView()
            let placeholder = UIView()
            let top = contentList().loadingIndicator { spinner }
            let bottom = contentList(fruits("Apple")).emptyState(view: placeholder)
            let (root, collectionView) = attachedList([top, bottom])
            top.setLoadState(.loading, animated: false)
            #expect(collectionView.shownAccessories(0, 0) == [.customView])
            root.performUpdates {
                top.items = fruits("Plum")
                top.loadState = .idle
                bottom.items = []
            }
            let emptyCell = try #require(collectionView.listCell(0, 1))
            #expect(collectionView.shownAccessories(0, 1) == [])
            #expect(placeholder.superview === emptyCell.contentView)
            // The cell that showed the loading row keeps its accessory until it is configured again, as in
            // UIKit, but no cell on screen shows the spinner.
            #expect(!collectionView.visibleCells.contains { spinner.superview === $0 })
        }
    }
#endif
