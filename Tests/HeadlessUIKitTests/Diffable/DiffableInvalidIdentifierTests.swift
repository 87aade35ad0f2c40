// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite(.serialized) struct DiffableInvalidIdentifierTests {
        /// Runs `body` with the process-wide handler replaced by one that records the messages.
        private func messages(of body: () -> Void) -> [String] {
            let previous = UITableView.headlessDefaultViolationHandler
            var messages: [String] = []
            UITableView.headlessDefaultViolationHandler = { messages.append($0.message) }
            defer { UITableView.headlessDefaultViolationHandler = previous }
            body()
            return messages
        }

        @Test func whenSectionsAreInsertedNextToAMissingSection_thatUIKitsMessageIsReportedAndNothingChanges() {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            let reported = messages {
                snapshot.insertSections(["B"], beforeSection: "Z")
                snapshot.insertSections(["C"], afterSection: "Y")
            }
            #expect(
                reported == [
                    "Invalid section identifier for insertSections(_:beforeSection:): Z",
                    "Invalid section identifier for insertSections(_:afterSection:): Y",
                ])
            #expect(snapshot.sectionIdentifiers == ["A"])
        }

        @Test func whenMissingItemsAreReloadedOrReconfigured_thatEachIsReportedAndThePresentOnesAreMarked() {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2])
            let reported = messages {
                snapshot.reloadItems([2, 9])
                snapshot.reconfigureItems([8, 1])
            }
            #expect(
                reported == [
                    "Invalid item identifier for reloadItems(_:): 9",
                    "Invalid item identifier for reconfigureItems(_:): 8",
                ])
            #expect(snapshot.reloadedItemIdentifiers == [2])
            #expect(snapshot.reconfiguredItemIdentifiers == [1])
        }

        @Test func whenTheTableIsGone_thatApplyingStillUpdatesTheDataSourcesSnapshot() {
            var table: UITableView? = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table!) { _, _, _ in
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            table = nil
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A"])
            snapshot.appendItems([1, 2])
            dataSource.apply(snapshot, animatingDifferences: false)
            #expect(dataSource.snapshot().itemIdentifiers == [1, 2])
            #expect(dataSource.itemIdentifier(for: IndexPath(row: 1, section: 0)) == 2)
        }

        @Test func whenAnIndexTitleIsChosen_thatTheSectionAtTheSamePositionAnswers() {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
            let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, _ in
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            #expect(dataSource.sectionIndexTitles(for: table) == nil)
            #expect(dataSource.tableView(table, sectionForSectionIndexTitle: "C", at: 2) == 2)
        }
    }
#endif
