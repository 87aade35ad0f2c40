// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewSelectionTests {
        @Test func whenSelectedProgrammatically_thatTheDelegateIsNotTold() {
            let model = TableModel(sections: 2, rows: 3)
            let (table, recorder) = makeTable(model, height: 400)
            table.layoutIfNeeded()
            recorder.removeAll()
            #expect(table.indexPathsForSelectedRows == nil)
            table.selectRow(at: ip(1, 2), animated: false, scrollPosition: .none)
            table.selectRow(at: ip(0, 1), animated: true, scrollPosition: .none)
            #expect(table.indexPathsForSelectedRows == [ip(0, 1)])
            table.allowsMultipleSelection = true
            table.selectRow(at: ip(1, 0), animated: false, scrollPosition: .none)
            #expect(table.indexPathForSelectedRow == ip(0, 1))
            #expect(table.indexPathsForSelectedRows == [ip(0, 1), ip(1, 0)])
            table.deselectRow(at: ip(0, 1), animated: false)
            #expect(table.cellForRow(at: ip(1, 0))?.isSelected == true)
            #expect(table.cellForRow(at: ip(0, 1))?.isSelected == false)
            table.selectRow(at: nil, animated: false, scrollPosition: .none)
            #expect(table.indexPathsForSelectedRows == nil)
            #expect(recorder.events.isEmpty)
        }

        @Test func whenRowsAreUpdated_thatTheSelectionFollowsAsInUIKit() {
            let model = TableModel(sections: 1, rows: 5)
            let (table, recorder) = makeTable(model, height: 400)
            table.allowsMultipleSelection = true
            for row in [1, 2, 4] { table.selectRow(at: ip(0, row), animated: false, scrollPosition: .none) }
            recorder.removeAll()
            table.performBatchUpdates {
                model.sections[0].remove(at: 1)
                model.sections[0].insert("new", at: 0)
                table.deleteRows(at: [ip(0, 1)], with: .automatic)
                table.insertRows(at: [ip(0, 0)], with: .automatic)
            }
            // The deleted row leaves the selection, the others shift; the inserted row is not selected.
            #expect(table.indexPathsForSelectedRows == [ip(0, 2), ip(0, 4)])
            table.reconfigureRows(at: [ip(0, 2)])
            #expect(table.indexPathsForSelectedRows == [ip(0, 2), ip(0, 4)])
            table.reloadRows(at: [ip(0, 4)], with: .none)
            #expect(table.indexPathsForSelectedRows == [ip(0, 2)])
            table.reloadData()
            #expect(table.indexPathsForSelectedRows == nil)
            #expect(!recorder.events.contains { if case .didDeselectRow = $0 { true } else { false } })
        }

        @Test func whenTapped_thatHighlightDeselectSelectAndUnhighlightRunInOrder() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.headlessTap(rowAt: ip(0, 0))
            recorder.removeAll()
            table.headlessTap(rowAt: ip(0, 2))
            #expect(
                recorder.events == [
                    .shouldHighlightRow(ip(0, 2)), .didHighlightRow(ip(0, 2)), .willDeselectRow(ip(0, 0)),
                    .didDeselectRow(ip(0, 0)), .willSelectRow(ip(0, 2)), .didSelectRow(ip(0, 2)),
                    .canPerformPrimaryAction(ip(0, 2)), .performPrimaryAction(ip(0, 2)), .didUnhighlightRow(ip(0, 2)),
                ])
            #expect(table.indexPathsForSelectedRows == [ip(0, 2)])
            #expect(table.cellForRow(at: ip(0, 2))?.isHighlighted == false)
        }

        @Test func whenTheSelectFirstSequenceIsChosen_thatAVetoKeepsTheOldSelection() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.headlessTapSequence = .selectFirst
            table.headlessTap(rowAt: ip(0, 0))
            model.willSelect = { _ in nil }
            recorder.removeAll()
            table.headlessTap(rowAt: ip(0, 1))
            #expect(
                recorder.events == [
                    .shouldHighlightRow(ip(0, 1)), .didHighlightRow(ip(0, 1)), .didUnhighlightRow(ip(0, 1)),
                    .willSelectRow(ip(0, 1)), .canPerformPrimaryAction(ip(0, 1)), .performPrimaryAction(ip(0, 1)),
                ])
            #expect(table.indexPathForSelectedRow == ip(0, 0))
        }

        @Test func whenWillSelectRedirects_thatTheRedirectedRowIsSelected() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            model.willSelect = { _ in ip(0, 2) }
            table.headlessTap(rowAt: ip(0, 0))
            #expect(table.indexPathForSelectedRow == ip(0, 2))
            #expect(recorder.events.contains(.didSelectRow(ip(0, 2))))
            #expect(!recorder.events.contains(.didSelectRow(ip(0, 0))))
        }

        @Test func whenMultipleSelectionIsOn_thatTappingASelectedRowDeselectsIt() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.allowsMultipleSelection = true
            table.headlessTap(rowAt: ip(0, 0))
            table.headlessTap(rowAt: ip(0, 1))
            #expect(table.indexPathsForSelectedRows == rows(0, 1))
            recorder.removeAll()
            table.headlessTap(rowAt: ip(0, 0))
            #expect(table.indexPathsForSelectedRows == rows(1))
            #expect(recorder.events.contains(.didDeselectRow(ip(0, 0))))
        }

        @Test func whenSelectionIsOffOrHighlightRefused_thatNothingIsSelected() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.allowsSelection = false
            table.headlessTap(rowAt: ip(0, 0))
            #expect(table.indexPathForSelectedRow == nil)
            #expect(!recorder.events.contains(.willSelectRow(ip(0, 0))))
            table.allowsSelection = true
            model.shouldHighlight = false
            recorder.removeAll()
            table.headlessTap(rowAt: ip(0, 1))
            #expect(recorder.events == [.shouldHighlightRow(ip(0, 1))])
            table.setEditing(true, animated: false)
            model.shouldHighlight = true
            table.headlessTap(rowAt: ip(0, 1))
            #expect(table.indexPathForSelectedRow == nil)
            table.allowsSelectionDuringEditing = true
            table.headlessTap(rowAt: ip(0, 1))
            #expect(table.indexPathForSelectedRow == ip(0, 1))
        }

        @Test func whenTheAccessoryButtonIsTapped_thatOnlyDetailButtonsTellTheDelegate() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, recorder) = makeTable(model)
            table.cellForRow(at: ip(0, 0))?.accessoryType = .detailButton
            table.cellForRow(at: ip(0, 1))?.accessoryType = .disclosureIndicator
            #expect(table.headlessTapAccessoryButton(rowAt: ip(0, 0)))
            #expect(!table.headlessTapAccessoryButton(rowAt: ip(0, 1)))
            #expect(
                recorder.events.filter { if case .accessoryButtonTapped = $0 { true } else { false } } == [
                    .accessoryButtonTapped(ip(0, 0))
                ])
            #expect(table.indexPathForSelectedRow == nil)
        }
    }
#endif
