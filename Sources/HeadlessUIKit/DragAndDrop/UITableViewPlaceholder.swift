#if !canImport(UIKit)
    import Foundation

    /// A temporary row a table shows while content for it is on its way.
    ///
    /// Headlessly the placeholder row is not shown: committing its insertion inserts the real row.
    @preconcurrency @MainActor
    open class UITableViewPlaceholder: NSObject {
        /// Where the placeholder row is inserted (headless addition: UIKit keeps it private).
        public let headlessInsertionIndexPath: IndexPath
        /// The reuse identifier of the placeholder's cell (headless addition: UIKit keeps it private).
        public let headlessReuseIdentifier: String
        /// The height of the placeholder row (headless addition: UIKit keeps it private).
        public let headlessRowHeight: CGFloat

        /// Where the placeholder row is inserted.
        @available(*, deprecated, renamed: "headlessInsertionIndexPath")
        public var insertionIndexPath: IndexPath { headlessInsertionIndexPath }
        /// The reuse identifier of the placeholder's cell.
        @available(*, deprecated, renamed: "headlessReuseIdentifier")
        public var reuseIdentifier: String { headlessReuseIdentifier }
        /// The height of the placeholder row.
        @available(*, deprecated, renamed: "headlessRowHeight")
        public var rowHeight: CGFloat { headlessRowHeight }

        /// Configures the placeholder's cell. Default `nil`.
        open var cellUpdateHandler: ((UITableViewCell) -> Void)?

        /// Creates a placeholder for an index path, with a cell identifier and a row height.
        public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
            headlessInsertionIndexPath = insertionIndexPath
            headlessReuseIdentifier = reuseIdentifier
            headlessRowHeight = rowHeight
            super.init()
        }
    }

    /// A placeholder for a dropped item whose data is still loading.
    @preconcurrency @MainActor
    open class UITableViewDropPlaceholder: UITableViewPlaceholder {
        /// Customises the drop preview of the placeholder's cell. Default `nil`.
        open var previewParametersProvider: ((UITableViewCell) -> UIDragPreviewParameters?)?
    }
#endif
