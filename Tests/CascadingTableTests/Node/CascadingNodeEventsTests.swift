import CascadingTable
import Testing

/// A node that counts the scroll events passing through it, observing them or not.
private final class CountingNode: CascadingNode {
    nonisolated(unsafe) static var visits = 0
    private(set) var received = 0
    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        Self.visits += 1
        received += 1
        super.scrollViewDidScroll(scrollView)
    }
}

/// A node that answers scroll-to-top and zooming.
private final class ZoomingNode: CascadingNode {
    let view = UIView()
    let allowsScrollToTop: Bool
    init(allowsScrollToTop: Bool) {
        self.allowsScrollToTop = allowsScrollToTop
        super.init()
        observedTableEvents = .scrollView
    }
    override func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { allowsScrollToTop }
    override func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
}

@MainActor
@Suite("Table-wide events reach the nodes that observe them", .serialized)
struct CascadingNodeEventsTests {
    let table = makeTable()

    /// 200 sections of 50 rows, every node a counter; returns the root and the row at (section, row).
    private func largeTree(observing section: Int, _ row: Int) -> (CascadingRootNode, CountingNode) {
        var observer: CountingNode?
        let sections = (0..<200).map { sectionIndex in
            CascadingSectionNode(
                children: (0..<50).map { rowIndex in
                    let node = CountingNode()
                    if sectionIndex == section && rowIndex == row { observer = node }
                    return node
                })
        }
        let root = CascadingRootNode(children: sections)
        guard let observer else { preconditionFailure("the observed row is inside the tree") }
        observer.observedTableEvents = .scrollView
        return (root, observer)
    }

    @Test func onlyThePathToAnObserverIsVisited() {
        let (root, observer) = largeTree(observing: 150, 42)
        CountingNode.visits = 0
        root.scrollViewDidScroll(table)
        #expect(observer.received == 1)
        #expect(CountingNode.visits == 1)  // the section node is not a counter; no other row is visited
    }

    @Test func nothingIsVisitedWithoutObservers() {
        let (root, observer) = largeTree(observing: 3, 3)
        observer.observedTableEvents = []
        CountingNode.visits = 0
        root.scrollViewDidScroll(table)
        #expect(CountingNode.visits == 0)
    }

    @Test func aDetachedObserverNoLongerReceives() {
        let (root, observer) = largeTree(observing: 10, 0)
        observer.removeFromParent()
        root.scrollViewDidScroll(table)
        #expect(observer.received == 0)
        root.children[10].appendChild(observer)
        root.scrollViewDidScroll(table)
        #expect(observer.received == 1)
    }

    @Test func replacingChildrenMovesObserversAlong() {
        let (root, observer) = largeTree(observing: 0, 0)
        let section = CascadingSectionNode()
        root.children = [section]
        root.scrollViewDidScroll(table)
        #expect(observer.received == 0)
        observer.removeFromParent()
        section.children = [CascadingNode(), observer]
        root.scrollViewDidScroll(table)
        #expect(observer.received == 1)
    }

    @Test func observersAreCalledInTreeOrder() {
        let rows = (0..<4).map { _ in RecordingNode() }
        for row in rows { row.observedTableEvents = .scrollView }
        let root = CascadingRootNode(children: [
            CascadingSectionNode(children: [rows[2], rows[0]]), CascadingSectionNode(children: [rows[3], rows[1]]),
        ])
        // The counting order is recorded through the shared target offset each observer moves by 10.
        var offset = CGPoint.zero
        root.scrollViewWillEndDragging(table, withVelocity: .zero, targetContentOffset: &offset)
        #expect(offset.y == 40)
        for row in rows { #expect(row.calls.map(\.member) == [.scrollViewWillEndDragging]) }
    }

    @Test func multipleSelectionEndReachesOnlyItsObservers() {
        let observer = RecordingNode()
        observer.observedTableEvents = .multipleSelectionInteraction
        let scrollOnly = RecordingNode()
        scrollOnly.observedTableEvents = .scrollView
        let root = CascadingRootNode(children: [scrollOnly, CascadingSectionNode(children: [observer])])
        root.tableViewDidEndMultipleSelectionInteraction(table)
        root.scrollViewDidZoom(table)
        #expect(observer.calls.map(\.member) == [.didEndMultipleSelectionInteraction])
        #expect(scrollOnly.calls.map(\.member) == [.scrollViewDidZoom])
    }

    @Test func aNodeLeadingToADetachedMultipleSelectionObserverIsNoLongerVisited() {
        let observer = RecordingNode()
        observer.observedTableEvents = .multipleSelectionInteraction
        let staying = RecordingNode()
        staying.observedTableEvents = .multipleSelectionInteraction
        let path = RecordingNode()
        path.children = [observer]
        let root = CascadingRootNode(children: [path, CascadingSectionNode(children: [staying])])
        root.tableViewDidEndMultipleSelectionInteraction(table)
        #expect(path.calls.map(\.member) == [.didEndMultipleSelectionInteraction])
        #expect(observer.calls.map(\.member) == [.didEndMultipleSelectionInteraction])
        observer.removeFromParent()
        root.tableViewDidEndMultipleSelectionInteraction(table)
        // Only the path to the observer that stayed is walked.
        #expect(path.calls.count == 1)
        #expect(observer.calls.count == 1)
        #expect(
            staying.calls.map(\.member) == [.didEndMultipleSelectionInteraction, .didEndMultipleSelectionInteraction])
    }

    @Test func scrollToTopNeedsEveryObserverAndZoomingTakesTheFirstView() {
        let allowing = ZoomingNode(allowsScrollToTop: true)
        let refusing = ZoomingNode(allowsScrollToTop: false)
        let root = CascadingRootNode(children: [CascadingNode(), allowing, refusing])
        #expect(!root.scrollViewShouldScrollToTop(table))
        #expect(root.viewForZooming(in: table) === allowing.view)
        refusing.observedTableEvents = []
        #expect(root.scrollViewShouldScrollToTop(table))
    }

    @Test func everyScrollEventIsDelivered() {
        let observer = RecordingNode()
        observer.observedTableEvents = .scrollView
        let root = CascadingRootNode(children: [CascadingSectionNode(children: [observer])])
        let scrollMembers = TableMember.allCases.filter { $0.protocolName == "UIScrollViewDelegate" }
        for member in scrollMembers {
            _ = MemberCatalogue.entry(member).invoke(root, table, IndexPath(row: 0, section: 0))
        }
        #expect(observer.calls.map(\.member) == scrollMembers)
    }
}
