import CascadingDiff

// The one seam between the commit path and the view it updates: the live updater talks to "the
// attached view", a table or a collection view, through this protocol, so both get the same batches,
// the same safety net and the same applier (`BatchUpdateStage.apply(to:animation:)` in CascadingDiff,
// which the headless diffable data sources use too).

/// What the commit path asks of the view a root is attached to. `UITableView` answers with its own
/// members; `UICollectionView` maps rows to items and ignores row animations (it animates its own way).
///
/// A stage reaches the view through HeadlessUIKit's `RowUpdateCalls` (compiled on every platform), which
/// end in the view's public update calls, so a subclass overriding `insertRows(at:with:)` or
/// `insertItems(at:)` sees every change.
@MainActor
package protocol AttachedView: UIScrollView, RowUpdateCalls {
    /// The number of sections the view shows.
    var numberOfSections: Int { get }
    /// The number of rows (items) the view shows in a section.
    func numberOfRows(inSection section: Int) -> Int
    /// The selected rows (items).
    var selectedRows: [IndexPath] { get }
    /// Selects a row (item) without telling the delegate or scrolling, as selecting from code does.
    func selectRow(_ indexPath: IndexPath)
    /// Deselects a row (item) without telling the delegate.
    func deselectRow(_ indexPath: IndexPath, animated: Bool)
    /// The rows (items) on screen, in any order.
    var visibleRows: [IndexPath] { get }
    /// Whether the view is in editing mode.
    var isEditing: Bool { get }
    /// Whether the user can select several rows (items) outside editing mode.
    var allowsMultipleSelection: Bool { get }
    /// Whether the user can select several rows (items) in editing mode.
    var allowsMultipleSelectionDuringEditing: Bool { get }
    /// The number of sections the tree under `root` reports to this view.
    func sectionCount(reportedBy root: CascadingRootNode) -> Int
    /// The number of rows (items) the tree under `root` reports to this view for a section.
    func rowCount(reportedBy root: CascadingRootNode, inSection section: Int) -> Int
}

extension AttachedView {
    /// Whether the user can select several rows (items) in the current mode (editing or not).
    package var allowsSeveralSelectedRows: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
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

    package var selectedRows: [IndexPath] { indexPathsForSelectedItems ?? [] }

    package func selectRow(_ indexPath: IndexPath) {
        selectItem(at: indexPath, animated: false, scrollPosition: [])
    }

    package func deselectRow(_ indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }

    package var visibleRows: [IndexPath] { indexPathsForVisibleItems }

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
