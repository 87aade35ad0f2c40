#if !canImport(UIKit)
    import Foundation

    /// One dropped item as a table's drop delegate sees it.
    @preconcurrency @MainActor
    public protocol UITableViewDropItem: NSObjectProtocol {
        /// The dragged item.
        var dragItem: UIDragItem { get }
        /// The row the item was dragged from when it comes from the same table, else `nil`.
        var sourceIndexPath: IndexPath? { get }
        /// The size of the item's preview.
        var previewSize: CGSize { get }
    }

    /// A placeholder inserted for a dropped item, and the way to replace it with the real row.
    @preconcurrency @MainActor
    public protocol UITableViewDropPlaceholderContext: UIDragAnimating {
        /// The item the placeholder stands for.
        var dragItem: UIDragItem { get }
        /// Updates the data source in `dataSourceUpdates` and inserts the row where the placeholder is.
        @discardableResult
        func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
        /// Removes the placeholder without inserting a row.
        @discardableResult
        func deletePlaceholder() -> Bool
    }

    extension UITableViewDropPlaceholderContext {
        /// Does nothing: UIKit's table placeholder context has no such method (the collection view's
        /// has), and headlessly the placeholder's cell is not shown.
        @available(
            *, deprecated, message: "UIKit's table placeholder context has no setNeedsCellUpdate(); remove the call"
        )
        public func setNeedsCellUpdate() {}
    }

    /// Hands a table's drop delegate the dropped items and animates them to their rows.
    @preconcurrency @MainActor
    public protocol UITableViewDropCoordinator: NSObjectProtocol {
        /// The dropped items.
        var items: [any UITableViewDropItem] { get }
        /// Where the drop happened; `nil` when it was not over a row (or past the last one).
        var destinationIndexPath: IndexPath? { get }
        /// The proposal of the last `dropSessionDidUpdate` answer.
        var proposal: UITableViewDropProposal { get }
        /// The drop session.
        var session: any UIDropSession { get }
        /// Inserts a placeholder row for an item whose data is still loading.
        @discardableResult
        func drop(_ dragItem: UIDragItem, to placeholder: UITableViewDropPlaceholder)
            -> any UITableViewDropPlaceholderContext
        /// Animates an item to a row (which the delegate has inserted or moved).
        @discardableResult
        func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
        /// Animates an item into a rectangle of a row.
        @discardableResult
        func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
        /// Animates an item to a target.
        @discardableResult
        func drop(_ dragItem: UIDragItem, to target: UIDragPreviewTarget) -> any UIDragAnimating
    }
#endif
