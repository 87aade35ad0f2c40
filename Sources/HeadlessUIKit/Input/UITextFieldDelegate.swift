#if !canImport(UIKit)
    import Foundation

    /// The object a text field asks before its editing changes and tells after.
    ///
    /// Every method is optional in UIKit; each default here answers what a delegate without the
    /// method gets: `true` for the questions, nothing for the notifications, and
    /// `textFieldDidEndEditing(_:reason:)` calls `textFieldDidEndEditing(_:)`, as UIKit calls the
    /// older method when the newer one is not implemented.
    @preconcurrency @MainActor
    public protocol UITextFieldDelegate: NSObjectProtocol {
        /// Whether the field may begin editing.
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
        /// The field became first responder.
        func textFieldDidBeginEditing(_ textField: UITextField)
        /// Whether the field may stop editing and resign first responder.
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
        /// Editing ended.
        func textFieldDidEndEditing(_ textField: UITextField)
        /// Editing ended, for a reason.
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
        /// Whether the characters in `range` may be replaced by `string` (typed or pasted).
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool
        /// The selection (headlessly, the insertion point after typing) changed.
        func textFieldDidChangeSelection(_ textField: UITextField)
        /// Whether the clear button may empty the field.
        func textFieldShouldClear(_ textField: UITextField) -> Bool
        /// Whether the Return key is handled.
        func textFieldShouldReturn(_ textField: UITextField) -> Bool
    }

    extension UITextFieldDelegate {
        /// Answers `true`.
        public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
        /// Does nothing.
        public func textFieldDidBeginEditing(_ textField: UITextField) {}
        /// Answers `true`.
        public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
        /// Does nothing.
        public func textFieldDidEndEditing(_ textField: UITextField) {}
        /// Calls `textFieldDidEndEditing(_:)`.
        public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            textFieldDidEndEditing(textField)
        }
        /// Answers `true`.
        public func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool { true }
        /// Does nothing.
        public func textFieldDidChangeSelection(_ textField: UITextField) {}
        /// Answers `true`.
        public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
        /// Answers `true`.
        public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    }
#endif
