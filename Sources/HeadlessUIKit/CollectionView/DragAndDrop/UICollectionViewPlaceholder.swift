#if !canImport(UIKit)
    import Foundation

    /// A temporary item a collection view shows while content for it is on its way.
    ///
    /// Headlessly the placeholder item is not shown: committing its insertion inserts the real item.
    @preconcurrency @MainActor
    open class UICollectionViewPlaceholder: NSObject {
        /// Where the placeholder item is inserted (headless addition: UIKit keeps it private).
        public let headlessInsertionIndexPath: IndexPath
        /// The reuse identifier of the placeholder's cell (headless addition: UIKit keeps it private).
        public let headlessReuseIdentifier: String

        /// Where the placeholder item is inserted.
        @available(*, deprecated, renamed: "headlessInsertionIndexPath")
        public var insertionIndexPath: IndexPath { headlessInsertionIndexPath }
        /// The reuse identifier of the placeholder's cell.
        @available(*, deprecated, renamed: "headlessReuseIdentifier")
        public var reuseIdentifier: String { headlessReuseIdentifier }

        /// Configures the placeholder's cell. Default `nil`.
        open var cellUpdateHandler: ((UICollectionViewCell) -> Void)?

        /// Creates a placeholder for an index path and a cell identifier.
        public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
            headlessInsertionIndexPath = insertionIndexPath
            headlessReuseIdentifier = reuseIdentifier
            super.init()
        }
    }

    /// A placeholder for a dropped item whose data is still loading.
    @preconcurrency @MainActor
    open class UICollectionViewDropPlaceholder: UICollectionViewPlaceholder {
        /// Customises the drop preview of the placeholder's cell. Default `nil`.
        open var previewParametersProvider: ((UICollectionViewCell) -> UIDragPreviewParameters?)?
    }

    /// A placeholder inserted for a dropped item, and the way to replace it with the real item.
    @preconcurrency @MainActor
    public protocol UICollectionViewDropPlaceholderContext: UIDragAnimating {
        /// The item the placeholder stands for.
        var dragItem: UIDragItem { get }
        /// Updates the data source in `dataSourceUpdates` and inserts the item where the placeholder is.
        @discardableResult
        func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
        /// Removes the placeholder without inserting an item.
        @discardableResult
        func deletePlaceholder() -> Bool
        /// Asks the placeholder's cell update handler to run again.
        func setNeedsCellUpdate()
    }
#endif
