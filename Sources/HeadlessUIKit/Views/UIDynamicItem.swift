#if !canImport(UIKit)
    import Foundation

    /// Something with a center, bounds and transform that UIKit Dynamics can move; layout attributes and
    /// the visible items of a compositional section are such items.
    @preconcurrency @MainActor
    public protocol UIDynamicItem: NSObjectProtocol {
        /// The item's center, in its container's coordinates.
        var center: CGPoint { get set }
        /// The item's bounds: its size, at the origin.
        var bounds: CGRect { get }
        /// The item's transform, about its center.
        var transform: CGAffineTransform { get set }
    }
#endif
