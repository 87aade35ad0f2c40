#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    // Batch updates: collected between the outermost begin and end of a group, checked against the data
    // source's new counts, then applied to the visible views, the selection and the layout.
    extension UICollectionView {
        /// Applies a validated mapping: removed content leaves the screen, surviving views and the
        /// selection move to their new index paths, the layout is prepared again and the view laid out.
        func apply(_ mapping: BatchUpdateLayout, reconfiguring reconfigured: [IndexPath]) {
            endDisplaying(displayed.keys.filter { newElement(forOld: $0, in: mapping) == nil })
            var moved: [CollectionElement: UICollectionReusableView] = [:]
            for (element, view) in displayed {
                if let new = newElement(forOld: element, in: mapping) { moved[new] = view }
            }
            displayed = moved
            selectedItems = Set(selectedItems.compactMap { mapping.newIndexPath(forOld: $0) })
            highlightedItem = highlightedItem.flatMap { mapping.newIndexPath(forOld: $0) }
            prefetchedItems = Set(prefetchedItems.compactMap { mapping.newIndexPath(forOld: $0) })
            itemCounts = mapping.rowCountsAfter
            let reconfiguredAfter = reconfigured.compactMap { mapping.newIndexPath(forOld: $0) }
            moveMeasuredSizes(through: mapping, remeasuring: Set(reconfiguredAfter))
            layoutDidInvalidate()
            layoutIfNeeded()
            reconfigureVisibleItems(reconfiguredAfter)
        }

        private func newElement(forOld element: CollectionElement, in mapping: BatchUpdateLayout)
            -> CollectionElement?
        {
            switch element {
            case .cell(let indexPath): return mapping.newIndexPath(forOld: indexPath).map(CollectionElement.cell)
            case .supplementary(let kind, let indexPath), .decoration(let kind, let indexPath):
                // A section's supplementary and decoration views follow their section; their item index stays.
                guard indexPath.count == 2, let section = mapping.newSection(forOld: indexPath[0]) else { return nil }
                let moved = IndexPath(item: indexPath[1], section: section)
                if case .decoration = element { return .decoration(kind: kind, moved) }
                return .supplementary(kind: kind, moved)
            }
        }

        /// Asks the data source again for the cells of visible items; dequeuing returns the existing cell
        /// unchanged (no `prepareForReuse()`), as `reconfigureItems(at:)` does in UIKit.
        private func reconfigureVisibleItems(_ indexPaths: [IndexPath]) {
            for indexPath in Set(indexPaths).sorted() {
                guard let existing = displayed[.cell(indexPath)] as? UICollectionViewCell else { continue }
                reconfiguringCell = (indexPath, existing)
                let cell = makeCell(at: indexPath)
                reconfiguringCell = nil
                guard cell !== existing else { continue }
                let attributes = existing.headlessLayoutAttributes
                existing.removeFromSuperview()
                enqueue(existing)
                displayed[.cell(indexPath)] = cell
                addSubview(cell)
                if let attributes { cell.apply(attributes) }
                cell.isSelected = selectedItems.contains(indexPath)
            }
            remeasure(indexPaths)
        }

        /// Measures reconfigured self-sizing cells again and lays out anew when one changed size.
        private func remeasure(_ indexPaths: [IndexPath]) {
            var resized = false
            for indexPath in Set(indexPaths) {
                guard let cell = displayed[.cell(indexPath)], let attributes = cell.headlessLayoutAttributes else {
                    continue
                }
                if selfSize(cell, laidOutWith: attributes) { resized = true }
            }
            guard resized else { return }
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    // The collection view's answers to the shared batch-update bookkeeping: its own rule book and
    // messages, and a full reload after a rejected update.
    extension UICollectionView: BatchUpdating {
        var batchUpdateRules: BatchUpdateRules { .collectionView }
        var countsBeforeUpdate: [Int] { itemCounts }

        func applyCheckedUpdate(_ mapping: BatchUpdateLayout, reconfiguring reconfigured: [IndexPath]) {
            apply(mapping, reconfiguring: reconfigured)
        }

        func reloadAfterRejectedUpdate() {
            reloadData()
        }
    }
#endif
