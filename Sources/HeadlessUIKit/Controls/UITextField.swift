#if !canImport(UIKit)
    import Foundation

    /// A single line of editable text; headlessly it stores the text, and `headlessType(_:)` is the
    /// user typing.
    @preconcurrency @MainActor
    open class UITextField: UIControl {
        private var storedText: String?

        /// The text; an empty string when none was set, as in UIKit.
        open var text: String? {
            get { storedText ?? "" }
            set { storedText = newValue }
        }
        /// The gray text shown while the field is empty. Default `nil`.
        open var placeholder: String?
        /// Whether the text is hidden, as for a password. Default `false`.
        open var isSecureTextEntry = false
        /// The font of the text. Default `nil` (the system's 17-point font is drawn).
        open var font: UIFont?
        /// The color of the text. Default `nil` (`.label` is drawn).
        open var textColor: UIColor?
        /// The horizontal alignment of the text. Default `.natural`.
        open var textAlignment: NSTextAlignment = .natural

        /// Creates a text field; text fields are accessibility elements, as in UIKit.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Appends text as the user's typing does, then sends `.editingChanged` (headless addition).
        /// A disabled field ignores it. - Returns: Whether the text changed.
        @discardableResult
        public func headlessType(_ typed: String) -> Bool {
            guard isEnabled, !typed.isEmpty else { return false }
            text = (text ?? "") + typed
            sendActions(for: .editingChanged)
            return true
        }
    }
#endif
