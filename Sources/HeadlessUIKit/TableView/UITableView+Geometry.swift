#if !canImport(UIKit)
    import Foundation

    // Geometry and visible content. Every query lays the table out first if it is marked for layout.
    extension UITableView {
        /// The rectangle of a section: header, rows and footer; `.zero` for a section that does not exist.
        public func rect(forSection section: Int) -> CGRect {
            layoutIfNeeded()
            guard layout.sections.indices.contains(section) else { return .zero }
            return CGRect(
                x: 0, y: layout.top(ofSection: section), width: bounds.width, height: layout.sections[section].height)
        }

        /// The rectangle of a section's header; `.zero` for a section that does not exist.
        public func rectForHeader(inSection section: Int) -> CGRect {
            layoutIfNeeded()
            guard layout.sections.indices.contains(section) else { return .zero }
            return frame(of: .header(section))
        }

        /// The rectangle of a section's footer; `.zero` for a section that does not exist.
        public func rectForFooter(inSection section: Int) -> CGRect {
            layoutIfNeeded()
            guard layout.sections.indices.contains(section) else { return .zero }
            return frame(of: .footer(section))
        }

        /// The rectangle of a row; `.zero` for an index path that names no row.
        ///
        /// Rows that have not been on screen yet have their estimated height.
        public func rectForRow(at indexPath: IndexPath) -> CGRect {
            layoutIfNeeded()
            guard layout.contains(indexPath) else { return .zero }
            return frame(of: .row(indexPath))
        }

        /// The row at a point of the table's content; `nil` when the point hits no row.
        public func indexPathForRow(at point: CGPoint) -> IndexPath? {
            layoutIfNeeded()
            guard point.x >= 0, point.x < bounds.width, case .row(let indexPath) = layout.item(containing: point.y)
            else { return nil }
            return indexPath
        }

        /// The rows that intersect a rectangle, in order; `nil` for an empty or null rectangle.
        public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
            layoutIfNeeded()
            guard !rect.isNull, !rect.isEmpty else { return nil }
            var rows: [IndexPath] = []
            var y = max(rect.minY, 0)
            while y < rect.maxY, let item = layout.item(containing: y) {
                if case .row(let indexPath) = item { rows.append(indexPath) }
                let extent = layout.extent(of: item)
                y = extent.top + extent.height
            }
            return rows
        }

        /// The index path of a visible cell; `nil` when the cell is not on screen.
        public func indexPath(for cell: UITableViewCell) -> IndexPath? {
            layoutIfNeeded()
            return displayedCells.first { $0.value === cell }?.key
        }

        /// The cell of a visible row; `nil` when the row is off screen or does not exist.
        public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
            layoutIfNeeded()
            return displayedCells[indexPath]
        }

        /// The visible cells, top to bottom.
        public var visibleCells: [UITableViewCell] {
            layoutIfNeeded()
            return displayedCells.keys.sorted().compactMap { displayedCells[$0] }
        }

        /// The index paths of the visible rows, top to bottom; `nil` (not empty) when no row is visible.
        public var indexPathsForVisibleRows: [IndexPath]? {
            layoutIfNeeded()
            let rows = displayedCells.keys.sorted()
            return rows.isEmpty ? nil : rows
        }

        /// The header view of a visible section; `nil` when it is off screen or is not a header-footer view.
        public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
            layoutIfNeeded()
            return displayedSupplementaryViews[.header(section)] as? UITableViewHeaderFooterView
        }

        /// The footer view of a visible section; `nil` when it is off screen or is not a header-footer view.
        public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
            layoutIfNeeded()
            return displayedSupplementaryViews[.footer(section)] as? UITableViewHeaderFooterView
        }

        /// Moves the content so that a row sits at a position; `.none` scrolls as little as makes it visible.
        ///
        /// Rows around the target may still have estimated heights: once they come on screen their real
        /// heights move the target, so the offset is computed again until it holds (as UIKit corrects its
        /// scroll position after laying out with real heights). Every step lays out, which measures the rows
        /// on screen, so a handful of steps settle.
        func scroll(toRowAt indexPath: IndexPath, at position: ScrollPosition) {
            layoutIfNeeded()
            guard layout.contains(indexPath) else { return }
            var target = targetOffsetY(forRowAt: indexPath, at: position)
            for _ in 0..<8 {
                sendsScrollCallbacks = false
                contentOffset = CGPoint(x: contentOffset.x, y: target)
                sendsScrollCallbacks = true
                layoutIfNeeded()
                let settled = targetOffsetY(forRowAt: indexPath, at: position)
                if settled == target { break }
                target = settled
            }
        }

        /// The offset that puts a row at a position with the heights known now, clamped to the content.
        private func targetOffsetY(forRowAt indexPath: IndexPath, at position: ScrollPosition) -> CGFloat {
            let row = frame(of: .row(indexPath))
            let height = bounds.height
            var y: CGFloat
            switch position {
            case .top: y = row.minY
            case .middle: y = row.midY - height / 2
            case .bottom: y = row.maxY - height
            case .none:
                if row.minY < bounds.minY {
                    y = row.minY
                } else if row.maxY > bounds.maxY {
                    y = row.maxY - height
                } else {
                    y = bounds.minY
                }
            }
            return min(max(0, y), max(0, layout.contentHeight - height))
        }
    }
#endif
