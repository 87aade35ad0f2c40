#if !canImport(UIKit)
    import Foundation

    /// A button shown when the user swipes a row.
    @preconcurrency @MainActor
    open class UIContextualAction: NSObject {
        /// The closure an action runs. It must call the completion closure with `true` if the action
        /// was carried out, which returns the row to its resting state.
        public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

        /// The visual styles of a contextual action.
        public enum Style: Int, Sendable {
            /// A normal action.
            case normal = 0
            /// A destructive action, drawn in red.
            case destructive = 1
        }

        /// The action's style.
        public let style: Style

        /// The button's title.
        open var title: String?

        /// The button's background color; defaults to a color derived from the style.
        open var backgroundColor: UIColor!

        /// The button's image.
        open var image: UIImage?

        /// The closure that runs when the user taps the button.
        public let handler: Handler

        /// Creates an action with a style, a title and a handler.
        public init(style: Style, title: String?, handler: @escaping Handler) {
            self.style = style
            self.title = title
            self.handler = handler
            self.backgroundColor = style == .destructive ? .systemRed : .systemGray
            super.init()
        }
    }
#endif
