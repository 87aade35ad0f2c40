import CascadingTable
import Testing

/// A node that counts how often it was prepared and registers a cell when it is.
private final class PreparedNode: CascadingNode {
    private(set) var preparations = 0
    override func prepare(tableView: UITableView) {
        preparations += 1
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "prepared")
        super.prepare(tableView: tableView)
    }
}

/// A section that counts its deinitialisations; a subclass may declare its own `deinit`.
private final class CountedSection: CascadingSectionNode {
    nonisolated(unsafe) static var deinitialised = 0
    deinit { Self.deinitialised += 1 }
}

@MainActor
@Suite("Tree bookkeeping")
struct CascadingNodeTreeTests {
    private func ids(_ nodes: [CascadingNode]) -> [ObjectIdentifier] { nodes.map(ObjectIdentifier.init) }

    private func expectConsistent(_ parent: CascadingNode, sourceLocation: SourceLocation = #_sourceLocation) {
        for (position, child) in parent.children.enumerated() {
            #expect(child.parent === parent, sourceLocation: sourceLocation)
            #expect(child.index == position, sourceLocation: sourceLocation)
        }
    }

    @Test func settingChildrenParentsAndIndexesThem() {
        let (a, b, c) = (CascadingNode(), CascadingNode(), CascadingNode())
        let parent = CascadingNode(children: [a, b])
        expectConsistent(parent)
        parent.children = [c, a]
        expectConsistent(parent)
        #expect(b.parent == nil)
        #expect(ids(parent.children) == ids([c, a]))
    }

    @Test func addressesDescribeThemselves() {
        #expect(CascadingAddress.section(3).description == "section 3")
        #expect(CascadingAddress.row(IndexPath(row: 7, section: 0)).description == "row [0, 7]")
    }

    @Test func theInitialIndexHoldsUntilAParentAssignsOne() {
        let node = CascadingNode(index: 7)
        #expect(node.index == 7)
        _ = CascadingNode(children: [CascadingNode(), node])
        #expect(node.index == 1)
    }

    @Test func appendInsertRemoveAndMoveKeepIndexesRight() {
        let parent = CascadingNode()
        let nodes = (0..<5).map { _ in CascadingNode() }
        for node in nodes { parent.appendChild(node) }  // a b c d e
        parent.insertChild(CascadingNode(), at: 0)  // x a b c d e
        #expect(parent.removeChild(at: 3) === nodes[2])  // x a b d e
        parent.moveChild(from: 4, to: 1)  // x e a b d
        parent.moveChild(from: 1, to: 3)  // x a b e d
        expectConsistent(parent)
        #expect(ids(Array(parent.children.dropFirst())) == ids([nodes[0], nodes[1], nodes[4], nodes[3]]))
        #expect(nodes[2].parent == nil)
        nodes[3].removeFromParent()
        expectConsistent(parent)
        #expect(parent.children.count == 4)
        nodes[3].removeFromParent()  // detached already: nothing happens
        #expect(parent.children.count == 4)
    }

    @Test func aRemovedNodeCanJoinAnotherParent() {
        let node = CascadingNode()
        let first = CascadingNode(children: [node])
        let second = CascadingNode()
        node.removeFromParent()
        second.appendChild(node)
        #expect(first.children.isEmpty)
        #expect(node.parent === second)
    }

    @Test func childrenAddedToAPreparedNodeArePrepared() {
        let table = makeTable()
        let section = CascadingSectionNode()
        let root = CascadingRootNode(children: [section], tableView: table)
        let row = PreparedNode()
        section.appendChild(row)
        #expect(row.preparations == 1)
        #expect(row.tableView === table)
        #expect(table.dequeueReusableCell(withIdentifier: "prepared") != nil)
        let detached = PreparedNode()
        _ = CascadingSectionNode(children: [detached])
        #expect(detached.preparations == 0)
        _ = root
    }

    @Test func aNodeTakenOutOfAPreparedTreePreparesNewChildrenForItsTableWhileTheTableLives() {
        let section = CascadingSectionNode()
        var root: CascadingRootNode?
        do {
            let table = makeTable()
            root = CascadingRootNode(children: [section], tableView: table)
            section.removeFromParent()
            let row = PreparedNode()
            section.appendChild(row)
            #expect(row.preparations == 1)
            #expect(row.tableView === table)
        }
        // The table is gone: a later child has nothing to be prepared for.
        #expect(section.tableView == nil)
        let late = PreparedNode()
        section.appendChild(late)
        #expect(late.preparations == 0)
        #expect(late.parent === section)
        _ = root
    }

    @Test func insertingDeepInADetachedTreeKeepsParentsAndIndexesAtEveryLevel() {
        let rows = (0..<3).map { _ in CascadingNode() }
        let group = CascadingGroupNode()
        let section = CascadingSectionNode(children: [CascadingNode(), group])
        let root = CascadingRootNode(children: [section])
        for row in rows.reversed() { group.insertChild(row, at: 0) }
        #expect(ids(group.children) == ids(rows))
        expectConsistent(group)
        expectConsistent(section)
        #expect(section.parent === root)
        #expect(root.tableView(makeTable(), numberOfRowsInSection: 0) == 4)
        #expect(root.optionalMembersOfSubtree == .nodeDefaults)
    }

    @Test func theRootBecomesTheTablesCollaborators() {
        let table = makeTable()
        let root = CascadingRootNode(children: [CascadingNode()], tableView: table)
        #expect(table.dataSource === root)
        #expect(table.delegate === root)
        #expect(table.prefetchDataSource === root)
        #expect(root.tableView === table)
        #expect(root.children[0].tableView === table)
    }

    @Test func tenThousandAppendsKeepEveryIndexRight() {
        let parent = CascadingNode()
        for _ in 0..<10_000 { parent.appendChild(CascadingNode()) }
        #expect(parent.children.count == 10_000)
        #expect(parent.children.last?.index == 9_999)
        expectConsistent(parent)
    }

    // MARK: Misuse

    @Test func addingANodeThatHasAParentFailsWithAnExplanation() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let node = CascadingNode()
                let owner = CascadingNode(children: [node])
                withExtendedLifetime(owner) { CascadingNode().appendChild(node) }
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("already belongs to"))
        #expect(message.contains("Call removeFromParent() on it first"))
    }

    @Test func addingANodeTwiceFails() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let node = CascadingNode()
                _ = CascadingNode(children: [node, node])
            }
        }
    }

    @Test func makingANodeItsOwnAncestorFails() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let child = CascadingNode()
                let root = CascadingNode(children: [CascadingNode(children: [child])])
                child.appendChild(root)
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("a node cannot contain itself"))
    }

    @Test func removingPastTheEndFails() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = CascadingNode(children: [CascadingNode()]).removeChild(at: 1)
            }
        }
    }

    // MARK: Memory

    @Test func aReleasedTreeIsDeallocated() {
        weak var weakRoot: CascadingRootNode?
        weak var weakSection: CascadingNode?
        weak var weakRow: CascadingNode?
        weak var weakTable: UITableView?
        do {
            let table = makeTable()
            let row = RecordingNode()
            let section = CascadingSectionNode(children: [row])
            let root = CascadingRootNode(children: [section], tableView: table)
            _ = root.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero)
            root.tableView(table, willBeginEditingRowAt: IndexPath(row: 0, section: 0))
            row.observedTableEvents = .scrollView
            root.scrollViewDidScroll(table)
            (weakRoot, weakSection, weakRow, weakTable) = (root, section, row, table)
            #expect(table.numberOfSections == 1)
        }
        #expect(weakRoot == nil)
        #expect(weakSection == nil)
        #expect(weakRow == nil)
        #expect(weakTable == nil)
    }

    @Test func theTableDoesNotKeepTheTreeAlive() {
        let table = makeTable()
        weak var weakRoot: CascadingRootNode?
        do {
            let root = CascadingRootNode(children: [CascadingNode()], tableView: table)
            weakRoot = root
        }
        #expect(weakRoot == nil)
        #expect(table.dataSource == nil)
    }

    @Test func aNodeDoesNotKeepItsTableAlive() {
        let root = CascadingRootNode(children: [CascadingNode()])
        weak var weakTable: UITableView?
        do {
            let table = makeTable()
            root.prepare(tableView: table)
            weakTable = table
        }
        #expect(weakTable == nil)
        #expect(root.tableView == nil)
    }

    @Test func aChildThatOutlivesItsParentHasNoParent() {
        let row = CascadingNode()
        let sibling = CascadingNode()
        weak var weakSection: CascadingSectionNode?
        let deinitialisedBefore = CountedSection.deinitialised
        do {
            let section = CountedSection(children: [row, sibling])
            weakSection = section
            #expect(row.parent === section)
        }
        #expect(weakSection == nil)
        #expect(CountedSection.deinitialised == deinitialisedBefore + 1)
        #expect(row.parent == nil)
        #expect(sibling.parent == nil)
        // The orphan can join another parent.
        let other = CascadingSectionNode(children: [row])
        #expect(row.parent === other)
        #expect(row.index == 0)
    }
}
