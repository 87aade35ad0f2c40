#if !canImport(UIKit)
    import Foundation

    /// The view of a list controller: a table view for `UITableViewController`, a collection view for
    /// `UICollectionViewController`.
    @MainActor
    protocol ListControllerContentView: AnyObject {
        /// Reloads everything.
        func reloadData()
        /// The selected rows or items.
        var selectedIndexPathsForController: [IndexPath] { get }
        /// Deselects a row or item without telling the delegate.
        func deselectForController(at indexPath: IndexPath, animated: Bool)
    }

    /// What UIKit's table and collection view controllers do with their view as it appears, written
    /// once: reload on the first appearance, and clear the selection on each one while asked to.
    @MainActor
    struct ListControllerBehavior {
        private var hasReloadedOnAppearance = false

        /// Reloads the view the first time, and deselects its rows or items when `clearsSelection` is `true`.
        mutating func viewWillAppear(
            _ view: some ListControllerContentView, animated: Bool, clearsSelection: Bool
        ) {
            if !hasReloadedOnAppearance {
                hasReloadedOnAppearance = true
                view.reloadData()
            }
            guard clearsSelection else { return }
            for indexPath in view.selectedIndexPathsForController {
                view.deselectForController(at: indexPath, animated: animated)
            }
        }
    }

    extension UITableView: ListControllerContentView {
        var selectedIndexPathsForController: [IndexPath] { indexPathsForSelectedRows ?? [] }

        func deselectForController(at indexPath: IndexPath, animated: Bool) {
            deselectRow(at: indexPath, animated: animated)
        }
    }

    extension UICollectionView: ListControllerContentView {
        var selectedIndexPathsForController: [IndexPath] { indexPathsForSelectedItems ?? [] }

        func deselectForController(at indexPath: IndexPath, animated: Bool) {
            deselectItem(at: indexPath, animated: animated)
        }
    }
#endif
