#if !canImport(UIKit)
    import Foundation

    /// The common base of bar items: a title, an image, a tag and whether the item is enabled.
    @preconcurrency @MainActor
    open class UIBarItem: NSObject {
        /// The item's title. Default `nil`.
        open var title: String?
        /// The item's image. Default `nil`.
        open var image: UIImage?
        /// Whether the item responds to taps. Default `true`.
        open var isEnabled = true
        /// An integer you can use to identify the item. Default 0.
        open var tag = 0
        /// A string that identifies the item in UI tests. Default `nil`.
        open var accessibilityIdentifier: String?
    }

    /// A button in a navigation bar or toolbar.
    ///
    /// `headlessTap()` is the user's tap: it runs the primary action, or sends the action selector to a
    /// target that adopts `HeadlessActionPerforming` (Linux cannot call a method from its selector).
    @preconcurrency @MainActor
    open class UIBarButtonItem: UIBarItem {
        /// The look of an item.
        public enum Style: Int, Sendable {
            /// A plain item.
            case plain = 0
            /// The deprecated bordered style.
            case bordered = 1
            /// A bold item for the action that completes a task.
            case done = 2
        }

        /// The system's standard items.
        public enum SystemItem: Int, Sendable {
            /// Done, Cancel, Edit, Save, Add, flexible and fixed space, Compose, Reply, Action, Organize.
            case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
            /// Bookmarks, Search, Refresh, Stop, Camera, Trash, Play, Pause, Rewind, Fast Forward, Undo, Redo.
            case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo
            /// Page Curl and Close.
            case pageCurl, close
        }

        /// The item's style. Default `.plain`.
        open var style: Style = .plain
        /// The object that receives `action`. Default `nil`.
        open weak var target: AnyObject?
        /// The selector sent to `target` on a tap. Default `nil`.
        open var action: Selector?
        /// The action run on a tap, instead of `target` and `action`. Default `nil`.
        open var primaryAction: UIAction?
        /// The menu the item shows. Default `nil`.
        open var menu: UIMenu?
        /// A custom view shown instead of the title. Default `nil`.
        open var customView: UIView?
        /// The system item the item was made as, if any (headless addition, for inspection).
        public private(set) var headlessSystemItem: SystemItem?

        /// Runs on a tap for items UIKit wires itself, such as `editButtonItem`.
        var headlessTapHandler: (() -> Void)?

        /// Creates an empty plain item.
        public override init() {
            super.init()
        }

        /// Creates an item with a title, a style, and a target and action.
        public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
            self.init()
            self.title = title
            self.style = style
            self.target = target.map { $0 as AnyObject }
            self.action = action
        }

        /// Creates an item with an image, a style, and a target and action.
        public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
            self.init(title: nil, style: style, target: target, action: action)
            self.image = image
        }

        /// Creates a system item with a target and action.
        public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
            self.init(title: nil, style: systemItem == .done ? .done : .plain, target: target, action: action)
            headlessSystemItem = systemItem
        }

        /// Creates an item with a title, an image, a primary action and a menu.
        public convenience init(
            title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
        ) {
            self.init()
            self.title = title ?? primaryAction?.title
            self.image = image ?? primaryAction?.image
            self.primaryAction = primaryAction
            self.menu = menu
        }

        /// Creates a system item with a primary action and a menu.
        public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
            self.init(title: nil, image: nil, primaryAction: primaryAction, menu: menu)
            headlessSystemItem = systemItem
        }

        /// Creates an item that shows a custom view.
        public convenience init(customView: UIView) {
            self.init()
            self.customView = customView
        }

        /// Convenience for `init(title:style:target:action:)` without target (used by `editButtonItem`).
        convenience init(title: String?, style: Style) {
            self.init(title: title, style: style, target: nil, action: nil)
        }

        /// Simulates the user tapping the item (headless addition, not UIKit API).
        ///
        /// - Returns: Whether something ran: an enabled item runs its own handler (`editButtonItem`), its
        ///   primary action (with the item as sender), or sends `action` to a `HeadlessActionPerforming` target.
        @discardableResult
        public func headlessTap() -> Bool {
            guard isEnabled else { return false }
            if let handler = headlessTapHandler {
                handler()
                return true
            }
            if let primaryAction {
                primaryAction.perform(sender: self)
                return true
            }
            if let action, let performer = target as? HeadlessActionPerforming {
                performer.headlessPerform(action, sender: self)
                return true
            }
            return false
        }
    }
#endif
