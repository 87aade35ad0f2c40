// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct HeadlessCallRecorderTests {
        @Test func whenEstimatesAreExcluded_thatTheyAreNotRecorded() {
            let recorder = HeadlessCallRecorder(recordsEstimates: false)
            recorder.record(.estimatedHeightForRow(ip(0, 0)))
            recorder.record(.heightForRow(ip(0, 0)))
            #expect(recorder.events == [.heightForRow(ip(0, 0))])
            recorder.removeAll()
            #expect(recorder.events.isEmpty)
        }

        @Test func whenNoRecorderIsAttached_thatTheTableStillWorks() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, recorder) = makeTable(model)
            table.headlessRecorder = nil
            table.layoutIfNeeded()
            #expect(recorder.events.isEmpty)
            #expect(table.visibleCells.count == 2)
        }

        @Test func whenTheTableIsToldToChange_thatEachCallIsRecordedInOrderWithItsAnimation() {
            let model = TableModel([["a", "b"], ["c"]])
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            model.sections = [["b", "x"], ["c"], ["new"]]
            table.performBatchUpdates {
                table.deleteRows(at: [ip(0, 0)], with: .fade)
                table.insertRows(at: [ip(0, 1)], with: .automatic)
                table.insertSections([2], with: .none)
                table.reconfigureRows(at: [ip(1, 0)])
            }
            table.reloadData()
            #expect(
                recorder.updates == [
                    .performBatchUpdates, .deleteRows([ip(0, 0)], .fade), .insertRows([ip(0, 1)], .automatic),
                    .insertSections([2], .none), .reconfigureRows([ip(1, 0)]), .reloadData,
                ])
            #expect(
                recorder.updates.map(\.description).prefix(4) == [
                    "perform batch updates", "delete rows [[0, 0]] fade", "insert rows [[0, 1]] automatic",
                    "insert sections [2] none",
                ])
            #expect(recorder.updates.filter(\.isReload) == [.reloadData])
            #expect(recorder.updates.filter(\.isChange).count == 4)
            recorder.removeAll()
            #expect(recorder.updates.isEmpty)
        }

        @Test func whenRowsAndSectionsMoveOrReload_thatTheCallsAndTheirWordsNameThem() {
            let model = TableModel([["a", "b"], ["c"]])
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            table.beginUpdates()
            model.sections = [["c"], ["b", "a"]]
            table.moveSection(1, toSection: 0)
            table.moveRow(at: ip(0, 0), to: ip(1, 1))
            table.endUpdates()
            table.reloadRows(at: [ip(1, 0)], with: .left)
            table.reloadSections([0], with: .top)
            model.sections.removeFirst()
            table.deleteSections([0], with: .bottom)
            #expect(
                recorder.updates.map(\.description) == [
                    "begin updates", "move section 1 to 0", "move row [0, 0] to [1, 1]", "end updates",
                    "reload rows [[1, 0]] left", "reload sections [0] top", "delete sections [0] bottom",
                ])
            #expect(recorder.updates.compactMap(\.animation) == [.left, .top, .bottom])
            #expect(recorder.updates[4].description(showingAnimation: false) == "reload rows [[1, 0]]")
            #expect(recorder.updates.filter(\.isReload).count == 2)
        }

        @Test func whenATableViewControllerAppearsTheFirstTime_thatItsOwnTableRecordsTheReload() {
            let controller = UITableViewController(style: .plain)
            let recorder = HeadlessCallRecorder()
            controller.tableView.headlessRecorder = recorder
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            controller.headlessDisappear()
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            #expect(recorder.updates == [.reloadData])
        }
    }
#endif
