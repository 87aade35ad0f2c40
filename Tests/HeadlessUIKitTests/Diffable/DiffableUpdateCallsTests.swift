// The headless engine's own choice, pinned exactly: these tests build only where HeadlessUIKit is not
// UIKit itself (Probes/DiffableUpdateCallsProbeTests asks the same of real UIKit, by kind of change).
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct DiffableUpdateCallsTests {
        /// The calls both views hear for the scenario: the structural batch through the one applier
        /// (sections, then rows, each deletes before inserts before moves), then the marks in one more batch.
        private let expectedCalls = [
            "batch", "deleteSections [2]", "insertSections [2]", "deleteRows [[0, 1]]", "insertRows [[0, 2]]",
            "moveRow [1, 0] -> [1, 2]",
            "batch", "reloadRows [[0, 0]]", "reconfigureRows [[0, 1]]",
        ]

        @Test(arguments: [false, true])
        func aTableSubclassHearsEveryChangeOfADiffableApplyInTheApplierOrder(animated: Bool) {
            let (table, dataSource) = DiffableUpdateScenario.shownTable()
            dataSource.apply(DiffableUpdateScenario.after, animatingDifferences: animated)
            #expect(table.calls == expectedCalls)
            #expect(shownRows(of: table) == [["1", "3", "7"], ["5", "10", "4"], ["8"]])
        }

        @Test(arguments: [false, true])
        func aCollectionSubclassHearsTheSameCallsAsATable(animated: Bool) {
            let (collectionView, dataSource) = DiffableUpdateScenario.shownCollectionView()
            dataSource.apply(DiffableUpdateScenario.after, animatingDifferences: animated)
            #expect(collectionView.calls == expectedCalls)
            #expect(shownItems(of: collectionView) == [["1", "3", "7"], ["5", "10", "4"], ["8"]])
        }

        @Test(arguments: [false, true])
        func eitherViewUpdatesWithAnimationsOffUnlessTheApplyAnimates(animated: Bool) {
            let (table, tableSource) = DiffableUpdateScenario.shownTable()
            let (collectionView, collectionSource) = DiffableUpdateScenario.shownCollectionView()
            tableSource.apply(DiffableUpdateScenario.after, animatingDifferences: animated)
            collectionSource.apply(DiffableUpdateScenario.after, animatingDifferences: animated)
            #expect(table.batchesAnimated == [animated, animated])
            #expect(collectionView.batchesAnimated == [animated, animated])
            #expect(UIView.areAnimationsEnabled)
        }

        @Test func aTableHearsTheDataSourcesDefaultRowAnimationOnlyWhenAnimating() {
            let (table, dataSource) = DiffableUpdateScenario.shownTable()
            let recorder = HeadlessCallRecorder()
            table.headlessRecorder = recorder
            dataSource.defaultRowAnimation = .fade
            dataSource.apply(DiffableUpdateScenario.after, animatingDifferences: true)
            #expect(recorder.updates.contains(.insertRows([IndexPath(row: 2, section: 0)], .fade)))
            #expect(recorder.updates.contains(.reloadRows([IndexPath(row: 0, section: 0)], .fade)))
            recorder.removeAll()
            dataSource.apply(DiffableUpdateScenario.before, animatingDifferences: false)
            #expect(recorder.updates.contains(.deleteRows([IndexPath(row: 2, section: 0)], .none)))
        }

        /// A snapshot that moves a section and an item across sections, and inserts, deletes, reloads and
        /// reconfigures: a subclass of either view hears each change through its public calls.
        @Test func aSubclassOfEitherViewHearsSectionMovesWithTheRestOfADiffableApply() {
            var moved = NSDiffableDataSourceSnapshot<String, Int>()
            moved.appendSections(["C", "A", "B"])
            moved.appendItems([6, 9], toSection: "C")
            moved.appendItems([1, 3, 4], toSection: "A")
            moved.appendItems([5, 10], toSection: "B")
            moved.reloadItems([1])
            moved.reconfigureItems([5])

            // The section move is a stage of its own, then the rows in the moved sections' coordinates.
            let expected = [
                "batch", "moveSection 2 -> 0",
                "batch", "deleteRows [[1, 1]]", "insertRows [[0, 1]]", "moveRow [2, 0] -> [1, 2]",
                "batch", "reloadRows [[1, 0]]", "reconfigureRows [[2, 0]]",
            ]
            let shownAfter = [["6", "9"], ["1", "3", "4"], ["5", "10"]]

            let (table, tableSource) = DiffableUpdateScenario.shownTable()
            tableSource.apply(moved)
            #expect(table.calls == expected)
            #expect(shownRows(of: table) == shownAfter)

            let (collectionView, collectionSource) = DiffableUpdateScenario.shownCollectionView()
            collectionSource.apply(moved)
            #expect(collectionView.calls == expected)
            #expect(shownItems(of: collectionView) == shownAfter)
        }

        /// The text of each row's cell, by section, after a layout pass.
        private func shownRows(of table: UITableView) -> [[String]] {
            table.layoutIfNeeded()
            return (0..<table.numberOfSections).map { section in
                (0..<table.numberOfRows(inSection: section)).map {
                    table.cellForRow(at: IndexPath(row: $0, section: section))?.textLabel?.text ?? "-"
                }
            }
        }

        /// The item each cell shows (its tag), by section, after a layout pass.
        private func shownItems(of collectionView: UICollectionView) -> [[String]] {
            collectionView.layoutIfNeeded()
            return (0..<collectionView.numberOfSections).map { section in
                (0..<collectionView.numberOfItems(inSection: section)).map {
                    collectionView.cellForItem(at: IndexPath(item: $0, section: section)).map { "\($0.tag)" } ?? "-"
                }
            }
        }

        /// Marked sections, items outside them, and reconfigures not also reloaded: one batch, each once.
        @Test func marksOfBothViewsAreOneBatchWithoutItemsOfReloadedSections() {
            var marked = DiffableUpdateScenario.before
            marked.reloadSections(["B"])
            marked.reloadItems([4, 1])
            marked.reconfigureItems([3, 1, 3])
            let expected = ["batch", "reloadSections [1]", "reloadRows [[0, 0]]", "reconfigureRows [[0, 2]]"]

            let (table, tableSource) = DiffableUpdateScenario.shownTable()
            tableSource.apply(marked)
            #expect(table.calls == expected)

            let (collectionView, collectionSource) = DiffableUpdateScenario.shownCollectionView()
            collectionSource.apply(marked)
            #expect(collectionView.calls == expected)
        }
    }
#endif
