#if !canImport(UIKit)
    import Foundation

    // Loading: counts, then header, footer and estimated row heights, section by section.
    extension UITableView {
        /// The height of a row whose height resolves to `automaticDimension` without a cell to measure,
        /// and the estimate used when an estimate is `automaticDimension`: UIKit's standard 44 points.
        static let headlessStandardRowHeight: CGFloat = 44

        /// The height of a titled header or footer (headless choice; UIKit sizes it to the title's font).
        var headlessTitledSupplementaryHeight: CGFloat { style == .plain ? 28 : 38 }

        /// The height of an untitled header or footer: none in `.plain`, a gap between grouped sections.
        var headlessUntitledSupplementaryHeight: CGFloat { style == .plain ? 0 : 18 }

        /// Marks the data as stale: the next query or layout pass loads everything again.
        func setNeedsReload() {
            needsReload = true
            setNeedsLayout()
        }

        /// Loads counts and heights if the data is stale; the displayed cells leave the screen first.
        func loadIfNeeded() {
            guard needsReload else { return }
            needsReload = false
            endDisplaying(Array(displayedItems))
            selectedRows = []
            highlightedRow = nil
            prefetchedRows = []
            preparedSupplementaryViews = [:]
            let counts = queryCounts()
            layout.replaceSections(counts.enumerated().map { makeSection($0.offset, rowCount: $0.element) })
            checkInvariants(after: .load)
        }

        /// Asks the data source for the number of sections, then for the rows of each.
        func queryCounts() -> [Int] {
            let sections = max(0, callNumberOfSections())
            return (0..<sections).map { max(0, callNumberOfRows(inSection: $0)) }
        }

        /// Builds one section's geometry: header height, footer height, then every row's estimate.
        func makeSection(_ section: Int, rowCount: Int) -> TableLayout.Section {
            let header = supplementaryHeight(for: .header(section))
            let footer = supplementaryHeight(for: .footer(section))
            return TableLayout.Section(
                headerHeight: header, rows: RowHeights(estimatedRowHeights(inSection: section, count: rowCount)),
                footerHeight: footer)
        }

        /// The estimates of a section's rows, asked of the delegate row by row unless it lacks the method.
        func estimatedRowHeights(inSection section: Int, count: Int) -> [CGFloat] {
            if delegate == nil || lacks(.estimatedHeightForRow) {
                let estimate = estimatedRowHeight
                guard estimate != 0 else { return rowHeights(inSection: section, count: count, of: loadTimeHeight) }
                return [CGFloat](repeating: resolvedEstimate(estimate), count: count)
            }
            return rowHeights(inSection: section, count: count, of: estimatedHeight)
        }

        /// One height per row of a section. A loop rather than `map`: a main-actor closure handed to
        /// `map` checks the executor on every call, which cost more than the delegate call itself for
        /// sections of many rows.
        func rowHeights(
            inSection section: Int, count: Int, of height: (IndexPath) -> CGFloat
        ) -> [CGFloat] {
            var heights: [CGFloat] = []
            heights.reserveCapacity(count)
            for row in 0..<count {
                heights.append(height(IndexPath(row: row, section: section)))
            }
            return heights
        }

        /// A row's estimate; an estimate of 0 turns estimation off, so the real height is asked now.
        func estimatedHeight(ofRowAt indexPath: IndexPath) -> CGFloat {
            let estimate = callEstimatedHeightForRow(at: indexPath)
            guard estimate != 0 else { return loadTimeHeight(ofRowAt: indexPath) }
            return resolvedEstimate(estimate)
        }

        /// The height a row is laid out at until it is shown. A positive estimate stands as given; an
        /// automatic one (the default `estimatedRowHeight`) is the fixed row height when every row's height
        /// is known without asking, else the standard 44 points.
        func resolvedEstimate(_ estimate: CGFloat) -> CGFloat {
            if estimate > 0 { return estimate }
            return fixedRowHeight ?? Self.headlessStandardRowHeight
        }

        /// The height of every row when the delegate cannot size rows (none, or it lacks
        /// `tableView(_:heightForRowAt:)`) and `rowHeight` is not `automaticDimension`; else `nil`.
        /// Content size and scroll positions are then exact before any row is shown.
        var fixedRowHeight: CGFloat? {
            guard delegate == nil || lacks(.heightForRow), rowHeight != Self.automaticDimension else { return nil }
            return max(0, rowHeight)
        }

        /// A real height asked without a cell: `automaticDimension` falls back to the standard 44 points,
        /// as UIKit does when self-sizing is off.
        func loadTimeHeight(ofRowAt indexPath: IndexPath) -> CGFloat {
            let height = callHeightForRow(at: indexPath)
            if height == Self.automaticDimension { return Self.headlessStandardRowHeight }
            return max(0, height)
        }

        /// A header's or footer's height: the delegate's (else the table's property); `automaticDimension`
        /// fits a custom view at the table's width (`systemLayoutSizeFitting`, so its constraints or its
        /// `sizeThatFits(_:)`), else uses the standard titled or untitled height.
        func supplementaryHeight(for item: TableItem) -> CGFloat {
            let isHeader = if case .header = item { true } else { false }
            let height =
                isHeader ? callHeightForHeader(inSection: item.section) : callHeightForFooter(inSection: item.section)
            guard height == Self.automaticDimension else { return max(0, height) }
            if let view = isHeader
                ? callViewForHeader(inSection: item.section) : callViewForFooter(inSection: item.section)
            {
                preparedSupplementaryViews[item] = view
                let fitted = view.systemLayoutSizeFitting(
                    CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel
                ).height
                return fitted > 0 ? fitted : headlessTitledSupplementaryHeight
            }
            let title =
                isHeader ? callTitleForHeader(inSection: item.section) : callTitleForFooter(inSection: item.section)
            return title == nil ? headlessUntitledSupplementaryHeight : headlessTitledSupplementaryHeight
        }

        /// Every displayed item: rows, headers and footers.
        var displayedItems: Set<TableItem> {
            var items = Set(displayedSupplementaryViews.keys)
            for indexPath in displayedCells.keys { items.insert(.row(indexPath)) }
            return items
        }

        /// Whether an item is on screen.
        func isDisplayed(_ item: TableItem) -> Bool {
            if case .row(let indexPath) = item { return displayedCells[indexPath] != nil }
            return displayedSupplementaryViews[item] != nil
        }

        /// Takes items off screen in on-screen order: `didEndDisplaying…`, then the view goes to its reuse pool.
        func endDisplaying(_ items: [TableItem]) {
            for item in items.sorted() {
                if case .row(let indexPath) = item, let cell = displayedCells.removeValue(forKey: indexPath) {
                    cell.removeFromSuperview()
                    callDidEndDisplaying(cell, forRowAt: indexPath)
                    enqueue(cell)
                } else if let view = displayedSupplementaryViews.removeValue(forKey: item) {
                    view.removeFromSuperview()
                    callDidEndDisplayingSupplementary(view, for: item)
                    if let reusable = view as? UITableViewHeaderFooterView { enqueue(reusable) }
                }
            }
        }
    }
#endif
