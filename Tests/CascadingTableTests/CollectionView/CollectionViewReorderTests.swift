#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    /// An item the user can reorder and lift for a drag.
    private final class MovableItem: TitleItem {
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            true
        }

        override func collectionView(
            _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
        ) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: title as NSString))]
        }
    }

    /// An item that may move but only within its own section: its answer to the target keeps it there.
    private final class HomeboundItem: TitleItem {
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            true
        }

        override func collectionView(
            _ collectionView: UICollectionView,
            targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath {
            proposedIndexPath.section == originalIndexPath.section ? proposedIndexPath : currentIndexPath
        }
    }

    /// A section whose drops reorder its items.
    private final class ReorderSection: CascadingSectionNode {
        override func collectionView(
            _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
            withDestinationIndexPath destinationIndexPath: IndexPath?
        ) -> UICollectionViewDropProposal {
            UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
    }

    @MainActor
    @Suite("Collection view: a user's reorder moves the item nodes")
    struct CollectionViewReorderTests {
        private let collectionView: CountingCollectionView

        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 20)
            collectionView = CountingCollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
            collectionView.dragInteractionEnabled = true
        }

        private func section(_ children: [CascadingNode]) -> ReorderSection {
            ReorderSection(children: children)
        }

        private func items(_ titles: String...) -> [CascadingNode] {
            titles.map(MovableItem.init)
        }

        /// Attaches the tree and counts the reloads from here on.
        private func attach(_ sections: [CascadingNode]) -> CascadingRootNode {
            let root = CascadingRootNode(children: sections, collectionView: collectionView)
            collectionView.layoutIfNeeded()
            collectionView.reloads = 0
            collectionView.batches = 0
            return root
        }

        /// What the collection view shows: the titles of each section's items, from its cells.
        private func shown() -> [[String]] {
            shownItemTitles(collectionView)
        }

        /// The titles of a node's items, through its groups.
        private func titles(_ node: CascadingNode) -> [String] {
            node.children.flatMap { ($0 as? TitleItem).map { [$0.title] } ?? titles($0) }
        }

        /// Moves an item with the user's finger onto the item now at `destination`.
        private func moveInteractively(_ source: IndexPath, onto destination: IndexPath) {
            #expect(collectionView.beginInteractiveMovementForItem(at: source))
            let frame = collectionView.layoutAttributesForItem(at: destination)?.frame ?? .zero
            collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: frame.midX, y: frame.midY))
            collectionView.endInteractiveMovement()
        }

        /// The view shows the tree after a reload too, and the reorder itself reloaded nothing.
        private func expectShownAfterReload(_ expected: [[String]], _ root: CascadingRootNode) {
            #expect(shown() == expected)
            #expect(collectionView.reloads == 0 && collectionView.batches == 0)
            collectionView.reloadData()
            #expect(shown() == expected)
            #expect(root.children.map(titles) == expected)
        }

        @Test func reorderingAnItemWithinASectionMovesItsNode() {
            let root = attach([section(items("Apple", "Pear", "Fig")), section(items("Pecan"))])
            moveInteractively([0, 0], onto: [0, 2])
            #expect(root.children.map(titles) == [["Pear", "Fig", "Apple"], ["Pecan"]])
            expectShownAfterReload([["Pear", "Fig", "Apple"], ["Pecan"]], root)
        }

        @Test func reorderingAnItemToAnotherSectionHandsItsNodeOver() {
            let root = attach([section(items("Apple", "Pear", "Fig")), section(items("Pecan"))])
            let pear = root.children[0].children[1]
            moveInteractively([0, 1], onto: [1, 0])
            #expect(pear.parent === root.children[1])
            expectShownAfterReload([["Apple", "Fig"], ["Pear", "Pecan"]], root)
        }

        @Test func draggingAnItemToAnotherSectionHandsItsNodeOver() {
            let root = attach([section(items("Apple", "Pear")), section(items("Pecan"))])
            #expect(collectionView.headlessDrag(itemAt: [0, 0], to: [1, 1]) == .move)
            #expect(root.children.map(titles) == [["Pear"], ["Pecan", "Apple"]])
            expectShownAfterReload([["Pear"], ["Pecan", "Apple"]], root)
        }

        @Test func anItemDroppedOnItsGroupsEdgeStaysInItsGroup() {
            let group = CascadingGroupNode(children: items("Plum", "Fig"))
            let root = attach([section(items("Apple") + [group] + items("Pear"))])
            moveInteractively([0, 1], onto: [0, 2])
            #expect(titles(group) == ["Fig", "Plum"])
            expectShownAfterReload([["Apple", "Fig", "Plum", "Pear"]], root)
        }

        @Test func anItemDroppedOnAGroupsEdgeFromOutsideLandsBesideIt() {
            let group = CascadingGroupNode(children: items("Plum", "Fig"))
            let root = attach([section(items("Apple") + [group] + items("Pear"))])
            #expect(collectionView.headlessDrag(itemAt: [0, 3], to: [0, 1]) == .move)
            #expect(titles(group) == ["Plum", "Fig"])
            #expect(root.children[0].children.count == 3)
            expectShownAfterReload([["Apple", "Pear", "Plum", "Fig"]], root)
        }

        @Test func theItemsOwnerDecidesWhetherAndWhereItMoves() {
            let root = attach([
                section([TitleItem("Apple"), HomeboundItem("Pear"), HomeboundItem("Fig")]), section(items("Pecan")),
            ])
            #expect(!collectionView.beginInteractiveMovementForItem(at: [0, 0]))
            moveInteractively([0, 1], onto: [1, 0])
            moveInteractively([0, 2], onto: [0, 0])
            #expect(root.children.map(titles) == [["Fig", "Apple", "Pear"], ["Pecan"]])
            expectShownAfterReload([["Fig", "Apple", "Pear"], ["Pecan"]], root)
        }
    }
#endif
