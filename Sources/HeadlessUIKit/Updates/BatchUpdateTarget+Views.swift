#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    // Both headless views take a stage through their public update calls, so a subclass overriding
    // `insertRows(at:with:)` or `insertItems(at:)` sees every change, and so does the call recorder.
    // The calls are written once, in the table's names; the collection view maps them to its own.
    // On Apple platforms CascadingTable's `AttachedView` gives the real views the same mapping.

    /// A view that answers the table's update calls: the table itself, and the collection view through
    /// its item calls.
    @MainActor
    protocol HeadlessRowUpdateCalls: BatchUpdateTarget where Animation == UITableView.RowAnimation {
        func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
        func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
        func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
        func moveSection(_ section: Int, toSection newSection: Int)
        func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
        func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
        func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
        func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
        func reconfigureRows(at indexPaths: [IndexPath])
    }

    extension HeadlessRowUpdateCalls {
        package func deleteSections(at sections: [Int], animation: UITableView.RowAnimation) {
            deleteSections(IndexSet(sections), with: animation)
        }

        package func reloadSections(at sections: [Int], animation: UITableView.RowAnimation) {
            reloadSections(IndexSet(sections), with: animation)
        }

        package func insertSections(at sections: [Int], animation: UITableView.RowAnimation) {
            insertSections(IndexSet(sections), with: animation)
        }

        package func moveSection(from section: Int, to newSection: Int) {
            moveSection(section, toSection: newSection)
        }

        package func deleteElements(at paths: [ElementPath], animation: UITableView.RowAnimation) {
            deleteRows(at: paths.map(IndexPath.init), with: animation)
        }

        package func reloadElements(at paths: [ElementPath], animation: UITableView.RowAnimation) {
            reloadRows(at: paths.map(IndexPath.init), with: animation)
        }

        package func insertElements(at paths: [ElementPath], animation: UITableView.RowAnimation) {
            insertRows(at: paths.map(IndexPath.init), with: animation)
        }

        package func moveElement(from path: ElementPath, to newPath: ElementPath) {
            moveRow(at: IndexPath(path), to: IndexPath(newPath))
        }

        package func reconfigureElements(at paths: [ElementPath]) {
            reconfigureRows(at: paths.map(IndexPath.init))
        }
    }

    extension UITableView: HeadlessRowUpdateCalls {}

    /// A collection view animates its changes its own way: the row animation is ignored.
    extension UICollectionView: HeadlessRowUpdateCalls {
        func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            deleteSections(sections)
        }

        func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            reloadSections(sections)
        }

        func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
            insertSections(sections)
        }

        func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            deleteItems(at: indexPaths)
        }

        func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            reloadItems(at: indexPaths)
        }

        func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
            insertItems(at: indexPaths)
        }

        func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
            moveItem(at: indexPath, to: newIndexPath)
        }

        func reconfigureRows(at indexPaths: [IndexPath]) {
            reconfigureItems(at: indexPaths)
        }
    }
#endif
