#if !canImport(UIKit)
    import Foundation

    /// How a drop would land on a collection view: the operation and whether it inserts or drops into an item.
    @preconcurrency @MainActor
    open class UICollectionViewDropProposal: UIDropProposal {
        /// Where the dropped content goes relative to the destination index path.
        public enum Intent: Int, Sendable {
            /// No preference.
            case unspecified = 0
            /// Insert at the destination index path.
            case insertAtDestinationIndexPath = 1
            /// Drop into the item at the destination index path.
            case insertIntoDestinationIndexPath = 2
        }

        /// The proposal's intent. Default `.unspecified`.
        public let intent: Intent

        /// Creates a proposal with an operation and an intent.
        public init(operation: UIDropOperation, intent: Intent) {
            self.intent = intent
            super.init(operation: operation)
        }

        /// Creates a proposal with an operation and no intent.
        public override init(operation: UIDropOperation) {
            self.intent = .unspecified
            super.init(operation: operation)
        }
    }
#endif
