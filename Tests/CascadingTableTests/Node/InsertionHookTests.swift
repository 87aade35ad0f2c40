import CascadingTable
import Testing

#if !canImport(UIKit)
    @testable import CascadingCore
#endif

/// A run of rows whose count comes from its model: it overrides `rowSpan`.
private class CountedRows: CascadingNode {
    var count: Int
    init(_ count: Int) {
        self.count = count
        super.init()
    }
    override var rowSpan: Int { count }
}

/// A subclass of the run that changes nothing: it inherits the override.
private final class NamedCountedRows: CountedRows {}

/// A row that declares its estimate only once configured.
private final class ConfigurableRow: CascadingNode {
    var estimates = false
    override var providedOptionalMembers: CascadingOptionalMembers {
        estimates ? super.providedOptionalMembers.union(.estimatedHeightForRow) : super.providedOptionalMembers
    }
    override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
}

/// A section that records the number of its children after each change of them.
private class CountingSection: CascadingSectionNode {
    var changes: [Int] = []
    override func childrenDidChange() {
        changes.append(children.count)
    }
}

/// A subclass of the counting section that only titles it.
private final class TitledCountingSection: CountingSection {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "T" }
}

/// The members every insertion calls (`rowSpan`, `providedOptionalMembers`, `childrenDidChange()`) are
/// skipped for classes that answer them as `CascadingNode` does; a class that overrides one, itself or
/// through a superclass, is still asked every time.
@MainActor
@Suite("Insertion hooks")
struct InsertionHookTests {
    @Test func whenARunOfRowsOverridesItsSpan_thatItsSectionCountsItsRows() {
        let section = CascadingSectionNode(children: [CascadingNode(), CountedRows(3), NamedCountedRows(2)])
        let root = CascadingRootNode(children: [section])
        let table = UITableView()
        table.dataSource = root
        #expect(root.tableView(table, numberOfRowsInSection: 0) == 6)
        section.insertChild(NamedCountedRows(4), at: 0)
        section.appendChild(CascadingNode())
        #expect(root.tableView(table, numberOfRowsInSection: 0) == 11)
    }

    @Test func whenARowDeclaresAnEstimateBeforeJoining_thatTheTreeAsksItForEstimates() {
        let row = ConfigurableRow()
        row.estimates = true
        let section = CascadingSectionNode()
        let root = CascadingRootNode(children: [section])
        #expect(!root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
        section.appendChild(row)
        #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
        section.appendChild(CascadingNode())
        #expect(root.optionalMembersOfSubtree.contains(.estimatedHeightForRow))
    }

    @Test func whenChildrenChangeUnderASectionThatListens_thatEveryChangeReachesItAndItsSubclass() {
        for section in [CountingSection(), TitledCountingSection()] {
            section.appendChild(CascadingNode())
            section.insertChild(CascadingNode(), at: 0)
            section.appendChild(CascadingNode())
            section.moveChild(from: 0, to: 2)
            section.removeChild(at: 1)
            section.children = [CascadingNode()]
            // The first change is the initializer's assignment of the (empty) children.
            #expect(section.changes == [0, 1, 2, 3, 3, 2, 1])
        }
    }

    #if !canImport(UIKit)
        @Test func whenAClassKeepsTheHooksAsTheyAre_thatTheTreeKnowsFromTheClass() {
            let plain = CascadingNode().classTraits
            #expect(plain.isSuperset(of: [.spansOneRow, .declaresByClass, .ignoresChildrenChanges]))
            #expect(CascadingSectionNode().classTraits.contains(.declaresByClass))
            #expect(!CountedRows(1).classTraits.contains(.spansOneRow))
            #expect(!NamedCountedRows(1).classTraits.contains(.spansOneRow))
            #expect(!ConfigurableRow().classTraits.contains(.declaresByClass))
            #expect(!TitledCountingSection().classTraits.contains(.ignoresChildrenChanges))
            #expect(!CascadingGroupNode().classTraits.contains(.spansOneRow))
        }
    #endif
}
