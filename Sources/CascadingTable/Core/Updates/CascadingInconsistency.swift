/// Something the tree reports that disagrees with an update it was about to apply; the update
/// reloaded the affected part of the table instead, so the table never shows wrong rows.
///
/// Two things cause it: a node that changes its row count behind the tree's back (a leaf section
/// whose model gained a row without `reloadContent()`), and a change under a router that places rows
/// or sections through routing hooks of its own, which the tree does not look into (a section that
/// draws a summary in row 0 by overriding `child(forRowAt:)`, a root whose `child(forSection:)` draws a
/// banner, a node that routes its children itself without a placement mapping). The root's
/// `CascadingNode.tableUpdateDidRecover(from:)` receives the report.
public struct CascadingInconsistency: CustomStringConvertible {
    /// What disagreed.
    public enum Kind: Equatable, Sendable {
        /// The node reported another row count than the update leads to.
        case rowCount
        /// The node routes rows or sections through routing hooks of its own, so a change under it was
        /// reloaded rather than animated.
        case routing
    }

    /// What disagreed.
    public let kind: Kind

    /// The node that owns the section (the one at fault, or whose children are).
    public let node: CascadingNode

    /// The section, in the table's coordinates after the update (for a router of sections, its first).
    public let section: Int

    /// The row count the table expected: its count before the update plus inserted and moved-in rows,
    /// minus deleted and moved-out rows. For `.routing`, the count the section shows after the reload.
    public let expectedRowCount: Int

    /// The row count the tree reports.
    public let reportedRowCount: Int

    /// A row-count disagreement.
    init(node: CascadingNode, section: Int, expectedRowCount: Int, reportedRowCount: Int) {
        self.kind = .rowCount
        self.node = node
        self.section = section
        self.expectedRowCount = expectedRowCount
        self.reportedRowCount = reportedRowCount
    }

    /// A router whose own routing hooks place what changed under it.
    @MainActor
    init(routingOf node: CascadingNode, section: Int) {
        let rows = node.tableView.map { node.attachedRoot?.tableView(_: $0, numberOfRowsInSection: section) ?? 0 } ?? 0
        self.kind = .routing
        self.node = node
        self.section = section
        self.expectedRowCount = rows
        self.reportedRowCount = rows
    }

    /// A sentence naming the node, the section and what disagreed.
    public var description: String {
        switch kind {
        case .rowCount:
            "\(node) reports \(reportedRowCount) rows in section \(section), but the table expected \(expectedRowCount) after the update; the section was reloaded instead."
        case .routing:
            "\(node) routes rows or sections through its own child(forRowAt:) or child(forSection:), which updates do not look into, so the update of section \(section) was reloaded instead of animated. Declare the rows or sections the node shows itself with childrenOffset or childrenTrailingOffset, place children with a CascadingGroupNode, and remove the override."
        }
    }
}
