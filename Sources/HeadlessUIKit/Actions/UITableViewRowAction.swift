#if !canImport(UIKit)
    import Foundation

    /// A button shown when the user swipes a row (the pre-iOS 11 API, deprecated in UIKit).
    @preconcurrency @MainActor
    open class UITableViewRowAction: NSObject {
        /// The visual styles of a row action.
        public enum Style: Int, Sendable {
            /// The default (destructive, red) style.
            case `default` = 0
            /// A normal (gray) style.
            case normal = 1

            /// The destructive style; the same value as `.default`.
            public static var destructive: Style { .default }
        }

        /// The action's style.
        public let style: Style

        /// The button's title.
        open var title: String?

        /// The button's background color.
        open var backgroundColor: UIColor?

        /// A visual effect applied to the button's background.
        open var backgroundEffect: UIVisualEffect?

        /// The closure that runs when the user taps the button (headless addition: UIKit keeps it private).
        public let headlessHandler: (UITableViewRowAction, IndexPath) -> Void

        /// Creates a row action with a style, a title and a handler.
        public init(style: Style, title: String?, handler: @escaping (UITableViewRowAction, IndexPath) -> Void) {
            self.style = style
            self.title = title
            self.headlessHandler = handler
            self.backgroundColor = style == .normal ? .systemGray : .systemRed
            super.init()
        }
    }
#endif
