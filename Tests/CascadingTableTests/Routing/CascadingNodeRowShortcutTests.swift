import CascadingTable
import Testing

/// A row answering its height and recording the index paths it was asked for.
private final class Row: CascadingNode {
    let height: CGFloat
    private(set) var asked: [IndexPath] = []
    init(_ height: CGFloat) {
        self.height = height
        super.init()
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        asked.append(indexPath)
        return height
    }
}

/// A section subclass that sends every row to its last child and declares nothing: the shortcut must
/// still call it.
private class LastRowWins: CascadingSectionNode {
    override func child(forRowAt indexPath: IndexPath) -> CascadingNode? { children.last }
}

/// A subclass of that section which only titles its section: it inherits the routing hook.
private final class TitledLastRowWins: LastRowWins {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "L" }
}

/// A generic section that sends every row to its first child.
private final class FirstRowWins<Model>: CascadingSectionNode {
    var model: Model?
    override func child(forRowAt indexPath: IndexPath) -> CascadingNode? { children.first }
}

/// A group among rows that sends every row to its first child.
private final class FirstRowGroup: CascadingGroupNode {
    override func child(forRowAt indexPath: IndexPath) -> CascadingNode? { children.first }
}

/// A root that sends the rows of section 1 to its first section.
private final class FoldingRoot: CascadingRootNode {
    override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        indexPath.count == 2 && indexPath.section == 1 ? children.first : super.child(forRowAt: indexPath)
    }
}

/// A section subclass that overrides a row member and calls `super`.
private final class DoublingSection: CascadingSectionNode {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        2 * super.tableView(tableView, heightForRowAt: indexPath)
    }
}

/// A section subclass that only titles its section: row calls may pass it over.
private final class TitledSection: CascadingSectionNode {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "T" }
}

/// A group subclass that counts the row calls it receives: it intercepts them, so it must be called.
private final class CountingGroup: CascadingGroupNode {
    private(set) var heightCalls = 0
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightCalls += 1
        return super.tableView(tableView, heightForRowAt: indexPath)
    }
}

/// A row that removes itself from the tree when selected, and reports whether it is still alive.
private final class SelfRemovingRow: CascadingNode {
    var onSelect: (() -> Void)?
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        removeFromParent()
        onSelect?()
    }
}

@MainActor
@Suite("Row calls skip the routers that do not intercept them")
struct CascadingNodeRowShortcutTests {
    private let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)

    @Test func routersThatInterceptAreStillCalled() {
        let custom = LastRowWins(children: [Row(10), Row(20)])
        let doubling = DoublingSection(children: [Row(30)])
        let titled = TitledSection(children: [Row(40), Row(50)])
        let root = CascadingRootNode(children: [custom, doubling, titled])
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 20)
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 1)) == 60)
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 1, section: 2)) == 50)
        #expect(LastRowWins.interceptsRowCalls && DoublingSection.interceptsRowCalls)
        #expect(!CascadingSectionNode.interceptsRowCalls && !CascadingGroupNode.interceptsRowCalls)
    }

    @Test func whenASectionOverridesChildForRowAtWithoutDeclaringAnything_thatTheShortcutHonoursIt() {
        let custom = LastRowWins(children: [Row(10), Row(20)])
        let titled = TitledLastRowWins(children: [Row(30), Row(40)])
        let generic = FirstRowWins<String>(children: [Row(50), Row(60)])
        let grouped = CascadingSectionNode(children: [FirstRowGroup(children: [Row(70), Row(80)])])
        let root = CascadingRootNode(children: [custom, titled, generic, grouped])
        let heights = (0..<4).map { root.tableView(table, heightForRowAt: IndexPath(row: 1, section: $0)) }
        #expect(heights == [20, 40, 50, 70])
        #expect(LastRowWins.interceptsRowCalls && TitledLastRowWins.interceptsRowCalls)
        #expect(FirstRowWins<String>.interceptsRowCalls && FirstRowWins<Int>.interceptsRowCalls)
        #expect(FirstRowGroup.interceptsRowCalls && !TitledSection.interceptsRowCalls)
        #expect(!RowSection.interceptsRowCalls && CascadingNode.interceptsRowCalls)
    }

    @Test func whenARootOverridesChildForRowAt_thatRowCallsFollowIt() {
        let root = FoldingRoot(children: [
            CascadingSectionNode(children: [Row(1)]), CascadingSectionNode(children: [Row(2)]),
        ])
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 1)) == 1)
        #expect(FoldingRoot.interceptsRowCalls && !CascadingRootNode.interceptsRowCalls)
    }

    @Test func groupsAndOwnRowsRouteAsTheHooksDo() {
        let first = Row(1)
        let inGroup = [Row(2), Row(3)]
        let last = Row(4)
        let section = CascadingSectionNode(children: [first, CascadingGroupNode(children: inGroup), last])
        section.childrenOffset = 1
        let sectionGroup = CascadingGroupNode(children: [CascadingSectionNode(children: [Row(5)]), section])
        let root = CascadingRootNode(children: [Row(6), sectionGroup])
        let heights = (0..<5).map { root.tableView(table, heightForRowAt: IndexPath(row: $0, section: 2)) }
        // Row 0 is the section's own: the node's default; rows 1 to 4 reach the row nodes through the group.
        #expect(heights == [UITableView.automaticDimension, 1, 2, 3, 4])
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 1)) == 5)
        #expect(inGroup[1].asked == [IndexPath(row: 3, section: 2)])
        for hostile in [IndexPath(row: 9, section: 2), IndexPath(row: -1, section: 1), IndexPath(index: 0)] {
            #expect(root.tableView(table, heightForRowAt: hostile) == UITableView.automaticDimension)
        }
    }

    @Test func aRowInsideALongRunBeforeShorterOnesReachesTheRunsRow() {
        // The search first probes where the row would be if every child spanned alike; here that probe
        // lands on a later child, which starts after the row.
        let run = CascadingGroupNode(children: (1...5).map { Row(CGFloat($0)) })
        let single = CascadingSectionNode(children: [run, Row(6)])
        let mixed = CascadingSectionNode(children: [
            Row(7), CascadingGroupNode(children: (8...12).map { Row(CGFloat($0)) }), Row(13), Row(14),
        ])
        let root = CascadingRootNode(children: [single, mixed])
        for _ in 0..<2 {
            let first = (0..<6).map { root.tableView(table, heightForRowAt: IndexPath(row: $0, section: 0)) }
            let second = (0..<8).map { root.tableView(table, heightForRowAt: IndexPath(row: $0, section: 1)) }
            #expect(first == [1, 2, 3, 4, 5, 6])
            #expect(second == [7, 8, 9, 10, 11, 12, 13, 14])
            #expect(mismatches(root, rounds: 1).isEmpty)
        }
    }

    /// The height the routing hooks give: follow `child(forRowAt:)` down, then ask the last node.
    private func heightThroughHooks(_ root: CascadingRootNode, _ indexPath: IndexPath) -> CGFloat {
        var node: CascadingNode = root
        while let next = node.child(forRowAt: indexPath) { node = next }
        return node.tableView(table, heightForRowAt: indexPath)
    }

    /// Asks the root for rows 0 to 2 of every section (and one past the end) `rounds` times, and
    /// returns the index paths whose height differs from the hooks' answer.
    private func mismatches(_ root: CascadingRootNode, rounds: Int) -> [IndexPath] {
        let sections = root.numberOfSections(in: table)
        var wrong: [IndexPath] = []
        for _ in 0..<rounds {
            for section in -1...sections {
                for row in 0..<3 {
                    let indexPath = IndexPath(row: row, section: section)
                    if root.tableView(table, heightForRowAt: indexPath) != heightThroughHooks(root, indexPath) {
                        wrong.append(indexPath)
                    }
                }
            }
        }
        return wrong
    }

    @Test func sectionsInGroupsRouteAsTheHooksDoThroughEveryChangeOfWhereTheySit() {
        func section(_ heights: CGFloat...) -> CascadingSectionNode {
            CascadingSectionNode(children: heights.map { Row($0) })
        }
        let outer = CascadingGroupNode(children: [section(1, 2), section(3)])
        let inner = CascadingGroupNode(children: [section(4), section(5, 6, 7)])
        let counting = CountingGroup(children: [section(8), section(9)])
        let root = CascadingRootNode(children: [Row(10), outer, section(11), counting])
        outer.appendChild(inner)
        // Many rounds, so that routing goes through the table of section owners once it is built.
        #expect(mismatches(root, rounds: 3) == [])
        // The intercepting group received every call for its two sections' rows, in each round.
        #expect(counting.heightCalls >= 3 * 2 * 3)
        let changes: [() -> Void] = [
            { outer.insertChild(section(12), at: 0) },
            { inner.childrenOffset = 2 },
            { outer.moveChild(from: 0, to: 2) },
            { inner.removeFromParent() },
            { root.insertChild(inner, at: 1) },
            { root.childrenOffset = 1 },
            { counting.children = [section(13), CascadingGroupNode(children: [section(14)])] },
            { outer.children = [] },
            { root.removeChild(at: 0) },
        ]
        for (number, change) in changes.enumerated() {
            change()
            // Right after the change (the table is stale), then once it was rebuilt.
            #expect(mismatches(root, rounds: 1) == [], "change \(number)")
            #expect(mismatches(root, rounds: 3) == [], "change \(number)")
        }
        // The root's own section, the inner group's two and its two sections, the emptied outer group, one
        // section, the counting group's two.
        #expect(root.numberOfSections(in: table) == 1 + (2 + 2) + 0 + 1 + 2)
    }

    @Test func aNodeThatRemovesItselfWhileCalledStaysAliveUntilTheCallReturns() {
        weak var removed: SelfRemovingRow?
        var aliveDuringCall = false
        let section = CascadingSectionNode()
        let root = CascadingRootNode(children: [section])
        do {
            let row = SelfRemovingRow()
            row.onSelect = { aliveDuringCall = removed != nil }
            removed = row
            section.appendChild(row)
        }
        root.tableView(table, didSelectRowAt: IndexPath(row: 0, section: 0))
        #expect(aliveDuringCall)
        #expect(section.children.isEmpty)
        #expect(removed == nil)
    }
}
