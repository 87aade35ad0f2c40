// Self-checks of the tree, compiled in with -DCASCADING_INTERNAL_CHECKS (run_tests.sh always
// passes it) and run at the end of every mutation.
extension CascadingNode {
    /// Checks this node's children: each points back to it, has its position as `index`, and the
    /// observer counts add up.
    func checkInvariantsAfterMutation() {
        #if CASCADING_INTERNAL_CHECKS
            checkInvariants()
        #endif
    }

    /// Traps with a description of the first broken invariant of this node and its children.
    func checkInvariants() {
        var expectedCounts = EventCounts(observedTableEvents)
        var eventful = 0
        for (position, child) in childNodes.enumerated() {
            precondition(
                child.parent === self,
                "Invariant broken: \(child) is a child of \(self) but its parent is \(String(describing: child.parent))."
            )
            precondition(
                child.index == position,
                "Invariant broken: \(child) is at position \(position) of \(self) but its index is \(child.index).")
            expectedCounts = expectedCounts + child.subtreeEventCounts
            if !child.subtreeEventCounts.isEmpty {
                eventful += 1
                precondition(
                    eventfulChildren.contains { $0 === child },
                    "Invariant broken: \(child) observes events but \(self) does not route them to it.")
            }
        }
        precondition(
            eventful == eventfulChildren.count,
            "Invariant broken: \(self) routes events to \(eventfulChildren.count) children, expected \(eventful).")
        precondition(
            expectedCounts == subtreeEventCounts, "Invariant broken: the observer counts of \(self) do not add up.")
    }
}
