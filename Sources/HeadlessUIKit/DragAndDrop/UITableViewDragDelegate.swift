#if !canImport(UIKit)
    import Foundation

    /// Starts drags from a table's rows and follows the drag session.
    ///
    /// Attach it with `UITableView.dragDelegate`. UIKit's optional members are requirements here with
    /// default implementations that answer what UIKit does when the delegate does not implement them.
    @preconcurrency @MainActor
    public protocol UITableViewDragDelegate: NSObjectProtocol {
        /// The items to drag from a row; an empty array starts no drag.
        func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
            -> [UIDragItem]
        /// Items to add to a running drag from a tapped row. Default: none.
        func tableView(
            _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
            point: CGPoint
        ) -> [UIDragItem]
        /// How a lifted row is drawn. Default: `nil` (the whole cell).
        func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
            -> UIDragPreviewParameters?
        /// A drag is about to begin. Default: nothing.
        func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
        /// The drag ended; always follows `dragSessionWillBegin`. Default: nothing.
        func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
        /// Whether a drop may move the items rather than copy them. Default: `true`.
        func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
        /// Whether the items can only be dropped in this app. Default: `false`.
        func tableView(
            _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool
    }

    extension UITableViewDragDelegate {
        /// Nothing is added.
        public func tableView(
            _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
            point: CGPoint
        ) -> [UIDragItem] { [] }
        /// The whole cell is the preview.
        public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
            -> UIDragPreviewParameters?
        { nil }
        /// Nothing happens.
        public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
        /// Nothing happens.
        public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
        /// Moves are allowed.
        public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession)
            -> Bool
        { true }
        /// Drops in other apps are allowed.
        public func tableView(
            _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool { false }
    }
#endif
