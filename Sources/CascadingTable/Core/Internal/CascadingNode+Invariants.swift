// Self-checks of the tree, compiled in with -DCASCADING_INTERNAL_CHECKS (run_tests.sh always
// passes it) and run at the end of every mutation.
extension CascadingNode {
    /// Checks the children a mutation touched, from position `start` on (all of them, and the
    /// observer counts, when `start` is 0), so that checking costs no more than the mutation.
    func checkInvariantsAfterMutation(from start: Int = 0) {
        #if CASCADING_INTERNAL_CHECKS
            if start == 0 {
                checkInvariants()
                return
            }
            for position in start..<childNodes.count {
                checkPlacement(of: childNodes[position], at: position)
            }
            checkGroupSpansUpward()
            for child in eventfulChildren {
                precondition(
                    child.parent === self && !child.subtreeEventCounts.isEmpty,
                    "Invariant broken: \(self) routes events to \(child), which does not lead to an observer.")
            }
        #endif
    }

    /// Traps with a description of the first broken invariant of this node and its children.
    func checkInvariants() {
        var expectedCounts = EventCounts(observedTableEvents)
        var eventful = 0
        for (position, child) in childNodes.enumerated() {
            checkPlacement(of: child, at: position)
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
        var declarations = OptionalMemberCounts(declaredOptionalMembers)
        for child in childNodes { declarations = declarations + child.subtreeOptionalMemberCounts }
        precondition(
            declarations == subtreeOptionalMemberCounts,
            "Invariant broken: the optional-member declarations counted for \(self) do not add up.")
        checkSpans()
    }

    /// Traps unless the cached spans add up: the total, the count of children that do not span one,
    /// each group's span, and each child's start after revalidation.
    private func checkSpans() {
        var total = 0
        var nonUnit = 0
        revalidatePlacement()
        for child in childNodes {
            precondition(
                child.placementStart == total,
                "Invariant broken: \(child) starts at \(child.placementStart) among the children of \(self), expected \(total)."
            )
            if type(of: child).spansItsChildren || placement.kind != .rows {
                precondition(
                    child.placementSpan == child.span(as: placement.kind),
                    "Invariant broken: \(child) spans \(child.placementSpan) in \(self), expected \(child.span(as: placement.kind))."
                )
            }
            total += child.placementSpan
            if child.placementSpan != 1 { nonUnit += 1 }
        }
        precondition(total == placement.total, "Invariant broken: the spans of the children of \(self) do not add up.")
        precondition(
            nonUnit == placement.nonUnitChildren,
            "Invariant broken: \(self) counts \(placement.nonUnitChildren) children not spanning one, expected \(nonUnit)."
        )
    }

    /// Traps unless this node and every group above it span what their parents cached for them.
    private func checkGroupSpansUpward() {
        var node: CascadingNode = self
        while type(of: node).spansItsChildren, let parent = node.parent {
            precondition(
                node.placementSpan == node.ownAndChildrenCount,
                "Invariant broken: \(parent) caches a span of \(node.placementSpan) for \(node), which spans \(node.ownAndChildrenCount)."
            )
            node = parent
        }
    }

    /// Checks every node of the subtree: each node's own invariants, and that no node appears twice
    /// (which also rules out cycles).
    func checkSubtreeInvariants() {
        var seen = Set<ObjectIdentifier>()
        var pending: [CascadingNode] = [self]
        while let node = pending.popLast() {
            precondition(
                seen.insert(ObjectIdentifier(node)).inserted, "Invariant broken: \(node) appears twice below \(self).")
            node.checkInvariants()
            pending += node.childNodes
        }
    }

    /// Traps unless `child` points back to this node and knows its position.
    private func checkPlacement(of child: CascadingNode, at position: Int) {
        precondition(
            child.parent === self,
            "Invariant broken: \(child) is a child of \(self) but its parent is \(String(describing: child.parent)).")
        precondition(
            child.index == position,
            "Invariant broken: \(child) is at position \(position) of \(self) but its index is \(child.index).")
    }
}
