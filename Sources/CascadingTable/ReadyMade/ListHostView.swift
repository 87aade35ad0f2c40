// What the ready-made nodes ask of the view they show in, answered alike by a table and a collection
// view, so that a row's select action, a list section's selected items and its paging are written once
// for both views.

/// The view the ready-made nodes show their rows (items) in: a `UITableView` or a `UICollectionView`.
@MainActor
protocol ListHostView: AnyObject {
    /// The number of sections the view shows.
    var numberOfSections: Int { get }
    /// The rows (items) on screen, in any order.
    var visibleIndexPaths: [IndexPath] { get }
    /// The selected rows (items), in any order; empty when none is.
    var selectedIndexPaths: [IndexPath] { get }
    /// Whether the user can select several rows (items) in the current mode.
    var allowsSeveralSelectedRows: Bool { get }
    /// Selects a row (item) without telling the delegate.
    func selectListRow(at indexPath: IndexPath)
    /// Deselects a row (item) without telling the delegate.
    func deselectListRow(at indexPath: IndexPath, animated: Bool)
}

extension UITableView: ListHostView {
    var visibleIndexPaths: [IndexPath] { indexPathsForVisibleRows ?? [] }

    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedRows ?? [] }

    var allowsSeveralSelectedRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func selectListRow(at indexPath: IndexPath) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }

    func deselectListRow(at indexPath: IndexPath, animated: Bool) {
        deselectRow(at: indexPath, animated: animated)
    }
}

extension UICollectionView: ListHostView {
    var visibleIndexPaths: [IndexPath] { indexPathsForVisibleItems }

    var selectedIndexPaths: [IndexPath] { indexPathsForSelectedItems ?? [] }

    var allowsSeveralSelectedRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    func selectListRow(at indexPath: IndexPath) {
        selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    func deselectListRow(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }
}

extension CascadingRootNode {
    /// The view this root is the data source of, as the ready-made nodes ask it.
    var hostView: (any ListHostView)? {
        if let tableView, tableView.dataSource === self { return tableView }
        if let collectionView = collectionView, collectionView.dataSource === self { return collectionView }
        return nil
    }
}
