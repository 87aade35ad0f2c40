#if !canImport(UIKit)
    import CascadingDiff
    import Foundation

    // Batch updates: collected between the outermost begin and end, validated against the data source's
    // new counts with UIKit's rules, then applied to the layout, the visible cells and the selection.
    extension UITableView {
        /// Applies a validated mapping: removed content leaves the screen, surviving cells and the
        /// selection move to their new index paths, the layout is rebuilt, and the table lays out at once.
        func apply(
            _ mapping: BatchUpdateLayout, reconfiguring reconfigured: [IndexPath], requery: Bool = true
        ) {
            endDisplaying(displayedItems.filter { newItem(forOld: $0, in: mapping) == nil })
            var cells: [IndexPath: UITableViewCell] = [:]
            for (indexPath, cell) in displayedCells {
                if let new = mapping.newIndexPath(forOld: indexPath) { cells[new] = cell }
            }
            displayedCells = cells
            var views: [TableItem: UIView] = [:]
            for (item, view) in displayedSupplementaryViews {
                if let new = newItem(forOld: item, in: mapping) { views[new] = view }
            }
            displayedSupplementaryViews = views
            preparedSupplementaryViews = [:]
            remapRowState(through: mapping)
            rebuildLayout(through: mapping, requery: requery)
            if requery { rowsToRemeasure = Set(displayedCells.keys) }
            setNeedsLayout()
            layoutIfNeeded()
            reconfigureVisibleRows(reconfigured.compactMap { mapping.newIndexPath(forOld: $0) })
        }

        private func newItem(forOld item: TableItem, in mapping: BatchUpdateLayout) -> TableItem? {
            switch item {
            case .header(let section): mapping.newSection(forOld: section).map(TableItem.header)
            case .footer(let section): mapping.newSection(forOld: section).map(TableItem.footer)
            case .row(let indexPath): mapping.newIndexPath(forOld: indexPath).map(TableItem.row)
            }
        }

        /// Moves selection, highlight, focus and the swiped row to their new index paths; removed rows drop out.
        private func remapRowState(through mapping: BatchUpdateLayout) {
            selectedRows = Set(selectedRows.compactMap { mapping.newIndexPath(forOld: $0) })
            highlightedRow = highlightedRow.flatMap { mapping.newIndexPath(forOld: $0) }
            focusedRow = focusedRow.flatMap { mapping.newIndexPath(forOld: $0) }
            prefetchedRows = prefetchedRows.compactMap { mapping.newIndexPath(forOld: $0) }
            let swiped = activeSwipe?.indexPath.flatMap { mapping.newIndexPath(forOld: $0) }
            activeSwipe?.indexPath = swiped
        }

        /// Keeps the heights of untouched sections, carries known heights of surviving rows, and asks
        /// estimates for new content; with `requery`, header and footer heights are asked again.
        ///
        /// Sections are taken out of the layout so that a section whose rows are only appended to is
        /// extended in place: a one-row append costs O(log rows), not a copy of the section.
        private func rebuildLayout(through mapping: BatchUpdateLayout, requery: Bool) {
            let newCounts = mapping.rowCountsAfter
            var old = layout.sections
            layout.replaceSections([])
            // Listed sections read rows of other old sections, so they are built before any is taken.
            var listed: [Int: RowHeights] = [:]
            for new in newCounts.indices {
                guard case .listed(let origins) = mapping.changedRows(inNew: new) else { continue }
                listed[new] = rowHeights(inSection: new, from: origins, of: old)
            }
            var sections: [TableLayout.Section] = []
            sections.reserveCapacity(newCounts.count)
            for (new, count) in newCounts.enumerated() {
                guard case .carried(let source) = mapping.sectionOrigin(ofNew: new) else {
                    sections.append(makeSection(new, rowCount: count))
                    continue
                }
                let header = requery ? supplementaryHeight(for: .header(new)) : old[source].headerHeight
                let footer = requery ? supplementaryHeight(for: .footer(new)) : old[source].footerHeight
                var rows = RowHeights([])
                if let carried = listed[new] {
                    rows = carried
                } else {
                    swap(&rows, &old[source].rows)
                    if case .shifted(let shift) = mapping.changedRows(inNew: new) { shifted(&rows, by: shift) }
                }
                sections.append(TableLayout.Section(headerHeight: header, rows: rows, footerHeight: footer))
            }
            layout.replaceSections(sections)
        }

        /// The heights of a section whose rows are listed with their origins: known heights are carried,
        /// new rows are estimated.
        private func rowHeights(inSection section: Int, from origins: [ElementPath?], of old: [TableLayout.Section])
            -> RowHeights
        {
            // A plain loop: `map` checks the executor per row (see `rowHeights(inSection:count:of:)`),
            // and passing that helper a per-row closure made a 3,000-row append 20 % slower.
            var heights: [CGFloat] = []
            heights.reserveCapacity(origins.count)
            for (row, origin) in origins.enumerated() {
                if let origin {
                    heights.append(old[origin.section].rows[origin.element])
                } else {
                    heights.append(estimatedHeight(ofRowAt: IndexPath(row: row, section: section)))
                }
            }
            return RowHeights(heights)
        }

        /// Applies inserts, deletes and reloads to a section's heights: appended rows are added in place,
        /// any other change rebuilds the section once. New and reloaded rows are estimated in row order.
        private func shifted(_ rows: inout RowHeights, by shift: RowShift) {
            if shift.onlyAppends {
                for row in shift.oldCount..<shift.newCount {
                    rows.append(estimatedHeight(ofRowAt: IndexPath(row: row, section: shift.newSection)))
                }
                return
            }
            var heights: [CGFloat] = []
            heights.reserveCapacity(shift.newCount)
            for row in 0..<shift.newCount {
                if let origin = shift.oldRow(forNew: row) {
                    heights.append(rows[origin])
                } else {
                    heights.append(estimatedHeight(ofRowAt: IndexPath(row: row, section: shift.newSection)))
                }
            }
            rows = RowHeights(heights)
        }

        /// Asks the data source again for the cells of visible rows, in row order; dequeuing returns the
        /// existing cell unchanged (no `prepareForReuse()`), as `reconfigureRows(at:)` does in UIKit.
        ///
        /// The displayed rows are picked out of `indexPaths` first (two comparisons with the first and last
        /// displayed row, then a look-up), so only those few are ordered: a large update names thousands of
        /// rows, and sorting them all grew faster than the update.
        private func reconfigureVisibleRows(_ indexPaths: [IndexPath]) {
            guard let first = displayedCells.keys.min(), let last = displayedCells.keys.max() else { return }
            var displayed = Set<IndexPath>()
            for indexPath in indexPaths where first <= indexPath && indexPath <= last {
                if displayedCells[indexPath] != nil { displayed.insert(indexPath) }
            }
            for indexPath in displayed.sorted() {
                guard let existing = displayedCells[indexPath] else { continue }
                reconfiguringCell = (indexPath, existing)
                let cell = callCellForRow(at: indexPath)
                reconfiguringCell = nil
                if cell !== existing {
                    existing.removeFromSuperview()
                    enqueue(existing)
                    displayedCells[indexPath] = cell
                    addSubview(cell)
                    cell.frame = frame(of: .row(indexPath))
                }
            }
        }
    }

    // The table's answers to the shared batch-update bookkeeping.
    extension UITableView: BatchUpdating {
        var batchUpdateRules: BatchUpdateRules { .tableView }
        var countsBeforeUpdate: [Int] { layout.rowCounts }

        func applyCheckedUpdate(_ mapping: BatchUpdateLayout, reconfiguring reconfigured: [IndexPath]) {
            apply(mapping, reconfiguring: reconfigured)
            checkInvariants(after: .update)
        }

        func reloadAfterRejectedUpdate() {
            setNeedsReload()
        }
    }
#endif
