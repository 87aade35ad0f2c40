#if !canImport(UIKit)
    import Foundation

    /// A view whose rows or items a simulated drag lifts and drops: the table and the collection view.
    ///
    /// `runHeadlessDrag(from:to:)` is the one drag-and-drop flow; it calls these steps in UIKit's order,
    /// and each view answers them from its own drag delegate, drop delegate and data source.
    @MainActor
    protocol HeadlessDragFlowView: UIScrollView {
        /// The view's drop proposal type.
        associatedtype Proposal: UIDropProposal

        var activeDragSession: (any UIDragSession)? { get set }
        var activeDropSession: (any UIDropSession)? { get set }
        /// Whether a drag can start: drag interaction is on and there is a drag delegate.
        var dragFlowCanStart: Bool { get }
        /// Whether there is a drop delegate.
        var dragFlowHasDropDelegate: Bool { get }
        /// The selected rows or items, in order.
        var dragFlowSelection: [IndexPath] { get }
        /// Whether an index path names a row or item the view shows.
        func dragFlowContains(_ indexPath: IndexPath) -> Bool
        /// The frame of a row or item.
        func dragFlowFrame(_ indexPath: IndexPath) -> CGRect

        func dragFlowItems(forBeginning session: HeadlessDragSession, at indexPath: IndexPath) -> [UIDragItem]
        func dragFlowAskPreviewParameters(at indexPath: IndexPath)
        func dragFlowWillBegin(_ session: HeadlessDragSession)
        func dragFlowIsRestricted(_ session: HeadlessDragSession) -> Bool
        func dragFlowAllowsMove(_ session: HeadlessDragSession) -> Bool
        func dragFlowDidEnd(_ session: HeadlessDragSession)

        func dropFlowCanHandle(_ session: HeadlessDropSession) -> Bool
        func dropFlowDidEnter(_ session: HeadlessDropSession)
        func dropFlowDidUpdate(_ session: HeadlessDropSession, destination: IndexPath?) -> Proposal
        func dropFlowDidExit(_ session: HeadlessDropSession)
        func dropFlowDidEnd(_ session: HeadlessDropSession)
        /// Reorders through the data source when UIKit does instead of a drop: a move of one row or item
        /// within this view, inserted at the destination, that the data source can move; the view moves
        /// the row or item itself. Whether it did.
        func dropFlowReorder(_ move: UserMove, proposal: Proposal) -> Bool
        /// Asks the drop delegate how the row or item receiving a drop is drawn.
        func dropFlowAskDropPreviewParameters(at indexPath: IndexPath)
        /// Runs the data source's updates and inserts one row or item, in one validated batch.
        func dropFlowInsert(at indexPath: IndexPath, updatingDataSource: (IndexPath) -> Void)
        /// Hands the drop to the drop delegate's `performDropWith`.
        func dropFlowPerform(
            _ items: [HeadlessDropItem], destination: IndexPath?, proposal: Proposal, session: HeadlessDropSession)
    }

    extension HeadlessDragFlowView {
        /// Lifts a row or item (with the selection when it is selected), drags it to a destination and
        /// drops it there, calling the delegates in UIKit's order; see `UITableView.headlessDrag(rowAt:to:)`.
        func runHeadlessDrag(from source: IndexPath, to destination: IndexPath?) -> UIDropOperation {
            layoutIfNeeded()
            guard dragFlowCanStart, dragFlowContains(source) else { return .cancel }
            let session = HeadlessDragSession(sourceView: self)
            session.location = dragLocation(at: source)
            let selection = dragFlowSelection
            for indexPath in selection.contains(source) ? selection : [source] {
                session.add(dragFlowItems(forBeginning: session, at: indexPath), from: indexPath)
            }
            guard !session.items.isEmpty else { return .cancel }
            for indexPath in session.liftedRows { dragFlowAskPreviewParameters(at: indexPath) }
            dragFlowWillBegin(session)
            activeDragSession = session
            session.isRestrictedToDraggingApplication = dragFlowIsRestricted(session)
            session.allowsMoveOperation = dragFlowAllowsMove(session)
            session.location = dragLocation(at: destination)
            let operation = drop(session, at: destination)
            activeDragSession = nil
            dragFlowDidEnd(session)
            return operation
        }

        /// Runs the drop side of a simulated drag over this view.
        private func drop(_ dragSession: HeadlessDragSession, at destination: IndexPath?) -> UIDropOperation {
            guard dragFlowHasDropDelegate else { return .cancel }
            let session = HeadlessDropSession(dragSession: dragSession)
            guard dropFlowCanHandle(session) else { return .cancel }
            activeDropSession = session
            defer { activeDropSession = nil }
            dropFlowDidEnter(session)
            let proposal = dropFlowDidUpdate(session, destination: destination)
            var operation = proposal.operation
            if operation == .move && !dragSession.allowsMoveOperation { operation = .cancel }
            switch operation {
            case .cancel, .forbidden:
                dropFlowDidExit(session)
            case .copy, .move:
                let move = operation == .move ? dragSession.localMove(within: self, to: destination) : nil
                if let move, dropFlowReorder(move, proposal: proposal) {
                    // UIKit asks how the moved row or item is drawn as it lands.
                    dropFlowAskDropPreviewParameters(at: move.destination)
                } else {
                    let items = dragSession.items.map { item in
                        let source = dragSession.sourceIndexPath(of: item)
                        return HeadlessDropItem(
                            dragItem: item, sourceIndexPath: source,
                            previewSize: source.map { dragFlowFrame($0).size } ?? .zero)
                    }
                    dropFlowPerform(items, destination: destination, proposal: proposal, session: session)
                }
            }
            dropFlowDidEnd(session)
            return operation
        }

        /// Where a drag over an index path is: the centre of its row or item; for `nil` (outside every
        /// row or item), the middle of the content's bottom edge.
        private func dragLocation(at indexPath: IndexPath?) -> CGPoint {
            guard let indexPath else { return CGPoint(x: bounds.midX, y: contentSize.height) }
            let frame = dragFlowFrame(indexPath)
            return CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    extension HeadlessDragSession {
        /// The move this drag makes when it lifted exactly one row or item of `view` and lands elsewhere in it.
        func localMove(within view: UIView, to destination: IndexPath?) -> UserMove? {
            guard sourceView === view, items.count == 1, let source = sourceIndexPath(of: items[0]), let destination,
                source != destination
            else { return nil }
            return UserMove(source: source, destination: destination)
        }
    }
#endif
