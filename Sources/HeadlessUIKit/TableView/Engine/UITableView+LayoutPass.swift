#if !canImport(UIKit)
    import Foundation

    // The layout pass: what intersects the bounds is shown, what left them is taken off screen.
    extension UITableView {
        /// Loads if needed, takes off screen what left the bounds, then walks the items from the top
        /// of the bounds down: an item coming on screen gets its real height, its view and `willDisplay`.
        ///
        /// - Complexity: O(visible × log rows) plus O(sections) when heights changed.
        func performLayoutPass() {
            loadIfNeeded()
            layout.tableHeaderHeight = tableHeaderView?.frame.height ?? 0
            layout.tableFooterHeight = tableFooterView?.frame.height ?? 0
            pullOffsetIntoShrunkContent(previousHeight: super.contentSize.height)
            let top = bounds.minY
            let bottom = bounds.maxY
            endDisplaying(displayedItems.filter { !intersects($0, top: top, bottom: bottom) })
            var visible = Set<TableItem>()
            var item = firstItem(atOrBelow: top)
            while let current = item {
                var extent = layout.extent(of: current)
                if extent.top >= bottom { break }
                var measuredCell: UITableViewCell?
                if case .row(let indexPath) = current, !isDisplayed(current) || rowsToRemeasure.contains(indexPath) {
                    measuredCell = measureRow(at: indexPath)
                    extent = layout.extent(of: current)
                }
                if extent.height > 0, extent.top < bottom, extent.top + extent.height > top {
                    visible.insert(current)
                    if !isDisplayed(current) { show(current, cell: measuredCell) }
                }
                item = layout.item(after: current)
            }
            rowsToRemeasure = []
            endDisplaying(displayedItems.filter { !visible.contains($0) })
            placeDisplayedViews()
            let previousHeight = super.contentSize.height
            super.contentSize = CGSize(width: bounds.width, height: layout.contentHeight)
            if pullOffsetIntoShrunkContent(previousHeight: previousHeight) {
                // Real heights measured in this pass shrank the content below the offset: show what is there now.
                performLayoutPass()
                return
            }
            updatePrefetching(scrollingDown: top >= lastLaidOutOffset)
            lastLaidOutOffset = top
            checkInvariants(after: .layoutPass)
        }

        /// The largest content offset that still shows content at the bottom edge, as UIKit's scroll view
        /// allows it: the content height plus the bottom inset, less the bounds height (never above the top).
        var maximumContentOffsetY: CGFloat {
            max(-adjustedContentInset.top, layout.contentHeight + adjustedContentInset.bottom - bounds.height)
        }

        /// When the content got shorter than the offset needs (a reload or an update removed rows), moves
        /// the offset back so that the end of the content sits at the bottom edge, as UIKit's table does,
        /// instead of showing empty space. An offset set past a content that did not shrink is left alone.
        ///
        /// - Returns: Whether the offset moved.
        @discardableResult
        func pullOffsetIntoShrunkContent(previousHeight: CGFloat) -> Bool {
            let maximum = maximumContentOffsetY
            guard layout.contentHeight < previousHeight, contentOffset.y > maximum else { return false }
            contentOffset = CGPoint(x: contentOffset.x, y: maximum)
            needsLayout = false  // this pass (or the one it restarts) lays the new bounds out
            return true
        }

        /// The first item whose extent reaches below `y`.
        func firstItem(atOrBelow y: CGFloat) -> TableItem? {
            guard !layout.sections.isEmpty else { return nil }
            if y < layout.top(ofSection: 0) { return .header(0) }
            if let item = layout.item(containing: y) { return item }
            return nil
        }

        private func intersects(_ item: TableItem, top: CGFloat, bottom: CGFloat) -> Bool {
            guard item.section < layout.sections.count else { return false }
            if case .row(let indexPath) = item, !layout.contains(indexPath) { return false }
            let extent = layout.extent(of: item)
            return extent.height > 0 && extent.top < bottom && extent.top + extent.height > top
        }

        /// Asks a row's real height and stores it; `automaticDimension` is resolved through the cell's
        /// fitting size, so the cell is obtained here and returned for display.
        private func measureRow(at indexPath: IndexPath) -> UITableViewCell? {
            var height = callHeightForRow(at: indexPath)
            var cell: UITableViewCell?
            if height == Self.automaticDimension {
                let obtained = displayedCells[indexPath] ?? obtainCell(at: indexPath)
                cell = obtained
                let fitted = obtained.systemLayoutSizeFitting(
                    CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height
                height = fitted > 0 ? fitted : Self.headlessStandardRowHeight
            }
            layout.updateSection(indexPath[0]) { $0.rows.setHeight(max(0, height), at: indexPath[1]) }
            return cell
        }

        /// Asks the data source for a row's cell and gives it the table's state for the row.
        ///
        /// Configuration updates wait until the cell has its content and state, then run once, as UIKit
        /// updates a cell's configuration before it is displayed.
        func obtainCell(at indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell.configurationUpdatesDeferred += 1
            let cell = callCellForRow(at: indexPath)
            cell.setSelected(selectedRows.contains(indexPath), animated: false)
            cell.setHighlighted(false, animated: false)
            if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
            UITableViewCell.configurationUpdatesDeferred -= 1
            cell.updateConfigurationIfNeeded()
            return cell
        }

        /// Shows an item: a row's cell (obtained unless measuring already did), or a header or footer
        /// view, then the matching `willDisplay` call.
        private func show(_ item: TableItem, cell measuredCell: UITableViewCell?) {
            switch item {
            case .row(let indexPath):
                let cell = measuredCell ?? obtainCell(at: indexPath)
                displayedCells[indexPath] = cell
                addSubview(cell)
                cell.frame = frame(of: item)
                if isEditing { configureEditingControl(of: cell, at: indexPath) }
                callWillDisplay(cell, forRowAt: indexPath)
            case .header, .footer:
                let view = preparedSupplementaryViews.removeValue(forKey: item) ?? supplementaryView(for: item)
                displayedSupplementaryViews[item] = view
                addSubview(view)
                view.frame = frame(of: item)
                callWillDisplaySupplementary(view, for: item)
            }
        }

        /// The delegate's custom view, else a standard view showing the data source's title.
        private func supplementaryView(for item: TableItem) -> UIView {
            let isHeader = if case .header = item { true } else { false }
            if let view = isHeader
                ? callViewForHeader(inSection: item.section) : callViewForFooter(inSection: item.section)
            {
                return view
            }
            let title =
                isHeader ? callTitleForHeader(inSection: item.section) : callTitleForFooter(inSection: item.section)
            let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
            view.textLabel?.text = title
            return view
        }

        /// The frame of an item in the table's content coordinates.
        func frame(of item: TableItem) -> CGRect {
            let extent = layout.extent(of: item)
            return CGRect(x: 0, y: extent.top, width: bounds.width, height: extent.height)
        }

        private func placeDisplayedViews() {
            for (indexPath, cell) in displayedCells { cell.frame = frame(of: .row(indexPath)) }
            for (item, view) in displayedSupplementaryViews { view.frame = frame(of: item) }
        }
    }
#endif
