/// A row (or a section) its parent draws itself, placed among the parent's children.
///
/// Put one among a section's children where the section shows a row of its own between them (a
/// divider, an "Add" row after the first group of rows); among a root's or a group's children, it is
/// a section the router shows itself. It takes part in the tree like any child: it can be inserted,
/// removed and moved, inside `performUpdates` or alone, and every such change animates, keyed by its
/// `name`. Calls for its row never reach it: they reach its parent as calls for one of the parent's
/// own rows, where `ownRow(at:)` (or `ownSection(at:)`) answers `.amongChildren(name)`; a parent that
/// does not answer them gives the documented defaults, and never `routingDidMiss(_:)`.
///
///     final class TasksSection: CascadingSectionNode {
///         init(done: [CascadingNode], open: [CascadingNode]) {
///             super.init(children: done + [CascadingOwnRowNode("divider")] + open)
///         }
///         override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
///             guard ownRow(at: indexPath) == .amongChildren("divider") else {
///                 return super.tableView(tableView, cellForRowAt: indexPath)
///             }
///             ...
///         }
///     }
///
/// Its row cannot be dragged (its parent answers `tableView(_:canMoveRowAt:)`, `false` by default).
/// `reconfigureOwnRows()` on the parent configures it again with the parent's other own rows.
@MainActor
public final class CascadingOwnRowNode: CascadingNode {
    /// What the parent calls this row by; the row's identity across updates.
    public let name: String

    /// A row named `name` for its parent to draw.
    public init(_ name: String) {
        self.name = name
        super.init()
    }

    /// The `name`: two own rows of one name are the same row across an update.
    public override var diffIdentifier: AnyHashable { name }

    /// `true` for another own row of the same name: what the row shows is its parent's to say.
    public override func isContentEqual(to other: CascadingNode) -> Bool {
        (other as? CascadingOwnRowNode)?.name == name
    }

    /// `own row "name"`.
    public override var description: String { "own row \"\(name)\"" }
}

extension CascadingNode {
    /// Whether this node is a `CascadingOwnRowNode`: its row or section is its parent's own. One stored
    /// byte, read where routing finds a child.
    @inline(__always)
    var isDrawnByParent: Bool { routingShortcut == .drawnByParent }
}
