#if !canImport(UIKit)
    import Foundation

    /// Where an animation ended.
    public enum UIViewAnimatingPosition: Int, Sendable {
        /// At the end of the animation.
        case end = 0
        /// At its start (it was reversed).
        case start = 1
        /// Somewhere in between (it was stopped).
        case current = 2
    }

    /// Lets code run alongside and after the animation of a drop.
    @preconcurrency @MainActor
    public protocol UIDragAnimating: NSObjectProtocol {
        /// Adds animations to run alongside the drop's.
        func addAnimations(_ animations: @escaping () -> Void)
        /// Adds a closure to run when the drop's animation ends.
        func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    }
#endif
