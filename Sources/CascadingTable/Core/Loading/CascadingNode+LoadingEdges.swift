// A group that shows its loading indicator as the header of its first section or the footer of its
// last keeps it at that edge while its children or the sections it shows itself change: the snapshots
// an update compares note which section shows each group's indicator, and a section that gains or loses
// one is reloaded in the same update (`TreeSnapshot`). A change made alone that could move such an
// edge therefore takes the commit path rather than the shortcut of one batch.
extension CascadingNode {
    /// Whether a change of this node's children can move a group's loading header or footer to another
    /// section: this node is a group, at or below a group that shows its indicator at its edges.
    /// - Complexity: O(the groups above this node).
    var canMoveALoadingEdge: Bool {
        var node: CascadingNode? = self
        while let group = node, group.classTraits.contains(.spansItsChildren) {
            if let style = group.loadingController?.style, style != .row { return true }
            node = group.parent
        }
        return false
    }
}
