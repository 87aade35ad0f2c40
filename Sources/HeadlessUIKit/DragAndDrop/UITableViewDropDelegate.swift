#if !canImport(UIKit)
    import Foundation

    /// Accepts drops on a table and incorporates the dropped items.
    ///
    /// Attach it with `UITableView.dropDelegate`. UIKit's optional members are requirements here with
    /// default implementations that answer what UIKit does when the delegate does not implement them.
    @preconcurrency @MainActor
    public protocol UITableViewDropDelegate: NSObjectProtocol {
        /// Incorporates the dropped items into the data and the table.
        func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
        /// Whether the table accepts the session's data at all; `false` ends the drop's calls. Default: `true`.
        func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
        /// A drag entered the table. Default: nothing.
        func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
        /// What a drop at the destination would do. Default: a `.cancel` proposal (nothing is dropped).
        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal
        /// A drag left the table. Default: nothing.
        func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
        /// The drop session ended. Default: nothing.
        func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
        /// How a row that receives a drop is drawn. Default: `nil` (the whole cell).
        func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
            -> UIDragPreviewParameters?
    }

    extension UITableViewDropDelegate {
        /// Every session can be handled.
        public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
        /// Nothing happens.
        public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
        /// A `.cancel` proposal: nothing is dropped.
        public func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            UITableViewDropProposal(operation: .cancel)
        }
        /// Nothing happens.
        public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
        /// Nothing happens.
        public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
        /// The whole cell is the preview.
        public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
            -> UIDragPreviewParameters?
        { nil }
    }
#endif
