// Both views take a stage through their public update calls, so a subclass overriding
// `insertRows(at:with:)` or `insertItems(at:)` sees every change (and, headlessly, so does the call
// recorder). The calls are written once, in the table's names; the collection view maps them to its own.
// This file is compiled on every platform: on Apple platforms it gives UIKit's views the same mapping, so
// the tree's commits and the headless diffable data sources share one applier.

import CascadingDiff

#if canImport(UIKit)
    import UIKit
#else
    import Foundation
#endif

/// A view that answers the table's update calls: the table itself, and the collection view through
/// its item calls.
@MainActor
package protocol RowUpdateCalls: BatchUpdateTarget where Animation == UITableView.RowAnimation {
    /// Deletes sections (inside a batch).
    func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
    /// Reloads sections.
    func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
    /// Inserts sections (inside a batch).
    func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation)
    /// Moves a section (inside a batch).
    func moveSection(_ section: Int, toSection newSection: Int)
    /// Deletes rows (items) (inside a batch).
    func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    /// Reloads rows (items).
    func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    /// Inserts rows (items) (inside a batch).
    func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation)
    /// Moves a row (item) (inside a batch).
    func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)
    /// Configures the cells of rows (items) again in place.
    func reconfigureRows(at indexPaths: [IndexPath])
}

extension RowUpdateCalls {
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

extension IndexPath {
    /// The table index path of an element path (section, then row or item).
    package init(_ path: ElementPath) {
        self.init(row: path.element, section: path.section)
    }
}

extension UITableView: RowUpdateCalls {}

/// A collection view animates its changes its own way: the row animation is ignored.
extension UICollectionView: RowUpdateCalls {
    package func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        deleteSections(sections)
    }

    package func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        reloadSections(sections)
    }

    package func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        insertSections(sections)
    }

    package func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        deleteItems(at: indexPaths)
    }

    package func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        reloadItems(at: indexPaths)
    }

    package func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        insertItems(at: indexPaths)
    }

    package func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItem(at: indexPath, to: newIndexPath)
    }

    package func reconfigureRows(at indexPaths: [IndexPath]) {
        reconfigureItems(at: indexPaths)
    }
}
