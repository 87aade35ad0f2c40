#if !canImport(UIKit)
    import Foundation

    /// A controller that manages a view; present only because context-menu previews name it.
    @preconcurrency @MainActor
    open class UIViewController: UIResponder {
        /// The controller's root view.
        open var view: UIView! = UIView()
    }
#endif
