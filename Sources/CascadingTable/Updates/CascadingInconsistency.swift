/// A section whose row count disagrees with the updates the tree was about to apply.
///
/// It happens when a node changes what it reports behind the tree's back, for example a leaf section
/// whose model gained a row without `reloadContent()`. The update reloads the section instead of
/// letting the table raise "Invalid update", and reports the disagreement to
/// `CascadingNode.tableUpdateDidRecover(from:)` of the root.
public struct CascadingInconsistency: CustomStringConvertible {
    /// The node that owns the section (the one at fault, or whose children are).
    public let node: CascadingNode

    /// The section, in the table's coordinates after the update.
    public let section: Int

    /// The row count the table expected: its count before the update plus inserted and moved-in rows,
    /// minus deleted and moved-out rows.
    public let expectedRowCount: Int

    /// The row count the tree reports.
    public let reportedRowCount: Int

    /// A sentence naming the node, the section and both counts.
    public var description: String {
        "\(node) reports \(reportedRowCount) rows in section \(section), but the table expected \(expectedRowCount) after the update; the section was reloaded instead."
    }
}
