// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewSwipeTests {
        @Test func whenNoActionsAreConfigured_thatTheDefaultDeleteCommits() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder) = makeTable(model)
            table.layoutIfNeeded()
            recorder.removeAll()
            let actions = table.headlessSwipe(rowAt: ip(0, 1))
            #expect(actions == [UITableView.HeadlessSwipeAction(title: "Delete", isDestructive: true)])
            #expect(table.cellForRow(at: ip(0, 1))?.showingDeleteConfirmation == true)
            table.headlessTapSwipeAction()
            #expect(
                recorder.events.withoutHeights.prefix(8) == [
                    .canEditRow(ip(0, 1)), .trailingSwipeActions(ip(0, 1)), .editActions(ip(0, 1)),
                    .editingStyle(ip(0, 1)),
                    .titleForDeleteConfirmationButton(ip(0, 1)), .willBeginEditingRow(ip(0, 1)),
                    .commit(.delete, ip(0, 1)),
                    .numberOfSections,
                ])
            #expect(recorder.events.last == .didEndEditingRow(nil))
            #expect(model.sections[0] == ["0.0", "0.2"])
            #expect(table.numberOfRows(inSection: 0) == 2)
        }

        @Test func whenContextualActionsAreConfigured_thatTheHandlerRunsAndTheSwipeEndsOnCompletion() {
            let model = TableModel(sections: 1, rows: 2)
            var handled: [String] = []
            var complete: ((Bool) -> Void)?
            model.trailingActions = { _ in
                UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .normal, title: "Flag") { action, _, done in
                        handled.append(action.title ?? "")
                        complete = done
                    },
                    UIContextualAction(style: .destructive, title: "Remove") { _, _, done in done(true) },
                ])
            }
            let (table, recorder) = makeTable(model)
            let actions = table.headlessSwipe(rowAt: ip(0, 0))
            #expect(actions.map(\.title) == ["Flag", "Remove"])
            #expect(table.headlessRevealedSwipeActions.map(\.isDestructive) == [false, true])
            table.headlessTapSwipeAction(at: 0)
            #expect(handled == ["Flag"])
            #expect(!recorder.events.contains(.didEndEditingRow(ip(0, 0))))
            complete?(true)
            #expect(recorder.events.last == .didEndEditingRow(ip(0, 0)))
            #expect(table.headlessRevealedSwipeActions.isEmpty)
        }

        @Test func whenLegacyActionsExist_thatTheyAreUsedWithoutAConfiguration() {
            let model = TableModel(sections: 1, rows: 1)
            var tapped: IndexPath?
            model.legacyActions = { _ in
                [UITableViewRowAction(style: .normal, title: "More") { _, indexPath in tapped = indexPath }]
            }
            let (table, _) = makeTable(model)
            #expect(table.headlessSwipe(rowAt: ip(0, 0)).map(\.title) == ["More"])
            table.headlessTapSwipeAction()
            #expect(tapped == ip(0, 0))
        }

        @Test func whenTheRowIsNotEditableOrNothingCommits_thatTheSwipeRevealsNothing() {
            let model = TableModel(sections: 1, rows: 1)
            model.canEdit = false
            let (table, recorder) = makeTable(model)
            #expect(table.headlessSwipe(rowAt: ip(0, 0)).isEmpty)
            #expect(!recorder.events.contains(.willBeginEditingRow(ip(0, 0))))
            #expect(table.headlessSwipe(rowAt: ip(0, 0), from: .leading).isEmpty)
            let readOnly = ReadOnlyTableModel(rows: ["a"])
            let plain = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            plain.dataSource = readOnly
            plain.delegate = readOnly
            #expect(plain.headlessSwipe(rowAt: ip(0, 0)).isEmpty)
        }

        @Test func whenFullySwiped_thatTheFirstActionRuns() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, _) = makeTable(model)
            table.headlessFullSwipe(rowAt: ip(0, 0))
            #expect(model.sections[0] == ["0.1"])
        }
    }
#endif
