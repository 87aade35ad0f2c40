#if !canImport(UIKit)
    import Foundation

    // Swipe actions (headless additions that simulate the user's swipe and button taps).
    extension UITableView {
        /// Simulates a swipe that reveals a row's actions (headless addition, not UIKit API).
        ///
        /// Resolution, as UIKit does it: the row must be editable (`canEditRowAt`); then the delegate's
        /// swipe actions configuration for the edge; for the trailing edge without one, the legacy
        /// `editActionsForRowAt`; then the default Delete button when `editingStyleForRowAt` is `.delete`
        /// and the data source commits edits (its title from `titleForDeleteConfirmationButtonForRowAt`,
        /// else "Delete"). When there are actions, `willBeginEditingRowAt` is sent. Not available in editing mode.
        /// - Returns: The revealed buttons, outermost first; empty when the swipe reveals nothing.
        @discardableResult
        public func headlessSwipe(rowAt indexPath: IndexPath, from edge: HeadlessUIKit.HeadlessSwipeEdge = .trailing)
            -> [HeadlessSwipeAction]
        {
            layoutIfNeeded()
            guard !isEditing, layout.contains(indexPath) else { return [] }
            if activeSwipe != nil { headlessCancelSwipe() }
            guard callCanEditRow(at: indexPath), let swipe = resolveSwipe(at: indexPath, edge: edge) else { return [] }
            activeSwipe = swipe
            callWillBeginEditingRow(at: indexPath)
            if edge == .trailing { displayedCells[indexPath]?.showingDeleteConfirmation = true }
            return swipe.actions.map(Self.describe)
        }

        /// Simulates a tap on a revealed swipe button (headless addition, not UIKit API).
        ///
        /// A contextual action's handler runs and the swipe ends when it calls its completion; a legacy row
        /// action's handler runs and the swipe ends; the default Delete commits `.delete` and the swipe ends.
        /// The swipe ends with `didEndEditingRowAt`, whose index path is `nil` if the row was deleted.
        /// - Returns: Whether a button was tapped.
        @discardableResult
        public func headlessTapSwipeAction(at index: Int = 0) -> Bool {
            guard let swipe = activeSwipe, swipe.actions.indices.contains(index), let indexPath = swipe.indexPath else {
                return false
            }
            switch swipe.actions[index] {
            case .contextual(let action):
                let sourceView = displayedCells[indexPath] ?? UIView()
                action.handler(action, sourceView) { [weak self] _ in self?.endSwipe() }
            case .legacy(let action):
                action.headlessHandler(action, indexPath)
                endSwipe()
            case .defaultDelete:
                callCommit(.delete, forRowAt: indexPath)
                endSwipe()
            }
            return true
        }

        /// Simulates a full swipe: reveals the actions, then performs the first one if a full swipe does
        /// (headless addition, not UIKit API).
        /// - Returns: The revealed buttons.
        @discardableResult
        public func headlessFullSwipe(
            rowAt indexPath: IndexPath, from edge: HeadlessUIKit.HeadlessSwipeEdge = .trailing
        )
            -> [HeadlessSwipeAction]
        {
            let actions = headlessSwipe(rowAt: indexPath, from: edge)
            if activeSwipe?.performsFirstActionWithFullSwipe == true { headlessTapSwipeAction(at: 0) }
            return actions
        }

        /// Simulates a tap outside the revealed buttons: the swipe closes (headless addition, not UIKit API).
        public func headlessCancelSwipe() {
            endSwipe()
        }

        /// The buttons of the swipe the table is showing, outermost first (headless addition).
        public var headlessRevealedSwipeActions: [HeadlessSwipeAction] {
            activeSwipe?.actions.map(Self.describe) ?? []
        }

        private func endSwipe() {
            guard let swipe = activeSwipe else { return }
            activeSwipe = nil
            if let indexPath = swipe.indexPath { displayedCells[indexPath]?.showingDeleteConfirmation = false }
            callDidEndEditingRow(at: swipe.indexPath)
        }

        private func resolveSwipe(at indexPath: IndexPath, edge: HeadlessUIKit.HeadlessSwipeEdge) -> ActiveSwipe? {
            if let configuration = callSwipeActions(edge, forRowAt: indexPath) {
                guard !configuration.actions.isEmpty else { return nil }
                return ActiveSwipe(
                    indexPath: indexPath, edge: edge, actions: configuration.actions.map { .contextual($0) },
                    performsFirstActionWithFullSwipe: configuration.performsFirstActionWithFullSwipe)
            }
            guard edge == .trailing else { return nil }
            if let legacy = callEditActions(forRowAt: indexPath), !legacy.isEmpty {
                return ActiveSwipe(
                    indexPath: indexPath, edge: edge, actions: legacy.map { .legacy($0) },
                    performsFirstActionWithFullSwipe: false)
            }
            guard callEditingStyle(forRowAt: indexPath) == .delete, dataSourceCommitsEdits else { return nil }
            let title = callTitleForDeleteConfirmationButton(forRowAt: indexPath) ?? "Delete"
            return ActiveSwipe(
                indexPath: indexPath, edge: edge, actions: [.defaultDelete(title: title)],
                performsFirstActionWithFullSwipe: true)
        }

        private static func describe(_ action: ActiveSwipe.Action) -> HeadlessSwipeAction {
            switch action {
            case .contextual(let action):
                HeadlessSwipeAction(title: action.title, isDestructive: action.style == .destructive)
            case .legacy(let action): HeadlessSwipeAction(title: action.title, isDestructive: action.style == .default)
            case .defaultDelete(let title): HeadlessSwipeAction(title: title, isDestructive: true)
            }
        }
    }
#endif
