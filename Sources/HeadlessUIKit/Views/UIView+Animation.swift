#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// Options of a block-based view animation: its curve, repetition and transition.
        public struct AnimationOptions: OptionSet, Sendable {
            /// The bits of the options.
            public let rawValue: UInt
            /// Creates options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Lays out subviews at commit time so they animate with their parent.
            public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
            /// Lets the user interact with views while they animate.
            public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
            /// Starts from the current presentation values instead of the model values.
            public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
            /// Repeats the animation forever.
            public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
            /// Runs each repetition forward and then backward.
            public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
            /// Ignores the duration of an enclosing animation.
            public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
            /// Ignores the curve of an enclosing animation.
            public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
            /// Animates content changes during a transition.
            public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
            /// A transition hides and shows views instead of removing and adding them.
            public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
            /// Ignores the options of an enclosing animation.
            public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
            /// Slow at the start and the end (the default curve).
            public static let curveEaseInOut = AnimationOptions([])
            /// Slow at the start.
            public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
            /// Slow at the end.
            public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
            /// Even speed throughout.
            public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
            /// Flips the view around its vertical axis from the left.
            public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
            /// Flips the view around its vertical axis from the right.
            public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
            /// Curls the view up from the bottom.
            public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
            /// Curls the view down from the top.
            public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
            /// Fades from one view to the other.
            public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
            /// Flips the view around its horizontal axis from the top.
            public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
            /// Flips the view around its horizontal axis from the bottom.
            public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        }

        /// Options of a keyframe animation.
        public struct KeyframeAnimationOptions: OptionSet, Sendable {
            /// The bits of the options.
            public let rawValue: UInt
            /// Creates options from their bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Lays out subviews at commit time so they animate with their parent.
            public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
            /// Lets the user interact with views while they animate.
            public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
            /// Starts from the current presentation values.
            public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
            /// Repeats the animation forever.
            public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
            /// Runs each repetition forward and then backward.
            public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
            /// Interpolates linearly between keyframes (the default).
            public static let calculationModeLinear = KeyframeAnimationOptions([])
            /// Jumps from keyframe to keyframe.
            public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
            /// Paces the keyframes evenly.
            public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
            /// Interpolates along a smooth curve.
            public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
            /// Paces a smooth curve evenly.
            public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
        }

        /// Whether animation blocks animate; `false` while `performWithoutAnimation(_:)` runs.
        private static var animationsEnabled = true
        /// The durations of the animation blocks running now, outermost first.
        private static var runningDurations: [TimeInterval] = []

        /// Whether view animations are enabled. Default `true`.
        public class var areAnimationsEnabled: Bool { animationsEnabled }

        /// Turns view animations on or off; while off, animation blocks still apply their changes and
        /// call their completions.
        public class func setAnimationsEnabled(_ enabled: Bool) {
            animationsEnabled = enabled
        }

        /// Runs `actionsWithoutAnimation` with animations off, then restores the previous setting.
        public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
            let wasEnabled = animationsEnabled
            animationsEnabled = false
            defer { animationsEnabled = wasEnabled }
            actionsWithoutAnimation()
        }

        /// The duration of the animation block running now; 0 outside one.
        public class var inheritedAnimationDuration: TimeInterval { runningDurations.last ?? 0 }

        /// Animates the changes `animations` makes, after a delay, with options.
        ///
        /// Headlessly no time passes: the changes apply at once, before this returns, and `completion`
        /// runs with `true` on the next main-queue turn, never before this returns (Apple: even a
        /// zero-duration animation completes on the next run loop cycle). With `.repeat` the animation
        /// never ends, so `completion` never runs. Inside a `CATransaction`, an animated block (animations
        /// on, duration above 0) delays the transaction's completion until after its own.
        public class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            runAnimationBlock(duration: duration, repeats: options.contains(.repeat), animations, completion)
        }

        /// Animates the changes `animations` makes, then calls `completion`; see
        /// `animate(withDuration:delay:options:animations:completion:)`.
        public class func animate(
            withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            runAnimationBlock(duration: duration, repeats: false, animations, completion)
        }

        /// Animates the changes `animations` makes.
        public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
            runAnimationBlock(duration: duration, repeats: false, animations, nil)
        }

        /// Animates the changes `animations` makes along a spring; headlessly as
        /// `animate(withDuration:delay:options:animations:completion:)`.
        public class func animate(
            withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
            initialSpringVelocity velocity: CGFloat, options: UIView.AnimationOptions = [],
            animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
        ) {
            runAnimationBlock(duration: duration, repeats: options.contains(.repeat), animations, completion)
        }

        /// Runs a keyframe animation: `animations` adds keyframes with
        /// `addKeyframe(withRelativeStartTime:relativeDuration:animations:)`, which apply at once.
        public class func animateKeyframes(
            withDuration duration: TimeInterval, delay: TimeInterval,
            options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
            completion: ((Bool) -> Void)? = nil
        ) {
            runAnimationBlock(duration: duration, repeats: options.contains(.repeat), animations, completion)
        }

        /// Adds a keyframe to the keyframe animation running now; headlessly its changes apply at once.
        public class func addKeyframe(
            withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
            animations: @escaping () -> Void
        ) {
            animations()
        }

        /// Animates changes to one view as a transition (a flip, curl or cross-dissolve); headlessly
        /// as `animate(withDuration:delay:options:animations:completion:)`.
        public class func transition(
            with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
            animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
        ) {
            runAnimationBlock(duration: duration, repeats: false, animations ?? {}, completion)
        }

        /// Replaces `fromView` with `toView` as a transition: `toView` is added to `fromView`'s superview
        /// and `fromView` removed, or with `.showHideTransitionViews` `fromView` is hidden and `toView` shown.
        public class func transition(
            from fromView: UIView, to toView: UIView, duration: TimeInterval,
            options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
        ) {
            runAnimationBlock(
                duration: duration, repeats: false,
                {
                    if options.contains(.showHideTransitionViews) {
                        fromView.isHidden = true
                        toView.isHidden = false
                    } else {
                        fromView.superview?.addSubview(toView)
                        fromView.removeFromSuperview()
                    }
                }, completion)
        }

        /// Applies an animation block's changes now and schedules its completion for the next main-queue turn.
        private class func runAnimationBlock(
            duration: TimeInterval, repeats: Bool, _ animations: () -> Void, _ completion: ((Bool) -> Void)?
        ) {
            let animated = animationsEnabled && duration > 0
            runningDurations.append(animated ? duration : 0)
            animations()
            runningDurations.removeLast()
            if animated { CATransaction.noteAddedAnimation() }
            guard !(animated && repeats), let completion else { return }
            HeadlessMainQueue.next { completion(true) }
        }
    }
#endif
