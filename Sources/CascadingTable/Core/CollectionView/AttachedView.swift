import CascadingDiff

// The one seam between the commit path and the view it updates: the live updater talks to "the
// attached view", a table or a collection view, through this protocol, so both get the same batches,
// the same safety net and the same applier (`BatchUpdateStage.apply(to:animation:)` in CascadingDiff,
// which the headless diffable data sources use too).

/// What the commit path asks of the view a root is attached to. `UITableView` answers with its own
/// members; `UICollectionView` maps rows to items and ignores row animations (it animates its own way).
///
/// A stage reaches the view through `BatchUpdateTarget`'s calls, which end in the view's public update
/// calls below, so a subclass overriding `insertRows(at:with:)` or `insertItems(at:)` sees every change.
@MainActor
package protocol AttachedView: BatchUpdateTarget where Animation == UITableView.RowAnimation {
    /// The number of sections the view shows.
    var numberOfSections: Int { get }
    /// The number of rows (items) the view shows in a section.
    func numberOfRows(inSection section: Int) -> Int
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
    /// The selected rows (items).
    var selectedRows: [IndexPath] { get }
    /// Selects a row (item) without telling the delegate or scrolling, as selecting from code does.
    func selectRow(_ indexPath: IndexPath)
    /// Deselects a row (item) without telling the delegate.
    func deselectRow(_ indexPath: IndexPath, animated: Bool)
    /// The rows (items) on screen, in any order.
    var visibleRows: [IndexPath] { get }
    /// Whether the user can select several rows (items) in the current mode (editing or not).
    var allowsSeveralSelectedRows: Bool { get }
    /// The number of sections the tree under `root` reports to this view.
    func sectionCount(reportedBy root: CascadingRootNode) -> Int
    /// The number of rows (items) the tree under `root` reports to this view for a section.
    func rowCount(reportedBy root: CascadingRootNode, inSection section: Int) -> Int
}

// The section and element calls of the one applier, in the table's names (which the collection view
// maps below). On Apple platforms these are the views' answers; headlessly HeadlessUIKit's views answer
// the same way with their own, which take precedence.
extension AttachedView {
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
        deleteRows(at: paths.map(\.indexPath), with: animation)
    }

    package func reloadElements(at paths: [ElementPath], animation: UITableView.RowAnimation) {
        reloadRows(at: paths.map(\.indexPath), with: animation)
    }

    package func insertElements(at paths: [ElementPath], animation: UITableView.RowAnimation) {
        insertRows(at: paths.map(\.indexPath), with: animation)
    }

    package func moveElement(from path: ElementPath, to newPath: ElementPath) {
        moveRow(at: path.indexPath, to: newPath.indexPath)
    }

    package func reconfigureElements(at paths: [ElementPath]) {
        reconfigureRows(at: paths.map(\.indexPath))
    }
}

extension UITableView: AttachedView {
    package var selectedRows: [IndexPath] { indexPathsForSelectedRows ?? [] }

    package func selectRow(_ indexPath: IndexPath) {
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
    }

    package func deselectRow(_ indexPath: IndexPath, animated: Bool) {
        deselectRow(at: indexPath, animated: animated)
    }

    package var visibleRows: [IndexPath] { indexPathsForVisibleRows ?? [] }

    package var allowsSeveralSelectedRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    package func sectionCount(reportedBy root: CascadingRootNode) -> Int {
        root.numberOfSections(in: self)
    }

    package func rowCount(reportedBy root: CascadingRootNode, inSection section: Int) -> Int {
        root.tableView(self, numberOfRowsInSection: section)
    }
}

extension UICollectionView: AttachedView {
    package func numberOfRows(inSection section: Int) -> Int {
        numberOfItems(inSection: section)
    }

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

    package var selectedRows: [IndexPath] { indexPathsForSelectedItems ?? [] }

    package func selectRow(_ indexPath: IndexPath) {
        selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    package func deselectRow(_ indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }

    package var visibleRows: [IndexPath] { indexPathsForVisibleItems }

    package var allowsSeveralSelectedRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    package func sectionCount(reportedBy root: CascadingRootNode) -> Int {
        root.numberOfSections(in: self)
    }

    package func rowCount(reportedBy root: CascadingRootNode, inSection section: Int) -> Int {
        root.collectionView(self, numberOfItemsInSection: section)
    }
}

extension CascadingRootNode {
    /// The view this root is the data source of: its table view, else its collection view.
    package var attachedView: (any AttachedView)? {
        if let tableView, tableView.dataSource === self { return tableView }
        if let collectionView = attachedCollectionView, collectionView.dataSource === self { return collectionView }
        return nil
    }
}
