// Delivery of table-wide events (scroll view, end of multiple selection, drop sessions) to the nodes that observe
// them. Every node counts the observers in its subtree and keeps the children that lead to one,
// so delivery walks only the paths to observers and bookkeeping costs O(depth) per change.

/// The number of observers of each event kind in a subtree.
struct EventCounts: Equatable {
    var scrollView: Int32 = 0
    var multipleSelectionInteraction: Int32 = 0
    var dropSession: Int32 = 0

    init() {}

    init(_ events: CascadingTableEvents) {
        scrollView = events.contains(.scrollView) ? 1 : 0
        multipleSelectionInteraction = events.contains(.multipleSelectionInteraction) ? 1 : 0
        dropSession = events.contains(.dropSession) ? 1 : 0
    }

    var isEmpty: Bool { scrollView == 0 && multipleSelectionInteraction == 0 && dropSession == 0 }

    subscript(kind: CascadingTableEvents) -> Int32 {
        switch kind {
        case .scrollView: scrollView
        case .multipleSelectionInteraction: multipleSelectionInteraction
        default: dropSession
        }
    }

    static func + (lhs: EventCounts, rhs: EventCounts) -> EventCounts {
        var sum = lhs
        sum.scrollView += rhs.scrollView
        sum.multipleSelectionInteraction += rhs.multipleSelectionInteraction
        sum.dropSession += rhs.dropSession
        return sum
    }

    static prefix func - (counts: EventCounts) -> EventCounts {
        var negated = counts
        negated.scrollView = -counts.scrollView
        negated.multipleSelectionInteraction = -counts.multipleSelectionInteraction
        negated.dropSession = -counts.dropSession
        return negated
    }
}

extension CascadingNode {
    /// Calls `call` on each child, in tree order, whose subtree observes `kind`.
    func deliver(_ kind: CascadingTableEvents, _ call: (CascadingNode) -> Void) {
        guard !eventfulChildren.isEmpty else { return }
        let recipients = eventfulChildren.filter { $0.subtreeEventCounts[kind] > 0 }
        for child in recipients.sorted(by: { $0.index < $1.index }) {
            call(child)
        }
    }

    /// Passes a change of `delta` in this node's subtree counts, already made, to every ancestor's
    /// children counts, and keeps each ancestor's list of eventful children current.
    func subtreeEventCountsDidChange(by delta: EventCounts) {
        guard !delta.isEmpty else { return }
        var current = self
        while let parent = current.parent {
            let now = current.subtreeEventCounts
            let before = now + -delta
            if before.isEmpty != now.isEmpty {
                parent.eventfulChildDidChange(current, isEventful: !now.isEmpty)
            }
            parent.childrenEventCountsDidChange(by: delta)
            current = parent
        }
    }

    /// Accounts for a child that just joined this node; most children observe nothing.
    func eventsDidAttach(_ child: CascadingNode) {
        let counts = child.subtreeEventCounts
        guard !counts.isEmpty else { return }
        eventfulChildren.append(child)
        childrenEventCountsDidChange(by: counts)
        subtreeEventCountsDidChange(by: counts)
    }

    /// Accounts for a child that just left this node.
    func eventsDidDetach(_ child: CascadingNode) {
        let counts = child.subtreeEventCounts
        guard !counts.isEmpty else { return }
        eventfulChildDidChange(child, isEventful: false)
        childrenEventCountsDidChange(by: -counts)
        subtreeEventCountsDidChange(by: -counts)
    }

    /// Adds `delta` to what this node's children's subtrees observe, kept in its children state.
    private func childrenEventCountsDidChange(by delta: EventCounts) {
        let state = writableChildrenState
        state.pointee.eventCounts = state.pointee.eventCounts + delta
    }

    private func eventfulChildDidChange(_ child: CascadingNode, isEventful: Bool) {
        if isEventful {
            eventfulChildren.append(child)
        } else if let position = eventfulChildren.firstIndex(where: { $0 === child }) {
            eventfulChildren.swapAt(position, eventfulChildren.count - 1)
            eventfulChildren.removeLast()
        }
    }
}
