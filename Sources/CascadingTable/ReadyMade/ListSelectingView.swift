// The selection calls of the ready-made nodes, answered alike by a table and a collection view, so
// that a row's select action and a list section's selected items are written once for both views.

/// A view whose rows (items) the ready-made nodes select and deselect: a `UITableView` or a
/// `UICollectionView`.
@MainActor
protocol ListSelectingView: AnyObject {
    /// The number of sections the view shows.
    var numberOfSections: Int { get }
    /// The selected rows (items), in any order; empty when none is.
    var selectedIndexPaths: [IndexPath] { get }
    /// Whether the user can select several rows (items) in the current mode.
    var allowsSeveralSelectedRows: Bool { get }
    /// Selects a row (item) without telling the delegate.
    func selectListRow(at indexPath: IndexPath)
    /// Deselects a row (item) without telling the delegate.
    func deselectListRow(at indexPath: IndexPath, animated: Bool)
}

extension UITableView: ListSelectingView {
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

extension UICollectionView: ListSelectingView {
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
    /// The view this root is the data source of, as the ready-made nodes select in it.
    var selectingView: (any ListSelectingView)? {
        if let tableView, tableView.dataSource === self { return tableView }
        if let collectionView = attachedCollectionView, collectionView.dataSource === self { return collectionView }
        return nil
    }
}
