#if !canImport(UIKit)
    import Foundation

    /// An animation a layer runs: its timing, delegate and whether it leaves the layer when it ends.
    ///
    /// Headlessly no time passes: an animation added to a layer starts and finishes on the next
    /// main-queue turn (see `CALayer.add(_:forKey:)`).
    open class CAAnimation: NSObject {
        /// How long one run takes, in seconds. Default 0 (Core Animation then uses the transaction's 0.25).
        open var duration: CFTimeInterval = 0
        /// When the animation starts, in the layer's time. Default 0 (at once).
        open var beginTime: CFTimeInterval = 0
        /// How fast time runs for the animation. Default 1.
        open var speed: Float = 1
        /// An offset into the animation's time. Default 0.
        open var timeOffset: CFTimeInterval = 0
        /// How many times the animation repeats; `.infinity` repeats forever. Default 0 (once).
        open var repeatCount: Float = 0
        /// How long the animation repeats, in seconds; `.infinity` repeats forever. Default 0.
        open var repeatDuration: CFTimeInterval = 0
        /// Whether each run plays forward and then backward. Default `false`.
        open var autoreverses = false
        /// What the layer shows outside the animation's active time. Default `.removed`.
        open var fillMode: CAMediaTimingFillMode = .removed
        /// The pacing of the animation. Default `nil` (linear).
        open var timingFunction: CAMediaTimingFunction?
        /// Whether the layer drops the animation once it finishes. Default `true`.
        open var isRemovedOnCompletion = true
        /// The object told when the animation starts and stops; the animation keeps it strongly, as
        /// Core Animation documents.
        open var delegate: (any CAAnimationDelegate)?

        /// Where the animation is in its headless life.
        var headlessPhase = HeadlessAnimationPhase.idle

        /// Creates an animation with the default timing.
        public override init() {
            super.init()
        }

        /// Whether the animation repeats forever, so that it never finishes by itself.
        var repeatsForever: Bool { repeatCount.isInfinite || repeatDuration.isInfinite }
    }

    /// Where an animation is: not added, added and waiting for its main-queue turn, running, or stopped.
    enum HeadlessAnimationPhase {
        case idle, added, running, stopped
    }

    /// The object told when an animation starts and stops. Both methods are optional in Core
    /// Animation; the defaults here do nothing.
    public protocol CAAnimationDelegate: NSObjectProtocol {
        /// The animation started.
        func animationDidStart(_ anim: CAAnimation)
        /// The animation stopped: `flag` is `true` when it ran to its end, `false` when it was removed first.
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
    }

    extension CAAnimationDelegate {
        /// Does nothing.
        public func animationDidStart(_ anim: CAAnimation) {}
        /// Does nothing.
        public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
    }

    /// An animation of one of the layer's properties, named by its key path.
    open class CAPropertyAnimation: CAAnimation {
        /// The key path of the animated property, such as `"opacity"` or `"transform.scale"`. Default `nil`.
        open var keyPath: String?
        /// Whether the animated values are added to the model value. Default `false`.
        open var isAdditive = false
        /// Whether repeats build on the previous run's end value. Default `false`.
        open var isCumulative = false

        /// Creates an animation of the property at a key path.
        public convenience init(keyPath path: String?) {
            self.init()
            keyPath = path
        }
    }

    /// An animation between two values of one property.
    open class CABasicAnimation: CAPropertyAnimation {
        /// The value the animation starts from. Default `nil` (the current value).
        open var fromValue: Any?
        /// The value the animation ends at. Default `nil` (the current value).
        open var toValue: Any?
        /// The amount the animation changes the value by. Default `nil`.
        open var byValue: Any?
    }

    /// An animation through a list of values of one property.
    open class CAKeyframeAnimation: CAPropertyAnimation {
        /// The values the property passes through. Default `nil`.
        open var values: [Any]?
        /// When each value is reached, as fractions from 0 to 1 of the duration. Default `nil` (evenly).
        open var keyTimes: [NSNumber]?
        /// The pacing between each pair of values. Default `nil`.
        open var timingFunctions: [CAMediaTimingFunction]?
        /// A path a point property follows instead of `values`. Default `nil`.
        open var path: CGPath?
    }

    /// Several animations that run together on one layer.
    open class CAAnimationGroup: CAAnimation {
        /// The animations of the group. Default `nil`.
        open var animations: [CAAnimation]?
    }

    /// What a layer shows before and after an animation's active time.
    public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
        /// The mode's name.
        public let rawValue: String
        /// Creates a mode from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The animation's end value stays after it ends.
        public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
        /// The animation's start value shows before it begins.
        public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
        /// Both before and after.
        public static let both = CAMediaTimingFillMode(rawValue: "both")
        /// Neither: the model value shows outside the active time.
        public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    }

    /// The name of one of Core Animation's standard pacing curves.
    public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
        /// The curve's name.
        public let rawValue: String
        /// Creates a name from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Even speed throughout.
        public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
        /// Slow at the start.
        public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
        /// Slow at the end.
        public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
        /// Slow at the start and the end.
        public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
        /// The system's default curve.
        public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
    }

    /// A pacing curve: a cubic Bézier from (0, 0) to (1, 1) through two control points.
    open class CAMediaTimingFunction: NSObject {
        /// The two control points.
        private let controls: [Float]

        /// Creates one of the standard curves, with Core Animation's documented control points.
        public convenience init(name: CAMediaTimingFunctionName) {
            switch name {
            case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
            case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
            case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
            case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
            default: self.init(controlPoints: 0, 0, 1, 1)
            }
        }

        /// Creates a curve through the control points (c1x, c1y) and (c2x, c2y).
        public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
            controls = [c1x, c1y, c2x, c2y]
            super.init()
        }

        /// Writes the point at `idx` (0 is (0, 0), 1 and 2 the control points, 3 is (1, 1)) into `ptr`.
        open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
            let points: [Float] = [0, 0] + controls + [1, 1]
            guard (0...3).contains(idx) else { return }
            ptr[0] = points[idx * 2]
            ptr[1] = points[idx * 2 + 1]
        }
    }
#endif
