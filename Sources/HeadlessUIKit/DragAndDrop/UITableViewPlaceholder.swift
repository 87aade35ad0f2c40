#if !canImport(UIKit)
    import Foundation

    /// A temporary row a table shows while content for it is on its way.
    ///
    /// Headlessly the placeholder row is not shown: committing its insertion inserts the real row.
    @preconcurrency @MainActor
    open class UITableViewPlaceholder: NSObject {
        /// Where the placeholder row is inserted.
        public let insertionIndexPath: IndexPath
        /// The reuse identifier of the placeholder's cell.
        public let reuseIdentifier: String
        /// The height of the placeholder row.
        public let rowHeight: CGFloat

        /// Configures the placeholder's cell. Default `nil`.
        open var cellUpdateHandler: ((UITableViewCell) -> Void)?

        /// Creates a placeholder for an index path, with a cell identifier and a row height.
        public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
            self.insertionIndexPath = insertionIndexPath
            self.reuseIdentifier = reuseIdentifier
            self.rowHeight = rowHeight
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
