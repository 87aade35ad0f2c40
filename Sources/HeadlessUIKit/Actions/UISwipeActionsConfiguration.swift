#if !canImport(UIKit)
    import Foundation

    /// The set of actions shown when the user swipes one edge of a row.
    @preconcurrency @MainActor
    open class UISwipeActionsConfiguration: NSObject {
        /// The actions, outermost first; the first is the full-swipe action.
        public let actions: [UIContextualAction]

        /// Whether a full swipe performs the first action. Default `true`.
        open var performsFirstActionWithFullSwipe = true

        /// Creates a configuration with the given actions, outermost first.
        public init(actions: [UIContextualAction]) {
            self.actions = actions
            super.init()
        }
    }
#endif
