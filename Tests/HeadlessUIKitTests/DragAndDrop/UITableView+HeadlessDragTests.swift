// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A drag and drop delegate that records every call as a line and answers what a test sets.
    @MainActor
    final class DragDropLog: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
        private(set) var calls: [String] = []
        var items: (IndexPath) -> [UIDragItem] = { indexPath in
            let item = UIDragItem(itemProvider: NSItemProvider(object: "row \(indexPath.row)" as NSString))
            item.localObject = indexPath
            return [item]
        }
        var canHandle = true
        var allowsMove = true
        var proposal = UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        var performDrop: (UITableView, any UITableViewDropCoordinator) -> Void = { _, _ in }
        private(set) var coordinator: (any UITableViewDropCoordinator)?
        private(set) var activityDuringDrop: (drag: Bool, drop: Bool)?

        func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
            -> [UIDragItem]
        {
            calls.append("itemsForBeginning \(indexPath)")
            return items(indexPath)
        }
        func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
            -> UIDragPreviewParameters?
        {
            calls.append("dragPreviewParameters \(indexPath)")
            return nil
        }
        func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
            calls.append("dragSessionWillBegin")
        }
        func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
            calls.append("dragSessionDidEnd")
        }
        func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
            calls.append("dragSessionAllowsMoveOperation")
            return allowsMove
        }
        func tableView(
            _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool {
            calls.append("dragSessionIsRestrictedToDraggingApplication")
            return true
        }
        func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
            calls.append("performDrop \(coordinator.destinationIndexPath.map { "\($0)" } ?? "nil")")
            self.coordinator = coordinator
            performDrop(tableView, coordinator)
        }
        func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool {
            calls.append("canHandle")
            return canHandle
        }
        func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {
            calls.append("dropSessionDidEnter")
        }
        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            calls.append("dropSessionDidUpdate \(destinationIndexPath.map { "\($0)" } ?? "nil")")
            activityDuringDrop = (tableView.hasActiveDrag, tableView.hasActiveDrop)
            return proposal
        }
        func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {
            calls.append("dropSessionDidExit")
        }
        func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {
            calls.append("dropSessionDidEnd")
        }
        func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
            -> UIDragPreviewParameters?
        {
            calls.append("dropPreviewParameters \(indexPath)")
            return nil
        }
    }

    @MainActor
    @Suite struct UITableViewHeadlessDragTests {
        private static let lift = [
            "itemsForBeginning [0, 0]", "dragPreviewParameters [0, 0]", "dragSessionWillBegin",
            "dragSessionIsRestrictedToDraggingApplication", "dragSessionAllowsMoveOperation",
        ]

        func makeDraggableTable(_ model: TableModel) -> (UITableView, HeadlessCallRecorder, DragDropLog) {
            let (table, recorder) = makeTable(model, height: 400)
            let log = DragDropLog()
            table.dragDelegate = log
            table.dropDelegate = log
            table.dragInteractionEnabled = true
            table.layoutIfNeeded()
            return (table, recorder, log)
        }

        private func shownTitles(_ table: UITableView) -> [[String?]] {
            (0..<table.numberOfSections).map { section in
                (0..<table.numberOfRows(inSection: section)).map {
                    table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
                }
            }
        }

        @Test func whenCreated_thatDraggingIsOffAsOnIPhoneAndNothingIsActive() {
            let table = UITableView(frame: .zero, style: .plain)
            #expect(table.dragInteractionEnabled == false)
            #expect(table.dragDelegate == nil)
            #expect(table.dropDelegate == nil)
            #expect(table.hasActiveDrag == false)
            #expect(table.hasActiveDrop == false)
        }

        @Test func whenDraggingIsNotEnabled_thatNoDelegateIsAsked() {
            let (table, _, log) = makeDraggableTable(TableModel(sections: 1, rows: 3))
            table.dragInteractionEnabled = false
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == .cancel)
            #expect(log.calls.isEmpty)
        }

        @Test func whenTheRowGivesNoItems_thatNoDragBegins() {
            let (table, _, log) = makeDraggableTable(TableModel(sections: 1, rows: 3))
            log.items = { _ in [] }
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == .cancel)
            #expect(log.calls == ["itemsForBeginning [0, 0]"])
        }

        @Test func whenOneRowIsMovedWithinTheTable_thatTheDataSourceMovesItAndNoDropIsPerformed() {
            let model = TableModel(sections: 2, rows: 3)
            let (table, recorder, log) = makeDraggableTable(model)
            recorder.removeAll()
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(1, 1)) == .move)
            #expect(
                log.calls
                    == Self.lift + [
                        "canHandle", "dropSessionDidEnter", "dropSessionDidUpdate [1, 1]",
                        "dropPreviewParameters [1, 1]",
                        "dropSessionDidEnd", "dragSessionDidEnd",
                    ])
            #expect(recorder.events.contains(.moveRow(from: ip(0, 0), to: ip(1, 1))))
            #expect(model.sections == [["0.1", "0.2"], ["1.0", "0.0", "1.1", "1.2"]])
            #expect(shownTitles(table) == [["0.1", "0.2"], ["1.0", "0.0", "1.1", "1.2"]])
            #expect(log.activityDuringDrop?.drag == true)
            #expect(log.activityDuringDrop?.drop == true)
            #expect(table.hasActiveDrag == false)
            #expect(table.hasActiveDrop == false)
        }

        @Test func whenTheDataSourceDoesNotMoveRows_thatTheDropDelegatePerformsTheMove() throws {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, log) = makeDraggableTable(model)
            let readOnly = ReadOnlyTableModel(rows: ["a", "b", "c"])
            table.dataSource = readOnly
            table.layoutIfNeeded()
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == .move)
            #expect(log.calls.contains("performDrop [0, 2]"))
            let coordinator = try #require(log.coordinator)
            #expect(coordinator.items.map(\.sourceIndexPath) == [ip(0, 0)])
            #expect(coordinator.proposal.intent == .insertAtDestinationIndexPath)
            #expect(coordinator.items.first?.dragItem.localObject as? IndexPath == ip(0, 0))
        }

        @Test func whenTheProposalIsACopy_thatTheCoordinatorCarriesTheItemsAndTheirData() throws {
            let model = TableModel(sections: 1, rows: 3)
            let (table, recorder, log) = makeDraggableTable(model)
            log.proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            log.performDrop = { table, coordinator in
                let destination = coordinator.destinationIndexPath ?? ip(0, 0)
                coordinator.session.loadObjects(ofClass: NSString.self) { strings in
                    model.sections[0].insert(contentsOf: strings.map { "\($0)" }, at: destination.row)
                    table.insertRows(at: [destination], with: .automatic)
                }
                coordinator.drop(coordinator.items[0].dragItem, toRowAt: destination)
            }
            recorder.removeAll()
            #expect(table.headlessDrag(rowAt: ip(0, 2), to: ip(0, 1)) == .copy)
            #expect(
                Array(log.calls.suffix(4)) == [
                    "performDrop [0, 1]", "dropPreviewParameters [0, 1]", "dropSessionDidEnd", "dragSessionDidEnd",
                ])
            #expect(model.sections == [["0.0", "row 2", "0.1", "0.2"]])
            #expect(shownTitles(table) == [["0.0", "row 2", "0.1", "0.2"]])
            #expect(!recorder.events.contains { if case .moveRow = $0 { true } else { false } })
            let session = try #require(log.coordinator?.session)
            #expect(session.localDragSession != nil)
            #expect(session.canLoadObjects(ofClass: NSString.self))
            #expect(session.hasItemsConforming(toTypeIdentifiers: ["public.utf8-plain-text"]))
            #expect(session.isRestrictedToDraggingApplication)
        }

        @Test func whenReleasedOutsideEveryRow_thatTheCoordinatorHasNoDestination() {
            let (table, _, log) = makeDraggableTable(TableModel(sections: 1, rows: 3))
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: nil) == .move)
            #expect(log.calls.contains("dropSessionDidUpdate nil"))
            #expect(log.calls.contains("performDrop nil"))
            #expect(log.coordinator?.destinationIndexPath == nil)
        }

        @Test func whenTheTableCannotHandleTheSession_thatTheDropEndsAtOnce() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, log) = makeDraggableTable(model)
            log.canHandle = false
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == .cancel)
            #expect(log.calls == Self.lift + ["canHandle", "dragSessionDidEnd"])
            #expect(model.sections == [["0.0", "0.1", "0.2"]])
        }

        @Test(arguments: [UIDropOperation.cancel, .forbidden])
        func whenTheProposalDropsNothing_thatTheSessionExitsAndNothingMoves(operation: UIDropOperation) {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, log) = makeDraggableTable(model)
            log.proposal = UITableViewDropProposal(operation: operation)
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == operation)
            #expect(
                Array(log.calls.suffix(4)) == [
                    "dropSessionDidUpdate [0, 2]", "dropSessionDidExit", "dropSessionDidEnd", "dragSessionDidEnd",
                ])
            #expect(model.sections == [["0.0", "0.1", "0.2"]])
        }

        @Test func whenTheDragForbidsMoves_thatAMoveProposalIsCancelled() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, log) = makeDraggableTable(model)
            log.allowsMove = false
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == .cancel)
            #expect(log.calls.contains("dropSessionDidExit"))
            #expect(model.sections == [["0.0", "0.1", "0.2"]])
        }

        @Test func whenTheIntentIsIntoARow_thatTheDropDelegatePerformsIt() {
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, log) = makeDraggableTable(model)
            log.proposal = UITableViewDropProposal(operation: .move, intent: .insertIntoDestinationIndexPath)
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == .move)
            #expect(log.calls.contains("performDrop [0, 2]"))
            #expect(model.sections == [["0.0", "0.1", "0.2"]])
        }

        @Test func whenASelectedRowIsDragged_thatEverySelectedRowIsLiftedAndTheDelegatePerformsTheDrop() throws {
            let model = TableModel(sections: 1, rows: 4)
            let (table, _, log) = makeDraggableTable(model)
            table.allowsMultipleSelection = true
            table.selectRow(at: ip(0, 3), animated: false, scrollPosition: .none)
            table.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
            #expect(table.headlessDrag(rowAt: ip(0, 3), to: ip(0, 0)) == .move)
            #expect(Array(log.calls.prefix(2)) == ["itemsForBeginning [0, 1]", "itemsForBeginning [0, 3]"])
            let coordinator = try #require(log.coordinator)
            #expect(coordinator.items.map(\.sourceIndexPath) == [ip(0, 1), ip(0, 3)])
            #expect(model.sections == [["0.0", "0.1", "0.2", "0.3"]])
        }

        @Test func whenAPlaceholderIsCommitted_thatItsRowIsInsertedInAValidatedUpdate() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, _, log) = makeDraggableTable(model)
            let violations = ViolationLog()
            violations.install(on: table)
            log.proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            var committed: Bool?
            log.performDrop = { _, coordinator in
                let placeholder = UITableViewDropPlaceholder(
                    insertionIndexPath: ip(0, 1), reuseIdentifier: "cell", rowHeight: 44)
                let context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
                committed = context.commitInsertion { indexPath in
                    model.sections[0].insert("dropped", at: indexPath.row)
                }
                #expect(context.deletePlaceholder() == false)
            }
            table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 1))
            #expect(committed == true)
            #expect(shownTitles(table) == [["0.0", "dropped", "0.1"]])
            #expect(violations.messages.isEmpty)
        }

        @Test func whenTheDelegatesLackOptionalMembers_thatUIKitsDefaultsApply() {
            final class Minimal: NSObject, UITableViewDragDelegate, UITableViewDropDelegate {
                func tableView(
                    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
                ) -> [UIDragItem] { [UIDragItem(itemProvider: NSItemProvider())] }
                func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {}
            }
            let model = TableModel(sections: 1, rows: 3)
            let (table, _, _) = makeDraggableTable(model)
            let minimal = Minimal()
            table.dragDelegate = minimal
            table.dropDelegate = minimal
            let session = HeadlessDropSession(dragSession: HeadlessDragSession(sourceView: table))
            #expect(minimal.tableView(table, canHandle: session))
            #expect(minimal.tableView(table, dragSessionAllowsMoveOperation: session.dragSession))
            #expect(!minimal.tableView(table, dragSessionIsRestrictedToDraggingApplication: session.dragSession))
            #expect(minimal.tableView(table, itemsForAddingTo: session.dragSession, at: ip(0, 0), point: .zero).isEmpty)
            #expect(minimal.tableView(table, dragPreviewParametersForRowAt: ip(0, 0)) == nil)
            #expect(minimal.tableView(table, dropPreviewParametersForRowAt: ip(0, 0)) == nil)
            let proposal = minimal.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: ip(0, 1))
            #expect(proposal.operation == .cancel)
            #expect(proposal.intent == .unspecified)
            #expect(table.headlessDrag(rowAt: ip(0, 0), to: ip(0, 2)) == .cancel)
            #expect(model.sections == [["0.0", "0.1", "0.2"]])
        }
    }
#endif
