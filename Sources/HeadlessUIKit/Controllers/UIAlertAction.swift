#if !canImport(UIKit)
    import Foundation

    /// A button of an alert: a title, a style and the handler a tap runs.
    @preconcurrency @MainActor
    open class UIAlertAction: NSObject {
        /// How an action's button looks and where it goes.
        public enum Style: Int, Sendable {
            /// A plain button.
            case `default` = 0
            /// The button that cancels; an alert has at most one.
            case cancel = 1
            /// A button that changes or deletes data, drawn in red.
            case destructive = 2
        }

        /// The button's title. Default `nil`.
        open private(set) var title: String?
        /// The button's style. Default `.default`.
        open private(set) var style: Style = .default
        /// Whether the button can be tapped. Default `true`.
        open var isEnabled = true
        /// What a tap runs once the alert is dismissed.
        private(set) var handler: ((UIAlertAction) -> Void)?

        /// Creates an action without a title or handler.
        public override init() {
            super.init()
        }

        /// Creates an action; `handler` runs, with the action, when the user taps its button.
        public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
            self.init()
            self.title = title
            self.style = style
            self.handler = handler
        }
    }
#endif
