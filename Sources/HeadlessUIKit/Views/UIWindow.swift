#if !canImport(UIKit)
    import Foundation

    /// The top of a view hierarchy: it shows a root view controller's view, filling its bounds.
    ///
    /// A view's `window` is the window at the top of its superview chain. Headlessly there is one
    /// screen and no scenes; `makeKeyAndVisible()` shows the window and makes it the key window.
    @preconcurrency @MainActor
    open class UIWindow: UIView {
        /// The key window, if any (headlessly only one window is key at a time).
        private static weak var keyWindow: UIWindow?

        /// The scene the window belongs to; headlessly `nil` unless given.
        open weak var windowScene: UIWindowScene?

        /// Creates a window with a frame; windows are hidden until shown, as in UIKit.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isHidden = true
        }

        /// Creates a window for a scene, the size of the main screen.
        public convenience init(windowScene: UIWindowScene) {
            self.init(frame: UIScreen.main.bounds)
            self.windowScene = windowScene
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The controller whose view fills the window; setting it replaces the previous root's view.
        open var rootViewController: UIViewController? {
            didSet {
                guard oldValue !== rootViewController else { return }
                if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
                guard let root = rootViewController else { return }
                root.view.frame = bounds
                addSubview(root.view)
            }
        }

        /// Whether the window is the key window: the last one made key.
        open var isKeyWindow: Bool { Self.keyWindow === self }

        /// Makes the window the key window.
        open func makeKey() {
            Self.keyWindow = self
        }

        /// Shows the window, makes it key and lays out its root view controller at the window's size.
        open func makeKeyAndVisible() {
            isHidden = false
            makeKey()
            rootViewController?.headlessLayout(size: bounds.size)
        }
    }
#endif
