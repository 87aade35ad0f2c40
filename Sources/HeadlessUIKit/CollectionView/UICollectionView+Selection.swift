#if !canImport(UIKit)
    import Foundation

    // Selection: programmatic selection (no delegate calls) and the simulated tap (headless addition).
    extension UICollectionView {
        /// The selected items in ascending order; empty when nothing is selected.
        public var indexPathsForSelectedItems: [IndexPath]? {
            loadIfNeeded()
            return selectedItems.sorted()
        }

        /// Whether a user can select items in the current mode.
        var selectionIsAllowed: Bool {
            isEditing ? allowsSelectionDuringEditing : allowsSelection
        }

        /// Whether several items can be selected in the current mode.
        var multipleSelectionIsAllowed: Bool {
            isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        }

        func programmaticallySelect(_ indexPath: IndexPath?, scrollPosition: ScrollPosition) {
            loadIfNeeded()
            guard let indexPath else {
                for selected in selectedItems { setItem(selected, selected: false) }
                return
            }
            guard selectionIsAllowed, contains(indexPath) else { return }
            if !multipleSelectionIsAllowed {
                for selected in selectedItems where selected != indexPath { setItem(selected, selected: false) }
            }
            setItem(indexPath, selected: true)
            if !scrollPosition.isEmpty { scroll(toItemAt: indexPath, at: scrollPosition) }
        }

        /// Updates the selection set and the item's visible cell.
        func setItem(_ indexPath: IndexPath, selected: Bool) {
            if selected {
                selectedItems.insert(indexPath)
            } else {
                selectedItems.remove(indexPath)
            }
            (displayed[.cell(indexPath)] as? UICollectionViewCell)?.isSelected = selected
        }

        /// Simulates a user's tap on an item (headless addition, not UIKit API).
        ///
        /// The item highlights if the delegate agrees (`shouldHighlightItemAt`, `didHighlightItemAt`).
        /// With several items allowed, a tap on a selected item deselects it (`shouldDeselectItemAt`,
        /// `didDeselectItemAt`); otherwise the item is selected (`shouldSelectItemAt`, then in single
        /// selection the other selected items are deselected with `didDeselectItemAt`, then
        /// `didSelectItemAt`). The highlight ends (`didUnhighlightItemAt`) and the primary action runs if
        /// the delegate agrees. Selection calls are skipped when selection is not allowed in the current mode.
        /// - Parameter indexPath: The tapped item; an item that does not exist is ignored.
        public func headlessTap(itemAt indexPath: IndexPath) {
            layoutIfNeeded()
            guard contains(indexPath) else { return }
            let highlights = delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
            if highlights { setHighlighted(indexPath) }
            if selectionIsAllowed { tapSelect(indexPath) }
            if highlights { setHighlighted(nil) }
            if let delegate, delegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) {
                delegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
            }
        }

        private func tapSelect(_ indexPath: IndexPath) {
            if multipleSelectionIsAllowed, selectedItems.contains(indexPath) {
                guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
                setItem(indexPath, selected: false)
                delegate?.collectionView(self, didDeselectItemAt: indexPath)
                return
            }
            guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
            if !multipleSelectionIsAllowed {
                for other in selectedItems.sorted() where other != indexPath {
                    setItem(other, selected: false)
                    delegate?.collectionView(self, didDeselectItemAt: other)
                }
            }
            setItem(indexPath, selected: true)
            delegate?.collectionView(self, didSelectItemAt: indexPath)
        }

        private func setHighlighted(_ indexPath: IndexPath?) {
            if let old = highlightedItem {
                highlightedItem = nil
                (displayed[.cell(old)] as? UICollectionViewCell)?.isHighlighted = false
                delegate?.collectionView(self, didUnhighlightItemAt: old)
            }
            guard let indexPath else { return }
            highlightedItem = indexPath
            (displayed[.cell(indexPath)] as? UICollectionViewCell)?.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
        }
    }
#endif
