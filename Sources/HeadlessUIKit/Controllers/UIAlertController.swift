#if !canImport(UIKit)
    import Foundation

    /// An alert or action sheet: a title, a message, buttons and (for alerts) text fields.
    ///
    /// Present it like any controller. `headlessTapAction(titled:)` is the user's tap on a button: as
    /// in UIKit the alert dismisses itself, then the action's handler runs.
    ///
    ///     let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
    ///     alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in delete() })
    ///     screen.present(alert, animated: true)
    ///     alert.headlessTapAction(titled: "Delete")
    @preconcurrency @MainActor
    open class UIAlertController: UIViewController {
        /// Whether the controller is an alert or an action sheet.
        public enum Style: Int, Sendable {
            /// A sheet of buttons that slides up from the bottom.
            case actionSheet = 0
            /// A modal alert in the middle of the screen.
            case alert = 1
        }

        /// More detail below the title. Default `nil`.
        open var message: String?
        /// The style the alert was made with. Default `.actionSheet`.
        open private(set) var preferredStyle: Style = .actionSheet
        /// The buttons, in the order they were added.
        open private(set) var actions: [UIAlertAction] = []
        /// The text fields of an alert, in the order they were added; `nil` until one is added.
        open private(set) var textFields: [UITextField]?
        /// The button the Return key taps, drawn in bold.
        ///
        /// - Precondition: The action was added already (UIKit raises otherwise).
        open var preferredAction: UIAlertAction? {
            didSet {
                precondition(
                    preferredAction.map { action in actions.contains { $0 === action } } ?? true,
                    "The preferred action must be one of the alert controller's actions")
            }
        }

        /// Creates an alert; it is presented with the `.custom` style, so its presenter stays on screen.
        public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
            self.init(nibName: nil, bundle: nil)
            self.title = title
            self.message = message
            self.preferredStyle = preferredStyle
            modalPresentationStyle = .custom
        }

        /// Adds a button.
        ///
        /// - Precondition: At most one action has the `.cancel` style (UIKit raises otherwise).
        open func addAction(_ action: UIAlertAction) {
            precondition(
                action.style != .cancel || !actions.contains { $0.style == .cancel },
                "UIAlertController can only have one action with a style of UIAlertActionStyleCancel")
            actions.append(action)
        }

        /// Adds a text field to an alert, letting `configurationHandler` set it up.
        ///
        /// - Precondition: The style is `.alert` (UIKit raises otherwise).
        open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
            precondition(
                preferredStyle == .alert,
                "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            let field = UITextField()
            configurationHandler?(field)
            textFields = (textFields ?? []) + [field]
        }

        /// Taps the first enabled button with a title while the alert is presented (headless
        /// addition): the alert is dismissed, then the button's handler runs.
        /// - Returns: Whether a button was tapped.
        @discardableResult
        public func headlessTapAction(titled title: String) -> Bool {
            guard presentingViewController != nil,
                let action = actions.first(where: { $0.title == title && $0.isEnabled })
            else { return false }
            dismiss(animated: true) { action.handler?(action) }
            return true
        }
    }
#endif
