#if !canImport(UIKit)
    import Foundation

    /// An item that can take focus.
    @preconcurrency @MainActor
    public protocol UIFocusItem: NSObjectProtocol {
        /// Whether the item can take focus now.
        var canBecomeFocused: Bool { get }
    }

    /// The directions focus can move in.
    public struct UIFocusHeading: OptionSet, Sendable {
        /// The raw bits.
        public let rawValue: UInt
        /// Creates a heading from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Up.
        public static let up = UIFocusHeading(rawValue: 1 << 0)
        /// Down.
        public static let down = UIFocusHeading(rawValue: 1 << 1)
        /// Left.
        public static let left = UIFocusHeading(rawValue: 1 << 2)
        /// Right.
        public static let right = UIFocusHeading(rawValue: 1 << 3)
        /// Next in order.
        public static let next = UIFocusHeading(rawValue: 1 << 4)
        /// Previous in order.
        public static let previous = UIFocusHeading(rawValue: 1 << 5)
    }

    /// Describes one focus change: where focus was, where it goes, and in which direction.
    @preconcurrency @MainActor
    open class UIFocusUpdateContext: NSObject {
        /// The view that had focus.
        open private(set) weak var previouslyFocusedView: UIView?
        /// The view that receives focus.
        open private(set) weak var nextFocusedView: UIView?
        /// The item that had focus: the previously focused view when that item is a view, as in UIKit.
        open var previouslyFocusedItem: (any UIFocusItem)? { previouslyFocusedView }
        /// The item that receives focus: the next focused view when that item is a view, as in UIKit.
        open var nextFocusedItem: (any UIFocusItem)? { nextFocusedView }
        /// The direction focus moves in.
        public let focusHeading: UIFocusHeading

        /// Creates a context (headless addition: UIKit creates contexts itself).
        public init(
            headlessPreviouslyFocusedView previouslyFocusedView: UIView? = nil, nextFocusedView: UIView? = nil,
            focusHeading: UIFocusHeading = []
        ) {
            self.previouslyFocusedView = previouslyFocusedView
            self.nextFocusedView = nextFocusedView
            self.focusHeading = focusHeading
            super.init()
        }
    }

    /// A focus change inside a table view, with the index paths of the rows involved.
    @preconcurrency @MainActor
    open class UITableViewFocusUpdateContext: UIFocusUpdateContext {
        /// The row that had focus; `nil` when focus was outside the table.
        public let previouslyFocusedIndexPath: IndexPath?
        /// The row that receives focus; `nil` when focus leaves the table.
        public let nextFocusedIndexPath: IndexPath?

        /// Creates a table focus context (headless addition: UIKit creates contexts itself).
        public init(
            headlessPreviouslyFocusedIndexPath previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?,
            focusHeading: UIFocusHeading = []
        ) {
            self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
            self.nextFocusedIndexPath = nextFocusedIndexPath
            super.init(focusHeading: focusHeading)
        }
    }

    /// A focus change inside a collection view, with the index paths of the items involved.
    @preconcurrency @MainActor
    open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {
        /// The item that had focus; `nil` when focus was outside the collection view.
        public let previouslyFocusedIndexPath: IndexPath?
        /// The item that receives focus; `nil` when focus leaves the collection view.
        public let nextFocusedIndexPath: IndexPath?

        /// Creates a collection-view focus context (headless addition: UIKit creates contexts itself).
        public init(
            headlessPreviouslyFocusedIndexPath previouslyFocusedIndexPath: IndexPath?, nextFocusedIndexPath: IndexPath?,
            focusHeading: UIFocusHeading = []
        ) {
            self.previouslyFocusedIndexPath = previouslyFocusedIndexPath
            self.nextFocusedIndexPath = nextFocusedIndexPath
            super.init(focusHeading: focusHeading)
        }
    }

    /// Context passed to focusing and unfocusing animations.
    @preconcurrency @MainActor
    public protocol UIFocusAnimationContext: NSObjectProtocol {
        /// The duration of the system's focus animation.
        var duration: TimeInterval { get }
    }

    /// Coordinates the animations that accompany a focus change; headlessly they run at once.
    @preconcurrency @MainActor
    open class UIFocusAnimationCoordinator: NSObject {
        private final class ImmediateContext: NSObject, UIFocusAnimationContext {
            let duration: TimeInterval = 0
        }

        /// Runs the animations, then the completion.
        open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
            animations?()
            completion?()
        }

        /// Runs the focusing animations, then the completion.
        open func addCoordinatedFocusingAnimations(
            _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
        ) {
            animations?(ImmediateContext())
            completion?()
        }

        /// Runs the unfocusing animations, then the completion.
        open func addCoordinatedUnfocusingAnimations(
            _ animations: ((any UIFocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil
        ) {
            animations?(ImmediateContext())
            completion?()
        }
    }
#endif
