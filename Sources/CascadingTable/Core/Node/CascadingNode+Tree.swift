// Tree bookkeeping: every mutation keeps `parent` and `index` right, touches only what changes,
// and prepares new children for the table view their new parent was prepared for.
extension CascadingNode {
    /// Appends a child.
    ///
    /// - Precondition: `child` has no parent and is not an ancestor of this node.
    /// - Complexity: Amortised O(1) plus O(depth) for the ancestor check, plus preparing the child.
    public func appendChild(_ child: consuming CascadingNode) {
        insert(child, at: childCount)
    }

    /// Inserts a child at a position, shifting the later children.
    ///
    /// - Precondition: `position` is in `0...children.count`; `child` has no parent and is not an
    ///   ancestor of this node.
    /// - Complexity: O(*n* - `position`) plus O(depth) for the ancestor check.
    public func insertChild(_ child: consuming CascadingNode, at position: Int) {
        precondition(
            (0...childCount).contains(position),
            "Cannot insert a child of \(self) at position \(position): valid positions are 0...\(childCount).")
        insert(child, at: position)
    }

    /// `insertChild(_:at:)` at a position known to be valid; `childrenDidChange()` follows unless
    /// `notifying` is `false` (the status row, which is not among `children`).
    ///
    /// The child is `consuming` here and in `attach`, not `__owned`: with `__owned`, the optimizer gave
    /// this function a borrowed parameter (because the attached path copies the child into a
    /// closure), so every detached append retained the child before storing it and released the
    /// caller's reference after. Measured: 100,000 detached appends took 2.8-2.9 ms with it and
    /// 2.0-2.1 ms without (5.6-6.0x the array append against 4.1-4.2x; target 5x).
    func insert(_ child: consuming CascadingNode, at position: Int, notifying: Bool = true) {
        let top = topCheckingAdoption(of: child, allowingCurrentChildren: false)
        if CascadingNode.attachedRoot(atTop: top) == nil {
            // No table to tell: no closure, no update (the common case while a tree is being built).
            // The caller's reference moves into `children`: no retain, no release.
            attach(child, at: position)
        } else {
            let joining = copy child
            announceChildrenChange(.insert(at: position), top: top) { attach(joining, at: position) }
        }
        checkInvariantsAfterMutation(from: position)
        if notifying { childrenDidChangeUnlessIgnored() }
    }

    /// Removes and returns the child at a position, shifting the later children.
    ///
    /// - Precondition: `position` is a valid index of `children`.
    /// - Complexity: O(*n* - `position`).
    @discardableResult
    public func removeChild(at position: Int) -> CascadingNode {
        precondition(
            (0..<childCount).contains(position),
            "Cannot remove the child of \(self) at position \(position): it has \(childCount) children.")
        return removeChildNode(at: position)
    }

    /// Removes and returns the child node at a position, the status row included; `childrenDidChange()`
    /// follows unless `notifying` is `false`.
    @discardableResult
    func removeChildNode(at position: Int, notifying: Bool = true) -> CascadingNode {
        let child = childNodes[position]
        announceChildrenChange(.remove(at: position)) {
            childNodes.remove(at: position)
            placementDidRemove(child, at: position)
            release(child)
        }
        checkInvariantsAfterMutation(from: position)
        if notifying { childrenDidChangeUnlessIgnored() }
        return child
    }

    /// Moves a child from one position to another, shifting the children in between.
    ///
    /// - Precondition: both positions are valid indexes of `children`.
    /// - Complexity: O(|`source` - `destination`|).
    public func moveChild(from source: Int, to destination: Int) {
        precondition(
            (0..<childCount).contains(source) && (0..<childCount).contains(destination),
            "Cannot move a child of \(self) from \(source) to \(destination): it has \(childCount) children.")
        guard source != destination else { return }
        announceChildrenChange(.move(from: source, to: destination)) {
            let child = childNodes.remove(at: source)
            childNodes.insert(child, at: destination)
            placementDidReorder(from: min(source, destination))
        }
        checkInvariantsAfterMutation(from: min(source, destination))
        childrenDidChangeUnlessIgnored()
    }

    /// Removes this node from its parent; does nothing for a node without a parent.
    public func removeFromParent() {
        guard let parent else { return }
        parent.removeChildNode(at: index)
    }

    /// Replaces all children; the setter of `children` calls this.
    func replaceChildren(with newChildren: [CascadingNode]) {
        var incoming = Set<ObjectIdentifier>(minimumCapacity: newChildren.count)
        for child in newChildren {
            precondition(
                incoming.insert(ObjectIdentifier(child)).inserted,
                "Cannot set the children of \(self): \(child) appears more than once. A node has one place in the tree."
            )
            _ = topCheckingAdoption(of: child, allowingCurrentChildren: true)
        }
        let old = childNodes
        announceChildrenChange(.replace(old: old, new: newChildren)) {
            let current = Set(old.map(ObjectIdentifier.init))
            childNodes = newChildren
            for child in old where !incoming.contains(ObjectIdentifier(child)) {
                release(child)
            }
            let arriving = newChildren.filter { !current.contains(ObjectIdentifier($0)) }
            // As in `attach`: the arriving children's overridable answers are read while they are
            // still detached.
            for child in arriving { refreshOptionalMembersBeforeJoining(child) }
            placementDidReplaceChildren()
            for child in arriving {
                linkAsParent(of: child)
                adopt(child)
            }
        }
        checkInvariantsAfterMutation()
        childrenDidChangeUnlessIgnored()
    }

    // MARK: Private helpers

    /// Puts a child that may join this node at `position` and adopts it.
    ///
    /// The child's overridable answers (`providedOptionalMembers`, `rowSpan`) are read first, while it
    /// is still detached, and the bookkeeping is done before the array takes the child: storing is the
    /// last use of the caller's reference, so the array keeps that reference instead of retaining a new
    /// one (two atomic operations per insertion).
    private func attach(_ child: consuming CascadingNode, at position: Int) {
        refreshOptionalMembersBeforeJoining(child)
        let state = writableChildrenState
        placementWillInsert(child, at: position, in: state)
        linkAsParent(of: child)
        let counts = child.subtreeOptionalMemberCounts
        let isEventful = !child.subtreeEventCounts.isEmpty
        if position == state.pointee.nodes.count {
            state.pointee.nodes.append(consume child)
        } else {
            state.pointee.nodes.insert(consume child, at: position)
        }
        if isEventful { eventsDidAttach(state.pointee.nodes[position]) }
        adjustOptionalMemberCounts(by: counts)
        if hasBeenPrepared { prepareForAttachedView(childNodes[position]) }
    }

    /// Finishes adopting a child that is in `childNodes`, placed, with its parent set and its
    /// declaration read.
    private func adopt(_ child: CascadingNode) {
        eventsDidAttach(child)
        adjustOptionalMemberCounts(by: child.subtreeOptionalMemberCounts)
        if hasBeenPrepared { prepareForAttachedView(child) }
    }

    private func release(_ child: CascadingNode) {
        eventsDidDetach(child)
        child.unlinkFromParent()
        adjustOptionalMemberCounts(by: -child.subtreeOptionalMemberCounts)
        ForwardingScope.nodeDidLeaveTree(child)
    }
}

extension CascadingNode {
    /// The root at the top of this node's tree, attached to a view or not; `nil` when the top is not a
    /// root (a detached subtree).
    /// - Complexity: O(depth).
    var rootOfTree: CascadingRootNode? {
        topOfTree as? CascadingRootNode
    }

    /// The node at the top of this node's tree: this node when it has no parent.
    /// - Complexity: O(depth).
    var topOfTree: CascadingNode {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }
}
