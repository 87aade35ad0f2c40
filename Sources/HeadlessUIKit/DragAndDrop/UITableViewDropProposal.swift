#if !canImport(UIKit)
    import Foundation

    /// How a table view proposes to handle a drop: the operation and where the items go.
    @preconcurrency @MainActor
    open class UITableViewDropProposal: UIDropProposal {
        /// Where dropped items go relative to the destination index path.
        public enum Intent: Int, Sendable {
            /// No intent given; the table does not make room for the items.
            case unspecified = 0
            /// The items are inserted at the destination index path: the table opens a gap there.
            case insertAtDestinationIndexPath = 1
            /// The items go into the row at the destination index path: the table highlights it.
            case insertIntoDestinationIndexPath = 2
            /// The table chooses between the two insert intents from where the drag is.
            case automatic = 3
        }

        /// Where the items go. Default `.unspecified`.
        public let intent: Intent

        /// Creates a proposal with an operation and an intent.
        public init(operation: UIDropOperation, intent: Intent) {
            self.intent = intent
            super.init(operation: operation)
        }

        /// Creates a proposal with an operation and the `.unspecified` intent.
        public override init(operation: UIDropOperation) {
            self.intent = .unspecified
            super.init(operation: operation)
        }
    }
#endif
