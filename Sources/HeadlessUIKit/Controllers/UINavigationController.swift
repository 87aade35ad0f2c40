#if !canImport(UIKit)
    import Foundation

    /// A container that shows one controller of a stack at a time: pushing shows a new one, popping
    /// goes back.
    ///
    /// The controllers of the stack are its children. While the navigation controller is on screen,
    /// a push, pop or replacement runs UIKit's appearance sequence (the leaving controller's
    /// `viewWillDisappear`, the arriving one's `viewWillAppear`, then `viewDidDisappear` and
    /// `viewDidAppear`) with a `transitionCoordinator`, all at once whether animated or not. The navigation
    /// bar is not drawn: it and each controller's `navigationItem` only store what the bar would show.
    ///
    ///     let navigation = UINavigationController(rootViewController: list)
    ///     navigation.headlessAppear(size: UIScreen.main.bounds.size)
    ///     navigation.pushViewController(detail, animated: true)
    ///     navigation.popViewController(animated: true)  // back to `list`
    @preconcurrency @MainActor
    open class UINavigationController: UIViewController {
        private var stack: [UIViewController] = []

        /// Creates a navigation controller whose stack holds `rootViewController` alone.
        public init(rootViewController: UIViewController) {
            super.init(nibName: nil, bundle: nil)
            setViewControllers([rootViewController], animated: false)
        }

        /// Creates a navigation controller with an empty stack.
        public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder aDecoder: NSCoder) {
            return nil
        }

        /// The bar the navigation controller would show above the top controller; headlessly it is not
        /// in the view hierarchy and only stores its appearance.
        public let navigationBar = UINavigationBar()

        /// Whether the navigation bar is hidden. Default `false`; setting it is not animated.
        open var isNavigationBarHidden: Bool {
            get { navigationBar.isHidden }
            set { setNavigationBarHidden(newValue, animated: false) }
        }

        /// Hides or shows the navigation bar.
        open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
            navigationBar.isHidden = hidden
        }

        /// The toolbar at the bottom; it shows the top controller's `toolbarItems`.
        public var toolbar: UIToolbar! {
            headlessToolbar.items = topViewController?.toolbarItems
            return headlessToolbar
        }
        private let headlessToolbar = UIToolbar()

        /// Whether the toolbar is hidden. Default `true`, as in UIKit.
        open var isToolbarHidden = true

        /// Shows or hides the toolbar.
        open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
            isToolbarHidden = hidden
        }

        /// The stack, root first. Setting it is `setViewControllers(_:animated:)` without animation.
        open var viewControllers: [UIViewController] {
            get { stack }
            set { setViewControllers(newValue, animated: false) }
        }

        /// The controller at the top of the stack, `nil` when the stack is empty.
        open var topViewController: UIViewController? { stack.last }

        /// The controller the user sees: the last one presented over the navigation controller, else
        /// the top of the stack.
        open var visibleViewController: UIViewController? {
            var visible = headlessPresented
            while let next = visible?.headlessPresented { visible = next }
            return visible ?? topViewController
        }

        /// Pushes a controller onto the stack and shows it.
        ///
        /// - Precondition: The controller is not on the stack already (UIKit raises then).
        open func pushViewController(_ viewController: UIViewController, animated: Bool) {
            setViewControllers(stack + [viewController], animated: animated)
        }

        /// Pops the top controller and shows the one below; does nothing on the root.
        /// - Returns: The controller popped, or `nil` when the stack holds one controller or none.
        @discardableResult
        open func popViewController(animated: Bool) -> UIViewController? {
            guard stack.count > 1 else { return nil }
            return pop(keeping: stack.count - 1, animated: animated).first
        }

        /// Pops every controller above `viewController`.
        /// - Returns: The controllers popped, bottom first; `nil` when `viewController` is not on the stack.
        @discardableResult
        open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
            guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
            return pop(keeping: index + 1, animated: animated)
        }

        /// Pops every controller above the root.
        /// - Returns: The controllers popped, bottom first (empty when only the root is there); `nil`
        ///   when the stack is empty.
        @discardableResult
        open func popToRootViewController(animated: Bool) -> [UIViewController]? {
            stack.isEmpty ? nil : pop(keeping: 1, animated: animated)
        }

        /// Replaces the stack. Controllers that leave it are removed as children, new ones are added;
        /// when the top changes and the navigation controller is on screen, the old top disappears and
        /// the new one appears.
        ///
        /// - Precondition: No controller is in the list twice (UIKit raises then).
        open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
            precondition(
                Set(viewControllers.map(ObjectIdentifier.init)).count == viewControllers.count,
                Self.duplicateControllerMessage)
            let leaving = topViewController
            let removed = stack.filter { old in !viewControllers.contains { $0 === old } }
            let added = viewControllers.filter { new in !stack.contains { $0 === new } }
            for controller in removed { controller.willMove(toParent: nil) }
            for controller in added { addChild(controller) }
            stack = viewControllers
            let arriving = topViewController
            if isViewLoaded { arriving?.loadViewIfNeeded() }
            if leaving !== arriving {
                headlessTransition(
                    from: leaving, to: arriving, onScreen: headlessIsAppearing, animated: animated, style: .custom
                ) { showTopView(replacing: leaving) }
            }
            for controller in removed { controller.removeFromParent() }
            for controller in added { controller.didMove(toParent: self) }
        }

        /// UIKit's reason for a controller pushed while it is on the stack.
        static let duplicateControllerMessage =
            "Pushing the same view controller instance more than once is not supported"

        /// Makes a container view that keeps the top controller's view filling it.
        open override func loadView() {
            view = NavigationContainerView(frame: UIScreen.main.bounds, navigationController: self)
            showTopView(replacing: nil)
        }

        /// Pops down to the first `count` controllers, returning those popped.
        private func pop(keeping count: Int, animated: Bool) -> [UIViewController] {
            let popped = Array(stack[count...])
            setViewControllers(Array(stack[..<count]), animated: animated)
            return popped
        }

        /// Puts the top controller's view in the container in place of `leaving`'s, once the container is loaded.
        private func showTopView(replacing leaving: UIViewController?) {
            guard let container = viewIfLoaded else { return }
            if let leavingView = leaving?.viewIfLoaded, leavingView.superview === container {
                leavingView.removeFromSuperview()
            }
            guard let top = topViewController else { return }
            top.view.frame = container.bounds
            container.addSubview(top.view)
        }

        /// Lays the top controller out at the container's size, with its layout callbacks.
        fileprivate func layoutTopView() {
            guard let top = topViewController, let topView = top.viewIfLoaded, topView.superview === viewIfLoaded
            else { return }
            topView.frame = CGRect(origin: .zero, size: view.bounds.size)
            top.headlessLayout(size: view.bounds.size)
        }
    }

    /// The navigation controller's root view: its layout lays out the top controller.
    private final class NavigationContainerView: UIView {
        weak var navigationController: UINavigationController?

        init(frame: CGRect, navigationController: UINavigationController) {
            self.navigationController = navigationController
            super.init(frame: frame)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            navigationController?.layoutTopView()
        }
    }

    extension UIViewController {
        /// The nearest ancestor that is a navigation controller, else `nil`.
        public var navigationController: UINavigationController? {
            var ancestor = parent
            while let current = ancestor {
                if let navigation = current as? UINavigationController { return navigation }
                ancestor = current.parent
            }
            return nil
        }
    }
#endif
