#if !canImport(UIKit)
    import Foundation

    /// A bar of buttons along the bottom of the screen.
    @preconcurrency @MainActor
    open class UIToolbar: UIView {
        /// The bar's items, leading to trailing. Default `nil`.
        open var items: [UIBarButtonItem]?
        /// The bar's background tint. Default `nil`.
        open var barTintColor: UIColor?
        /// Whether the bar is translucent. Default `true`.
        open var isTranslucent = true

        /// Sets the bar's items.
        open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
            self.items = items
        }
    }

    extension UIViewController {
        /// Sets the items the navigation controller's toolbar shows while this controller is on top.
        public func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
            self.toolbarItems = toolbarItems
        }
    }
#endif
