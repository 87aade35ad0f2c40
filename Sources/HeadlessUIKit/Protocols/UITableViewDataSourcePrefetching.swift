#if !canImport(UIKit)
    import Foundation

    /// Receives advance notice of rows the table view will probably need soon.
    @preconcurrency @MainActor
    public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
        /// Starts loading data for rows, nearest to the visible area first.
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
        /// Cancels loading for rows that are no longer about to appear. Default: nothing is cancelled.
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
    }

    extension UITableViewDataSourcePrefetching {
        /// Nothing is cancelled.
        public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
    }
#endif
