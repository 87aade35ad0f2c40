/// What the root's open transaction records while changes are made: the changes of a grouped update
/// (`performUpdates`), or the one change made alone (a transaction of one, committed at once).
///
/// Changes to children are not listed: the commit finds them by comparing the tree before and after.
/// Everything the tree cannot see by comparing is recorded here.
@MainActor
final class UpdateTransaction {
    /// The nodes that said their content changed (`reloadContent()`).
    var changed = Set<ObjectIdentifier>()
    /// The nodes whose rows are configured again in place (`reconfigureContent()`).
    var reconfigured: [CascadingNode] = []
    /// The section nodes whose own rows (`childrenOffset`) are configured again.
    var ownRowsReconfigured: [CascadingNode] = []
    /// The model-backed nodes whose items changed, in the order they first changed.
    var itemNodes: [any ItemRowsNode] = []
    /// Placed nodes that route their children themselves, with no placement mapping (a plain
    /// `CascadingNode` subclass overriding the routing hooks), whose children or items changed: the
    /// commit reloads what they show.
    var unplaced: [CascadingNode] = []
    var completions: [(Bool) -> Void] = []
}

/// A change to one node's children, as the tree mutations report it.
enum ChildrenChange {
    case insert(at: Int)
    case remove(at: Int)
    case move(from: Int, to: Int)
    case replace(old: [CascadingNode], new: [CascadingNode])
}
