// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A contacts screen written as iOS apps write one: a diffable data source subclass that titles
    /// its sections, deletes on swipe and lets rows move.
    @MainActor
    final class ContactsDataSource: UITableViewDiffableDataSource<String, Int> {
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sectionIdentifier(for: section)
        }

        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        override func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let contact = itemIdentifier(for: indexPath) else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([contact])
            apply(snapshot)
        }

        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    }

    @MainActor
    final class ContactsScreen {
        var names: [Int: String] = [1: "Ada", 2: "Alan", 3: "Grace", 4: "Linus", 5: "Barbara"]
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), style: .plain)
        let recorder = HeadlessCallRecorder()
        let violations = ViolationLog()
        var dataSource: ContactsDataSource!

        init() {
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "contact")
            tableView.rowHeight = 44
            tableView.estimatedRowHeight = 0
            tableView.headlessRecorder = recorder
            violations.install(on: tableView)
            dataSource = ContactsDataSource(tableView: tableView) { [unowned self] table, indexPath, contact in
                let cell = table.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
                cell.textLabel?.text = names[contact]
                return cell
            }
        }

        /// "Friends" [1, 2, 3] and "Work" [4, 5].
        func initialSnapshot() -> NSDiffableDataSourceSnapshot<String, Int> {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["Friends", "Work"])
            snapshot.appendItems([1, 2, 3], toSection: "Friends")
            snapshot.appendItems([4, 5], toSection: "Work")
            return snapshot
        }

        /// The visible rows' texts, section by section.
        var shownNames: [[String?]] {
            (0..<tableView.numberOfSections).map { section in
                (0..<tableView.numberOfRows(inSection: section)).map {
                    tableView.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text
                }
            }
        }

        var cellRequests: [IndexPath] {
            recorder.events.compactMap {
                if case .cellForRow(let indexPath) = $0 { indexPath } else { nil }
            }
        }
    }

    @MainActor
    @Suite struct UITableViewDiffableDataSourceTests {
        @Test func whenCreated_thatItIsTheTablesDataSourceWithUIKitsDefaults() {
            let screen = ContactsScreen()
            #expect(screen.tableView.dataSource === screen.dataSource)
            #expect(screen.dataSource.defaultRowAnimation == .automatic)
            #expect(screen.dataSource.snapshot().numberOfSections == 0)
            let plain = UITableViewDiffableDataSource<Int, Int>(tableView: screen.tableView) { _, _, _ in nil }
            #expect(plain.tableView(screen.tableView, canEditRowAt: ip(0, 0)) == false)
            #expect(plain.tableView(screen.tableView, canMoveRowAt: ip(0, 0)) == false)
            #expect(plain.tableView(screen.tableView, titleForHeaderInSection: 0) == nil)
            #expect(plain.sectionIndexTitles(for: screen.tableView) == nil)
        }

        @Test func whenASnapshotIsApplied_thatTheTableShowsItsSectionsTitlesAndRows() {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            #expect(screen.shownNames == [["Ada", "Alan", "Grace"], ["Linus", "Barbara"]])
            let text = screen.tableView.headlessRenderedText()
            #expect(text.contains("Friends"))
            #expect(text.contains("Work"))
            #expect(screen.dataSource.itemIdentifier(for: ip(1, 1)) == 5)
            #expect(screen.dataSource.indexPath(for: 3) == ip(0, 2))
            #expect(screen.dataSource.indexPath(for: 99) == nil)
            #expect(screen.dataSource.itemIdentifier(for: ip(2, 0)) == nil)
            #expect(screen.dataSource.sectionIdentifier(for: 1) == "Work")
            #expect(screen.dataSource.index(for: "Work") == 1)
            #expect(screen.violations.messages.isEmpty)
        }

        @Test(arguments: [true, false])
        func whenAChangedSnapshotIsApplied_thatOnlyNewRowsGetCells(animating: Bool) {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            screen.tableView.layoutIfNeeded()
            let grace = screen.tableView.cellForRow(at: ip(0, 2))
            screen.recorder.removeAll()
            screen.names[6] = "Margaret"

            var snapshot = screen.dataSource.snapshot()
            snapshot.deleteItems([2])
            snapshot.appendItems([6], toSection: "Friends")
            snapshot.moveItem(4, afterItem: 5)
            var completed = false
            screen.dataSource.apply(snapshot, animatingDifferences: animating) { completed = true }

            #expect(completed)
            #expect(screen.shownNames == [["Ada", "Grace", "Margaret"], ["Barbara", "Linus"]])
            #expect(screen.cellRequests == [ip(0, 2)])
            #expect(screen.tableView.cellForRow(at: ip(0, 1)) === grace)
            #expect(screen.violations.messages.isEmpty)
        }

        @Test func whenAppliedUsingReloadData_thatEveryVisibleRowGetsANewCellRequest() {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            screen.tableView.layoutIfNeeded()
            screen.recorder.removeAll()
            var snapshot = screen.dataSource.snapshot()
            snapshot.deleteItems([5])
            var completed = false
            screen.dataSource.applySnapshotUsingReloadData(snapshot) { completed = true }
            screen.tableView.layoutIfNeeded()
            #expect(completed)
            #expect(screen.cellRequests == [ip(0, 0), ip(0, 1), ip(0, 2), ip(1, 0)])
            #expect(screen.shownNames == [["Ada", "Alan", "Grace"], ["Linus"]])
        }

        @Test func whenAnItemIsReconfigured_thatItsCellIsConfiguredAgainAndKept() throws {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            let cell = try #require(screen.tableView.cellForRow(at: ip(0, 1)))
            screen.names[2] = "Alan Turing"
            var snapshot = screen.dataSource.snapshot()
            snapshot.reconfigureItems([2])
            screen.recorder.removeAll()
            screen.dataSource.apply(snapshot)
            #expect(screen.tableView.cellForRow(at: ip(0, 1)) === cell)
            #expect(cell.textLabel?.text == "Alan Turing")
            #expect(screen.cellRequests == [ip(0, 1)])
            #expect(screen.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
        }

        @Test func whenAnItemIsReloaded_thatItsRowAsksForANewCell() {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            screen.names[4] = "Linus T."
            var snapshot = screen.dataSource.snapshot()
            snapshot.reloadItems([4])
            screen.recorder.removeAll()
            screen.dataSource.apply(snapshot)
            #expect(screen.cellRequests == [ip(1, 0)])
            #expect(screen.shownNames[1] == ["Linus T.", "Barbara"])
        }

        @Test func whenAnItemMovesIntoANewSection_thatTheStagedUpdatesAreAccepted() {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            var snapshot = screen.dataSource.snapshot()
            snapshot.insertSections(["Family"], beforeSection: "Friends")
            snapshot.moveItem(3, beforeItem: 1)
            snapshot.moveItem(3, afterItem: 1)
            snapshot.deleteItems([3])
            snapshot.appendItems([3], toSection: "Family")
            snapshot.moveSection("Work", beforeSection: "Friends")
            screen.dataSource.apply(snapshot)
            #expect(screen.shownNames == [["Grace"], ["Linus", "Barbara"], ["Ada", "Alan"]])
            #expect(screen.violations.messages.isEmpty)
            #expect(screen.tableView.headlessRenderedText().contains("Family"))
        }

        @Test func whenAnItemMovesBetweenSections_thatTheRowMovesWithoutReload() throws {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            let ada = try #require(screen.tableView.cellForRow(at: ip(0, 0)))
            screen.recorder.removeAll()
            var snapshot = screen.dataSource.snapshot()
            snapshot.moveItem(1, afterItem: 5)
            screen.dataSource.apply(snapshot)
            #expect(screen.shownNames == [["Alan", "Grace"], ["Linus", "Barbara", "Ada"]])
            #expect(screen.tableView.cellForRow(at: ip(1, 2)) === ada)
            #expect(screen.cellRequests.isEmpty)
            #expect(screen.dataSource.indexPath(for: 1) == ip(1, 2))
        }

        @Test func whenAppliedAsynchronously_thatTheTableShowsTheSnapshotOnReturn() async {
            let screen = ContactsScreen()
            await screen.dataSource.apply(screen.initialSnapshot())
            #expect(screen.shownNames == [["Ada", "Alan", "Grace"], ["Linus", "Barbara"]])
            var snapshot = screen.dataSource.snapshot()
            snapshot.deleteSections(["Friends"])
            await screen.dataSource.applySnapshotUsingReloadData(snapshot)
            #expect(screen.shownNames == [["Linus", "Barbara"]])
        }

        @Test func whenARowIsSwipedAway_thatTheSubclassDeletesItThroughASnapshot() {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            screen.tableView.headlessFullSwipe(rowAt: ip(0, 1))
            #expect(screen.shownNames == [["Ada", "Grace"], ["Linus", "Barbara"]])
            #expect(screen.dataSource.snapshot().itemIdentifiers == [1, 3, 4, 5])
            #expect(screen.violations.messages.isEmpty)
        }

        @Test func whenARowIsReordered_thatTheSnapshotFollowsTheTable() {
            let screen = ContactsScreen()
            screen.dataSource.apply(screen.initialSnapshot(), animatingDifferences: false)
            screen.tableView.setEditing(true, animated: false)
            #expect(screen.tableView.headlessMoveRow(at: ip(0, 0), to: ip(1, 1)) == ip(1, 1))
            #expect(screen.dataSource.snapshot().itemIdentifiers(inSection: "Work") == [4, 1, 5])
            #expect(screen.dataSource.snapshot().sectionIdentifier(containingItem: 1) == "Work")
            #expect(screen.shownNames == [["Alan", "Grace"], ["Linus", "Ada", "Barbara"]])
            var snapshot = screen.dataSource.snapshot()
            snapshot.deleteItems([4])
            screen.dataSource.apply(snapshot)
            #expect(screen.shownNames == [["Alan", "Grace"], ["Ada", "Barbara"]])
            #expect(screen.violations.messages.isEmpty)
        }

        @Test func whenTheCellProviderReturnsNil_thatUIKitsMessageIsReported() {
            let previous = UITableView.headlessDefaultViolationHandler
            var messages: [String] = []
            UITableView.headlessDefaultViolationHandler = { messages.append($0.message) }
            defer { UITableView.headlessDefaultViolationHandler = previous }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { _, _, _ in nil }
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems([7])
            dataSource.apply(snapshot)
            table.layoutIfNeeded()
            #expect(messages == ["UITableView dataSource returned a nil cell for row at index path: [0, 0]"])
        }
    }
#endif
