// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct NSDiffableDataSourceSnapshotTests {
        /// Sections "A" [1, 2, 3] and "B" [4, 5].
        private func twoSections() -> NSDiffableDataSourceSnapshot<String, Int> {
            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendSections(["A", "B"])
            snapshot.appendItems([1, 2, 3], toSection: "A")
            snapshot.appendItems([4, 5])
            return snapshot
        }

        @Test func whenEmpty_thatItHasNoSectionsOrItems() {
            let snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            #expect(snapshot.numberOfSections == 0)
            #expect(snapshot.numberOfItems == 0)
            #expect(snapshot.itemIdentifiers.isEmpty)
            #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
            #expect(snapshot.indexOfItem(1) == nil)
        }

        @Test func whenItemsAreAppendedWithoutSection_thatTheyGoToTheLastSection() {
            let snapshot = twoSections()
            #expect(snapshot.sectionIdentifiers == ["A", "B"])
            #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
            #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5])
            #expect(snapshot.numberOfItems(inSection: "A") == 3)
            #expect(snapshot.numberOfItems == 5)
            #expect(snapshot.sectionIdentifier(containingItem: 4) == "B")
            #expect(snapshot.indexOfItem(4) == 3)
            #expect(snapshot.indexOfSection("B") == 1)
        }

        @Test func whenItemsAreInsertedAroundAnItem_thatTheyLandBeforeOrAfterIt() {
            var snapshot = twoSections()
            snapshot.insertItems([10], beforeItem: 1)
            snapshot.insertItems([11, 12], afterItem: 4)
            #expect(snapshot.itemIdentifiers(inSection: "A") == [10, 1, 2, 3])
            #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 11, 12, 5])
            #expect(snapshot.sectionIdentifier(containingItem: 12) == "B")
        }

        @Test func whenItemsAreDeleted_thatTheyLeaveAndUnknownOnesAreIgnored() {
            var snapshot = twoSections()
            snapshot.deleteItems([2, 5, 99])
            #expect(snapshot.itemIdentifiers == [1, 3, 4])
            #expect(snapshot.sectionIdentifier(containingItem: 2) == nil)
            snapshot.deleteAllItems()
            #expect(snapshot.numberOfItems == 0)
            #expect(snapshot.numberOfSections == 2)
        }

        @Test func whenAnItemMovesToAnotherSection_thatItLeavesItsOwn() {
            var snapshot = twoSections()
            snapshot.moveItem(1, afterItem: 5)
            snapshot.moveItem(3, beforeItem: 2)
            #expect(snapshot.itemIdentifiers(inSection: "A") == [3, 2])
            #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5, 1])
            #expect(snapshot.sectionIdentifier(containingItem: 1) == "B")
        }

        @Test func whenSectionsAreInsertedMovedAndDeleted_thatTheirItemsFollow() {
            var snapshot = twoSections()
            snapshot.insertSections(["Z"], beforeSection: "A")
            snapshot.insertSections(["C"], afterSection: "A")
            #expect(snapshot.sectionIdentifiers == ["Z", "A", "C", "B"])
            snapshot.moveSection("Z", afterSection: "B")
            snapshot.moveSection("B", beforeSection: "A")
            #expect(snapshot.sectionIdentifiers == ["B", "A", "C", "Z"])
            #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3])
            snapshot.deleteSections(["A"])
            #expect(snapshot.sectionIdentifiers == ["B", "C", "Z"])
            #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
            #expect(snapshot.indexOfSection("Z") == 2)
        }

        @Test func whenItemsAndSectionsAreMarked_thatTheMarksListOnlyWhatIsStillThere() {
            var snapshot = twoSections()
            snapshot.reloadItems([1, 4])
            snapshot.reconfigureItems([2])
            snapshot.reloadSections(["B"])
            snapshot.deleteItems([4])
            #expect(snapshot.reloadedItemIdentifiers == [1])
            #expect(snapshot.reconfiguredItemIdentifiers == [2])
            #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        }

        @Test func whenAnIdentifierIsAddedTwice_thatUIKitsMessageIsReportedAndTheDuplicateIgnored() {
            let previous = UITableView.headlessDefaultViolationHandler
            var violations: [UITableView.HeadlessViolation] = []
            UITableView.headlessDefaultViolationHandler = { violations.append($0) }
            defer { UITableView.headlessDefaultViolationHandler = previous }

            var snapshot = twoSections()
            snapshot.appendItems([6, 1, 6])
            snapshot.appendSections(["A"])

            #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5, 6])
            #expect(snapshot.sectionIdentifiers == ["A", "B"])
            #expect(violations.map(\.kind) == [.duplicateIdentifiers, .duplicateIdentifiers])
            #expect(
                violations.map(\.message) == [
                    "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1,\n    6\n)}",
                    "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    A\n)}",
                ])
        }

        @Test func whenItemsAreAppendedBeforeAnySection_thatUIKitsMessageIsReported() {
            let previous = UITableView.headlessDefaultViolationHandler
            var messages: [String] = []
            UITableView.headlessDefaultViolationHandler = { messages.append($0.message) }
            defer { UITableView.headlessDefaultViolationHandler = previous }

            var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
            snapshot.appendItems([1])
            snapshot.appendSections(["A"])
            snapshot.insertItems([2], afterItem: 42)

            #expect(snapshot.numberOfItems == 0)
            #expect(
                messages == [
                    "There are currently no sections in the data source. Please add a section first.",
                    "Invalid item identifier for insertItems(_:afterItem:): 42",
                ])
        }

        @Test func whenDuplicatesReachTheDefaultHandler_thatTheProcessTrapsWithUIKitsReason() async throws {
            let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
                    snapshot.appendSections(["Friends"])
                    snapshot.appendItems(["ada", "ada"])
                }
            }
            let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
            #expect(message.contains("NSInternalInconsistencyException"))
            #expect(message.contains("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("))
            #expect(message.contains("    ada"))
        }
    }
#endif
