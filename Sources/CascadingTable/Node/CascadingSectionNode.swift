/// A section whose rows are its children, one child per row.
///
/// It answers its own section-level calls (header and footer titles, views and heights, the
/// section's index titles) and routes every row call to the child at the row's position. Row
/// reordering inside the section, or to and from another `CascadingSectionNode`, moves the row
/// nodes so the tree keeps matching the table. Intended to be subclassed.
@MainActor
open class CascadingSectionNode: CascadingNode {
    /// A row node on its way from one section to another during a user reorder.
    private static var rowInTransit: (source: IndexPath, node: CascadingNode)?

    /// The child at the row's position; `nil` (reported to `routingDidMiss(_:)`) past either end or
    /// when the index path does not have exactly two indexes.
    open override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        child(forRowAt: indexPath, byIndex: 1)
    }

    /// The number of rows: one per child.
    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        childNodes.count
    }

    /// Moves the row node to match a user reorder.
    ///
    /// Within this section the child moves; to another section the child is handed over to the
    /// destination `CascadingSectionNode`, which inserts it. This node's section is its `index`.
    /// Overrides that keep their own model should call `super` so the tree keeps matching.
    open override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard sourceIndexPath.count == 2, destinationIndexPath.count == 2 else { return }
        // The table already shows the move: the tree follows without announcing it.
        guard let root = liveRoot, let table = root.tableView else {
            return followMove(from: sourceIndexPath, to: destinationIndexPath)
        }
        LiveUpdater(root: root, tableView: table).silently {
            followMove(from: sourceIndexPath, to: destinationIndexPath)
        }
    }

    private func followMove(from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let (source, destination) = (
            (sourceIndexPath[0], sourceIndexPath[1]), (destinationIndexPath[0], destinationIndexPath[1])
        )
        switch (source.0 == index, destination.0 == index) {
        case (true, true):
            guard childNodes.indices.contains(source.1), childNodes.indices.contains(destination.1) else {
                return routingDidMiss(
                    .row(childNodes.indices.contains(source.1) ? destinationIndexPath : sourceIndexPath))
            }
            moveChild(from: source.1, to: destination.1)
        case (true, false):
            guard childNodes.indices.contains(source.1) else { return routingDidMiss(.row(sourceIndexPath)) }
            Self.rowInTransit = (sourceIndexPath, removeChild(at: source.1))
        case (false, true):
            defer { Self.rowInTransit = nil }
            guard let transit = Self.rowInTransit, transit.source == sourceIndexPath,
                (0...childNodes.count).contains(destination.1)
            else { return routingDidMiss(.row(destinationIndexPath)) }
            insertChild(transit.node, at: destination.1)
        case (false, false):
            routingDidMiss(.row(sourceIndexPath))
        }
    }
}
