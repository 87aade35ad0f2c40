#if !canImport(UIKit)
    import Foundation

    /// A single line of editable text.
    ///
    /// Headlessly it keeps its text and settings, becomes first responder (asking its delegate in
    /// UIKit's order), and `headlessType(_:)`, `headlessPressReturn()` and `headlessTapClearButton()`
    /// are the user's keyboard. The rectangles of its parts follow `borderStyle` and the left and right
    /// views; see `textRect(forBounds:)`.
    @preconcurrency @MainActor
    open class UITextField: UIControl {
        private var storedText: String?
        private var storedAttributedText: NSAttributedString?
        private var storedAttributedPlaceholder: NSAttributedString?

        /// The text; an empty string when none was set, as in UIKit.
        open var text: String? {
            get { storedText ?? "" }
            set {
                storedText = newValue
                storedAttributedText = nil
            }
        }
        /// The text with attributes; setting it sets `text` to its string, setting `text` drops the attributes.
        open var attributedText: NSAttributedString? {
            get { storedAttributedText ?? NSAttributedString(string: text ?? "") }
            set {
                storedText = newValue?.string
                storedAttributedText = newValue
            }
        }
        /// The gray text shown while the field is empty. Default `nil`.
        open var placeholder: String? {
            get { storedAttributedPlaceholder?.string }
            set { storedAttributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
        }
        /// The placeholder with attributes; setting it sets `placeholder` to its string. Default `nil`.
        open var attributedPlaceholder: NSAttributedString? {
            get { storedAttributedPlaceholder }
            set { storedAttributedPlaceholder = newValue }
        }
        /// Whether the text is hidden, as for a password. Default `false`.
        open var isSecureTextEntry = false
        /// The font of the text. Default `nil` (the system's 17-point font is drawn).
        open var font: UIFont?
        /// The color of the text. Default `nil` (`.label` is drawn).
        open var textColor: UIColor?
        /// The horizontal alignment of the text. Default `.natural`.
        open var textAlignment: NSTextAlignment = .natural
        /// The object asked before editing changes and told after. Default `nil`.
        open weak var delegate: (any UITextFieldDelegate)?
        /// The border drawn around the field. Default `.none`.
        open var borderStyle: UITextField.BorderStyle = .none
        /// When the clear button shows (only while there is text). Default `.never`.
        open var clearButtonMode: UITextField.ViewMode = .never
        /// A view on the leading side, such as an icon. Default `nil`.
        open var leftView: UIView?
        /// When `leftView` shows. Default `.never`.
        open var leftViewMode: UITextField.ViewMode = .never
        /// A view on the trailing side. Default `nil`.
        open var rightView: UIView?
        /// When `rightView` shows. Default `.never`.
        open var rightViewMode: UITextField.ViewMode = .never
        /// Whether beginning to edit clears the text. Default `false`.
        open var clearsOnBeginEditing = false
        /// Whether the font shrinks to fit the text in the width. Default `false`.
        open var adjustsFontSizeToFitWidth = false
        /// The smallest font size when shrinking. Default 0.
        open var minimumFontSize: CGFloat = 0
        /// The keyboard shown while editing. Default `.default`.
        open var keyboardType: UIKeyboardType = .default
        /// The look of the keyboard. Default `.default`.
        open var keyboardAppearance: UIKeyboardAppearance = .default
        /// The title of the Return key. Default `.default`.
        open var returnKeyType: UIReturnKeyType = .default
        /// Whether the Return key is disabled while there is no text. Default `false`.
        open var enablesReturnKeyAutomatically = false
        /// Which letters are capitalized automatically. Default `.sentences`.
        open var autocapitalizationType: UITextAutocapitalizationType = .sentences
        /// Whether words are corrected automatically. Default `.default`.
        open var autocorrectionType: UITextAutocorrectionType = .default
        /// Whether misspelled words are marked. Default `.default`.
        open var spellCheckingType: UITextSpellCheckingType = .default
        /// What the text is, for AutoFill (a name, an email address, a password, …). Default `nil`.
        open var textContentType: UITextContentType!
        /// A view shown instead of the keyboard. Default `nil`.
        open var inputView: UIView?
        /// A view shown above the keyboard. Default `nil`.
        open var inputAccessoryView: UIView?

        /// Creates a text field; text fields are accessibility elements, as in UIKit.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Whether the field is being edited: it is the first responder.
        open var isEditing: Bool { isFirstResponder }

        /// An enabled text field can become first responder.
        open override var canBecomeFirstResponder: Bool { isEnabled }

        /// Starts editing: asks `textFieldShouldBeginEditing(_:)`, becomes first responder, then (clearing
        /// the text with `clearsOnBeginEditing`) tells `textFieldDidBeginEditing(_:)`, sends
        /// `.editingDidBegin` and posts `textDidBeginEditingNotification`, as UIKit does.
        @discardableResult
        open override func becomeFirstResponder() -> Bool {
            if isFirstResponder { return true }
            guard canBecomeFirstResponder, window != nil else { return false }
            guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else {
                return false
            }
            if clearsOnBeginEditing { text = "" }
            delegate?.textFieldDidBeginEditing(self)
            sendActions(for: .editingDidBegin)
            NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
            return true
        }

        /// Ends editing: asks `textFieldShouldEndEditing(_:)`, resigns, then tells
        /// `textFieldDidEndEditing(_:reason: .committed)`, sends `.editingDidEnd` and posts
        /// `textDidEndEditingNotification`.
        @discardableResult
        open override func resignFirstResponder() -> Bool {
            guard isFirstResponder else { return super.resignFirstResponder() }
            guard delegate?.textFieldShouldEndEditing(self) ?? true, super.resignFirstResponder() else { return false }
            headlessDidEndEditing()
            return true
        }

        /// The rectangle of the border; the bounds.
        open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

        /// The rectangle the text is drawn in: the bounds inset for the border (7 points on each side
        /// for `.roundedRect`, 2 for `.line` and `.bezel`), minus the left view, and the right view or
        /// clear button, when they show.
        open func textRect(forBounds bounds: CGRect) -> CGRect {
            let inset: CGFloat = borderStyle == .roundedRect ? 7 : (borderStyle == .none ? 0 : 2)
            var minX = bounds.minX + inset
            var maxX = bounds.maxX - inset
            if headlessShows(leftView, leftViewMode) { minX = max(minX, leftViewRect(forBounds: bounds).maxX) }
            if headlessShows(rightView, rightViewMode) {
                maxX = min(maxX, rightViewRect(forBounds: bounds).minX)
            } else if headlessShowsClearButton {
                maxX = min(maxX, clearButtonRect(forBounds: bounds).minX)
            }
            return CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height)
        }

        /// The rectangle the placeholder is drawn in; the text rectangle.
        open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

        /// The rectangle the text is edited in; the text rectangle.
        open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

        /// The clear button's rectangle: a 19-point square, 6 points from the trailing edge, centered vertically.
        open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
            CGRect(x: bounds.maxX - 6 - 19, y: bounds.midY - 9.5, width: 19, height: 19)
        }

        /// The left view's rectangle: its size, at the leading edge, centered vertically.
        open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
            let size = leftView?.frame.size ?? .zero
            return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }

        /// The right view's rectangle: its size, at the trailing edge, centered vertically.
        open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
            let size = rightView?.frame.size ?? .zero
            return CGRect(
                x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
    }
#endif
