#if !canImport(UIKit)
    import Foundation

    // Prefetching: after each layout pass the rows just beyond the visible ones, in the scrolling
    // direction, are announced; announced rows that are no longer ahead of the user are cancelled.
    extension UITableView {
        /// Announces the next `headlessPrefetchDistance` rows in the scrolling direction and cancels
        /// earlier announcements that are neither wanted nor visible. Rows that became visible leave
        /// the prefetched set silently, as in UIKit.
        func updatePrefetching(scrollingDown: Bool) {
            guard prefetchDataSource != nil, isPrefetchingEnabled, headlessPrefetchDistance > 0 else {
                prefetchedRows = []
                return
            }
            let visible = displayedCells.keys.sorted()
            guard let first = visible.first, let last = visible.last else { return }
            var wanted: [IndexPath] = []
            var cursor = scrollingDown ? last : first
            while wanted.count < headlessPrefetchDistance,
                let next = scrollingDown ? row(after: cursor) : row(before: cursor)
            {
                wanted.append(next)
                cursor = next
            }
            let wantedSet = Set(wanted)
            let visibleSet = Set(visible)
            let announced = Set(prefetchedRows)
            let cancelled = prefetchedRows.filter { !wantedSet.contains($0) && !visibleSet.contains($0) }
            callCancelPrefetchingRows(at: cancelled)
            callPrefetchRows(at: wanted.filter { !announced.contains($0) })
            prefetchedRows = wanted
        }

        /// The row after a row in table order, skipping empty sections.
        private func row(after indexPath: IndexPath) -> IndexPath? {
            if indexPath[1] + 1 < layout.sections[indexPath[0]].rows.count {
                return IndexPath(row: indexPath[1] + 1, section: indexPath[0])
            }
            var section = indexPath[0] + 1
            while section < layout.sections.count {
                if layout.sections[section].rows.count > 0 { return IndexPath(row: 0, section: section) }
                section += 1
            }
            return nil
        }

        /// The row before a row in table order, skipping empty sections.
        private func row(before indexPath: IndexPath) -> IndexPath? {
            if indexPath[1] > 0 { return IndexPath(row: indexPath[1] - 1, section: indexPath[0]) }
            var section = indexPath[0] - 1
            while section >= 0 {
                let count = layout.sections[section].rows.count
                if count > 0 { return IndexPath(row: count - 1, section: section) }
                section -= 1
            }
            return nil
        }
    }
#endif
