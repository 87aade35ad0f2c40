#if !canImport(UIKit)
    import Foundation

    /// A controller that manages a view: its loading, appearance, layout, editing and child controllers.
    ///
    /// UIKit calls the lifecycle methods as a window shows the controller; headlessly
    /// `headlessAppear(size:animated:)`, `headlessLayout(size:)` and `headlessDisappear(animated:)` run
    /// them in UIKit's order, so a screen can be driven from a test. Overrides call `super`, as in UIKit.
    @preconcurrency @MainActor
    open class UIViewController: UIResponder {
        /// The name of the nib the view would load from. Headlessly nibs are not read.
        open private(set) var nibName: String?
        /// The bundle of the nib.
        open private(set) var nibBundle: Bundle?

        private var loadedView: UIView?
        private var isLoadingView = false

        /// The title; setting it also sets `navigationItem.title`, as in UIKit. Default `nil`.
        open var title: String? {
            didSet { storedNavigationItem?.title = title }
        }

        /// Whether the controller is in editing mode. Setting it is not animated. Default `false`.
        open var isEditing: Bool {
            get { editing }
            set { setEditing(newValue, animated: false) }
        }

        private var editing = false
        private var storedNavigationItem: UINavigationItem?
        private var storedEditButtonItem: UIBarButtonItem?

        /// The child controllers, in the order they were added.
        open private(set) var children: [UIViewController] = []
        /// The controller this one is a child of.
        open private(set) weak var parent: UIViewController?
        /// The controller presented over this one or over its presentation context (the root of its
        /// parent chain), as UIKit answers it for children too. Default `nil`.
        open var presentedViewController: UIViewController? {
            headlessPresented ?? parent?.presentedViewController
        }
        /// The controller that presented this one (or the controller this one is a child of).
        /// Default `nil`.
        open var presentingViewController: UIViewController? {
            headlessPresenting ?? parent?.presentingViewController
        }
        /// How the controller is shown when presented. Default `.automatic` (a sheet over the presenter,
        /// which stays on screen; `.fullScreen` and `.currentContext` take the presenter off screen).
        open var modalPresentationStyle: UIModalPresentationStyle = .automatic
        /// The status bar style the controller prefers. Default `.default`.
        open var preferredStatusBarStyle: UIStatusBarStyle { .default }
        /// Whether the controller prefers the status bar hidden. Default `false`.
        open var prefersStatusBarHidden: Bool { false }
        /// The transition coordinator of a push, pop, presentation or dismissal in progress that involves
        /// the controller (or its parent), else `nil`.
        open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
            headlessTransitionCoordinator ?? parent?.transitionCoordinator
        }
        /// The size the controller prefers when shown in a container. Default `.zero`.
        open var preferredContentSize: CGSize = .zero
        /// Whether appearance methods reach the children automatically. Default `true`.
        open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

        /// Whether the controller's view is on screen: between `viewWillAppear` and `viewWillDisappear`.
        var headlessIsAppearing = false
        /// The direction of the appearance transition begun and not yet ended, if any.
        var headlessPendingAppearance: (isAppearing: Bool, animated: Bool)?
        /// The controller this one presented (stored on the presentation context).
        var headlessPresented: UIViewController?
        /// The controller that presented this one.
        weak var headlessPresenting: UIViewController?
        /// The coordinator of the transition in progress that shows or hides this controller.
        var headlessTransitionCoordinator: HeadlessTransitionCoordinator?

        /// Whether a presentation over the current context (such as a search) covers this controller.
        /// Default `false`.
        open var definesPresentationContext = false

        /// The items a navigation controller's toolbar shows while this controller is on top. Default `nil`.
        open var toolbarItems: [UIBarButtonItem]?

        /// Creates a controller that would load its view from a nib.
        public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            nibName = nibNameOrNil
            nibBundle = nibBundleOrNil
            super.init()
        }

        /// Creates a controller without a nib.
        public override convenience init() {
            self.init(nibName: nil, bundle: nil)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        // MARK: The view

        /// The root view, loaded on first access through `loadView()` then `viewDidLoad()`.
        open var view: UIView! {
            get {
                loadViewIfNeeded()
                return loadedView
            }
            set { loadedView = newValue }
        }

        /// The root view if it is loaded, else `nil`; never loads it.
        open var viewIfLoaded: UIView? { loadedView }

        /// Whether the root view is loaded.
        open var isViewLoaded: Bool { loadedView != nil }

        /// Creates the root view; overrides assign `view` and do not call `super`.
        ///
        /// With a `nibName`, the view comes from that nib, as UIKit loads it: headlessly from its
        /// stand-in (`UINib.headlessStandIns[nibName]`), called with the controller as owner. The
        /// stand-in may set the owner's `view` itself, as the nib's outlet would; otherwise the first
        /// view it makes becomes the root view. A nib without a stand-in stops the process with a
        /// message that says how to give it one, as UIKit raises for a nib it cannot load. Without a
        /// `nibName`, the base implementation makes a plain view the size of the main screen.
        open func loadView() {
            guard let nibName else {
                view = UIView(frame: UIScreen.main.bounds)
                return
            }
            let objects = UINib(nibName: nibName, bundle: nibBundle).instantiate(withOwner: self)
            if loadedView == nil {
                view = objects.lazy.compactMap { $0 as? UIView }.first ?? UIView(frame: UIScreen.main.bounds)
            }
        }

        /// Called once after the view is loaded.
        open func viewDidLoad() {}

        /// Loads the view now if it is not loaded, calling `loadView()` then `viewDidLoad()`.
        open func loadViewIfNeeded() {
            guard loadedView == nil, !isLoadingView else { return }
            isLoadingView = true
            loadView()
            isLoadingView = false
            if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
            viewDidLoad()
        }

        // MARK: Appearance and layout

        /// The view is about to appear.
        open func viewWillAppear(_ animated: Bool) {}
        /// The view is appearing: it has its size, before layout (iOS 17).
        open func viewIsAppearing(_ animated: Bool) {}
        /// The view appeared.
        open func viewDidAppear(_ animated: Bool) {}
        /// The view is about to disappear.
        open func viewWillDisappear(_ animated: Bool) {}
        /// The view disappeared.
        open func viewDidDisappear(_ animated: Bool) {}
        /// The view is about to lay out its subviews.
        open func viewWillLayoutSubviews() {}

        /// Called before the view changes size, with the coordinator of the change; the base forwards the
        /// call to the children, so overrides call `super`, as UIKit asks.
        /// `headlessTransition(to:)` drives it headlessly.
        open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
            for child in children { child.viewWillTransition(to: size, with: coordinator) }
        }

        /// Called when the controller's traits change; headlessly traits never change, so this is not called.
        /// Overrides call `super`. The base does nothing.
        open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
        /// The view laid out its subviews.
        open func viewDidLayoutSubviews() {}

        // MARK: Editing

        /// Enters or leaves editing mode; `editButtonItem` follows. Overrides call `super`.
        open func setEditing(_ editing: Bool, animated: Bool) {
            self.editing = editing
            storedEditButtonItem?.title = editing ? "Done" : "Edit"
            storedEditButtonItem?.style = editing ? .done : .plain
        }

        /// A bar button titled Edit (Done while editing) whose tap toggles editing mode.
        open var editButtonItem: UIBarButtonItem {
            if let item = storedEditButtonItem { return item }
            let item = UIBarButtonItem(title: isEditing ? "Done" : "Edit", style: isEditing ? .done : .plain)
            item.headlessTapHandler = { [weak self] in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            }
            storedEditButtonItem = item
            return item
        }

        /// The item a navigation bar shows for the controller; its title starts as `title`.
        open var navigationItem: UINavigationItem {
            if let item = storedNavigationItem { return item }
            let item = UINavigationItem(title: title ?? "")
            if title == nil { item.title = nil }
            storedNavigationItem = item
            return item
        }

        // MARK: Children

        /// Adds a child controller, calling its `willMove(toParent:)`; the container calls `didMove(toParent:)`.
        open func addChild(_ childController: UIViewController) {
            guard childController.parent !== self else { return }
            childController.removeFromParent()
            childController.willMove(toParent: self)
            children.append(childController)
            childController.parent = self
        }

        /// Removes the controller from its parent, calling its `didMove(toParent: nil)`.
        open func removeFromParent() {
            guard let parent else { return }
            parent.children.removeAll { $0 === self }
            self.parent = nil
            didMove(toParent: nil)
        }

        /// Called before the controller is added to or removed from a parent.
        open func willMove(toParent parent: UIViewController?) {}

        /// Called after the controller was added to or removed from a parent.
        open func didMove(toParent parent: UIViewController?) {}

        // MARK: Presentation and segues

        /// Presents a controller over this one's presentation context (the root of its parent chain).
        ///
        /// Headlessly the presented controller appears at once at the context's view size, in UIKit's
        /// order (see `Docs/HeadlessTableView.md`), then `completion` runs. A context already presenting
        /// another controller ignores the call and does not run `completion`, as UIKit only logs then.
        open func present(
            _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
        ) {
            headlessPresent(viewControllerToPresent, animated: flag, completion: completion)
        }

        /// Dismisses the controller this one (or its context) presented, or this one if it was presented
        /// and presents nothing, then runs `completion`. With nothing to dismiss, `completion` runs at once.
        open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
            headlessDismiss(animated: flag, completion: completion)
        }

        /// Runs the segue with an identifier from the controller's storyboard.
        ///
        /// There are no storyboards headlessly: the segue comes from `UIStoryboardSegue.headlessStandIns`,
        /// whose factory makes the destination; `prepare(for:sender:)` runs, then the segue's `perform()`
        /// (a push onto the navigation controller, else a presentation). An identifier without a stand-in
        /// stops the process with a message that says how to give it one, as UIKit raises for a controller
        /// that has no storyboard or no such segue. `shouldPerformSegue(withIdentifier:sender:)` is not
        /// asked, as UIKit does not ask it for segues run from code.
        open func performSegue(withIdentifier identifier: String, sender: Any?) {
            headlessPerformSegue(withIdentifier: identifier, sender: sender)
        }

        /// Shows a controller the way the context suggests: pushed onto the navigation controller this
        /// one is in, else presented.
        open func show(_ vc: UIViewController, sender: Any?) {
            if let navigationController {
                navigationController.pushViewController(vc, animated: true)
            } else {
                present(vc, animated: true)
            }
        }

        /// Called before a segue runs, to hand data to its destination. The base does nothing.
        open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

        /// Whether a segue a control triggers should run. The base answers `true`.
        open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

        /// Asks the system to read `preferredStatusBarStyle` and `prefersStatusBarHidden` again;
        /// headlessly there is no status bar, so nothing changes.
        open func setNeedsStatusBarAppearanceUpdate() {}
    }
#endif
