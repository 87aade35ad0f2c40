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

/// A section subclass that sends every row to its last child: it intercepts row calls (the default
/// for a subclass), so the shortcut must call it.
private final class LastRowWins: CascadingSectionNode {
    override func child(forRowAt indexPath: IndexPath) -> CascadingNode? { children.last }
}

/// A section subclass that overrides a row member and calls `super`.
private final class DoublingSection: CascadingSectionNode {
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        2 * super.tableView(tableView, heightForRowAt: indexPath)
    }
}

/// A section subclass that only titles its section and says it leaves row calls alone.
private final class TitledSection: CascadingSectionNode {
    override class var interceptsRowCalls: Bool { false }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "T" }
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
