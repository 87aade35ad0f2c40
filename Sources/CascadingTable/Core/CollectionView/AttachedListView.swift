// The view a root is attached to, as a node that keeps state in the view sees it: one set of members
// for a table view and a collection view, so that a node written once reads and sets the selection,
// the visible rows and the counts in either. It is a window onto the commit path's `AttachedView`, the
// one seam between the tree and its view.

/// The table view or collection view a root is the data source of, seen alike: rows are a table's rows
/// or a collection view's items.
///
/// Get it from `CascadingRootNode.attachedListView` (for a node, `attachedRoot?.attachedListView`), or
/// make one from the view a call receives. Node types that keep state in the view read it here,
/// whichever view shows them:
///
///     override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
///         let view = AttachedListView(tableView)
///         for other in view.selectedIndexPaths where other != indexPath {
///             view.deselectRow(at: other, animated: true)
///         }
///     }
///
/// Selecting and deselecting here tell the view's delegate nothing, as selecting from code does in
/// UIKit.
@MainActor
public struct AttachedListView: Equatable {
    let base: any AttachedView
    private let identity: ObjectIdentifier

    init(_ base: any AttachedView) {
        self.base = base
        identity = ObjectIdentifier(base)
    }

    /// A table view, seen as a list: for a call that receives it, whether or not it shows a tree.
    public init(_ tableView: UITableView) {
        self.init(tableView as any AttachedView)
    }

    /// A collection view, seen as a list: for a call that receives it, whether or not it shows a tree.
    public init(_ collectionView: UICollectionView) {
        self.init(collectionView as any AttachedView)
    }

    /// The table view or the collection view.
    public var scrollView: UIScrollView { base }

    /// The number of sections the view shows (`numberOfSections`).
    public var numberOfSections: Int { base.numberOfSections }

    /// The number of rows the view shows in `section` (`numberOfRows(inSection:)` of a table,
    /// `numberOfItems(inSection:)` of a collection view).
    public func numberOfRows(inSection section: Int) -> Int {
        base.numberOfRows(inSection: section)
    }

    /// The selected rows, in no particular order (`indexPathsForSelectedRows` of a table,
    /// `indexPathsForSelectedItems` of a collection view); empty when none is selected.
    public var selectedIndexPaths: [IndexPath] { base.selectedRows }

    /// The rows on screen, in no particular order (`indexPathsForVisibleRows` of a table,
    /// `indexPathsForVisibleItems` of a collection view).
    public var visibleIndexPaths: [IndexPath] { base.visibleRows }

    /// Whether the user can select several rows in the view's current mode: `allowsMultipleSelection`,
    /// or `allowsMultipleSelectionDuringEditing` while the view is editing.
    public var allowsSeveralSelectedRows: Bool { base.allowsSeveralSelectedRows }

    /// Selects a row without scrolling and without telling the delegate. Where the view keeps one
    /// selected row, the row selected before is deselected.
    public func selectRow(at indexPath: IndexPath) {
        base.selectRow(indexPath)
    }

    /// Deselects a row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        base.deselectRow(indexPath, animated: animated)
    }

    /// Whether both are the same view.
    public nonisolated static func == (lhs: AttachedListView, rhs: AttachedListView) -> Bool {
        lhs.identity == rhs.identity
    }
}

extension CascadingRootNode {
    /// The table view or collection view this root is the data source of, seen alike; `nil` while it
    /// is the data source of neither.
    public var attachedListView: AttachedListView? {
        attachedView.map(AttachedListView.init)
    }
}
