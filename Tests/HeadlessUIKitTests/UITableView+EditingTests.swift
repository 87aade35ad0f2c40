// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewEditingTests {
        @Test func whenEditingStarts_thatCellsAreToldThenEachRowIsAsked() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            recorder.removeAll()
            table.setEditing(true, animated: true)
            #expect(table.isEditing)
            #expect(
                table.visibleCells.allSatisfy { $0.isEditing && $0.editingStyle == .delete && $0.showsReorderControl })
            #expect(
                recorder.events == [
                    .canEditRow(ip(0, 0)), .editingStyle(ip(0, 0)), .canMoveRow(ip(0, 0)),
                    .canEditRow(ip(0, 1)), .editingStyle(ip(0, 1)), .canMoveRow(ip(0, 1)),
                ])
            table.isEditing = false
            #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.editingStyle == .none })
        }

        @Test func whenTheDeleteControlIsConfirmed_thatTheRowIsCommittedAndRemoved() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.setEditing(true, animated: false)
            recorder.removeAll()
            #expect(table.headlessTapEditingControl(rowAt: ip(0, 1)) == .delete)
            #expect(table.cellForRow(at: ip(0, 1))?.showingDeleteConfirmation == true)
            #expect(table.headlessTapDeleteConfirmationButton(rowAt: ip(0, 1)))
            #expect(
                Array(recorder.events.prefix(2)) == [
                    .titleForDeleteConfirmationButton(ip(0, 1)), .commit(.delete, ip(0, 1)),
                ])
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(table.cellForRow(at: ip(0, 1))?.textLabel?.text == "0.2")
        }

        @Test func whenTheInsertControlIsTapped_thatInsertIsCommitted() {
            let model = TableModel(sections: 1, rows: 1)
            model.editingStyle = .insert
            let (table, _) = makeTable(model)
            table.setEditing(true, animated: false)
            #expect(table.headlessTapEditingControl(rowAt: ip(0, 0)) == .insert)
            #expect(table.numberOfRows(inSection: 0) == 2)
            #expect(table.cellForRow(at: ip(0, 0))?.textLabel?.text == "new")
        }

        @Test func whenMultipleSelectionDuringEditingIsOn_thatEditingStylesAreNotAsked() {
            let model = TableModel(sections: 1, rows: 1)
            let (table, recorder) = makeTable(model)
            table.allowsMultipleSelectionDuringEditing = true
            table.setEditing(true, animated: false)
            #expect(!recorder.events.contains(.editingStyle(ip(0, 0))))
            #expect(table.cellForRow(at: ip(0, 0))?.editingStyle == UITableViewCell.EditingStyle.none)
        }
    }
#endif
