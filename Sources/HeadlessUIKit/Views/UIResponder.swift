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

        /// The responder that receives keyboard input now, if any (one for the whole process).
        private static weak var firstResponder: UIResponder?

        /// Whether this object is the first responder.
        open var isFirstResponder: Bool { UIResponder.firstResponder === self }

        /// Whether this object can become the first responder. Default `false`; text fields answer `true`.
        open var canBecomeFirstResponder: Bool { false }

        /// Whether this object gives up first responder status when asked. Default `true`.
        open var canResignFirstResponder: Bool { true }

        /// Makes this object the first responder, after the current one resigns.
        ///
        /// Fails, as in UIKit, when the object cannot become first responder, when it is a view outside
        /// any window, or when the current first responder refuses to resign.
        /// - Returns: Whether this object is now the first responder.
        @discardableResult
        open func becomeFirstResponder() -> Bool {
            if isFirstResponder { return true }
            guard canBecomeFirstResponder else { return false }
            if let view = self as? UIView, view.window == nil { return false }
            if let current = UIResponder.firstResponder {
                guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            }
            UIResponder.firstResponder = self
            return true
        }

        /// Gives up first responder status.
        /// - Returns: `true` unless `canResignFirstResponder` is `false`; also `true` when not first responder.
        @discardableResult
        open func resignFirstResponder() -> Bool {
            guard canResignFirstResponder else { return false }
            if isFirstResponder { UIResponder.firstResponder = nil }
            return true
        }

        /// Takes first responder status away without asking, as a forced `endEditing(true)` does.
        func headlessDropFirstResponder() {
            if isFirstResponder { UIResponder.firstResponder = nil }
        }
    }
#endif
