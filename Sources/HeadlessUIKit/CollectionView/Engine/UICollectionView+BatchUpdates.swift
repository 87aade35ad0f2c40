#if !canImport(UIKit)
    import Foundation

    // Batch updates: collected between the outermost begin and end of a group, checked against the data
    // source's new counts, then applied to the visible views, the selection and the layout.
    extension UICollectionView {
        /// Opens an update group; the outermost one loads the counts before the caller changes the model.
        func beginUpdateGroup() {
            if updateDepth == 0 {
                loadIfNeeded()
                pendingUpdate = BatchUpdate()
            }
            updateDepth += 1
        }

        /// Closes an update group; the outermost one commits.
        func endUpdateGroup() {
            guard updateDepth > 0 else { return }
            updateDepth -= 1
            if updateDepth == 0 { commitPendingUpdate() }
        }

        /// Adds changes to the open group, or makes them an update of their own.
        func recordUpdate(_ change: (inout BatchUpdate) -> Void) {
            beginUpdateGroup()
            change(&pendingUpdate)
            endUpdateGroup()
        }

        /// Asks for the new counts, validates, and applies; a rejected update is reported to the
        /// violation handler and, if that returns, the collection view reloads everything.
        private func commitPendingUpdate() {
            let update = pendingUpdate
            pendingUpdate = BatchUpdate()
            let completions = pendingCompletions
            pendingCompletions = []
            let oldCounts = itemCounts
            let newCounts = queryCounts()
            switch Self.validate(update, oldCounts: oldCounts, newCounts: newCounts) {
            case .failure(let invalid):
                reportViolation(.invalidUpdate, invalid.message)
                reloadData()
                for completion in completions { completion(false) }
            case .success(let mapping):
                apply(mapping, newCounts: newCounts, reconfiguring: update.reconfiguredRows)
                for completion in completions { completion(true) }
            }
        }

        /// The one call through which every collection view update is checked.
        ///
        /// It uses the package's batch-update rules, the same the table view enforces, with items in the
        /// place of rows; see `Docs/HeadlessCollectionView.md` for the messages.
        static func validate(_ update: BatchUpdate, oldCounts: [Int], newCounts: [Int])
            -> Result<BatchUpdateMapping, InvalidBatchUpdate>
        {
            BatchUpdateValidator(oldCounts: oldCounts, newCounts: newCounts, update: update).validate()
        }

        /// Applies a validated mapping: removed content leaves the screen, surviving views and the
        /// selection move to their new index paths, the layout is prepared again and the view laid out.
        private func apply(_ mapping: BatchUpdateMapping, newCounts: [Int], reconfiguring reconfigured: [IndexPath]) {
            endDisplaying(displayed.keys.filter { newElement(forOld: $0, in: mapping) == nil })
            var moved: [CollectionElement: UICollectionReusableView] = [:]
            for (element, view) in displayed {
                if let new = newElement(forOld: element, in: mapping) { moved[new] = view }
            }
            displayed = moved
            selectedItems = Set(selectedItems.compactMap { mapping.newIndexPath(forOld: $0) })
            highlightedItem = highlightedItem.flatMap { mapping.newIndexPath(forOld: $0) }
            prefetchedItems = Set(prefetchedItems.compactMap { mapping.newIndexPath(forOld: $0) })
            itemCounts = newCounts
            layoutDidInvalidate()
            layoutIfNeeded()
            reconfigureVisibleItems(reconfigured.compactMap { mapping.newIndexPath(forOld: $0) })
        }

        private func newElement(forOld element: CollectionElement, in mapping: BatchUpdateMapping)
            -> CollectionElement?
        {
            switch element {
            case .cell(let indexPath): return mapping.newIndexPath(forOld: indexPath).map(CollectionElement.cell)
            case .supplementary(let kind, let indexPath):
                // A section's supplementary views follow their section; their item index stays.
                guard indexPath.count == 2, let section = mapping.newSection(forOld: indexPath[0]) else { return nil }
                return .supplementary(kind: kind, IndexPath(item: indexPath[1], section: section))
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
        }
    }
#endif
