// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A list of parks the user reorders by its reorder controls or by dragging a row, written as the
    /// drag-and-drop sample writes it: `moveRowAt` and `canMoveRowAt` overridden, the controller its
    /// own drag and drop delegate, dropped text from elsewhere inserted as a new row.
    @MainActor
    private final class ParksController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
        var parks = ["Yosemite", "Zion", "Acadia", "Denali"]
        var moves: [(IndexPath, IndexPath)] = []
        var askedCanMove: [IndexPath] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "park")
            tableView.dragInteractionEnabled = true
            tableView.dragDelegate = self
            tableView.dropDelegate = self
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { parks.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "park", for: indexPath)
            cell.textLabel?.text = parks[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            askedCanMove.append(indexPath)
            return true
        }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            moves.append((sourceIndexPath, destinationIndexPath))
            parks.insert(parks.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }

        func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath)
            -> [UIDragItem]
        {
            let item = UIDragItem(itemProvider: NSItemProvider())
            item.localObject = parks[indexPath.row]
            return [item]
        }

        func tableView(
            _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UITableViewDropProposal {
            guard session.items.count == 1 else { return UITableViewDropProposal(operation: .cancel) }
            if tableView.hasActiveDrag {
                return UITableViewDropProposal(
                    operation: tableView.isEditing ? .move : .cancel, intent: .insertAtDestinationIndexPath)
            }
            return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        }

        func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
            let destination = coordinator.destinationIndexPath ?? IndexPath(row: parks.count, section: 0)
            for item in coordinator.items {
                guard let name = item.dragItem.localObject as? String else { continue }
                parks.insert(name, at: destination.row)
                tableView.insertRows(at: [destination], with: .automatic)
            }
        }
    }

    /// Notes deleted by the editing control or a swipe: only `commit` is overridden.
    @MainActor
    private class NotesController: UITableViewController {
        var notes = ["Milk", "Eggs", "Bread"]
        var committed: [(UITableViewCell.EditingStyle, IndexPath)] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = notes[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            committed.append((editingStyle, indexPath))
            notes.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    /// A subclass of a subclass: it inherits `commit` and adds nothing the table asks about.
    @MainActor
    private final class ShoppingNotesController: NotesController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Shopping"
        }
    }

    /// A generic controller over any items, reorderable.
    @MainActor
    private class ItemsController<Item: CustomStringConvertible>: UITableViewController {
        var items: [Item] = []

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = items[indexPath.row].description
            return cell
        }

        override func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        }
    }

    /// A subclass of a generic controller that also deletes.
    @MainActor
    private final class NumbersController: ItemsController<Int> {
        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    /// A controller whose `commit` calls `super`, which UIKit's base class does not implement.
    @MainActor
    private final class SuperCallingController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            super.tableView(tableView, commit: editingStyle, forRowAt: indexPath)
        }
    }

    /// A plain data source that asks for the delete style but does not implement `commit`, which the
    /// table cannot see for a class that is not a controller subclass.
    @MainActor
    private final class ForgetfulDataSource: NSObject, UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    /// A data source of its own that commits deletes, beside a controller that is only the delegate.
    @MainActor
    private final class CommittingSource: NSObject, UITableViewDataSource {
        var items: [String]
        init(items: [String]) { self.items = items }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }

        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @MainActor
    @Suite("Table view controller: the optional members a subclass implements")
    struct UITableViewControllerOptionalMembersTests {
        private let size = CGSize(width: 320, height: 480)
        private let first = IndexPath(row: 0, section: 0)

        private func texts(_ table: UITableView) -> [String] {
            table.visibleCells.compactMap { $0.textLabel?.text }
        }

        @Test func whenAControllerImplementsMoveRow_thatEditingShowsReorderControlsAndAMoveReachesIt() throws {
            let controller = ParksController(style: .plain)
            controller.headlessAppear(size: size)
            let table = try #require(controller.tableView)
            #expect(controller.headlessUnimplementedMembers == [.commitEditingStyle])
            controller.setEditing(true, animated: false)
            #expect(table.visibleCells.map(\.showsReorderControl) == [true, true, true, true])
            #expect(
                table.headlessMoveRow(at: first, to: IndexPath(row: 2, section: 0)) == IndexPath(row: 2, section: 0))
            #expect(controller.moves.map { [$0.0, $0.1] } == [[first, IndexPath(row: 2, section: 0)]])
            #expect(controller.askedCanMove.contains(first))
            #expect(controller.parks == ["Zion", "Acadia", "Yosemite", "Denali"])
            #expect(texts(table) == controller.parks)
        }

        @Test func whenTheUserDragsAParkWhileEditing_thatItMovesAndIsNotCopied() throws {
            let controller = ParksController(style: .plain)
            controller.headlessAppear(size: size)
            let table = try #require(controller.tableView)
            controller.setEditing(true, animated: false)
            #expect(table.headlessDrag(rowAt: first, to: IndexPath(row: 3, section: 0)) == .move)
            #expect(controller.parks == ["Zion", "Acadia", "Denali", "Yosemite"])
            #expect(texts(table) == ["Zion", "Acadia", "Denali", "Yosemite"])
            #expect(controller.moves.map { [$0.0, $0.1] } == [[first, IndexPath(row: 3, section: 0)]])
        }

        @Test func whenAControllerImplementsCommit_thatTheEditingControlDeletes() throws {
            let controller = NotesController(style: .plain)
            controller.headlessAppear(size: size)
            let table = try #require(controller.tableView)
            #expect(controller.headlessUnimplementedMembers == [.moveRow])
            controller.setEditing(true, animated: false)
            #expect(table.visibleCells.map(\.showsReorderControl) == [false, false, false])
            #expect(table.headlessTapEditingControl(rowAt: first) == .delete)
            #expect(table.headlessTapDeleteConfirmationButton(rowAt: first))
            #expect(controller.committed.map(\.0) == [.delete] && controller.committed.map(\.1) == [first])
            #expect(texts(table) == ["Eggs", "Bread"])
        }

        @Test func whenASubclassOfACommittingControllerIsShown_thatASwipeStillOffersDelete() throws {
            let controller = ShoppingNotesController(style: .plain)
            controller.headlessAppear(size: size)
            let table = try #require(controller.tableView)
            #expect(table.headlessSwipe(rowAt: first).map(\.title) == ["Delete"])
            #expect(table.headlessTapSwipeAction())
            #expect(texts(table) == ["Eggs", "Bread"])
        }

        @Test func whenAGenericControllerAndItsSubclassAreShown_thatEachGetsTheControlsOfWhatItImplements() throws {
            let strings = ItemsController<String>(style: .plain)
            strings.items = ["b", "a"]
            strings.headlessAppear(size: size)
            #expect(strings.headlessUnimplementedMembers == [.commitEditingStyle])
            let numbers = NumbersController(style: .plain)
            numbers.items = [3, 1, 2]
            numbers.headlessAppear(size: size)
            #expect(numbers.headlessUnimplementedMembers.isEmpty)
            numbers.setEditing(true, animated: false)
            let table = try #require(numbers.tableView)
            #expect(table.headlessMoveRow(at: first, to: IndexPath(row: 2, section: 0)) != nil)
            #expect(numbers.items == [1, 2, 3])
            #expect(table.headlessTapEditingControl(rowAt: first) == .delete)
            #expect(table.headlessTapDeleteConfirmationButton(rowAt: first))
            #expect(numbers.items == [2, 3] && texts(table) == ["2", "3"])
        }

        @Test func whenTheControllerIsOnlyTheDelegate_thatTheDataSourcesOwnCommitStillOffersDelete() throws {
            // The controller overrides neither commit nor moveRowAt, but another object is the table's data
            // source: what the controller lacks says nothing about that object's members.
            let controller = ItemsController<Int>(style: .plain)
            let source = CommittingSource(items: ["Milk", "Eggs"])
            controller.headlessAppear(size: size)
            let table = try #require(controller.tableView)
            table.dataSource = source
            table.reloadData()
            #expect(table.headlessSwipe(rowAt: first).map(\.title) == ["Delete"])
            #expect(table.headlessTapSwipeAction())
            #expect(source.items == ["Eggs"] && texts(table) == ["Eggs"])
        }

        @Test func whenAControllerImplementsNeither_thatNoControlIsShownAsInUIKit() throws {
            let controller = ItemsController<Int>(style: .plain)
            #expect(controller.headlessUnimplementedMembers == [.commitEditingStyle])
            let plain = UITableViewController(style: .plain)
            #expect(plain.headlessUnimplementedMembers == [.commitEditingStyle, .moveRow])
        }

        @Test func whenAnOverrideCallsSuper_thatTheTableReportsAnUnrecognizedSelectorAsUIKitRaises() throws {
            let controller = SuperCallingController(style: .plain)
            controller.headlessAppear(size: size)
            let table = try #require(controller.tableView)
            var violations: [UITableView.HeadlessViolation] = []
            table.headlessViolationHandler = { violations.append($0) }
            table.setEditing(true, animated: false)
            #expect(table.headlessTapEditingControl(rowAt: first) == .delete)
            #expect(table.headlessTapDeleteConfirmationButton(rowAt: first))
            #expect(violations.map(\.kind) == [.unrecognizedSelector])
            #expect(
                violations.first?.message.hasPrefix(
                    "-[SuperCallingController tableView:commitEditingStyle:forRowAtIndexPath:]: "
                        + "unrecognized selector sent to instance 0x") == true)
        }

        @Test func whenAPlainDataSourceLacksCommit_thatUsingTheDeleteControlFailsLoudly() {
            let source = ForgetfulDataSource()
            let table = UITableView(frame: CGRect(origin: .zero, size: size))
            var violations: [UITableView.HeadlessViolation] = []
            table.headlessViolationHandler = { violations.append($0) }
            table.dataSource = source
            table.delegate = source
            table.setEditing(true, animated: false)
            table.layoutIfNeeded()
            #expect(table.headlessTapEditingControl(rowAt: first) == .delete)
            #expect(table.headlessTapDeleteConfirmationButton(rowAt: first))
            #expect(violations.map(\.kind) == [.unrecognizedSelector])
            #expect(
                violations.first?.message.contains("list commitEditingStyle in headlessUnimplementedMembers") == true)
            source.tableView(UITableView(), commit: .delete, forRowAt: first)  // not the table's data source: silent
            #expect(violations.count == 1)
        }
    }
#endif
