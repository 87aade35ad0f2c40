#if !canImport(UIKit)
    import Foundation

    extension UITableView {
        /// A picture of what is on screen as a standalone SVG document (headless addition, not UIKit API).
        ///
        /// The document's view box is the table's bounds, so it shows exactly the scrolled-to part of the
        /// content, and every item sits at its laid-out frame in content coordinates: section headers and
        /// footers with their titles; each visible cell with its text, detail text, image placeholder,
        /// accessory (a control's state included), selection or highlight, editing controls and revealed
        /// swipe actions; the section index and a scroll indicator when the content is taller than the
        /// bounds. The picture uses generic font families and no scripts, so any browser opens it.
        ///
        /// Each item is a group carrying what it stands for, for tests and tools to read back:
        ///
        ///     <g class="row" data-index-path="0,1" data-state="selected">
        ///       <rect class="frame" x="0" y="72" width="320" height="44" fill="#d1d1d6"/>
        ///       <text class="text" x="16" y="100" …>Pear</text>
        ///
        /// Rendering lays the table out if needed and asks the data source only for its section index
        /// titles, as UIKit does when it loads; the text form of the same screen is `headlessRenderedText()`.
        public func headlessRenderedSVG() -> String {
            layoutIfNeeded()
            return HeadlessSVGRenderer(tableView: self).render()
        }
    }

    /// Renders a laid-out table as SVG: one group per visible item, in the order the text rendering lists them.
    @MainActor
    struct HeadlessSVGRenderer {
        let tableView: UITableView
        /// The section index titles, when UIKit would show the index; `nil` otherwise.
        let indexTitles: [String]?

        init(tableView: UITableView) {
            self.tableView = tableView
            indexTitles = Self.shownIndexTitles(of: tableView)
        }

        /// The room the section index takes from the rows' trailing side.
        var indexWidth: CGFloat { indexTitles == nil ? 0 : 14 }

        var width: CGFloat { tableView.bounds.width }
        var isGrouped: Bool { tableView.style != .plain }
        /// How far the inset-grouped style pulls its rows in from each side, as UIKit's margins do: 16 points,
        /// 20 from a width of 400; 0 for the other styles.
        var cardInset: CGFloat {
            guard tableView.style == .insetGrouped else { return 0 }
            return width >= 400 ? 20 : 16
        }

        func render() -> String {
            let bounds = tableView.bounds
            let summary = HeadlessTextRenderer(tableView: tableView).render().prefix { $0 != "\n" }
            var root = SVGElement.picture(of: bounds, title: String(summary))
            root.children.append(
                .rect(
                    bounds,
                    ["class": "table", "fill": isGrouped ? SVGPalette.groupedBackground : SVGPalette.background]))
            for item in tableView.displayedItems.sorted() {
                switch item {
                case .header, .footer: root.children.append(supplementary(item))
                case .row(let indexPath): root.children.append(contentsOf: row(at: indexPath))
                }
            }
            if let index = sectionIndex() { root.children.append(index) }
            if let indicator = scrollIndicator() { root.children.append(indicator) }
            return root.document
        }

        // MARK: Headers and footers

        private func supplementary(_ item: TableItem) -> SVGElement {
            let frame = tableView.frame(of: item)
            let isHeader = if case .header = item { true } else { false }
            let look: SVGBoundaryLook = isHeader ? (isGrouped ? .groupedHeader : .plainHeader) : .footer
            let view = tableView.displayedSupplementaryViews[item]
            var group = SVGElement.group(
                ["class": isHeader ? "header" : "footer", "data-section": String(item.section)], [look.frame(frame)])
            guard let standard = view as? UITableViewHeaderFooterView else {
                if let view { group.children.append(.placeholder(for: view, in: frame)) }
                return group
            }
            let list = standard.contentConfiguration as? UIListContentConfiguration
            if let title = list?.text ?? list?.attributedText?.string ?? standard.textLabel?.text {
                group.children.append(look.title(title, in: frame, inset: cardInset))
            }
            return group
        }

        // MARK: Section index and scroll indicator

        /// The data source's section index titles, when there are some and the table has at least
        /// `sectionIndexMinimumDisplayRowCount` rows.
        private static func shownIndexTitles(of tableView: UITableView) -> [String]? {
            guard let titles = tableView.dataSource?.sectionIndexTitles(for: tableView), !titles.isEmpty else {
                return nil
            }
            let rows = (0..<tableView.numberOfSections).reduce(0) { $0 + tableView.numberOfRows(inSection: $1) }
            return rows >= tableView.sectionIndexMinimumDisplayRowCount ? titles : nil
        }

        /// The section index down the trailing edge, centred in the bounds.
        private func sectionIndex() -> SVGElement? {
            guard let titles = indexTitles else { return nil }
            let bounds = tableView.bounds
            let lineHeight = min(14, bounds.height / CGFloat(titles.count))
            let top = bounds.midY - lineHeight * CGFloat(titles.count) / 2
            return .group(
                ["class": "section-index", "font-size": "11", "font-weight": "600", "fill": SVGPalette.tint],
                titles.enumerated().map { index, title in
                    .text(title, x: bounds.maxX - 10, y: top + lineHeight * CGFloat(index + 1) - 3, anchor: "middle")
                })
        }

        /// A thin bar on the trailing edge that shows the scroll position, when the content is taller than the bounds.
        private func scrollIndicator() -> SVGElement? {
            let bounds = tableView.bounds
            let content = tableView.layout.contentHeight
            guard content > bounds.height, bounds.height > 0 else { return nil }
            let length = max(36, bounds.height * bounds.height / content)
            let travel = bounds.height - length
            let progress = min(max(bounds.minY / (content - bounds.height), 0), 1)
            let frame = CGRect(x: bounds.maxX - 6, y: bounds.minY + travel * progress, width: 3, height: length)
            return .rect(frame, radius: 1.5, ["class": "scroll-indicator", "fill": "#000000", "fill-opacity": "0.35"])
        }
    }
#endif
