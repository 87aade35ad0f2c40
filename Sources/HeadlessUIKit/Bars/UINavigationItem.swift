#if !canImport(UIKit)
    import Foundation

    /// What a navigation bar shows for a controller: a title and bar button items.
    ///
    /// Headlessly there is no navigation bar; the item holds the values a screen sets so tests can read them.
    @preconcurrency @MainActor
    open class UINavigationItem: NSObject {
        /// How a large title shows.
        public enum LargeTitleDisplayMode: Int, Sendable {
            /// Follows the previous item.
            case automatic = 0
            /// Always large.
            case always = 1
            /// Never large.
            case never = 2
        }

        /// The title. Default the title the item was created with.
        open var title: String?
        /// A line above the title. Default `nil`.
        open var prompt: String?
        /// A view shown instead of the title. Default `nil`.
        open var titleView: UIView?
        /// The back button for controllers pushed on top of this one. Default `nil`.
        open var backBarButtonItem: UIBarButtonItem?
        /// Whether the back button is hidden. Default `false`.
        open var hidesBackButton = false
        /// The search controller whose bar the navigation bar shows. Default `nil`.
        open var searchController: UISearchController?
        /// Whether the search bar hides while the content scrolls. Default `true`.
        open var hidesSearchBarWhenScrolling = true
        /// How a large title shows. Default `.automatic`.
        open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
        /// The items on the leading side. Default `nil`.
        open var leftBarButtonItems: [UIBarButtonItem]?
        /// The items on the trailing side, first item outermost. Default `nil`.
        open var rightBarButtonItems: [UIBarButtonItem]?

        /// Creates an item with a title.
        public init(title: String) {
            self.title = title
            super.init()
        }

        /// Creates an item without a title.
        public override convenience init() {
            self.init(title: "")
            title = nil
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The first leading item.
        open var leftBarButtonItem: UIBarButtonItem? {
            get { leftBarButtonItems?.first }
            set { leftBarButtonItems = newValue.map { [$0] } }
        }

        /// The first trailing item.
        open var rightBarButtonItem: UIBarButtonItem? {
            get { rightBarButtonItems?.first }
            set { rightBarButtonItems = newValue.map { [$0] } }
        }

        /// Sets the leading item.
        open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
            leftBarButtonItem = item
        }

        /// Sets the trailing item.
        open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
            rightBarButtonItem = item
        }

        /// Sets the leading items.
        open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
            leftBarButtonItems = items
        }

        /// Sets the trailing items.
        open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
            rightBarButtonItems = items
        }
    }
#endif
