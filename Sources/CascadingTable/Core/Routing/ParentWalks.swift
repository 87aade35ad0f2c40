// The walks up the tree that every insertion and removal makes, and the parent links they follow.
// They read `parentStorage` and hold the nodes they pass `unowned(unsafe)`: no user code runs during
// a walk, and every node on it is held by its parent or, at the top, by the caller's reference to the
// tree, so nothing is retained. Measured, with their figures below: walking with strong references
// made a detached append miss its target.

extension CascadingNode {
    /// Makes this node `child`'s parent, without retaining it: the link is cleared when the child
    /// leaves (`unlinkFromParent()`) or this node is freed.
    func linkAsParent(of child: CascadingNode) {
        child.parentStorage = Unmanaged.passUnretained(self)
    }

    /// Clears this node's link to its parent, which it is leaving or which is being freed.
    nonisolated func unlinkFromParent() {
        parentStorage = nil
    }

    /// Checks that `child` may join this node, and returns the top of this node's tree (this node when
    /// it has no parent), unretained: one walk up serves the ancestor check and the question whether
    /// a table listens to the change.
    ///
    /// Retains nothing: no user code runs during the walk, and every node on it is held by its parent
    /// or, at the top, by the caller's reference to this node's tree. Walking with strong references
    /// instead (with the counts' walk of `adjustOptionalMemberCounts`) made a detached append miss its
    /// target: 7.9-12.2x the array append at 100,000 rows against 4.9-5.1x (target 5x).
    /// - Complexity: O(depth).
    func topCheckingAdoption(
        of child: CascadingNode, allowingCurrentChildren: Bool
    ) -> Unmanaged<CascadingNode> {
        // Tested on the storage first: reading `parent` retains it, and a joining child has none.
        if child.parentStorage != nil, let currentParent = child.parent {
            precondition(
                allowingCurrentChildren && currentParent === self,
                "Cannot add \(child) to \(self): it already belongs to \(currentParent). Call removeFromParent() on it first, or use moveChild(from:to:) to reorder within one parent."
            )
        }
        unowned(unsafe) var node = self
        while true {
            precondition(
                node !== child,
                "Cannot add \(child) to \(self): it is \(self === child ? "the node itself" : "an ancestor of it"), and a node cannot contain itself."
            )
            guard let parent = node.parentStorage else { return Unmanaged.passUnretained(node) }
            node = parent.takeUnretainedValue()
        }
    }

    /// Adds `delta` to the counts of this node's children (a child joined or left, or a node below
    /// changed its declaration) and to every ancestor's; when the members present at the top change,
    /// the top node re-announces them to its table. Inlined: every insertion and removal runs it.
    @inline(__always)
    func adjustOptionalMemberCounts(by delta: OptionalMemberCounts) {
        guard !delta.isZero else { return }
        // Field updates only, so the walk retains nothing; every node on it is held by its parent.
        // Measured: the same walk with strong references (`var node: CascadingNode = self`, `node.parent`,
        // together with the ancestor walk of `topCheckingAdoption`) made a detached append 3.9-4.1x the
        // array append instead of 6.3-6.7x at 10,000 rows and 4.9-5.1x instead of 7.9-12.2x at 100,000
        // (target 5x), three interleaved runs each.
        //
        // Every node on the walk has a child, so it has children state: read as a field, not through
        // `writableChildrenState`, whose call to make one retained each node for the call (and the
        // top node again for the root check below). Measured, two alternated `--only mutation --runs 3`
        // of each binary: a detached append was 9.33-10.69x the array append with them, 3.97-4.79x
        // without (target 5x).
        unowned(unsafe) var node = self
        while true {
            let state = node.childrenStateStorage.unsafelyUnwrapped
            state.pointee.optionalMemberCounts = state.pointee.optionalMemberCounts + delta
            guard let parent = node.parentStorage else { break }
            node = parent.takeUnretainedValue()
        }
        if node.classTraits.contains(.isRoot) { node.subtreeOptionalMembersDidChange(by: delta) }
    }

    /// Re-announces the members the tree declares when `delta`, already counted in this node's
    /// subtree, made one appear or disappear at the top of a root's tree.
    @inline(__always)
    func subtreeOptionalMembersDidChange(by delta: OptionalMemberCounts) {
        guard classTraits.contains(.isRoot) else { return }
        let after = subtreeOptionalMemberCounts
        // A member appears or disappears only where a count crosses zero.
        if (after + -delta).present != after.present {
            unsafeDowncast(self, to: CascadingRootNode.self).declaredMembersDidChange()
        }
    }

    /// The root at the top of a tree, if `top` is one and is attached to a table or collection view as
    /// its data source. Retains nothing unless it is; inlined up to that check.
    @inline(__always)
    static func attachedRoot(atTop top: Unmanaged<CascadingNode>) -> CascadingRootNode? {
        unowned(unsafe) let node = top.takeUnretainedValue()
        guard node.classTraits.contains(.isRoot) else { return nil }
        return ifAttached(unsafeDowncast(top.takeUnretainedValue(), to: CascadingRootNode.self))
    }

    /// `root`, if it is attached to a table or collection view as its data source.
    private static func ifAttached(_ root: CascadingRootNode) -> CascadingRootNode? {
        guard root.attachedView != nil else { return nil }
        return root
    }
}
