#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A rejected batch: the model after it, the calls, and UIKit's reason.
    struct CollectionBatchRule: Sendable, CustomTestStringConvertible {
        let name: String
        let after: [[String]]
        let changes: @MainActor @Sendable (UICollectionView) -> Void
        let message: String
        var testDescription: String { name }
    }

    /// Every batch rule the collection view enforces, through the rule book, with the collection view's
    /// own messages: one case per rule, from a model of one section of two items.
    @MainActor
    @Suite struct UICollectionViewBatchRulesTests {
        nonisolated private static func path(_ section: Int, _ item: Int) -> String {
            "{length = 2, path = \(section) - \(item)}"
        }

        nonisolated static let cases: [CollectionBatchRule] = [
            CollectionBatchRule(
                name: "item count", after: [["a", "b", "c"]], changes: { _ in },
                message:
                    "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out)."
            ),
            CollectionBatchRule(
                name: "section count", after: [["a", "b"], []], changes: { _ in },
                message:
                    "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted)."
            ),
            CollectionBatchRule(
                name: "delete section out of range", after: [["a", "b"]],
                changes: {
                    $0.deleteSections([3]); $0.insertSections([0])
                },
                message: "attempt to delete section 3, but there are only 1 sections before the update"),
            CollectionBatchRule(
                name: "reload section out of range", after: [["a", "b"]], changes: { $0.reloadSections([2]) },
                message: "attempt to reload section 2, but there are only 1 sections before the update"),
            CollectionBatchRule(
                name: "insert section out of range", after: [["a", "b"], []], changes: { $0.insertSections([4]) },
                message: "attempt to insert section 4 but there are only 2 sections after the update"),
            CollectionBatchRule(
                name: "delete and reload a section", after: [],
                changes: {
                    $0.deleteSections([0]); $0.reloadSections([0])
                },
                message: "attempt to delete and reload the same section (0)"),
            CollectionBatchRule(
                name: "delete item out of range", after: [["a"]], changes: { $0.deleteItems(at: [ip(0, 5)]) },
                message: "attempt to delete item 5 from section 0 which only contains 2 items before the update"),
            CollectionBatchRule(
                name: "insert item out of range", after: [["a", "b", "c"]], changes: { $0.insertItems(at: [ip(0, 7)]) },
                message:
                    "attempt to insert item 7 into section 0, but there are only 3 items in section 0 after the update"),
            CollectionBatchRule(
                name: "move source missing", after: [["a", "b"]], changes: { $0.moveItem(at: ip(0, 4), to: ip(0, 0)) },
                message:
                    "attempt to move index path (\(path(0, 4))) that does not exist - there are only 2 items in section 0 before the update"
            ),
            CollectionBatchRule(
                name: "move destination missing", after: [["a", "b"]],
                changes: { $0.moveItem(at: ip(0, 0), to: ip(0, 9)) },
                message:
                    "attempt to move index path (\(path(0, 0))) to index path (\(path(0, 9))) that does not exist - there are only 2 items in section 0 after the update"
            ),
            CollectionBatchRule(
                name: "delete and reload an item", after: [["b"]],
                changes: {
                    $0.deleteItems(at: [ip(0, 0)]); $0.reloadItems(at: [ip(0, 0)])
                },
                message: "attempt to delete and reload the same index path (\(path(0, 0)))"),
            CollectionBatchRule(
                name: "delete and move an item", after: [["b"]],
                changes: {
                    $0.deleteItems(at: [ip(0, 0)]); $0.moveItem(at: ip(0, 0), to: ip(0, 0))
                },
                message: "attempt to delete and move the same index path (\(path(0, 0)))"),
            CollectionBatchRule(
                name: "insert and move to an item", after: [["a", "b", "c"]],
                changes: {
                    $0.insertItems(at: [ip(0, 1)]); $0.moveItem(at: ip(0, 0), to: ip(0, 1))
                },
                message: "attempt to perform an insert and a move to the same index path (\(path(0, 1)))"),
            CollectionBatchRule(
                name: "move an item twice", after: [["b", "a"]],
                changes: {
                    $0.moveItem(at: ip(0, 0), to: ip(0, 1)); $0.moveItem(at: ip(0, 0), to: ip(0, 0))
                },
                message: "attempt to move the same index path (\(path(0, 0))) twice"),
            CollectionBatchRule(
                name: "move two items to one place", after: [["b", "a"]],
                changes: {
                    $0.moveItem(at: ip(0, 0), to: ip(0, 1)); $0.moveItem(at: ip(0, 1), to: ip(0, 1))
                },
                message: "attempt to move two index paths to the same index path (\(path(0, 1)))"),
        ]

        @Test(arguments: cases)
        func whenABatchBreaksARule_thatTheCollectionViewsMessageIsReportedAndTheDataReloaded(
            _ rule: CollectionBatchRule
        ) {
            let model = CollectionModel([["a", "b"]])
            let collectionView = model.makeCollectionView()
            collectionView.layoutIfNeeded()
            let log = CollectionViolationLog(collectionView)
            var completed: Bool?
            collectionView.performBatchUpdates(
                {
                    model.sections = rule.after
                    rule.changes(collectionView)
                }, completion: { completed = $0 })
            #expect(log.messages == [rule.message])
            #expect(completed == false)
            #expect(collectionView.numberOfSections == rule.after.count)
            #expect(collectionView.indexPathsForVisibleItems.count == rule.after.joined().count)
        }
    }
#endif
