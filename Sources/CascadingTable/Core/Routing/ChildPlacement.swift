// Where a node's children sit: every child spans a number of sections (where sections sit) or of
// rows (inside a section), and a router finds the child that owns a coordinate through cached prefix
// offsets. Routing, the counts the table asks for and the live updater all read this one mapping.

/// Whether a node's children stand for sections or for rows of one section.
public enum PlacementKind: Equatable, Sendable {
    /// Each child stands for sections of the table (children of a root or of a group among sections).
    case sections
    /// Each child stands for rows of one section (children of a section node or of a group among rows).
    case rows
}

/// The bookkeeping a node keeps about its children's spans.
///
/// Each child caches its span (`placementSpan`) and where it starts among its siblings
/// (`placementStart`, not counting the parent's `childrenOffset`); both, and the child's `index`, are
/// valid for the first `validCount` children. Mutations lower `validCount` instead of rewriting later
/// siblings, so inserting at the front costs one array insert, and the next lookup past the change
/// revalidates once. While every child spans exactly one (`nonUnitChildren == 0`), a coordinate is its
/// child's position and lookups need no offsets at all.
struct ChildPlacement {
    /// What the children stand for; `nil` while a group is not placed under a root or section.
    var kind: PlacementKind?
    /// The children whose `index`, `placementStart` and `placementSpan` are up to date.
    var validCount = 0
    /// The sum of the children's spans.
    var total = 0
    /// The number of children whose span is not 1.
    var nonUnitChildren = 0
}

extension CascadingNode {
    /// What this node's children stand for: `.sections` for a root and a group among sections, `.rows`
    /// for a section node, a group among rows and a model-backed node (`ItemRowsNode`, whose children
    /// follow its item rows); `nil` for a node that does not place its children (a leaf, a group not yet
    /// under a root or section).
    public var childrenStandFor: PlacementKind? { placement.kind }

    /// The span of this node as a child that stands for `kind`.
    @inline(__always)
    func span(as kind: PlacementKind?) -> Int {
        if classTraits.contains(.spansItsChildren) { return ownAndChildrenCount }
        return kind == .rows && !classTraits.contains(.spansOneRow) ? rowSpan : 1
    }

    /// The rows a model-backed node (`ItemRowsNode`) shows from its items, before its children's (its
    /// `rowSpan` counts both); 0 for other nodes.
    var itemRows: Int {
        classTraits.contains(.showsItemRows) ? rowSpan - placement.total : 0
    }

    // MARK: Lookup

    /// The child whose span contains `local` (a coordinate among the children, after `childrenOffset`),
    /// with the offset of `local` inside that child; `nil` outside `0..<placement.total`.
    /// - Complexity: O(1) while every child spans one, else O(log n) after revalidation.
    @inline(__always)
    func placedChild(atLocal local: Int) -> CascadingNode? {
        guard local >= 0, local < placement.total else { return nil }
        if placement.nonUnitChildren == 0 { return childNodes[local] }
        return placedChildBySearch(atLocal: local)
    }

    private func placedChildBySearch(atLocal local: Int) -> CascadingNode? {
        revalidatePlacement()
        return childrenStateStorage?.pointee.spanningChild(atLocal: local)?.0.takeUnretainedValue()
    }

    /// Makes `index`, `placementStart` and `placementSpan` valid for every child.
    /// - Complexity: O(children past the first change since the last revalidation).
    func revalidatePlacement() {
        var position = placement.validCount
        guard position < childNodes.count else { return }
        var start = position == 0 ? 0 : childNodes[position - 1].placementStart + childNodes[position - 1].placementSpan
        while position < childNodes.count {
            let child = childNodes[position]
            child.storedIndex = position
            child.placementStart = start
            start += child.placementSpan
            position += 1
        }
        placement.validCount = childNodes.count
    }

    // MARK: Maintenance (called by the tree mutations)

    /// Accounts for a child about to be inserted at `position`: `childNodes` does not hold it yet.
    /// `state` is this node's children state, read once for the whole insertion.
    ///
    /// Inlined into the insertion, as is the update of the total for a node that is not a group.
    @inline(__always)
    func placementWillInsert(_ child: CascadingNode, at position: Int, in state: UnsafeMutablePointer<ChildrenState>) {
        sectionPlacementDidChange()
        let kind = state.pointee.placement.kind
        if child.placement.kind != kind, child.classTraits.contains(.spansItsChildren) {
            child.placeChildren(as: kind)
        }
        let span = child.span(as: kind)
        child.placementSpan = span
        let appendsToValidPrefix =
            position == state.pointee.nodes.count && state.pointee.placement.validCount == position
        if appendsToValidPrefix {
            child.storedIndex = position
            child.placementStart = state.pointee.placement.total
            state.pointee.placement.validCount = position + 1
        } else {
            state.pointee.placement.validCount = min(state.pointee.placement.validCount, position)
        }
        if span != 1 { state.pointee.placement.nonUnitChildren += 1 }
        if classTraits.isDisjoint(with: [.spansItsChildren, .showsItemRows]) {
            state.pointee.placement.total += span
        } else {
            spanTotalDidChange(by: span)
        }
    }

    /// Accounts for a child just removed from `position`.
    func placementDidRemove(_ child: CascadingNode, at position: Int) {
        sectionPlacementDidChange()
        placement.validCount = min(placement.validCount, position)
        if child.placementSpan != 1 { placement.nonUnitChildren -= 1 }
        spanTotalDidChange(by: -child.placementSpan)
    }

    /// Accounts for children reordered from `position` on.
    func placementDidReorder(from position: Int) {
        sectionPlacementDidChange()
        placement.validCount = min(placement.validCount, position)
    }

    /// Recomputes everything after the children were replaced, and passes the change of the total up.
    func placementDidReplaceChildren() {
        let oldTotal = placement.total
        placeChildren(as: placement.kind)
        let newTotal = placement.total
        placement.total = oldTotal
        spanTotalDidChange(by: newTotal - oldTotal)
    }

    /// Re-reads this node's span in its parent (after its model changed its row count) and passes the
    /// difference up through the groups above it.
    func refreshSpanInParent() {
        guard let parent else { return }
        let span = span(as: parent.placement.kind)
        guard span != placementSpan else { return }
        parent.childSpanDidChange(self, to: span)
    }

    /// Adds `delta` to the total and, for a group or a model-backed node, to its own span in its parent.
    private func spanTotalDidChange(by delta: Int) {
        guard delta != 0 else { return }
        placement.total += delta
        // A model-backed node spans its item rows and its children's rows.
        if classTraits.contains(.showsItemRows) { return refreshSpanInParent() }
        guard classTraits.contains(.spansItsChildren), let parent else { return }
        parent.childSpanDidChange(self, to: ownAndChildrenCount)
    }

    func childSpanDidChange(_ child: CascadingNode, to span: Int) {
        sectionPlacementDidChange()
        let old = child.placementSpan
        if old == 1 { placement.nonUnitChildren += 1 }
        if span == 1 { placement.nonUnitChildren -= 1 }
        child.placementSpan = span
        // Not `.map { $0 + 1 }`: a closure made on the main actor checks its executor when called.
        if let position = child.storedIndexIfValid {
            placement.validCount = min(placement.validCount, position + 1)
        } else {
            placement.validCount = 0
        }
        spanTotalDidChange(by: span - old)
    }

    /// Makes the children stand for `kind` and recomputes their spans, starts and indexes (a group
    /// child that stood for something else is placed again, recursively).
    /// - Complexity: O(children), plus the children of groups placed again.
    private func placeChildren(as kind: PlacementKind?) {
        sectionPlacementDidChange()
        placement.kind = kind
        sectionPlacementDidChange()
        placement.total = 0
        placement.nonUnitChildren = 0
        for (position, child) in childNodes.enumerated() {
            if child.placement.kind != kind, child.classTraits.contains(.spansItsChildren) {
                child.placeChildren(as: kind)
            }
            let span = child.span(as: kind)
            child.storedIndex = position
            child.placementStart = placement.total
            child.placementSpan = span
            placement.total += span
            if span != 1 { placement.nonUnitChildren += 1 }
        }
        placement.validCount = childNodes.count
    }

    /// `index` when the parent's placement vouches for it, without revalidating.
    var storedIndexIfValid: Int? {
        guard let parent, storedIndex < parent.placement.validCount, parent.childNodes[storedIndex] === self
        else { return nil }
        return storedIndex
    }
}

@MainActor
extension ChildrenState {
    /// The child whose span contains `local` among several children that do not all span one, with its
    /// start; `nil` when the offsets have not been revalidated since a change (the routing hooks
    /// revalidate them first). The one search over the spans: the routing hooks and the row shortcut
    /// both find a child through it.
    ///
    /// Kept out of line, so that the shortcut's loop over children that span one each (the common
    /// path) stays short. With the search inlined, the routed `heightForRowAt` was long enough that
    /// where the linker placed it decided its cost: the same machine code measured 1.18x the
    /// baseline at one address and 1.05-1.11x 32 bytes away (a million-row tree: 1.24-1.29x against
    /// 1.16-1.17x). Out of line, two placements 32 bytes apart measure alike.
    /// - Complexity: O(1) for a run of equal spans, else O(log n).
    @inline(never)
    func spanningChild(atLocal local: Int) -> (Unmanaged<CascadingNode>, Int)? {
        guard placement.validCount == nodes.count else { return nil }
        // A first probe where the child would be if the spans were equal (exact for a run of equal
        // sections), then a binary search over the starts. Field reads only, so nothing is retained;
        // children of span 0 share their start with the next child and are stepped over.
        let count = nodes.count
        var (low, high) = (0, count - 1)
        let guess = local &* count / placement.total
        unowned(unsafe) let probe = unretainedElement(of: nodes, at: guess).takeUnretainedValue()
        if probe.placementStart > local {
            high = guess - 1
        } else if local < probe.placementStart + probe.placementSpan {
            low = guess
            high = guess
        } else {
            low = guess
        }
        while low < high {
            let middle = (low + high + 1) / 2
            if unretainedElement(of: nodes, at: middle).takeUnretainedValue().placementStart <= local {
                low = middle
            } else {
                high = middle - 1
            }
        }
        unowned(unsafe) var found = unretainedElement(of: nodes, at: low).takeUnretainedValue()
        while found.placementSpan == 0 || local >= found.placementStart + found.placementSpan {
            low += 1
            found = unretainedElement(of: nodes, at: low).takeUnretainedValue()
        }
        return (Unmanaged.passUnretained(found), found.placementStart)
    }
}

/// The element of `nodes` at `position`, without retaining it. Nonisolated, so that the closure reading
/// the buffer is not checked for running on the main actor on every call.
@inline(__always)
func unretainedElement(of nodes: borrowing [CascadingNode], at position: Int) -> Unmanaged<CascadingNode> {
    nodes.withUnsafeBufferPointer { Unmanaged.passUnretained($0[position]) }
}
