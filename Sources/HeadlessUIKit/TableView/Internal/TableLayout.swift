#if !canImport(UIKit)
    import Foundation

    /// An item the table shows: a section header, a row or a section footer.
    enum TableItem: Hashable, Comparable {
        /// The header of a section.
        case header(Int)
        /// A row.
        case row(IndexPath)
        /// The footer of a section.
        case footer(Int)

        /// The section the item belongs to.
        var section: Int {
            switch self {
            case .header(let section), .footer(let section): section
            case .row(let indexPath): indexPath[0]
            }
        }

        /// Items in on-screen order: by section, then header, rows, footer.
        static func < (lhs: TableItem, rhs: TableItem) -> Bool {
            if lhs.section != rhs.section { return lhs.section < rhs.section }
            return lhs.rankInSection < rhs.rankInSection
        }

        private var rankInSection: Int {
            switch self {
            case .header: Int.min
            case .row(let indexPath): indexPath[1]
            case .footer: Int.max
            }
        }
    }

    /// The vertical geometry of a table: per section a header height, row heights and a footer height.
    ///
    /// Section tops are prefix sums rebuilt lazily after a change (O(sections)); rows inside a section
    /// use `RowHeights`, so a row's frame and the row at an offset cost O(log sections + log rows).
    final class TableLayout {
        /// One section's heights.
        struct Section: Equatable {
            /// The header's height (0: no header).
            var headerHeight: CGFloat
            /// The rows' heights.
            var rows: RowHeights
            /// The footer's height (0: no footer).
            var footerHeight: CGFloat

            /// The section's total height.
            var height: CGFloat { headerHeight + rows.total + footerHeight }
        }

        /// The sections, in table order.
        private(set) var sections: [Section] = []
        /// The height of the table header view, above the first section.
        var tableHeaderHeight: CGFloat = 0 {
            didSet { topsAreCurrent = false }
        }
        /// The height of the table footer view, below the last section.
        var tableFooterHeight: CGFloat = 0

        private var tops: [CGFloat] = []
        private var topsAreCurrent = false

        /// Replaces every section.
        func replaceSections(_ sections: [Section]) {
            self.sections = sections
            topsAreCurrent = false
        }

        /// Updates one section in place.
        func updateSection(_ section: Int, _ change: (inout Section) -> Void) {
            change(&sections[section])
            topsAreCurrent = false
        }

        /// The number of rows of every section, in order.
        var rowCounts: [Int] { sections.map(\.rows.count) }

        /// Whether the index path names an existing row.
        func contains(_ indexPath: IndexPath) -> Bool {
            indexPath.count == 2 && sections.indices.contains(indexPath[0])
                && (0..<sections[indexPath[0]].rows.count).contains(indexPath[1])
        }

        /// The total content height.
        var contentHeight: CGFloat {
            rebuildTopsIfNeeded()
            return (tops.last ?? tableHeaderHeight) + (sections.last?.height ?? 0) + tableFooterHeight
        }

        /// The top of a section (its header's top).
        func top(ofSection section: Int) -> CGFloat {
            rebuildTopsIfNeeded()
            return tops[section]
        }

        /// The vertical extent of an item as (top, height).
        func extent(of item: TableItem) -> (top: CGFloat, height: CGFloat) {
            let sectionTop = top(ofSection: item.section)
            let section = sections[item.section]
            switch item {
            case .header:
                return (sectionTop, section.headerHeight)
            case .row(let indexPath):
                return (
                    sectionTop + section.headerHeight + section.rows.offset(ofRow: indexPath[1]),
                    section.rows[indexPath[1]]
                )
            case .footer:
                return (sectionTop + section.headerHeight + section.rows.total, section.footerHeight)
            }
        }

        /// The section whose extent contains `y`, or `nil` outside every section.
        func section(containing y: CGFloat) -> Int? {
            rebuildTopsIfNeeded()
            guard !sections.isEmpty, y >= tops[0] else { return nil }
            var low = 0
            var high = sections.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if tops[middle] <= y { low = middle } else { high = middle - 1 }
            }
            // Skip empty sections that share the same top.
            var section = low
            while section < sections.count - 1, sections[section].height == 0 { section += 1 }
            return y < tops[section] + sections[section].height ? section : nil
        }

        /// The item whose extent contains `y`, or `nil` when none does.
        func item(containing y: CGFloat) -> TableItem? {
            guard let section = section(containing: y) else { return nil }
            let local = y - top(ofSection: section)
            let geometry = sections[section]
            if local < geometry.headerHeight { return .header(section) }
            if let row = geometry.rows.row(containing: local - geometry.headerHeight) {
                return .row(IndexPath(row: row, section: section))
            }
            return geometry.footerHeight > 0 ? .footer(section) : nil
        }

        /// The item shown after `item` in on-screen order, or `nil` after the last.
        func item(after item: TableItem) -> TableItem? {
            switch item {
            case .header(let section):
                return sections[section].rows.count > 0 ? .row(IndexPath(row: 0, section: section)) : .footer(section)
            case .row(let indexPath):
                return indexPath[1] + 1 < sections[indexPath[0]].rows.count
                    ? .row(IndexPath(row: indexPath[1] + 1, section: indexPath[0])) : .footer(indexPath[0])
            case .footer(let section):
                return section + 1 < sections.count ? .header(section + 1) : nil
            }
        }

        private func rebuildTopsIfNeeded() {
            guard !topsAreCurrent else { return }
            tops = []
            tops.reserveCapacity(sections.count)
            var y = tableHeaderHeight
            for section in sections {
                tops.append(y)
                y += section.height
            }
            topsAreCurrent = true
        }
    }
#endif
