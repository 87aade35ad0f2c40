#if !canImport(UIKit)
    import Foundation

    /// The object that answers for a layer: a view is the delegate of its own layer.
    ///
    /// Every method is optional in Core Animation; here each has a default that does what a delegate
    /// without the method gets: nothing.
    @preconcurrency @MainActor
    public protocol CALayerDelegate: NSObjectProtocol {
        /// Lays out the sublayers of `layer`; called by the layer's `layoutSublayers()`.
        func layoutSublayers(of layer: CALayer)
        /// Draws the layer's content; headlessly never called, as nothing is drawn.
        func display(_ layer: CALayer)
    }

    extension CALayerDelegate {
        /// Does nothing.
        public func layoutSublayers(of layer: CALayer) {}
        /// Does nothing.
        public func display(_ layer: CALayer) {}
    }

    /// The corners of a layer that its corner radius rounds.
    public struct CACornerMask: OptionSet, Hashable, Sendable {
        /// The bits of the mask.
        public let rawValue: UInt
        /// Creates a mask from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The corner at the minimum x and minimum y: top left in UIKit's coordinates.
        public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
        /// The corner at the maximum x and minimum y: top right.
        public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
        /// The corner at the minimum x and maximum y: bottom left.
        public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
        /// The corner at the maximum x and maximum y: bottom right.
        public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
    }

    /// A span of time in seconds, as Core Animation measures it.
    public typealias CFTimeInterval = Double

    /// The current absolute time in seconds, from a clock that only moves forward (the system's uptime).
    public func CACurrentMediaTime() -> CFTimeInterval {
        ProcessInfo.processInfo.systemUptime
    }
#endif
