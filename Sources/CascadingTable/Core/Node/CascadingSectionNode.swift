/// A section whose rows are its children: one row per child, the sum of its children for a
/// `CascadingGroupNode`, and what a model-backed child reports as its `rowSpan`.
///
/// It answers its own section-level calls (header and footer titles, views and heights, the
/// section's index titles) and routes every row call to the child that owns the row. Rows it shows
/// itself before its children (a summary row, say) are declared with `childrenOffset`. Row reordering
/// inside the section, or to and from another `CascadingSectionNode`, moves the row nodes so the tree
/// keeps matching the table; a collection view's item reorder moves the item nodes the same way.
/// Intended to be subclassed.
@MainActor
open class CascadingSectionNode: CascadingNode {
    /// The child whose rows contain the row; `nil` for the rows the section shows itself
    /// (`childrenOffset`, `childrenTrailingOffset`), and `nil` reported to `routingDidMiss(_:)` past either end or when the index
    /// path does not have exactly two indexes.
    open override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        child(forRowAt: indexPath, byIndex: 1, start: 0)
    }

    /// The number of rows: `childrenOffset`, the rows the children span, and `childrenTrailingOffset`.
    open override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        ownAndChildrenCount
    }

    /// Moves the row node to match a user reorder.
    ///
    /// Within this section the row node moves (into or out of a group it lands in; a row dropped on
    /// the first or last place of the group it came from stays in that group, and a row from outside a
    /// group dropped on its edge lands beside it); to another
    /// section it is handed over to the destination `CascadingSectionNode`, which inserts it. A move
    /// within one child that shows several rows itself (a `ListSection` among the rows) is that child's
    /// to follow: it receives this call. Rows the section shows itself, and moves into or out of such a
    /// child, are reported to `routingDidMiss(_:)`. Overrides that keep their own model should call
    /// `super` so the tree keeps matching.
    open override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        followUserMove(from: sourceIndexPath, to: destinationIndexPath) {
            $0.tableView(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    /// Moves the item node to match a user reorder (interactive movement or a drag within the
    /// collection view), exactly as `tableView(_:moveRowAt:to:)` moves a row node: within this section,
    /// into and out of groups by the same rule, or handed over to the destination
    /// `CascadingSectionNode`. Overrides that keep their own model should call `super` so the tree keeps
    /// matching.
    open override func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        followUserMove(from: sourceIndexPath, to: destinationIndexPath) {
            $0.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
        }
    }

    /// Follows a user reorder the attached view already shows: a move within one child that shows
    /// several rows itself is passed on to that child, any other moves the row node silently.
    private func followUserMove(
        from sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath, passOn: (CascadingNode) -> Void
    ) {
        guard sourceIndexPath.count == 2, destinationIndexPath.count == 2 else { return }
        if sourceIndexPath[0] == destinationIndexPath[0], sourceIndexPath[0] == shownSection,
            let run = rowRun(at: sourceIndexPath), run === rowRun(at: destinationIndexPath)
        {
            return passOn(run)
        }
        // The view already shows the move: the tree follows without announcing it.
        guard let root = attachedRoot, let view = root.attachedView else {
            return followMove(from: sourceIndexPath, to: destinationIndexPath, transit: rootOfTree?.liveUpdates)
        }
        LiveUpdater(root: root, view: view).silently {
            followMove(from: sourceIndexPath, to: destinationIndexPath, transit: root.liveUpdates)
        }
    }

    override class var initialChildPlacement: PlacementKind? { .rows }

    /// Whether a row node dragged from `source` can land at `destination`, a row of this section in the
    /// table's coordinates after the move, where `tableView(_:moveRowAt:to:)` would insert it: not among
    /// the rows the section shows itself, nor inside a child that shows several rows itself, nor after
    /// its status row (`statusRow`, such as its loading row), nor from or into a section whose rows a
    /// router places through routing hooks of its own (`child(forRowAt:)` or `child(forSection:)`
    /// overridden).
    public func acceptsRowNode(from source: IndexPath, at destination: IndexPath) -> Bool {
        guard source.count == 2, destination.count == 2, destination[0] == shownSection else { return false }
        // A section whose rows a router places through routing hooks of its own cannot tell which row
        // leaves or where it lands.
        if let root = attachedRoot {
            for section in Set([source[0], destination[0]]) {
                guard let owner = root.sectionOwner(at: section) else { continue }
                if owner.showsThroughOwnHooks || owner.routesRowsThroughOwnHooks { return false }
            }
        }
        // Before the dragged row leaves, the rows below it sit one further down.
        let sameSection = source[0] == destination[0]
        let shift = sameSection && destination[1] > source[1] ? 1 : 0
        let home = sameSection ? rowNode(atLocal: source[1] - childrenOffset).map(groups(around:)) ?? [] : []
        guard let (parent, position) = rowNodeSlot(atLocal: destination[1] - childrenOffset + shift, home: home)
        else { return false }
        // A status row (a loading row) stays after the rows.
        return position <= parent.childCount
    }

    private func followMove(from source: IndexPath, to destination: IndexPath, transit: LiveUpdateState?) {
        let section = shownSection
        let (sourceRow, destinationRow) = (source[1], destination[1])
        switch (source[0] == section, destination[0] == section) {
        case (true, true):
            guard let row = rowNode(atLocal: sourceRow - childrenOffset) else { return routingDidMiss(.row(source)) }
            let home = groups(around: row)
            row.removeFromParent()
            guard insertRowNode(row, atLocal: destinationRow - childrenOffset, home: home) else {
                return routingDidMiss(.row(destination))
            }
        case (true, false):
            guard let row = rowNode(atLocal: sourceRow - childrenOffset) else { return routingDidMiss(.row(source)) }
            row.removeFromParent()
            transit?.rowInTransit = (source, row)
        case (false, true):
            defer { transit?.rowInTransit = nil }
            guard let moving = transit?.rowInTransit, moving.source == source,
                insertRowNode(moving.node, atLocal: destinationRow - childrenOffset)
            else { return routingDidMiss(.row(destination)) }
        case (false, false):
            routingDidMiss(.row(source))
        }
    }
}
