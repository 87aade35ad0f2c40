// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A table view controller written as on iOS: rows from an array, delete by swipe.
    @MainActor
    private final class FruitController: UITableViewController {
        var fruit = ["Apple", "Pear", "Plum"]
        var committed: [IndexPath] = []
        var appearances = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            tableView.rowHeight = 44
            tableView.estimatedRowHeight = 0
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            appearances += 1
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = fruit[indexPath.row]
            return cell
        }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            committed.append(indexPath)
            fruit.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    /// A controller that overrides neither `commit` nor `moveRowAt`, as most read-only screens.
    @MainActor
    private final class ReadOnlyController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    }

    /// A controller that overrides members whose return types sit on a continuation line in the protocol.
    @MainActor
    private final class InsertingController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
            -> UITableViewCell.EditingStyle
        {
            .insert
        }

        override func tableView(
            _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
        ) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [
                UIContextualAction(style: .normal, title: "Pin") { _, _, done in done(true) }
            ])
        }

        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    }

    @MainActor
    @Suite struct UITableViewControllerTests {
        @Test func whenASubclassOverridesDelegateMembers_thatTheTableUsesTheirAnswers() {
            let controller = InsertingController(style: .plain)
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            let table = controller.tableView!
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 60)
            #expect(table.headlessSwipe(rowAt: IndexPath(row: 0, section: 0)).map(\.title) == ["Pin"])
            table.headlessCancelSwipe()
            controller.setEditing(true, animated: false)
            #expect(table.headlessRenderedText().contains("(editing: insert)"))
        }

        @Test func whenTheViewLoads_thatTheControllerOwnsATableOfItsStyle() {
            let controller = FruitController(style: .insetGrouped)
            #expect(controller.tableView.style == .insetGrouped)
            #expect(controller.tableView.dataSource === controller && controller.tableView.delegate === controller)
            #expect(controller.view === controller.tableView)
            #expect(UITableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
        }

        @Test func whenItAppearsTheFirstTime_thatItReloadsTheTable() {
            let controller = FruitController(style: .plain)
            #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
            controller.fruit.append("Fig")
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
            #expect(controller.tableView.headlessRenderedText().contains("[0,3] y=132 h=44 \"Fig\""))
            controller.headlessDisappear()
            controller.fruit.append("Kiwi")
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            #expect(controller.tableView.numberOfRows(inSection: 0) == 4)
            #expect(controller.appearances == 2)
        }

        @Test func whenItAppearsAgain_thatTheSelectionIsClearedUnlessTurnedOff() {
            let controller = FruitController(style: .plain)
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            controller.tableView.headlessTap(rowAt: IndexPath(row: 1, section: 0))
            controller.headlessDisappear()
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            #expect(controller.tableView.indexPathsForSelectedRows == nil)
            controller.clearsSelectionOnViewWillAppear = false
            controller.tableView.headlessTap(rowAt: IndexPath(row: 2, section: 0))
            controller.headlessDisappear()
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            #expect(controller.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        }

        @Test func whenEditingChanges_thatTheTableFollows() {
            let controller = FruitController(style: .plain)
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            controller.editButtonItem.headlessTap()
            #expect(controller.isEditing && controller.tableView.isEditing)
            #expect(controller.tableView.headlessRenderedText().contains("\"Apple\" (editing: delete)"))
            controller.setEditing(false, animated: true)
            #expect(!controller.tableView.isEditing)
        }

        @Test func whenASubclassOverridesCommit_thatASwipeOffersDeleteAndCommits() {
            let controller = FruitController(style: .plain)
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            let table = controller.tableView!
            #expect(table.headlessSwipe(rowAt: IndexPath(row: 0, section: 0)).map(\.title) == ["Delete"])
            #expect(table.headlessTapSwipeAction())
            #expect(controller.committed == [IndexPath(row: 0, section: 0)])
            #expect(table.visibleCells.compactMap(\.textLabel?.text) == ["Pear", "Plum"])
        }

        @Test func whenASubclassDoesNotOverrideCommit_thatASwipeRevealsNothingAsInUIKit() {
            let controller = ReadOnlyController(style: .plain)
            controller.headlessAppear(size: CGSize(width: 320, height: 480))
            #expect(controller.tableView.headlessSwipe(rowAt: IndexPath(row: 0, section: 0)).isEmpty)
            controller.setEditing(true, animated: false)
            #expect(!controller.tableView.headlessRenderedText().contains("reorder"))
        }

        @Test func whenARefreshControlIsSet_thatTheTableHoldsIt() {
            let controller = FruitController(style: .plain)
            let refresh = UIRefreshControl()
            controller.refreshControl = refresh
            #expect(controller.tableView.refreshControl === refresh && controller.refreshControl === refresh)
        }

        @Test func whenAMemberIsNotOverridden_thatTheControllerAnswersUIKitsDefault() {
            let controller = ReadOnlyController(style: .grouped)
            let table = controller.tableView!
            table.rowHeight = 61
            #expect(controller.numberOfSections(in: table) == 1)
            #expect(controller.tableView(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 61)
            #expect(
                controller.tableView(table, willSelectRowAt: IndexPath(row: 1, section: 0))
                    == IndexPath(row: 1, section: 0)
            )
            #expect(controller.tableView(table, titleForHeaderInSection: 0) == nil)
        }
    }
#endif
