#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A collection view's drag and drop delegate that records every call as a line.
    @MainActor
    final class CollectionDragDropLog: NSObject, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
        private(set) var calls: [String] = []
        var canHandle = true
        var allowsMove = true
        var proposal = UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        var performDrop: (UICollectionView, any UICollectionViewDropCoordinator) -> Void = { _, _ in }
        private(set) var activityDuringDrop: (drag: Bool, drop: Bool)?

        func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            calls.append("itemsForBeginning \(indexPath)")
            return [UIDragItem(itemProvider: NSItemProvider(object: "item \(indexPath.item)" as NSString))]
        }
        func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
            -> UIDragPreviewParameters?
        {
            calls.append("dragPreviewParameters \(indexPath)")
            return nil
        }
        func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {
            calls.append("dragSessionWillBegin")
        }
        func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {
            calls.append("dragSessionDidEnd")
        }
        func collectionView(
            _ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession
        ) -> Bool {
            calls.append("dragSessionAllowsMoveOperation")
            return allowsMove
        }
        func collectionView(
            _ collectionView: UICollectionView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool {
            calls.append("dragSessionIsRestrictedToDraggingApplication")
            return false
        }
        func collectionView(
            _ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator
        ) {
            calls.append("performDrop \(coordinator.destinationIndexPath.map { "\($0)" } ?? "nil")")
            performDrop(collectionView, coordinator)
        }
        func collectionView(_ collectionView: UICollectionView, canHandle session: any UIDropSession) -> Bool {
            calls.append("canHandle")
            return canHandle
        }
        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnter session: any UIDropSession) {
            calls.append("dropSessionDidEnter")
        }
        func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            calls.append("dropSessionDidUpdate \(destinationIndexPath.map { "\($0)" } ?? "nil")")
            activityDuringDrop = (collectionView.hasActiveDrag, collectionView.hasActiveDrop)
            return proposal
        }
        func collectionView(_ collectionView: UICollectionView, dropSessionDidExit session: any UIDropSession) {
            calls.append("dropSessionDidExit")
        }
        func collectionView(_ collectionView: UICollectionView, dropSessionDidEnd session: any UIDropSession) {
            calls.append("dropSessionDidEnd")
        }
        func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
            -> UIDragPreviewParameters?
        {
            calls.append("dropPreviewParameters \(indexPath)")
            return nil
        }
    }

    @MainActor
    @Suite("Collection view: simulated drag and drop")
    struct UICollectionViewHeadlessDragTests {
        private static let lift = [
            "itemsForBeginning [0, 0]", "dragPreviewParameters [0, 0]", "dragSessionWillBegin",
            "dragSessionIsRestrictedToDraggingApplication", "dragSessionAllowsMoveOperation",
        ]

        private func makeGrid(
            _ items: [String], missing: Set<UICollectionView.HeadlessOptionalMember> = [.canMoveItem]
        ) -> (UICollectionView, DeclaringCollectionModel, CollectionDragDropLog) {
            let model = DeclaringCollectionModel(items, missing: missing)
            let collectionView = model.makeCollectionView()
            let log = CollectionDragDropLog()
            collectionView.dragDelegate = log
            collectionView.dropDelegate = log
            collectionView.dragInteractionEnabled = true
            collectionView.layoutIfNeeded()
            return (collectionView, model, log)
        }

        @Test func whenTheUserDragsAnItemElsewhere_thatTheDataSourceMovesItInUIKitsOrder() {
            let (collectionView, model, log) = makeGrid(["A", "B", "C", "D"])
            let movedCell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
            let operation = collectionView.headlessDrag(
                itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
            #expect(operation == .move)
            #expect(
                log.calls
                    == Self.lift + [
                        "canHandle", "dropSessionDidEnter", "dropSessionDidUpdate [0, 3]",
                        "dropPreviewParameters [0, 3]",
                        "dropSessionDidEnd", "dragSessionDidEnd",
                    ])
            #expect(log.activityDuringDrop.map { [$0.drag, $0.drop] } == [true, true])
            #expect(!collectionView.hasActiveDrag && !collectionView.hasActiveDrop)
            #expect(model.calls == ["move 0 3"])
            #expect(model.shownTitles(collectionView) == ["B", "C", "D", "A"])
            #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) === movedCell)
        }

        @Test func whenTheDataSourceCannotMoveItems_thatTheDropDelegatePerformsTheDrop() {
            let (collectionView, model, log) = makeGrid(["A", "B", "C"], missing: [.moveItem])
            var sources: [IndexPath?] = []
            log.performDrop = { _, coordinator in
                sources = coordinator.items.map(\.sourceIndexPath)
                coordinator.drop(coordinator.items[0].dragItem, toItemAt: IndexPath(item: 2, section: 0))
            }
            collectionView.headlessDrag(itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
            #expect(log.calls.contains("performDrop [0, 2]"))
            #expect(log.calls.contains("dropPreviewParameters [0, 2]"))
            #expect(sources == [IndexPath(item: 0, section: 0)])
            #expect(model.calls.isEmpty)
        }

        @Test func whenSelectedItemsAreDragged_thatAllOfThemAreLiftedAndDroppedTogether() {
            let (collectionView, _, log) = makeGrid(["A", "B", "C"])
            collectionView.allowsMultipleSelection = true
            collectionView.headlessTap(itemAt: IndexPath(item: 0, section: 0))
            collectionView.headlessTap(itemAt: IndexPath(item: 2, section: 0))
            var sources: [IndexPath?] = []
            var sizes: [CGSize] = []
            log.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
            log.performDrop = { _, coordinator in
                sources = coordinator.items.map(\.sourceIndexPath)
                sizes = coordinator.items.map(\.previewSize)
                coordinator.drop(coordinator.items[0].dragItem, intoItemAt: IndexPath(item: 1, section: 0), rect: .zero)
            }
            #expect(
                collectionView.headlessDrag(itemAt: IndexPath(item: 2, section: 0), to: IndexPath(item: 1, section: 0))
                    == .copy)
            #expect(
                log.calls.filter { $0.hasPrefix("itemsForBeginning") } == [
                    "itemsForBeginning [0, 0]", "itemsForBeginning [0, 2]",
                ])
            #expect(sources == [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
            #expect(sizes == [CGSize(width: 100, height: 100), CGSize(width: 100, height: 100)])
            #expect(log.calls.contains("dropPreviewParameters [0, 1]"))
        }

        @Test func whenTheDropIsRefused_thatNothingChanges() {
            let (collectionView, model, log) = makeGrid(["A", "B"])
            log.allowsMove = false
            #expect(
                collectionView.headlessDrag(itemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 0))
                    == .cancel)
            #expect(log.calls.suffix(3) == ["dropSessionDidExit", "dropSessionDidEnd", "dragSessionDidEnd"])
            log.canHandle = false
            #expect(collectionView.headlessDrag(itemAt: IndexPath(item: 0, section: 0), to: nil) == .cancel)
            #expect(log.calls.suffix(2) == ["canHandle", "dragSessionDidEnd"])
            #expect(model.items == ["A", "B"])
            collectionView.dragInteractionEnabled = false
            #expect(collectionView.headlessDrag(itemAt: IndexPath(item: 0, section: 0), to: nil) == .cancel)
            #expect(collectionView.headlessDrag(itemAt: IndexPath(item: 7, section: 0), to: nil) == .cancel)
        }

        @Test func whenTextFromElsewhereIsDroppedThroughAPlaceholder_thatTheItemIsInserted() {
            let (collectionView, model, log) = makeGrid(["A", "B"])
            log.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
            var committed: [Bool] = []
            log.performDrop = { _, coordinator in
                let placeholder = UICollectionViewDropPlaceholder(
                    insertionIndexPath: coordinator.destinationIndexPath ?? IndexPath(item: 0, section: 0),
                    reuseIdentifier: "cell")
                let context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
                committed.append(
                    context.commitInsertion { indexPath in model.items.insert("New", at: indexPath.item) })
                committed.append(context.commitInsertion { _ in })
                committed.append(context.deletePlaceholder())
                _ = coordinator.drop(
                    coordinator.items[0].dragItem, to: UIDragPreviewTarget(container: collectionView, center: .zero))
            }
            collectionView.headlessDrag(itemAt: IndexPath(item: 1, section: 0), to: IndexPath(item: 1, section: 0))
            #expect(committed == [true, false, false])
            #expect(model.shownTitles(collectionView) == ["A", "New", "B"])
        }
    }
#endif
