#if !canImport(UIKit)
    import Foundation

    /// What a drop does with the dragged data.
    public enum UIDropOperation: UInt, Sendable {
        /// Nothing is dropped; the drag goes back.
        case cancel = 0
        /// A drop is not allowed here; the drag goes back.
        case forbidden = 1
        /// The data is copied.
        case copy = 2
        /// The data is moved (within the app that started the drag).
        case move = 3
    }

    /// How a view proposes to handle a drop.
    @preconcurrency @MainActor
    open class UIDropProposal: NSObject {
        /// The operation the drop performs.
        public let operation: UIDropOperation

        /// Whether the drop needs a precise location. Default `false`.
        open var isPrecise = false

        /// Whether the preview keeps the item's full size. Default `false`.
        open var prefersFullSizePreview = false

        /// Creates a proposal for an operation.
        public init(operation: UIDropOperation) {
            self.operation = operation
            super.init()
        }
    }
#endif
