import CascadingTable
import Testing

/// A section that adds one point to whatever its rows answer, and logs selections before passing them on.
private final class PaddedSection: CascadingSectionNode {
    private(set) var log: [IndexPath] = []
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        super.tableView(tableView, heightForRowAt: indexPath) + 1
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append(indexPath)
        super.tableView(tableView, didSelectRowAt: indexPath)
    }
}

/// A section whose first row is a summary it draws itself; the child nodes follow it.
private final class SummarizedSection: CascadingSectionNode {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        super.tableView(tableView, numberOfRowsInSection: section) + 1
    }
    override func child(forRowAt indexPath: IndexPath) -> CascadingNode? {
        guard indexPath.count == 2, indexPath[1] > 0 else { return nil }
        return super.child(forRowAt: IndexPath(row: indexPath[1] - 1, section: indexPath[0]))
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.row == 0 ? 100 : super.tableView(tableView, heightForRowAt: indexPath)
    }
}

@MainActor
@Suite("Customising propagation by subclassing")
struct CascadingNodeSubclassingTests {
    let table = makeTable()

    @Test func anOverrideThatCallsSuperStillReachesTheChild() {
        let row = RecordingNode()
        let section = PaddedSection(children: [CascadingNode(), row])
        let root = CascadingRootNode(children: [section])
        let indexPath = IndexPath(row: 1, section: 0)
        #expect(root.tableView(table, heightForRowAt: indexPath) == Script.rowHeight + 1)
        root.tableView(table, didSelectRowAt: indexPath)
        #expect(section.log == [indexPath])
        #expect(row.calls(to: .didSelectRowAt) == [RecordedCall(member: .didSelectRowAt, argument: .row(indexPath))])
        #expect(
            root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == UITableView.automaticDimension + 1)
    }

    @Test func overridingTheRoutingHookChangesWhoAnswers() {
        let row = RecordingNode()
        let root = CascadingRootNode(children: [SummarizedSection(children: [row])])
        #expect(root.tableView(table, numberOfRowsInSection: 0) == 2)
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 100)
        #expect(root.tableView(table, heightForRowAt: IndexPath(row: 1, section: 0)) == Script.rowHeight)
        #expect(
            row.calls(to: .heightForRowAt) == [
                RecordedCall(member: .heightForRowAt, argument: .row(IndexPath(row: 1, section: 0)))
            ])
    }
}
