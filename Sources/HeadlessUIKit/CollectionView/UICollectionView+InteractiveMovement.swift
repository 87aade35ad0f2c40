#if !canImport(UIKit)
    import Foundation

    // Interactive movement: an item follows the user's finger and lands where it is released.
    extension UICollectionView {
        /// An item being moved: where it started and where it would land now.
        struct InteractiveMovement {
            let original: IndexPath
            var current: IndexPath
        }

        /// Starts a movement when the item can move and none is under way.
        func beginMovement(at indexPath: IndexPath) -> Bool {
            layoutIfNeeded()
            guard interactiveMovement == nil, canMoveItem(at: indexPath) else { return false }
            interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath)
            return true
        }

        /// Proposes the item under a point as the new landing place; the delegate's
        /// `targetIndexPathForMoveOfItemFromOriginalIndexPath` has the last word.
        func updateMovement(to point: CGPoint) {
            guard var movement = interactiveMovement, let proposed = indexPathForItem(at: point),
                proposed != movement.current
            else { return }
            let target =
                delegate?.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                    atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
            guard UserMove.canLand(at: target, from: movement.original, counts: itemCounts) else { return }
            movement.current = target
            interactiveMovement = movement
        }

        /// Ends the movement; committing a changed position tells the data source, then moves the item.
        func endMovement(committing: Bool) {
            guard let movement = interactiveMovement else { return }
            interactiveMovement = nil
            guard committing, movement.current != movement.original, let dataSource else { return }
            dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
            moveItemAfterDataSourceMoved(from: movement.original, to: movement.current)
        }

        /// Moves an item, its cell and its selection the way the data source already moved it, without
        /// asking for counts again.
        func moveItemAfterDataSourceMoved(from source: IndexPath, to destination: IndexPath) {
            let move = UserMove(source: source, destination: destination)
            guard let mapping = move.mapping(rowCountsBefore: itemCounts, rules: .collectionView) else { return }
            apply(mapping, reconfiguring: [])
        }
    }
#endif
