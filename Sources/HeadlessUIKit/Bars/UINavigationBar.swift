#if !canImport(UIKit)
    import Foundation

    /// The bar at the top of a navigation controller; headlessly it only stores its appearance.
    @preconcurrency @MainActor
    open class UINavigationBar: UIView {
        /// The bar's overall look. Default `.default`.
        open var barStyle: UIBarStyle = .default
        /// Whether the bar is translucent. Default `true`.
        open var isTranslucent = true
        /// The bar's background tint. Default `nil`.
        open var barTintColor: UIColor?
        /// The attributes of the title's text. Default `nil`.
        open var titleTextAttributes: [NSAttributedString.Key: Any]?
        /// Whether the bar shows large titles. Default `false`.
        open var prefersLargeTitles = false
    }

    /// The look of a navigation bar, toolbar or search bar.
    public enum UIBarStyle: Int, Sendable {
        /// Light background, dark content.
        case `default` = 0
        /// Dark background, light content.
        case black = 1
    }
#endif
