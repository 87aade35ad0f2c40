import CascadingTable
import Testing

/// A section node that supplies its own index titles and maps them to a fixed section.
private final class IndexedSection: CascadingNode {
    let titles: [String]
    let mapsTo: Int?
    init(_ titles: [String], mapsTo: Int? = nil) {
        self.titles = titles
        self.mapsTo = mapsTo
        super.init()
    }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        mapsTo ?? super.tableView(tableView, sectionForSectionIndexTitle: title, at: index)
    }
}

@MainActor
@Suite("Members not addressed by one index path")
struct CascadingNodePoliciesTests {
    let table = makeTable()

    // MARK: Section index titles

    @Test func indexTitlesAreCollectedInSectionOrder() {
        let root = CascadingRootNode(children: [
            IndexedSection(["A", "B"]), CascadingNode(), IndexedSection(["C"]),
        ])
        #expect(root.sectionIndexTitles(for: table) == ["A", "B", "C"])
    }

    @Test func withoutTitlesTheRootHasNoIndex() {
        let root = CascadingRootNode(children: [CascadingNode(), CascadingNode()])
        #expect(root.sectionIndexTitles(for: table) == nil)
        #expect(CascadingRootNode().sectionIndexTitles(for: table) == nil)
    }

    @Test func anIndexTitleJumpsToTheSectionThatSuppliedIt() {
        let root = CascadingRootNode(children: [
            IndexedSection(["A", "B"]), CascadingNode(), IndexedSection(["C"]),
        ])
        #expect(root.tableView(table, sectionForSectionIndexTitle: "A", at: 0) == 0)
        #expect(root.tableView(table, sectionForSectionIndexTitle: "B", at: 1) == 0)
        #expect(root.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
    }

    @Test func aSectionMayMapItsTitlesItself() {
        let recording = RecordingNode()
        let root = CascadingRootNode(children: [IndexedSection(["A"]), recording])
        // The recording node contributes ["X", "Y"] at positions 1 and 2 and answers `Script.sectionForIndexTitle`.
        #expect(root.tableView(table, sectionForSectionIndexTitle: "Y", at: 2) == Script.sectionForIndexTitle)
        #expect(
            recording.calls(to: .sectionForSectionIndexTitle) == [
                RecordedCall(member: .sectionForSectionIndexTitle, argument: .row(IndexPath(indexes: [1])))
            ])
    }

    @Test func aPositionPastTheTitlesFallsBackToTheTitlePosition() {
        let root = CascadingRootNode(children: [IndexedSection(["A"]), CascadingNode()])
        #expect(root.tableView(table, sectionForSectionIndexTitle: "?", at: 1) == 1)
    }

    // MARK: Moves

    @Test func aMoveInsideOneSectionIsDeliveredOnce() {
        let section = RecordingNode()
        let root = CascadingRootNode(children: [CascadingNode(), section])
        let (source, destination) = (IndexPath(row: 0, section: 1), IndexPath(row: 3, section: 1))
        root.tableView(table, moveRowAt: source, to: destination)
        #expect(section.calls == [RecordedCall(member: .moveRowAt, argument: .move(from: source, to: destination))])
    }

    @Test func aMoveAcrossSectionsIsDeliveredToSourceThenDestination() {
        let first = RecordingNode()
        let second = RecordingNode()
        let root = CascadingRootNode(children: [first, CascadingNode(), second])
        let (source, destination) = (IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 2))
        root.tableView(table, moveRowAt: source, to: destination)
        let move = RecordedCall(member: .moveRowAt, argument: .move(from: source, to: destination))
        #expect(first.calls == [move])
        #expect(second.calls == [move])
    }

    @Test func aSectionNodeReordersItsRowNodes() {
        let rows = (0..<4).map { _ in CascadingNode() }
        let section = CascadingSectionNode(children: rows)
        let root = CascadingRootNode(children: [section])
        root.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(
            section.children.map(ObjectIdentifier.init)
                == [rows[1], rows[2], rows[0], rows[3]].map(ObjectIdentifier.init))
        #expect(section.children.map(\.index) == [0, 1, 2, 3])
    }

    @Test func aRowNodeMovesBetweenSectionNodes() {
        let moving = CascadingNode()
        let source = CascadingSectionNode(children: [CascadingNode(), moving])
        let destinationRows = [CascadingNode(), CascadingNode()]
        let destination = CascadingSectionNode(children: destinationRows)
        let root = CascadingRootNode(children: [source, destination])
        root.tableView(table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(source.children.count == 1)
        #expect(
            destination.children.map(ObjectIdentifier.init)
                == [destinationRows[0], moving, destinationRows[1]].map(ObjectIdentifier.init))
        #expect(moving.parent === destination)
        #expect(moving.index == 1)
        #expect(root.tableView(table, numberOfRowsInSection: 0) == 1)
        #expect(root.tableView(table, numberOfRowsInSection: 1) == 3)
    }

    @Test func anOutOfRangeMoveChangesNothingAndIsReported() {
        let section = ProbeSection(children: [CascadingNode(), CascadingNode()])
        let root = CascadingRootNode(children: [section])
        let before = section.children.map(ObjectIdentifier.init)
        root.tableView(table, moveRowAt: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(section.children.map(ObjectIdentifier.init) == before)
        #expect(section.misses == [.row(IndexPath(row: 5, section: 0))])
    }

    @Test func theMoveTargetIsAskedOfTheSourceRowOnly() {
        let source = RecordingNode()
        let destination = RecordingNode()
        let root = CascadingRootNode(children: [source, destination])
        let target = root.tableView(
            table, targetIndexPathForMoveFromRowAt: IndexPath(row: 0, section: 0),
            toProposedIndexPath: IndexPath(row: 0, section: 1))
        #expect(target == Script.moveTarget)
        #expect(source.calls(to: .targetIndexPathForMove).count == 1)
        #expect(destination.calls.isEmpty)
    }

    // MARK: Focus (contexts with rows exist only on the headless table)

    #if !canImport(UIKit)

        @Test func aFocusChangeAsksBothOwnersAndNeedsBothToAgree() {
            let previous = RecordingNode()  // answers false
            let next = CascadingNode()  // answers the default, true
            let root = CascadingRootNode(children: [previous, next])
            let context = UITableViewFocusUpdateContext(
                headlessPreviouslyFocusedIndexPath: IndexPath(row: 0, section: 0),
                nextFocusedIndexPath: IndexPath(row: 0, section: 1))
            #expect(root.tableView(table, shouldUpdateFocusIn: context) == false)
            #expect(previous.calls(to: .shouldUpdateFocusIn).count == 1)

            let agreeing = CascadingRootNode(children: [CascadingNode(), CascadingNode()])
            #expect(agreeing.tableView(table, shouldUpdateFocusIn: context))
        }

        @Test func aFocusUpdateReachesEachOwnerOnce() {
            let first = RecordingNode()
            let second = RecordingNode()
            let root = CascadingRootNode(children: [first, second])
            let across = UITableViewFocusUpdateContext(
                headlessPreviouslyFocusedIndexPath: IndexPath(row: 0, section: 0),
                nextFocusedIndexPath: IndexPath(row: 0, section: 1))
            root.tableView(table, didUpdateFocusIn: across, with: UIFocusAnimationCoordinator())
            #expect(first.calls(to: .didUpdateFocusIn).count == 1)
            #expect(second.calls(to: .didUpdateFocusIn).count == 1)

            let within = UITableViewFocusUpdateContext(
                headlessPreviouslyFocusedIndexPath: IndexPath(row: 0, section: 0),
                nextFocusedIndexPath: IndexPath(row: 1, section: 0))
            root.tableView(table, didUpdateFocusIn: within, with: UIFocusAnimationCoordinator())
            #expect(first.calls(to: .didUpdateFocusIn).count == 2)
            #expect(second.calls(to: .didUpdateFocusIn).count == 1)
        }
    #endif

    @Test func thePreferredFocusIsTheFirstChildWithAnAnswer() {
        let first = RecordingNode()
        let second = RecordingNode()
        let root = CascadingRootNode(children: [CascadingNode(), first, second])
        #expect(root.indexPathForPreferredFocusedView(in: table) == Script.preferredFocus)
        #expect(first.calls(to: .indexPathForPreferredFocusedView).count == 1)
        #expect(second.calls.isEmpty)
        #expect(CascadingRootNode(children: [CascadingNode()]).indexPathForPreferredFocusedView(in: table) == nil)
    }

    // MARK: Context menus

    @Test func menuFollowUpsReachTheNodeThatProducedTheConfiguration() {
        let first = RecordingNode()
        let second = RecordingNode()
        let root = CascadingRootNode(children: [first, CascadingSectionNode(children: [CascadingNode(), second])])
        let menu = root.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 1, section: 1), point: .zero)
        #expect(menu === second.menu)
        #expect(
            root.tableView(table, previewForHighlightingContextMenuWithConfiguration: second.menu)
                === second.highlightingPreview)
        root.tableView(table, willDisplayContextMenu: second.menu, animator: nil)
        root.tableView(table, willEndContextMenuInteraction: second.menu, animator: nil)
        #expect(
            root.tableView(table, previewForDismissingContextMenuWithConfiguration: second.menu)
                === second.dismissingPreview)
        #expect(
            second.calls.map(\.member) == [
                .contextMenuConfigurationForRowAt, .previewForHighlightingContextMenu, .willDisplayContextMenu,
                .willEndContextMenuInteraction, .previewForDismissingContextMenu,
            ])
        #expect(first.calls.isEmpty)
    }

    @Test func aConfigurationNobodyProducedGetsTheDefault() {
        let first = RecordingNode()
        let root = CascadingRootNode(children: [first])
        _ = root.tableView(table, contextMenuConfigurationForRowAt: IndexPath(row: 0, section: 0), point: .zero)
        let foreign = UIContextMenuConfiguration()
        #expect(root.tableView(table, previewForHighlightingContextMenuWithConfiguration: foreign) == nil)
        root.tableView(table, willPerformPreviewActionForMenuWith: foreign, animator: CommitAnimator())
        #expect(first.calls.map(\.member) == [.contextMenuConfigurationForRowAt])
    }

    // MARK: Swipe editing

    @Test func anEndOfEditingWithoutIndexPathReachesTheNodeThatBeganEditing() {
        let first = RecordingNode()
        let second = RecordingNode()
        let root = CascadingRootNode(children: [first, CascadingSectionNode(children: [second])])
        root.tableView(table, willBeginEditingRowAt: IndexPath(row: 0, section: 1))
        root.tableView(table, didEndEditingRowAt: nil)
        #expect(
            second.calls == [
                RecordedCall(member: .willBeginEditingRowAt, argument: .row(IndexPath(row: 0, section: 1))),
                RecordedCall(member: .didEndEditingRowAt, argument: .row(nil)),
            ])
        root.tableView(table, didEndEditingRowAt: nil)  // nothing is being edited any more
        #expect(second.calls.count == 2)
        #expect(first.calls.isEmpty)
    }

    // MARK: Prefetching

    @Test func prefetchingIsSplitPerOwnerInPriorityOrder() {
        let first = RecordingNode()
        let second = RecordingNode()
        let root = CascadingRootNode(children: [first, second])
        let paths = [
            IndexPath(row: 3, section: 1), IndexPath(row: 0, section: 0), IndexPath(row: 9, section: 7),
            IndexPath(row: 4, section: 1), IndexPath(row: 1, section: 0),
        ]
        root.tableView(table, prefetchRowsAt: paths)
        root.tableView(table, cancelPrefetchingForRowsAt: paths.reversed())
        #expect(
            second.calls == [
                RecordedCall(
                    member: .prefetchRowsAt,
                    argument: .rows([IndexPath(row: 3, section: 1), IndexPath(row: 4, section: 1)])),
                RecordedCall(
                    member: .cancelPrefetchingForRowsAt,
                    argument: .rows([IndexPath(row: 4, section: 1), IndexPath(row: 3, section: 1)])),
            ])
        #expect(
            first.calls == [
                RecordedCall(
                    member: .prefetchRowsAt,
                    argument: .rows([IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])),
                RecordedCall(
                    member: .cancelPrefetchingForRowsAt,
                    argument: .rows([IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0)])),
            ])
    }

    @Test func prefetchingThroughASectionNodeReachesEachRowOnce() {
        let rows = [RecordingNode(), RecordingNode()]
        let root = CascadingRootNode(children: [CascadingSectionNode(children: rows)])
        root.tableView(table, prefetchRowsAt: [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0)])
        #expect(
            rows[1].calls == [RecordedCall(member: .prefetchRowsAt, argument: .rows([IndexPath(row: 1, section: 0)]))])
        #expect(
            rows[0].calls == [RecordedCall(member: .prefetchRowsAt, argument: .rows([IndexPath(row: 0, section: 0)]))])
    }
}
