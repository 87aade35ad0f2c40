// UIKit's own API only: these tests also type-check against the iOS SDK.
import Foundation
import HeadlessUIKit
import Testing

/// A text field delegate that records every call, in order, with answers a test can change.
@MainActor
final class TextFieldLog: NSObject, UITextFieldDelegate {
    var calls: [String] = []
    var allowsBegin = true
    var allowsEnd = true
    var allowsChange: (String) -> Bool = { _ in true }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldBegin")
        return allowsBegin
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        calls.append("shouldEnd")
        return allowsEnd
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        calls.append("didEnd \(reason == .committed ? "committed" : "cancelled")")
    }

    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) \(string)")
        return allowsChange(string)
    }

    func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("didChangeSelection") }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        calls.append("shouldClear")
        return true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        calls.append("shouldReturn")
        return true
    }
}

@MainActor
struct UITextFieldTests {
    private func fieldInWindow() -> (UITextField, UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        window.addSubview(field)
        return (field, window)
    }

    @Test func whenTheUserEditsAField_thatTheDelegateIsAskedAndToldInUIKitsOrder() {
        let (field, window) = fieldInWindow()
        let log = TextFieldLog()
        field.delegate = log
        field.clearButtonMode = .whileEditing
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("editingChanged") }, for: .editingChanged)
        field.addAction(UIAction { _ in events.append("editingDidBegin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("editingDidEnd") }, for: .editingDidEnd)

        #expect(field.becomeFirstResponder())
        #expect(field.isFirstResponder && field.isEditing)
        #expect(log.calls == ["shouldBegin", "didBegin"] && events == ["editingDidBegin"])

        log.calls = []
        #if !canImport(UIKit)
            #expect(field.headlessType("ab"))
            #expect(log.calls == ["shouldChange 0,0 ab", "didChangeSelection"] && field.text == "ab")
            log.allowsChange = { !$0.contains("!") }
            #expect(!field.headlessType("!"))
            #expect(field.text == "ab")
            log.calls = []
            #expect(field.headlessPressReturn())
            #expect(field.headlessTapClearButton())
            #expect(log.calls == ["shouldReturn", "shouldClear", "didChangeSelection"] && field.text == "")
        #endif

        log.calls = []
        log.allowsEnd = false
        #expect(!field.resignFirstResponder())
        #expect(field.isFirstResponder)
        log.allowsEnd = true
        #expect(window.endEditing(false))
        #expect(!field.isFirstResponder)
        #expect(log.calls == ["shouldEnd", "shouldEnd", "didEnd committed"])
        #expect(events.last == "editingDidEnd")
    }

    @Test func whenTheDelegateRefusesOrTheFieldHasNoWindow_thatItDoesNotBecomeFirstResponder() {
        let (field, _) = fieldInWindow()
        let log = TextFieldLog()
        log.allowsBegin = false
        field.delegate = log
        #expect(!field.becomeFirstResponder() && !field.isFirstResponder)
        let loose = UITextField()
        #expect(!loose.becomeFirstResponder())
    }

    @Test func whenAnotherFieldBecomesFirstResponder_thatTheFirstOneEndsEditing() {
        let (first, window) = fieldInWindow()
        let second = UITextField()
        window.addSubview(second)
        let log = TextFieldLog()
        first.delegate = log
        #expect(first.becomeFirstResponder())
        #expect(second.becomeFirstResponder())
        #expect(!first.isFirstResponder && second.isFirstResponder)
        #expect(log.calls.suffix(2) == ["shouldEnd", "didEnd committed"])
        _ = second.resignFirstResponder()
    }

    @Test func whenAFieldHasBorderAndOverlayViews_thatItsRectanglesLeaveThemRoom() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        #expect(field.placeholderRect(forBounds: field.bounds) == field.bounds)
        field.borderStyle = .roundedRect
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = .always
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 0, y: 7, width: 30, height: 20))
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 163, height: 34))
        field.attributedPlaceholder = NSAttributedString(string: "Search")
        #expect(field.placeholder == "Search")
        field.keyboardType = .emailAddress
        field.returnKeyType = .done
        field.autocapitalizationType = .none
        field.textContentType = .emailAddress
        #expect(field.keyboardType == .emailAddress && field.textContentType == .emailAddress)
    }
}
