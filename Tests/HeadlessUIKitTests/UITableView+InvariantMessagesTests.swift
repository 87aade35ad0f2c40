// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    #if CASCADING_INTERNAL_CHECKS
        import Foundation
        import Testing

        @testable import HeadlessUIKit

        /// Each invariant the table checks, broken on purpose in a laid-out table: the check names the
        /// invariant and the values involved. (A real break traps with this message; see the exit tests.)
        @MainActor
        @Suite struct UITableViewInvariantMessagesTests {
            private func laidOut(headers: Bool = false) -> (UITableView, TableModel) {
                let model = TableModel(sections: 1, rows: 3)
                if headers { model.headerTitles = [0: "Fruit"] }
                let (table, _) = makeTable(model)
                table.layoutIfNeeded()
                return (table, model)
            }

            @Test func whenNothingIsBroken_thatNoCheckpointReportsAnything() {
                let (table, _) = laidOut(headers: true)
                for checkpoint in [UITableView.InvariantCheckpoint.load, .layoutPass, .update] {
                    #expect(table.brokenInvariant(after: checkpoint) == nil)
                }
            }

            @Test func whenTheDataSourceGainsARowUntold_thatTheLoadCheckNamesBothCountsAndTheLayoutCheckDoesNot() {
                let (table, model) = laidOut()
                model.sections[0].append("untold")
                #expect(
                    table.brokenInvariant(after: .load)
                        == "the table caches 3 rows in section 0, its data source has 4.")
                #expect(table.brokenInvariant(after: .layoutPass) == nil)
            }

            @Test func whenTheDataSourceGainsASectionUntold_thatTheSectionCountsAreNamed() {
                let (table, model) = laidOut()
                model.sections.append(["new"])
                #expect(table.brokenInvariant(after: .update) == "the table caches 1 sections, its data source has 2.")
            }

            @Test func whenARowThatDoesNotExistIsSelected_thatTheRowAndTheCachedCountsAreNamed() {
                let (table, _) = laidOut()
                table.selectedRows.insert(ip(0, 7))
                #expect(
                    table.brokenInvariant(after: .load)
                        == "row [0, 7] is selected, but the table caches [3] rows per section.")
            }

            @Test func whenAVisibleRowHasNoCell_thatTheDisplayedAndVisibleRowsAreNamed() throws {
                let (table, _) = laidOut()
                table.displayedCells[ip(0, 1)] = nil
                let message = try #require(table.brokenInvariant(after: .layoutPass))
                #expect(
                    message.hasPrefix(
                        "the table displays cells for rows [[0, 0], [0, 2]], but rows [[0, 0], [0, 1], [0, 2]]"))
                #expect(table.brokenInvariant(after: .load) == nil)
            }

            @Test func whenAVisibleHeaderHasNoView_thatTheDisplayedAndVisibleItemsAreNamed() throws {
                let (table, _) = laidOut(headers: true)
                table.displayedSupplementaryViews[.header(0)] = nil
                let message = try #require(table.brokenInvariant(after: .layoutPass))
                #expect(
                    message.hasPrefix(
                        "the table displays [], but [\"header 0\"] are visible in (0.0, 0.0, 320.0, 200.0)"))
            }

            @Test func whenADisplayedCellLeavesTheTable_thatItsRowIsNamed() throws {
                let (table, _) = laidOut()
                try #require(table.displayedCells[ip(0, 2)]).removeFromSuperview()
                #expect(
                    table.brokenInvariant(after: .update)
                        == "the cell of row [0, 2] is displayed but is not a subview of the table.")
            }

            @Test func whenADisplayedCellMoves_thatItsFrameAndItsRowsFrameAreNamed() throws {
                let (table, _) = laidOut()
                try #require(table.displayedCells[ip(0, 1)]).frame.origin.y += 1
                #expect(
                    table.brokenInvariant(after: .layoutPass)
                        == "the cell of row [0, 1] has the frame (0.0, 45.0, 320.0, 44.0), its item's frame is (0.0, 44.0, 320.0, 44.0)."
                )
            }

            @Test func whenAHeaderViewMoves_thatTheHeaderIsNamed() throws {
                let (table, _) = laidOut(headers: true)
                let header = try #require(table.displayedSupplementaryViews[.header(0)])
                header.frame.origin.x = 5
                let message = try #require(table.brokenInvariant(after: .layoutPass))
                #expect(message.hasPrefix("the view of header 0 has the frame (5.0, 0.0, "))
            }

            @Test func whenAStrayCellIsASubview_thatItsTextIsNamed() {
                let (table, _) = laidOut()
                let stray = UITableViewCell(style: .default, reuseIdentifier: nil)
                stray.textLabel?.text = "stray"
                table.addSubview(stray)
                #expect(
                    table.brokenInvariant(after: .layoutPass)
                        == "a cell (stray) is a subview of the table but shows no row.")
            }

            @Test func whenADisplayedCellWaitsInTheReusePool_thatThePoolIsNamed() throws {
                let (table, _) = laidOut()
                table.cellPool["cell", default: []].append(try #require(table.displayedCells[ip(0, 0)]))
                #expect(
                    table.brokenInvariant(after: .update)
                        == "the cell of row [0, 0] is displayed and waits in the reuse pool \"cell\".")
            }

            @Test func whenADisplayedHeaderWaitsInTheReusePool_thatThePoolIsNamed() throws {
                let (table, _) = laidOut(headers: true)
                let header = try #require(table.displayedSupplementaryViews[.header(0)] as? UITableViewHeaderFooterView)
                table.headerFooterPool["banner", default: []].append(header)
                #expect(
                    table.brokenInvariant(after: .layoutPass)
                        == "the view of header 0 is displayed and waits in the reuse pool \"banner\".")
            }

            @Test func whenAReloadIsPending_thatNothingIsChecked() {
                let (table, model) = laidOut()
                model.sections[0].append("untold")
                table.reloadData()
                #expect(table.brokenInvariant(after: .update) == nil)
            }
        }
    #endif
#endif
