// Which optional members the tree implements: every node counts, per member, the nodes of its
// subtree that declare it, so the root knows in O(1) whether any node does, and a node joining,
// leaving or changing its declaration costs O(depth).

/// For each optional member, how many nodes of a subtree declare it.
struct OptionalMemberCounts: Equatable {
    /// One lane per bit of `CascadingOptionalMembers`.
    var lanes = SIMD8<Int32>()

    init() {}

    init(_ members: CascadingOptionalMembers) {
        for lane in 0..<8 where members.rawValue & (1 << lane) != 0 {
            lanes[lane] = 1
        }
    }

    /// The members at least one node declares.
    var present: CascadingOptionalMembers {
        let bits = SIMD8<Int32>(1, 2, 4, 8, 16, 32, 64, 128).replacing(with: 0, where: lanes .<= 0)
        return CascadingOptionalMembers(rawValue: UInt8(truncatingIfNeeded: bits.wrappedSum()))
    }
}

extension CascadingNode {
    /// The optional members some node of this subtree (this node included) declares.
    ///
    /// On a root this is what the table is told the tree implements.
    /// - Complexity: O(1).
    public var optionalMembersOfSubtree: CascadingOptionalMembers {
        subtreeOptionalMemberCounts.present
    }

    /// Reads `providedOptionalMembers` again and tells the table when what the tree implements changed.
    ///
    /// Call it when a change of configuration changes this node's declaration (a row given a height
    /// closure after it was added, say). Nodes joining or leaving the tree are accounted for
    /// without it, and a node's declaration is also read again whenever it joins a parent.
    /// - Complexity: O(depth).
    public func optionalMembersDidChange() {
        let declared = providedOptionalMembers
        guard declared != declaredOptionalMembers else { return }
        let delta = OptionalMemberCounts(declared).lanes &- OptionalMemberCounts(declaredOptionalMembers).lanes
        declaredOptionalMembers = declared
        adjustOptionalMemberCounts(by: delta)
    }

    /// Reads the declaration of a child about to join this node, without passing the change further up
    /// (the child's whole subtree is then added to this node's counts).
    func refreshOptionalMembersBeforeJoining(_ child: CascadingNode) {
        let declared = child.providedOptionalMembers
        guard declared != child.declaredOptionalMembers else { return }
        child.subtreeOptionalMemberCounts.lanes &+=
            OptionalMemberCounts(declared).lanes &- OptionalMemberCounts(child.declaredOptionalMembers).lanes
        child.declaredOptionalMembers = declared
    }

    /// Adds `delta` to the counts of this node and every ancestor; when the members present at the top
    /// change, the top node re-announces them to its table.
    func adjustOptionalMemberCounts(by delta: SIMD8<Int32>) {
        guard delta != SIMD8() else { return }
        var node = self
        while let parent = node.parent {
            node.subtreeOptionalMemberCounts.lanes &+= delta
            node = parent
        }
        let before = node.subtreeOptionalMemberCounts.lanes
        let after = before &+ delta
        node.subtreeOptionalMemberCounts.lanes = after
        // A member appears or disappears only where a count crosses zero.
        if any((before .> 0) .^ (after .> 0)), let root = node as? CascadingRootNode {
            root.announceOptionalMembers()
        }
    }
}
