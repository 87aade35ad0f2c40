#if !canImport(UIKit)
    import Foundation

    /// The root of UIKit's responder chain; here only a common superclass for views and controllers.
    @preconcurrency @MainActor
    open class UIResponder: NSObject {
        /// Called on each object made from a nib once all of them exist; overrides must call `super`.
        ///
        /// UIKit declares it on `NSObject`; here views and view controllers inherit it from this class.
        open func awakeFromNib() {}

        /// Whether assistive technologies see the object as one element. Default `false`; labels and
        /// controls set it to `true`, as UIKit's standard controls do.
        open var isAccessibilityElement = false

        /// The text VoiceOver reads for the element. Default `nil`.
        open var accessibilityLabel: String?

        /// What happens when the element is activated, read after the label. Default `nil`.
        open var accessibilityHint: String?

        /// The element's current value, such as a switch's state. Default `nil`.
        open var accessibilityValue: String?

        /// The traits that describe the element. Default `.none`.
        open var accessibilityTraits: UIAccessibilityTraits = .none

        /// Whether the element and its children are hidden from assistive technologies. Default `false`.
        open var accessibilityElementsHidden = false
    }
#endif
