import Testing

// The core is a module of its own in the package; compiled as one module with the rest of the tree (as
// the iOS type check does), its internals are CascadingTable's.
#if canImport(CascadingCore)
    @testable import CascadingCore
#else
    @testable import CascadingTable
#endif

/// What only a node with children keeps lives out of the leaves: a leaf allocates nothing for it, a
/// node that takes a child does, and the counts a subtree reports add its own declaration to its
/// children's whichever way they were reached.
@MainActor
@Suite struct ChildrenStateTests {
    private final class Row: CascadingNode {
        override var providedOptionalMembers: CascadingOptionalMembers { [.heightForRow] }
    }

    @Test func aLeafKeepsNoChildrenStateAndARouterKeepsOneFromCreation() {
        let row = Row()
        #expect(row.childrenStateStorage == nil)
        #expect(row.childNodes.isEmpty)
        #expect(row.childrenOffset == 0)
        #expect(row.childrenStandFor == nil)
        #expect(CascadingSectionNode().childrenStateStorage != nil)
        #expect(CascadingRootNode().childrenStateStorage != nil)
        #expect(CascadingGroupNode().childrenStateStorage != nil)

        let section = CascadingSectionNode(children: [row])
        #expect(row.childrenStateStorage == nil, "joining a parent gives a leaf no children state")
        #expect(section.childNodes.map(ObjectIdentifier.init) == [ObjectIdentifier(row)])
    }

    @Test func aLeafThatTakesAChildBecomesARouterWithTheRightCounts() {
        let parent = Row()
        let child = Row()
        child.observedTableEvents = [.scrollView]
        let root = CascadingRootNode(children: [CascadingSectionNode(children: [parent])])
        #expect(parent.subtreeOptionalMemberCounts == OptionalMemberCounts([.heightForRow]))
        #expect(root.subtreeEventCounts.isEmpty)

        parent.appendChild(child)
        #expect(parent.childrenStateStorage != nil)
        #expect(
            parent.subtreeOptionalMemberCounts == OptionalMemberCounts([.heightForRow])
                + OptionalMemberCounts([.heightForRow]))
        #expect(root.subtreeEventCounts == EventCounts([.scrollView]))
        #expect(root.optionalMembersOfSubtree.contains(.heightForRow))

        child.observedTableEvents = []
        #expect(root.subtreeEventCounts.isEmpty)
        #expect(parent.eventfulChildren.isEmpty)
        child.removeFromParent()
        #expect(parent.subtreeOptionalMemberCounts == OptionalMemberCounts([.heightForRow]))
        #expect(parent.childNodes.isEmpty)
    }

    @Test func aRootThatChangesItsOwnDeclarationCountsItOnce() {
        final class DeclaringRoot: CascadingRootNode {
            var declares: CascadingOptionalMembers = []
            override var providedOptionalMembers: CascadingOptionalMembers { declares }
        }
        let root = DeclaringRoot(children: [CascadingSectionNode(children: [Row()])])
        let before = root.subtreeOptionalMemberCounts
        root.declares = [.estimatedHeightForRow]
        root.optionalMembersDidChange()
        #expect(root.subtreeOptionalMemberCounts == before + OptionalMemberCounts([.estimatedHeightForRow]))
        #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
        root.declares = []
        root.optionalMembersDidChange()
        #expect(root.subtreeOptionalMemberCounts == before)
    }
}
