// Drives the headless engine's own API: built only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTable
    import Testing

    /// A row that can be dragged and moved, and shows its name.
    private final class DraggableRow: CascadingNode {
        let name: String
        init(_ name: String) {
            self.name = name
            super.init()
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = name
            return cell
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
        override func tableView(
            _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            let item = UIDragItem(itemProvider: NSItemProvider(object: name as NSString))
            item.localObject = name
            return [item]
        }
    }

    /// A section of draggable rows that accepts drops as moves into its rows and records the drops it performs.
    private final class TaskSection: CascadingSectionNode {
        private(set) var performedDrops: [IndexPath?] = []
        init(_ names: [String]) {
            super.init(children: names.map { DraggableRow($0) })
        }
        override func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        override func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
            performedDrops.append(coordinator.destinationIndexPath)
        }
    }

    /// A node whose session-wide drag answers a test chooses.
    private final class DragOwner: CascadingNode {
        var allowsMove = true
        var restricts = false
        var acceptsDrops = true
        private(set) var events: [String] = []
        override func tableView(
            _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider())]
        }
        override func tableView(
            _ tableView: UITableView, itemsForAddingTo session: any UIDragSession, at indexPath: IndexPath,
            point: CGPoint
        ) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider())]
        }
        override func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {
            events.append("willBegin")
        }
        override func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {
            events.append("didEnd")
        }
        override func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession)
            -> Bool
        { allowsMove }
        override func tableView(
            _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool { restricts }
        override func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { acceptsDrops }
    }

    /// The names of the row nodes, section by section.
    @MainActor
    private func rowNames(_ root: CascadingNode) -> [[String]] {
        root.children.map { section in section.children.map { ($0 as? DraggableRow)?.name ?? "" } }
    }

    @MainActor
    @Suite("Drag and drop through the tree")
    struct CascadingNodeDragAndDropTests {
        private func attach(_ root: CascadingRootNode) -> CountingTable {
            let table = CountingTable()
            table.dragInteractionEnabled = true
            root.prepare(tableView: table)
            table.layoutIfNeeded()
            return table
        }

        @Test func theRootBecomesTheDragAndDropDelegateAndLeavesDraggingAsItWas() {
            let root = CascadingRootNode()
            let table = UITableView(frame: .zero, style: .plain)
            root.prepare(tableView: table)
            #expect(table.dragDelegate === root)
            #expect(table.dropDelegate === root)
            #expect(table.dragInteractionEnabled == false)
        }

        @Test func aRowDraggedToAnotherSectionMovesItsNodeThroughTheDataSource() {
            let todo = TaskSection(["write", "test", "ship"])
            let done = TaskSection(["plan"])
            let root = CascadingRootNode(children: [todo, done])
            let table = attach(root)

            #expect(
                table.headlessDrag(rowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1)) == .move)

            #expect(rowNames(root) == [["write", "ship"], ["plan", "test"]])
            #expect(table.shownRows() == [["write", "ship"], ["plan", "test"]])
            #expect(todo.performedDrops.isEmpty && done.performedDrops.isEmpty)
            #expect(table.violations.isEmpty)
        }

        @Test func aRowDraggedWithinItsSectionMovesItsNode() {
            let todo = TaskSection(["write", "test", "ship"])
            let root = CascadingRootNode(children: [todo])
            let table = attach(root)
            #expect(
                table.headlessDrag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) == .move)
            #expect(table.shownRows() == [["test", "ship", "write"]])
            #expect(rowNames(root) == [["test", "ship", "write"]])
        }

        @Test func aDropOutsideEveryRowGoesToTheLastSectionsNode() {
            let todo = TaskSection(["write"])
            let done = TaskSection(["plan"])
            let root = CascadingRootNode(children: [todo, done])
            let table = attach(root)
            #expect(table.headlessDrag(rowAt: IndexPath(row: 0, section: 0), to: nil) == .move)
            #expect(todo.performedDrops.isEmpty)
            #expect(done.performedDrops == [nil])
        }

        @Test func withoutNodesThatDragOrDrop_theTableBehavesAsWithoutDelegates() {
            let root = CascadingRootNode(children: [NamedSection("A", rows: ["a", "b"])])
            let table = attach(root)
            #expect(
                table.headlessDrag(rowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0)) == .cancel)
            #expect(table.shownRows() == [["a", "b"]])
        }

        @Test func theSessionWideDragMembersReachOnlyTheChildrenThatSuppliedItems() {
            let table = makeTable()
            let first = DragOwner()
            let second = DragOwner()
            let root = CascadingRootNode(children: [first, second])
            let session = DragSession()

            #expect(root.tableView(table, itemsForBeginning: session, at: IndexPath(row: 0, section: 1)).count == 1)
            root.tableView(table, dragSessionWillBegin: session)
            second.allowsMove = false
            second.restricts = true
            #expect(root.tableView(table, dragSessionAllowsMoveOperation: session) == false)
            #expect(root.tableView(table, dragSessionIsRestrictedToDraggingApplication: session))
            root.tableView(table, dragSessionDidEnd: session)
            root.tableView(table, dragSessionWillBegin: session)

            #expect(first.events.isEmpty)
            #expect(second.events == ["willBegin", "didEnd"])
            #expect(root.tableView(table, dragSessionAllowsMoveOperation: session))
            #expect(root.tableView(table, dragSessionIsRestrictedToDraggingApplication: session) == false)
        }

        @Test func movesNeedEveryOwnerAndOneOwnerRestricts() {
            let table = makeTable()
            let first = DragOwner()
            let second = DragOwner()
            let root = CascadingRootNode(children: [first, second])
            let session = DragSession()
            _ = root.tableView(table, itemsForBeginning: session, at: IndexPath(row: 0, section: 0))
            _ = root.tableView(table, itemsForAddingTo: session, at: IndexPath(row: 0, section: 1), point: .zero)
            #expect(root.tableView(table, dragSessionAllowsMoveOperation: session))
            first.allowsMove = false
            #expect(root.tableView(table, dragSessionAllowsMoveOperation: session) == false)
            #expect(root.tableView(table, dragSessionIsRestrictedToDraggingApplication: session) == false)
            second.restricts = true
            #expect(root.tableView(table, dragSessionIsRestrictedToDraggingApplication: session))
        }

        @Test func theDropSessionEventsReachOnlyObservingNodes() {
            let table = makeTable()
            let observer = RecordingNode()
            observer.observedTableEvents = .dropSession
            let bystander = RecordingNode()
            let root = CascadingRootNode(children: [bystander, CascadingSectionNode(children: [observer])])
            let session = DropSession()

            root.tableView(table, dropSessionDidEnter: session)
            root.tableView(table, dropSessionDidExit: session)
            root.tableView(table, dropSessionDidEnd: session)

            #expect(observer.calls.map(\.member) == [.dropSessionDidEnter, .dropSessionDidExit, .dropSessionDidEnd])
            #expect(bystander.calls.isEmpty)
        }

        @Test func canHandleIsTrueWhenAnyObserverAcceptsOrNoneObserves() {
            let table = makeTable()
            let session = DropSession()
            let refusing = DragOwner()
            refusing.acceptsDrops = false
            refusing.observedTableEvents = .dropSession
            let accepting = DragOwner()
            let root = CascadingRootNode(children: [refusing, accepting])
            #expect(root.tableView(table, canHandle: session) == false)
            accepting.observedTableEvents = .dropSession
            #expect(root.tableView(table, canHandle: session))
            refusing.observedTableEvents = []
            accepting.observedTableEvents = []
            #expect(root.tableView(table, canHandle: session))
        }

        @Test func aDropWithoutDestinationOnAnEmptyRootAnswersTheDefault() {
            let root = ProbeRoot()
            let table = makeTable()
            let proposal = root.tableView(table, dropSessionDidUpdate: DropSession(), withDestinationIndexPath: nil)
            #expect(proposal.operation == .cancel)
            #expect(root.misses.isEmpty)
        }
    }
#endif
