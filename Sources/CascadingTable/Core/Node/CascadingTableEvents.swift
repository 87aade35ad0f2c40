/// Table-wide events a node can ask to receive.
///
/// Scroll-view events, the end of a multiple-selection interaction and the session-wide drop
/// events are not addressed to a row or section, so they are delivered only to the nodes that ask for them (and to the nodes
/// on the way there), never to every node of the tree. Set `CascadingNode.observedTableEvents`
/// and override the matching methods, calling `super` so that nodes below you keep receiving them.
public struct CascadingTableEvents: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt8

    /// Creates a set from raw bits.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The fourteen `UIScrollViewDelegate` events (scrolling, dragging, decelerating, zooming).
    public static let scrollView = CascadingTableEvents(rawValue: 1 << 0)

    /// `tableViewDidEndMultipleSelectionInteraction(_:)`.
    public static let multipleSelectionInteraction = CascadingTableEvents(rawValue: 1 << 1)

    /// The session-wide `UITableViewDropDelegate` members: `canHandle`, `dropSessionDidEnter`,
    /// `dropSessionDidExit` and `dropSessionDidEnd`.
    public static let dropSession = CascadingTableEvents(rawValue: 1 << 2)
}
