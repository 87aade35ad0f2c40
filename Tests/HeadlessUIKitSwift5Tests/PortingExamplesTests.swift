// Drives the examples with the headless engine's own API: built only where HeadlessUIKit is not UIKit.
#if !canImport(UIKit)
    import HeadlessUIKit
    import Testing

    /// The porting notes' examples do what the notes say, on the headless table.
    @MainActor
    struct PortingExamplesTests {
        /// A row handler that answers a height and records selections.
        final class TallRow: RowHandling {
            var selected: [IndexPath] = []
            func didSelect(in tableView: UITableView, at indexPath: IndexPath) { selected.append(indexPath) }
            func height(in tableView: UITableView, at indexPath: IndexPath) -> CGFloat? { 80 }
        }

        /// A row handler that keeps every default.
        final class PlainRow: RowHandling {}

        @Test func whenTheUserFlipsTheSwitch_thatTheCellReportsTheNewValue() {
            let cell = NotificationsCell(style: .default, reuseIdentifier: nil)
            var values: [Bool] = []
            cell.onChange = { values.append($0) }
            cell.toggle.headlessToggle()
            cell.toggle.headlessToggle()
            #expect(values == [true, false])
            #expect(cell.accessoryView === cell.toggle)
        }

        @Test func whenACellMakesItsViewsInCode_thatTheyAreInItsContentView() {
            let cell = ReviewCell(style: .default, reuseIdentifier: nil)
            #expect(cell.authorLabel.superview === cell.contentView && cell.ratingView.layer.cornerRadius == 4)
        }

        @Test func whenARowDelegateUsesUIKitsSwiftNames_thatTheTableAsksItForHeights() {
            let rows = ReviewRowDelegate()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.dataSource = rows
            table.delegate = rows
            table.layoutIfNeeded()
            #expect((0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height } == [88, 88, 88])
            #expect(table.contentSize.height == 264)
        }

        @Test func whenTheAdoptingClassDeclaresTheMember_thatTheSubclassOverrideIsCalled() {
            let photo = PhotoRowDelegate()
            let plain = RowDelegate()
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            table.rowHeight = 44
            table.dataSource = photo
            table.delegate = photo
            table.layoutIfNeeded()
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 120)
            table.dataSource = plain
            table.delegate = plain
            table.reloadData()
            table.layoutIfNeeded()
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        }

        @Test func whenATestRegistersThePrototypeInLoadView_thatTheFirstSnapshotShowsItsRows() {
            let screen = TrailsFromStoryboard(style: .plain)
            screen.headlessAppear(size: CGSize(width: 320, height: 480))
            #expect(screen.tableView.visibleCells.map { $0.textLabel?.text } == ["Angels Landing", "The Narrows"])
        }

        @Test func whenRowsAreForwarded_thatEachAnswersOrFallsBackToTheDefault() {
            let table = UITableView(frame: .zero, style: .plain)
            table.rowHeight = 44
            let delegate = ForwardingDelegate()
            let tall = TallRow()
            delegate.rows = [tall, PlainRow()]
            #expect(delegate.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 80)
            #expect(delegate.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == 44)
            #expect(delegate.tableView(table, heightForRowAt: IndexPath(row: 9, section: 0)) == 44)
            delegate.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
            delegate.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
            delegate.tableView(table, didSelectRowAt: IndexPath(row: 9, section: 0))
            passSelection(to: delegate, tableView: table, indexPath: IndexPath(row: 0, section: 0))
            #expect(tall.selected == [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 0)])
        }

        @Test func whenOverridesAreInTheClassBody_thatTheTableShowsTheirRows() {
            let parks = ParksController(style: .plain)
            parks.loadViewIfNeeded()
            parks.tableView.reloadData()
            #expect(parks.tableView.numberOfRows(inSection: 0) == 2)
            #expect(parks.park(at: IndexPath(row: 1, section: 0)) == "Zion")
            #expect(parks.park(at: IndexPath(row: 5, section: 0)) == "")
            let cell = parks.tableView(parks.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
            #expect(cell.textLabel?.text == "Arches")
        }
    }
#endif
