import CascadingTable
import Testing

/// Where a routed call goes: which router, which address, and whether the owner overrides the member.
struct RoutingScenario: Sendable, CustomTestStringConvertible {
    enum Router: Sendable, CaseIterable { case root, sectionNode }
    enum Target: Sendable, CaseIterable { case owned, negative, pastEnd, oneIndex, threeIndexes }
    enum Owner: Sendable, CaseIterable { case overriding, plain }

    let router: Router
    let target: Target
    let owner: Owner

    static let all: [RoutingScenario] = Router.allCases.flatMap { router in
        Target.allCases.flatMap { target in
            Owner.allCases.map { RoutingScenario(router: router, target: target, owner: $0) }
        }
    }

    var testDescription: String { "\(router) → \(target) → \(owner)" }

    /// The address of the call, in table coordinates. The owned row is not at position 0, so a router
    /// that ignores the address cannot pass.
    var indexPath: IndexPath {
        switch (router, target) {
        case (.root, .owned): IndexPath(row: 2, section: 1)
        case (.root, .negative): IndexPath(row: 0, section: -1)
        case (.root, .pastEnd): IndexPath(row: 0, section: 3)
        case (.sectionNode, .owned): IndexPath(row: 1, section: 1)
        case (.sectionNode, .negative): IndexPath(row: -1, section: 1)
        case (.sectionNode, .pastEnd): IndexPath(row: 3, section: 1)
        case (_, .oneIndex): IndexPath(indexes: [1])
        case (_, .threeIndexes): IndexPath(indexes: [1, 1, 0])
        }
    }
}

@MainActor
@Suite("Forwarding of every member")
struct CascadingNodeForwardingTests {
    nonisolated static let routedMembers = TableMember.allCases.filter(\.isPositional)

    @Test func theCatalogueListsEveryForwardedMemberOnce() {
        #expect(TableMember.allCases.count == 93)
        #expect(MemberCatalogue.all.count == 93)
        #expect(Set(MemberCatalogue.all.map(\.member)).count == 93)
        for entry in MemberCatalogue.all {
            #expect(entry.member.isPositional == ![.tableWide, .event].contains(entry.addressing), "\(entry.member)")
        }
        let perProtocol = Dictionary(grouping: TableMember.allCases, by: \.protocolName).mapValues(\.count)
        #expect(
            perProtocol == [
                "UITableViewDataSource": 11, "UITableViewDelegate": 52, "UIScrollViewDelegate": 14,
                "UITableViewDataSourcePrefetching": 2, "UITableViewDragDelegate": 7, "UITableViewDropDelegate": 7,
            ])
    }

    @Test("A plain leaf answers the documented default", arguments: TableMember.allCases)
    func plainLeafAnswersTheDefault(_ member: TableMember) {
        let entry = MemberCatalogue.entry(member)
        let table = makeTable()
        let target = IndexPath(row: 4, section: 2)
        #expect(entry.invoke(CascadingNode(), table, target) == entry.defaultAnswer(table, target))
    }

    @Test("A leaf that overrides a member answers for itself", arguments: TableMember.allCases)
    func overridingLeafAnswersItself(_ member: TableMember) {
        let entry = MemberCatalogue.entry(member)
        let table = makeTable()
        let leaf = RecordingNode()
        let target = IndexPath(row: 4, section: 2)
        #expect(entry.invoke(leaf, table, target) == entry.scriptedAnswer(leaf))
        #expect(leaf.calls(to: member).count == 1)
    }

    @Test("An empty root answers the default", arguments: TableMember.allCases)
    func emptyRootAnswersTheDefault(_ member: TableMember) {
        let entry = MemberCatalogue.entry(member)
        let table = makeTable()
        let target = IndexPath(row: 0, section: 0)
        let expected = member == .numberOfSections ? .int(0) : entry.defaultAnswer(table, target)
        #expect(entry.invoke(ProbeRoot(), table, target) == expected)
    }

    @Test(
        "A router forwards to the owner or answers the default",
        arguments: routedMembers, RoutingScenario.all)
    func routerForwardsOrDefaults(_ member: TableMember, _ scenario: RoutingScenario) {
        let entry = MemberCatalogue.entry(member)
        if scenario.router == .sectionNode && member == .moveRowAt { return }  // moves row nodes: see the move tests
        let routedBySection = entry.addressing == .section || member == .moveRowAt
        // A call routed by section sees only the section, not the malformed index path.
        if [.oneIndex, .threeIndexes].contains(scenario.target) && routedBySection { return }

        let table = makeTable()
        let recording = RecordingNode()
        let owner = scenario.owner == .overriding ? recording : CascadingNode()
        let sectionChildren = scenario.router == .sectionNode ? [CascadingNode(), owner, CascadingNode()] : []
        let section = ProbeSection(children: sectionChildren)
        let root = ProbeRoot(
            children: scenario.router == .root
                ? [CascadingNode(), owner, CascadingNode()] : [CascadingNode(), section, CascadingNode()])
        let target = scenario.indexPath

        let answer = entry.invoke(root, table, target)

        let answeredBySectionNode = scenario.router == .sectionNode && entry.addressing == .section
        let reachesOwner = scenario.target == .owned && !answeredBySectionNode
        var expected =
            reachesOwner && scenario.owner == .overriding
            ? entry.scriptedAnswer(recording) : entry.defaultAnswer(table, target)
        if scenario.router == .sectionNode && member == .numberOfRowsInSection {
            expected = .int(3)  // a section node has one row per child
        }
        #expect(answer == expected)

        let received = recording.calls.filter {
            entry.addressing != .menu || $0.member != .contextMenuConfigurationForRowAt
        }
        let expectedCalls =
            reachesOwner && scenario.owner == .overriding
            ? [RecordedCall(member: member, argument: entry.recordedArgument(for: target, by: recording))] : []
        #expect(received == expectedCalls)

        let misses = root.misses + section.misses
        if scenario.target == .owned || answeredBySectionNode {
            #expect(misses.isEmpty)
        } else {
            let expectedMiss: CascadingAddress = routedBySection ? .section(sectionOf(target)) : .row(target)
            #expect(!misses.isEmpty)
            #expect(misses.allSatisfy { $0 == expectedMiss }, "misses: \(misses)")
        }
    }
}
