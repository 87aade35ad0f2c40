#if !canImport(UIKit)
    import Foundation

    extension UITextField {
        /// The border a text field draws.
        public enum BorderStyle: Int, Sendable {
            /// No border.
            case none = 0
            /// A thin rectangle.
            case line = 1
            /// A bezel, as in early iOS.
            case bezel = 2
            /// A rounded rectangle.
            case roundedRect = 3
        }

        /// When an overlay view (the clear button, the left or right view) shows.
        public enum ViewMode: Int, Sendable {
            /// Never.
            case never = 0
            /// Only while the field is being edited.
            case whileEditing = 1
            /// Only while the field is not being edited.
            case unlessEditing = 2
            /// Always.
            case always = 3
        }

        /// Why editing ended.
        public enum DidEndEditingReason: Int, Sendable {
            /// The field resigned first responder: the edit is committed.
            case committed = 0
        }

        /// Posted when a text field begins editing; the object is the field.
        public static let textDidBeginEditingNotification = Notification.Name(
            "UITextFieldTextDidBeginEditingNotification")
        /// Posted when a text field ends editing; the object is the field.
        public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
        /// Posted when the user changes a text field's text; the object is the field.
        public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

        /// Whether an overlay view shows for its mode and the editing state.
        func headlessShows(_ view: UIView?, _ mode: ViewMode) -> Bool {
            guard view != nil else { return false }
            return headlessIsShown(mode)
        }

        /// Whether the clear button shows: its mode allows it now and there is text.
        var headlessShowsClearButton: Bool { headlessIsShown(clearButtonMode) && !(text ?? "").isEmpty }

        private func headlessIsShown(_ mode: ViewMode) -> Bool {
            switch mode {
            case .never: false
            case .always: true
            case .whileEditing: isEditing
            case .unlessEditing: !isEditing
            }
        }

        /// Types text at the end of the field as the user's keyboard does (headless addition).
        ///
        /// Asks the delegate's `textField(_:shouldChangeCharactersIn:replacementString:)` with the empty
        /// range at the end of the text; when allowed, appends the text, sends `.editingChanged`, posts
        /// `textDidChangeNotification` and tells `textFieldDidChangeSelection(_:)`, in that order. A
        /// disabled field ignores it. - Returns: Whether the text changed.
        @discardableResult
        public func headlessType(_ typed: String) -> Bool {
            guard isEnabled, !typed.isEmpty else { return false }
            let current = text ?? ""
            let end = NSRange(location: (current as NSString).length, length: 0)
            guard delegate?.textField(self, shouldChangeCharactersIn: end, replacementString: typed) ?? true else {
                return false
            }
            text = current + typed
            headlessTextDidChange()
            return true
        }

        /// Presses the Return key (headless addition): asks `textFieldShouldReturn(_:)`, and when it
        /// answers `true` sends `.editingDidEndOnExit`. - Returns: The delegate's answer (`true` without one).
        @discardableResult
        public func headlessPressReturn() -> Bool {
            guard delegate?.textFieldShouldReturn(self) ?? true else { return false }
            sendActions(for: .editingDidEndOnExit)
            return true
        }

        /// Taps the clear button (headless addition), which shows only while `clearButtonMode` allows it
        /// and there is text: asks `textFieldShouldClear(_:)`, and when allowed empties the text, sends
        /// `.editingChanged` and posts `textDidChangeNotification`. - Returns: Whether the text was cleared.
        @discardableResult
        public func headlessTapClearButton() -> Bool {
            guard isEnabled, headlessShowsClearButton, delegate?.textFieldShouldClear(self) ?? true else {
                return false
            }
            text = ""
            headlessTextDidChange()
            return true
        }

        /// Tells the delegate, the targets and observers that editing ended.
        func headlessDidEndEditing() {
            delegate?.textFieldDidEndEditing(self, reason: .committed)
            sendActions(for: .editingDidEnd)
            NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        }

        private func headlessTextDidChange() {
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
            delegate?.textFieldDidChangeSelection(self)
        }
    }

    extension UIView {
        /// Makes the first responder inside this view (or this view itself) resign.
        ///
        /// With `force` the responder resigns even if its delegate refuses: a text field is told
        /// `textFieldDidEndEditing` all the same, as Apple documents. - Returns: Whether it resigned.
        @discardableResult
        public func endEditing(_ force: Bool) -> Bool {
            guard let responder = firstResponderInside() else { return true }
            if responder.resignFirstResponder() { return true }
            guard force else { return false }
            responder.headlessDropFirstResponder()
            (responder as? UITextField)?.headlessDidEndEditing()
            return true
        }

        private func firstResponderInside() -> UIView? {
            if isFirstResponder { return self }
            for subview in subviews {
                if let found = subview.firstResponderInside() { return found }
            }
            return nil
        }
    }
#endif
