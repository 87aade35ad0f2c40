// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewBatchUpdatesTests {
        @Test func whenRowsAreDeletedAndInserted_thatCountsCellsAndSelectionFollow() throws {
            let model = TableModel(sections: 1, rows: 5)
            let (table, recorder) = makeTable(model, height: 500)
            table.layoutIfNeeded()
            let survivor = try #require(table.cellForRow(at: ip(0, 3)))
            table.selectRow(at: ip(0, 3), animated: false, scrollPosition: .none)
            recorder.removeAll()
            var finished: Bool?
            table.performBatchUpdates({
                model.sections[0].remove(at: 1)
                model.sections[0].insert("new", at: 0)
                table.deleteRows(at: rows(1), with: .fade)
                table.insertRows(at: rows(0), with: .fade)
            }) { finished = $0 }
            #expect(finished == true)
            #expect(table.numberOfRows(inSection: 0) == 5)
            #expect(table.cellForRow(at: ip(0, 3)) === survivor)
            #expect(table.indexPathForSelectedRow == ip(0, 3))
            #expect(table.cellForRow(at: ip(0, 0))?.textLabel?.text == "new")
            #expect(
                recorder.events.withoutHeights == [
                    .numberOfSections, .numberOfRows(section: 0), .didEndDisplayingCell(ip(0, 1)),
                    .viewForHeader(section: 0), .titleForHeader(section: 0), .viewForFooter(section: 0),
                    .titleForFooter(section: 0), .cellForRow(ip(0, 0)), .willDisplayCell(ip(0, 0)),
                ])
        }

        @Test func whenTheCountsDoNotAddUp_thatUIKitsMessageIsReported() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _) = makeTable(model)
            let log = ViolationLog()
            log.install(on: table)
            table.layoutIfNeeded()
            model.sections[0].append("extra")
            var finished: Bool?
            table.performBatchUpdates({ table.deleteRows(at: rows(0), with: .automatic) }) { finished = $0 }
            #expect(
                log.messages == [
                    "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."
                ])
            #expect(finished == false)
            #expect(table.numberOfRows(inSection: 0) == 4)
        }

        @Test func whenUpdatesNest_thatOnlyTheOutermostEndApplies() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            recorder.removeAll()
            table.beginUpdates()
            model.sections[0].append("a")
            table.insertRows(at: rows(2), with: .none)
            table.beginUpdates()
            model.sections[0].append("b")
            table.insertRows(at: rows(3), with: .none)
            table.endUpdates()
            #expect(recorder.events.isEmpty)
            table.endUpdates()
            #expect(recorder.events.filter { $0 == .numberOfSections }.count == 1)
            #expect(table.numberOfRows(inSection: 0) == 4)
        }

        @Test func whenSectionsAreDeletedInsertedAndMoved_thatTheyAreMappedAsUIKitDoes() {
            let model = TableModel(sections: 3, rows: 1)
            let (table, _) = makeTable(model, height: 500)
            table.selectRow(at: ip(2, 0), animated: false, scrollPosition: .none)
            table.performBatchUpdates {
                model.sections.remove(at: 0)
                model.sections.insert(["x", "y"], at: 1)
                table.deleteSections([0], with: .automatic)
                table.insertSections([1], with: .automatic)
            }
            #expect(table.numberOfSections == 3)
            #expect(table.numberOfRows(inSection: 1) == 2)
            #expect(table.indexPathForSelectedRow == ip(2, 0))
            #expect(table.cellForRow(at: ip(1, 1))?.textLabel?.text == "y")
            table.performBatchUpdates {
                model.sections.swapAt(0, 2)
                table.moveSection(0, toSection: 2)
                table.moveSection(2, toSection: 0)
            }
            #expect(table.indexPathForSelectedRow == ip(0, 0))
            #expect(table.cellForRow(at: ip(0, 0))?.textLabel?.text == "2.0")
        }

        @Test func whenARowIsMovedAndReloaded_thatCellsFollowAndReloadedRowsGetNewCells() throws {
            let model = TableModel(sections: 2, rows: 2)
            let (table, recorder) = makeTable(model, height: 500)
            let moved = try #require(table.cellForRow(at: ip(0, 0)))
            table.selectRow(at: ip(1, 1), animated: false, scrollPosition: .none)
            recorder.removeAll()
            table.performBatchUpdates {
                let title = model.sections[0].remove(at: 0)
                model.sections[1].insert(title, at: 1)
                table.moveRow(at: ip(0, 0), to: ip(1, 1))
                table.reloadRows(at: [ip(1, 1)], with: .automatic)
            }
            #expect(table.cellForRow(at: ip(1, 1)) === moved)
            #expect(table.indexPathForSelectedRow == nil)
            #expect(recorder.events.withoutHeights.contains(.cellForRow(ip(1, 2))))
            #expect(recorder.events.withoutHeights.contains(.didEndDisplayingCell(ip(1, 1))))
        }

        @Test func whenRowsAreReconfigured_thatTheSameCellIsConfiguredWithoutReuse() throws {
            final class ResettingCell: UITableViewCell {
                var resets = 0
                override func prepareForReuse() {
                    super.prepareForReuse()
                    resets += 1
                }
            }
            let model = TableModel(sections: 1, rows: 2)
            let (table, recorder) = makeTable(model)
            table.register(ResettingCell.self, forCellReuseIdentifier: "cell")
            let cell = try #require(table.cellForRow(at: ip(0, 1)) as? ResettingCell)
            model.sections[0][1] = "changed"
            recorder.removeAll()
            table.reconfigureRows(at: rows(1))
            #expect(table.cellForRow(at: ip(0, 1)) === cell)
            #expect(cell.textLabel?.text == "changed")
            #expect(cell.resets == 0)
            #expect(
                recorder.events.withoutHeights == [
                    .numberOfSections, .numberOfRows(section: 0), .viewForHeader(section: 0),
                    .titleForHeader(section: 0),
                    .viewForFooter(section: 0), .titleForFooter(section: 0), .cellForRow(ip(0, 1)),
                ])
        }

        @Test func whenManyRowsAreReconfiguredInAnyOrder_thatEachDisplayedOneIsConfiguredOnceInRowOrder() throws {
            let model = TableModel(sections: 2, rows: 60)
            let (table, recorder) = makeTable(model, height: 300)
            table.scrollToRow(at: ip(0, 30), at: .top, animated: false)
            table.layoutIfNeeded()
            let visible = try #require(table.indexPathsForVisibleRows)
            let first = try #require(visible.first)
            let last = try #require(visible.last)
            model.sections[0] = model.sections[0].map { "\($0)*" }
            recorder.removeAll()
            // Rows above, inside and below the displayed ones, named twice and out of order, and rows of
            // the section below.
            let named = [last, ip(1, 2), ip(0, 59), first, ip(0, 0), last, ip(0, first.row + 1), ip(0, 29)]
            table.reconfigureRows(at: named)
            let asked = recorder.events.withoutHeights.compactMap { event -> IndexPath? in
                if case .cellForRow(let indexPath) = event { return indexPath }
                return nil
            }
            #expect(asked == [first, ip(0, first.row + 1), last])
            #expect(table.cellForRow(at: first)?.textLabel?.text == "\(model.sections[0][first.row])")
            #expect(table.cellForRow(at: first)?.textLabel?.text?.hasSuffix("*") == true)
        }

        @Test func whenAnUpdateIsInconsistent_thatTheDefaultHandlerTraps() async {
            await #expect(processExitsWith: .failure) {
                await MainActor.run {
                    let model = TableModel(sections: 1, rows: 1)
                    let (table, _) = makeTable(model)
                    table.layoutIfNeeded()
                    table.insertRows(at: rows(1), with: .automatic)
                }
            }
        }
    }
#endif
