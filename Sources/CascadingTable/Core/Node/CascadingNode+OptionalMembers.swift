// Which optional members the tree implements: every node counts, per member, the nodes of its
// subtree that declare it, so the root knows in O(1) whether any node does, and a node joining,
// leaving or changing its declaration costs O(depth).

/// For each optional member, how many nodes of a subtree declare it: one count per bit of
/// `CascadingOptionalMembers`, in plain fields (generic SIMD code cost more than the rest of an append).
struct OptionalMemberCounts: Equatable {
    var counts: (Int32, Int32, Int32, Int32, Int32, Int32) = (0, 0, 0, 0, 0, 0)

    init() {}

    init(_ members: CascadingOptionalMembers) {
        let bits = Int32(members.rawValue)
        counts = (bits & 1, bits >> 1 & 1, bits >> 2 & 1, bits >> 3 & 1, bits >> 4 & 1, bits >> 5 & 1)
    }

    /// The members at least one node declares.
    var present: CascadingOptionalMembers {
        let (a, b, c, d, e, f) = counts
        var bits: UInt8 = a > 0 ? 1 : 0
        if b > 0 { bits |= 2 }
        if c > 0 { bits |= 4 }
        if d > 0 { bits |= 8 }
        if e > 0 { bits |= 16 }
        if f > 0 { bits |= 32 }
        return CascadingOptionalMembers(rawValue: bits)
    }

    /// Whether no member is counted or every count is zero (a difference that changes nothing).
    var isZero: Bool { self == OptionalMemberCounts() }

    static func == (lhs: OptionalMemberCounts, rhs: OptionalMemberCounts) -> Bool {
        lhs.counts == rhs.counts
    }

    static func + (lhs: OptionalMemberCounts, rhs: OptionalMemberCounts) -> OptionalMemberCounts {
        var sum = lhs
        sum.counts.0 &+= rhs.counts.0
        sum.counts.1 &+= rhs.counts.1
        sum.counts.2 &+= rhs.counts.2
        sum.counts.3 &+= rhs.counts.3
        sum.counts.4 &+= rhs.counts.4
        sum.counts.5 &+= rhs.counts.5
        return sum
    }

    static prefix func - (operand: OptionalMemberCounts) -> OptionalMemberCounts {
        var negated = OptionalMemberCounts()
        negated.counts = (
            0 &- operand.counts.0, 0 &- operand.counts.1, 0 &- operand.counts.2, 0 &- operand.counts.3,
            0 &- operand.counts.4, 0 &- operand.counts.5
        )
        return negated
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

    /// Whether this node's class overrides `member` beyond `ancestor` (one of its superclasses, or the
    /// class itself); `true` when the platform cannot tell, so that an override is never skipped.
    ///
    /// For a ready-made node that declares its own implementation of a member by configuration: a
    /// subclass's override still declares itself.
    public func overridesOptionalMember(
        _ member: CascadingOptionalMembers, beyond ancestor: CascadingNode.Type
    ) -> Bool {
        type(of: self).optionalMembersOverridden(beyond: ancestor)?.isSuperset(of: member) ?? true
    }

    /// What a debug build says when a class whose overrides cannot be read relies on the default
    /// declaration: it names the class and says what to write.
    static var undeclaredOptionalMembersMessage: String {
        "CascadingTable cannot read which table members \(self) overrides on this platform, so it cannot tell "
            + "whether the table must ask it for estimates. Override `providedOptionalMembers` in \(self), "
            + "without calling super, to list the members it answers, for example "
            + "`[.heightForRow, .estimatedHeightForRow]` (see CascadingOptionalMembers)."
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
        let delta = OptionalMemberCounts(declared) + -OptionalMemberCounts(declaredOptionalMembers)
        declaredOptionalMembers = declared
        if let parent {
            parent.adjustOptionalMemberCounts(by: delta)
        } else {
            subtreeOptionalMembersDidChange(by: delta)
        }
    }

    /// Reads the declaration of a child about to join this node, without passing the change further up
    /// (the child's whole subtree is then added to this node's counts).
    func refreshOptionalMembersBeforeJoining(_ child: CascadingNode) {
        guard !child.classTraits.contains(.declaresByClass) else { return }
        let declared = child.providedOptionalMembers
        guard declared != child.declaredOptionalMembers else { return }
        child.declaredOptionalMembers = declared
    }
}

extension CascadingRootNode {
    /// Tells the table that the members the tree declares changed: at once, or, while a change is on its
    /// way to the table, once it arrived. Told in the middle of a change, the table would load the
    /// changed tree before that change's batch and then apply the batch a second time.
    func declaredMembersDidChange() {
        liveUpdates.optionalMembersChanged = true
        announceDeferredOptionalMembers()
    }

    /// Tells the table of a change of the declared members that waited for a change to reach the table.
    func announceDeferredOptionalMembers() {
        guard liveUpdates.optionalMembersChanged, liveUpdates.recording == 0, liveUpdates.transaction == nil
        else { return }
        liveUpdates.optionalMembersChanged = false
        announceOptionalMembers()
    }
}
