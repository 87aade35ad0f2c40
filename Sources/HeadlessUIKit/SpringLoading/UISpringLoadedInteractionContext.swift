#if !canImport(UIKit)
    import Foundation

    /// The stages of a spring-loaded interaction's visual effect.
    public enum UISpringLoadedInteractionEffectState: Int, Sendable {
        /// No effect.
        case inactive = 0
        /// The effect may start.
        case possible = 1
        /// The effect is starting.
        case activating = 2
        /// The interaction activated.
        case activated = 3
    }

    /// Describes a spring-loaded interaction while a drag hovers over a row.
    @preconcurrency @MainActor
    public protocol UISpringLoadedInteractionContext: NSObjectProtocol {
        /// The stage of the effect.
        var state: UISpringLoadedInteractionEffectState { get }
        /// The view the effect applies to; the cell unless changed.
        var targetView: UIView? { get set }
        /// An object that identifies the target.
        var targetItem: Any? { get set }
        /// The drag's location in a view's coordinates.
        func location(in view: UIView?) -> CGPoint
    }
#endif
