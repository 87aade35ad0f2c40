/// A node that can take over the cell drawn for the node it replaces.
///
/// When an update replaces a node by a rebuilt one whose content compares equal (`isContentEqual(to:)`),
/// the view keeps the cell drawn for the old node rather than drawing it again. A node whose cell runs
/// closures of the node (a switch's handler, say) adopts this protocol to point them at itself.
@MainActor
public protocol KeepsDrawnCell: CascadingNode {
    /// Takes over what the cell drawn for `old` still runs; called once the update kept that cell.
    func keepCell(drawnFor old: CascadingNode)
}
