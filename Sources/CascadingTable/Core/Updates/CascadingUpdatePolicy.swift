/// What a change to a node's children does to the table view it is attached to.
///
/// The policy of the node whose children change decides: the root's policy governs section changes,
/// a section node's policy its row changes. Changes made while the tree is not attached to a table
/// view never touch a table.
public enum CascadingUpdatePolicy: Equatable, Sendable {
    /// Animate the change: the old and new children are diffed by node identity and applied with
    /// `performBatchUpdates`, using the given animation. The default, with `.automatic`.
    case animated(UITableView.RowAnimation)

    /// Reload the node's section (the whole table when the root's children change).
    case reloadSection

    /// Reload the whole table.
    case reloadTable

    /// Tell the table nothing: the caller updates the table itself.
    ///
    /// A later animated update still checks the table's counts against the tree, so a change the
    /// caller forgot to apply is reported and recovered instead of crashing.
    case none

    /// Animated, with the animation the table chooses.
    public static let animated = CascadingUpdatePolicy.animated(.automatic)
}
