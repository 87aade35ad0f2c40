#if !canImport(UIKit)
    import Foundation

    /// What a transition between controllers is doing: whether it is animated and which controllers
    /// and views it moves.
    ///
    /// UIKit hands one to the blocks given to a transition coordinator. Headlessly transitions are
    /// never interactive and never cancelled, and their views are the controllers' root views.
    @preconcurrency @MainActor
    public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
        /// Whether the transition is animated.
        var isAnimated: Bool { get }
        /// The presentation style of a presentation or dismissal; `.custom` for a push or pop.
        var presentationStyle: UIModalPresentationStyle { get }
        /// Whether the transition started interactive. Headlessly `false`.
        var initiallyInteractive: Bool { get }
        /// Whether the transition can be interrupted. Headlessly `false`.
        var isInterruptible: Bool { get }
        /// Whether the transition is interactive now. Headlessly `false`.
        var isInteractive: Bool { get }
        /// Whether the transition was cancelled. Headlessly `false`.
        var isCancelled: Bool { get }
        /// The duration of the transition: 0.35 seconds when animated, else 0.
        var transitionDuration: TimeInterval { get }
        /// How much of the transition is done: 0 before the animations run, 1 after.
        var percentComplete: CGFloat { get }
        /// The speed at which the transition finishes after an interaction. Headlessly 1.
        var completionVelocity: CGFloat { get }
        /// The curve of the transition's end. Headlessly `.easeInOut`.
        var completionCurve: UIView.AnimationCurve { get }
        /// The controller leaving (`.from`) or arriving (`.to`).
        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
        /// The root view of the controller leaving (`.from`) or arriving (`.to`).
        func view(forKey key: UITransitionContextViewKey) -> UIView?
        /// The view the transition takes place in.
        var containerView: UIView { get }
    }

    /// Runs work along with a transition between controllers and after it ends.
    ///
    /// `UIViewController.transitionCoordinator` answers one while a push, pop, presentation or
    /// dismissal runs, typically read in `viewWillAppear(_:)` or `viewWillDisappear(_:)`. Headlessly
    /// the animation blocks run once every controller received its `viewWill…` call, and the completion
    /// blocks once the transition has ended, before the `viewDid…` calls.
    @preconcurrency @MainActor
    public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
        /// Runs `animation` with the transition's animations and `completion` when it ends.
        /// - Returns: Whether the blocks will run: `true` while the transition has not ended.
        @discardableResult
        func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool

        /// Runs `animation` with the transition's animations in a view outside the container, and
        /// `completion` when it ends.
        /// - Returns: Whether the blocks will run: `true` while the transition has not ended.
        @discardableResult
        func animateAlongsideTransition(
            in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
            completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool
    }

    extension UIViewControllerTransitionCoordinator {
        /// Runs `animation` with the transition's animations (no completion block).
        @discardableResult
        public func animate(
            alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            animate(alongsideTransition: animation, completion: nil)
        }

        /// Runs `animation` in a view outside the container with the transition's animations (no
        /// completion block).
        @discardableResult
        public func animateAlongsideTransition(
            in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
        ) -> Bool {
            animateAlongsideTransition(in: view, animation: animation, completion: nil)
        }
    }

    /// Names a controller of a transition: the one leaving or the one arriving.
    public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The controller visible at the start of the transition.
        public static let from = UITransitionContextViewControllerKey(
            rawValue: "UITransitionContextFromViewControllerKey")
        /// The controller visible at the end of the transition.
        public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
    }

    /// Names a view of a transition: the one leaving or the one arriving.
    public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The view of the controller leaving.
        public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
        /// The view of the controller arriving.
        public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
    }

    /// The coordinator of one headless transition: it stores the blocks it is given and runs them when
    /// the transition reaches its animations and its end.
    final class HeadlessTransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
        typealias Block = (any UIViewControllerTransitionCoordinatorContext) -> Void

        let isAnimated: Bool
        let presentationStyle: UIModalPresentationStyle
        let containerView: UIView
        private let from: UIViewController?
        private let to: UIViewController?
        private var animations: [Block] = []
        private var completions: [Block] = []
        private(set) var percentComplete: CGFloat = 0
        private var hasEnded = false

        var initiallyInteractive: Bool { false }
        var isInterruptible: Bool { false }
        var isInteractive: Bool { false }
        var isCancelled: Bool { false }
        var transitionDuration: TimeInterval { isAnimated ? 0.35 : 0 }
        var completionVelocity: CGFloat { 1 }
        var completionCurve: UIView.AnimationCurve { .easeInOut }

        init(
            from: UIViewController?, to: UIViewController?, containerView: UIView, animated: Bool,
            presentationStyle: UIModalPresentationStyle
        ) {
            self.from = from
            self.to = to
            self.containerView = containerView
            self.isAnimated = animated
            self.presentationStyle = presentationStyle
            super.init()
        }

        func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
            switch key {
            case .from: from
            case .to: to
            default: nil
            }
        }

        func view(forKey key: UITransitionContextViewKey) -> UIView? {
            switch key {
            case .from: from?.viewIfLoaded
            case .to: to?.viewIfLoaded
            default: nil
            }
        }

        func animate(alongsideTransition animation: Block?, completion: Block?) -> Bool {
            guard !hasEnded else { return false }
            if let animation { animations.append(animation) }
            if let completion { completions.append(completion) }
            return true
        }

        func animateAlongsideTransition(in view: UIView?, animation: Block?, completion: Block?) -> Bool {
            animate(alongsideTransition: animation, completion: completion)
        }

        /// Runs the animation blocks given so far, then marks the transition complete.
        func runAnimations() {
            while !animations.isEmpty { animations.removeFirst()(self) }
            percentComplete = 1
        }

        /// Ends the transition: runs the completion blocks; later blocks are refused.
        func runCompletions() {
            runAnimations()
            hasEnded = true
            while !completions.isEmpty { completions.removeFirst()(self) }
        }
    }
#endif
