// The status row: one row after a node's children that says what the node is doing (loading, nothing
// to show, a failed load). It is the node's last child in the tree but not in `children`, and it is
// switched through the tree's live updates like any child. The loading indicator row and a list
// section's empty-state and error rows are all shown through it.
extension CascadingNode {
    /// The row the node shows after its children to say what it is doing: its loading row while it
    /// loads in a row (`setLoading(_:style:animated:)` with `.row`), else the row `makeStatusRow()` made
    /// when last asked; `nil` when it shows none.
    ///
    /// The row's node is the node's last child in the tree but not in `children`. On a root or a group
    /// among sections it is a section of its own after theirs.
    public var statusRow: CascadingNode? {
        guard let row = rareState?.statusRow, row.parent === self else { return nil }
        return row
    }

    /// Asks `makeStatusRow()` again and shows the row it returns in place of the status row shown, as a
    /// live update of the attached view (inside `performUpdates`, part of the grouped update).
    ///
    /// A row of the same class and `diffIdentifier` as the one shown is the same row: the shown one
    /// stays. While the node shows its loading row nothing changes; the row is asked for when loading
    /// ends. Called while the tree follows a row the user dragged (from `childrenDidChange()`, or from a
    /// node's own `moveRowAt`), the switch waits until the move is over and the main queue runs again: a
    /// view takes no update in the middle of its own move.
    ///
    ///     override func childrenDidChange() {
    ///         super.childrenDidChange()
    ///         updateStatusRow()  // "No results" comes and goes with the children
    ///     }
    ///
    /// - Complexity: O(1) when the row stays; else O(depth) plus the update that switches it.
    public func updateStatusRow(animated: Bool = true) {
        guard loadingController?.style != .row else { return }
        let row = makeStatusRow()
        guard !isShownStatusRow(row) else { return }
        precondition(
            row == nil || placesStatusRow,
            "\(self) answers its rows itself, so it cannot show a status row after its children: return the row from makeStatusRow() of its CascadingSectionNode, or give the node's rows to one."
        )
        if let updates = attachedRoot?.liveUpdates,
            !updates.isListening || updates.isApplyingBatch || updates.userMovesUnderWay > 0
        {
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.updateStatusRow(animated: animated) }
            }
            return
        }
        performUpdates(animation: animated ? .automatic : .none) { showStatusRow(row) }
    }

    // MARK: Internal

    /// Whether `row` is the status row shown: the same node, or one of the same class and
    /// `diffIdentifier`; `true` for `nil` while none shows.
    private func isShownStatusRow(_ row: CascadingNode?) -> Bool {
        guard let shown = statusRow, let row else { return statusRow == nil && row == nil }
        return shown === row
            || (ObjectIdentifier(type(of: shown)) == ObjectIdentifier(type(of: row))
                && shown.diffIdentifier == row.diffIdentifier)
    }

    /// Whether the node places a status row after its children: a root, a section node, a group or a
    /// model-backed node (`ItemRowsNode`); a leaf answers its rows itself.
    var placesStatusRow: Bool {
        self is CascadingRootNode || self is CascadingSectionNode || self is CascadingGroupNode
            || self is any ItemRowsNode
    }

    /// The number of `children`: the child nodes before the status row, which stays last.
    var childCount: Int {
        // The status row lives in `rareState`: without it, no call (every append asks).
        rareState == nil || statusRow == nil ? childNodes.count : childNodes.count - 1
    }

    /// Shows `row` as the status row in place of the one shown, each change recorded like any child's;
    /// the shown row stays when `row` is the same row (see `updateStatusRow(animated:)`). `children` does
    /// not change, so `childrenDidChange()` is not called.
    func showStatusRow(_ row: CascadingNode?) {
        guard !isShownStatusRow(row) else { return }
        if let shown = statusRow {
            rareState?.statusRow = nil
            removeChildNode(at: shown.index, notifying: false)
        }
        guard let row else { return }
        // Set first, so that `children` leaves the row out as soon as it joins.
        rareStateForWriting().statusRow = row
        insert(row, at: childNodes.count, notifying: false)
    }
}
