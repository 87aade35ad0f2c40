#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// The direction a layout scrolls in.
        public enum ScrollDirection: Int, Sendable {
            /// Top to bottom: lines are rows.
            case vertical = 0
            /// Leading to trailing: lines are columns.
            case horizontal = 1
        }
    }

    /// A layout that places items in lines, breaking to a new line when the next item does not fit, with
    /// an optional header and footer per section.
    ///
    /// Per section (vertical scrolling, in points; horizontal swaps the axes): the header
    /// (`headerReferenceSize.height` tall, the full width; none when 0), the inset's top, then lines of
    /// items: an item joins the line while the items' widths plus `minimumInteritemSpacing` between them
    /// fit the width less the inset's left and right. A line is as tall as its tallest item, and the
    /// items are centered in it vertically; a line of several items is justified (its first item at the
    /// left inset, its last at the right, the rest spread evenly), a line of one item is centered.
    /// Lines are `minimumLineSpacing` apart. Then the inset's bottom and the footer. A delegate adopting
    /// `UICollectionViewDelegateFlowLayout` can give each of these per item or per section.
    ///
    ///     let layout = UICollectionViewFlowLayout()
    ///     layout.itemSize = CGSize(width: 100, height: 100)
    ///     layout.minimumInteritemSpacing = 10
    @preconcurrency @MainActor
    open class UICollectionViewFlowLayout: UICollectionViewLayout {
        /// A value for `estimatedItemSize` that asks every cell for its size, without an estimate of
        /// its own: headlessly, cells not yet measured are laid out at `itemSize`.
        public nonisolated static let automaticSize = CGSize(width: -1, height: -1)

        /// The size of every item the delegate does not size. Default 50 × 50.
        open var itemSize = CGSize(width: 50, height: 50) {
            didSet { invalidateLayout() }
        }
        /// The estimated size of items that size themselves; `.zero` (the default) turns this off.
        ///
        /// Any other value makes every cell self-sizing: it is laid out at this estimate (at `itemSize`
        /// for `automaticSize`) until it is shown, then at the size its `preferredLayoutAttributesFitting(_:)`
        /// answers. The delegate's `sizeForItemAt` is not asked then.
        open var estimatedItemSize: CGSize = .zero {
            didSet { invalidateLayout() }
        }

        /// Whether cells size themselves (`estimatedItemSize` is not zero).
        var isSelfSizing: Bool { estimatedItemSize != .zero }
        /// The smallest spacing between lines. Default 10.
        open var minimumLineSpacing: CGFloat = 10 {
            didSet { invalidateLayout() }
        }
        /// The smallest spacing between items of a line. Default 10.
        open var minimumInteritemSpacing: CGFloat = 10 {
            didSet { invalidateLayout() }
        }
        /// The margins around each section's items. Default zero.
        open var sectionInset: UIEdgeInsets = .zero {
            didSet { invalidateLayout() }
        }
        /// The size of every section header; only its height counts when scrolling vertically. Default zero.
        open var headerReferenceSize: CGSize = .zero {
            didSet { invalidateLayout() }
        }
        /// The size of every section footer; only its height counts when scrolling vertically. Default zero.
        open var footerReferenceSize: CGSize = .zero {
            didSet { invalidateLayout() }
        }
        /// The scrolling direction. Default `.vertical`.
        open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
            didSet { invalidateLayout() }
        }
        /// Whether headers stay at the top of the visible bounds while their section scrolls (vertical
        /// scrolling). Default `false`.
        open var sectionHeadersPinToVisibleBounds = false {
            didSet { invalidateLayout() }
        }
        /// Whether footers stay at the bottom of the visible bounds while their section scrolls (vertical
        /// scrolling). Default `false`.
        open var sectionFootersPinToVisibleBounds = false {
            didSet { invalidateLayout() }
        }

        private var cells: [[UICollectionViewLayoutAttributes]] = []
        private var supplementaries: [String: [Int: UICollectionViewLayoutAttributes]] = [:]
        private var contentSize: CGSize = .zero
        private var pinned = PinnedSupplementaries()

        /// The size of all sections laid out one after another.
        open override var collectionViewContentSize: CGSize { contentSize }

        /// Computes every frame from the counts, the delegate's answers and the layout's properties.
        open override func prepare() {
            cells = []
            supplementaries = [:]
            pinned = PinnedSupplementaries()
            contentSize = .zero
            guard let collectionView else { return }
            let vertical = scrollDirection == .vertical
            let crossExtent = vertical ? collectionView.bounds.width : collectionView.bounds.height
            let metrics = FlowMetrics(layout: self, collectionView: collectionView, vertical: vertical)
            var position: CGFloat = 0
            for section in 0..<collectionView.numberOfSections {
                let end = layOut(section: section, from: position, width: crossExtent, metrics: metrics)
                if vertical { pinSupplementaries(of: section, from: position, to: end) }
                position = end
            }
            contentSize =
                vertical
                ? CGSize(width: crossExtent, height: position) : CGSize(width: position, height: crossExtent)
        }

        /// Lays a section out in the vertical frame of reference, starting at `start`; returns where it ends.
        private func layOut(section: Int, from start: CGFloat, width: CGFloat, metrics: FlowMetrics) -> CGFloat {
            var y = start
            let header = metrics.headerSize(section)
            if header.height > 0 {
                place(
                    UICollectionView.elementKindSectionHeader, section,
                    CGRect(x: 0, y: y, width: width, height: header.height), metrics)
                y += header.height
            }
            let inset = metrics.inset(section)
            let interitem = metrics.interitemSpacing(section)
            let available = width - inset.left - inset.right
            let count = collectionView?.numberOfItems(inSection: section) ?? 0
            let sizes = (0..<count).map { metrics.itemSize(IndexPath(item: $0, section: section)) }
            var lines: [[Int]] = []
            var lineWidth: CGFloat = 0
            for (item, size) in sizes.enumerated() {
                if let last = lines.last, !last.isEmpty, lineWidth + interitem + size.width <= available {
                    lines[lines.count - 1].append(item)
                    lineWidth += interitem + size.width
                } else {
                    lines.append([item])
                    lineWidth = size.width
                }
            }
            y += inset.top
            var frames: [CGRect] = []
            for (index, line) in lines.enumerated() {
                if index > 0 { y += metrics.lineSpacing(section) }
                let height = line.map { sizes[$0].height }.max() ?? 0
                let used = line.reduce(0) { $0 + sizes[$1].width }
                let spacing = line.count > 1 ? (available - used) / CGFloat(line.count - 1) : 0
                var x = inset.left + (line.count == 1 ? (available - used) / 2 : 0)
                for item in line {
                    let size = sizes[item]
                    frames.append(
                        CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height))
                    x += size.width + spacing
                }
                y += height
            }
            y += inset.bottom
            cells.append(
                frames.enumerated().map { item, frame in
                    let attributes = UICollectionViewLayoutAttributes(
                        forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = metrics.oriented(frame)
                    attributes.selfSizingAxes = SelfSizingAxes(width: isSelfSizing, height: isSelfSizing)
                    return attributes
                })
            let footer = metrics.footerSize(section)
            if footer.height > 0 {
                place(
                    UICollectionView.elementKindSectionFooter, section,
                    CGRect(x: 0, y: y, width: width, height: footer.height), metrics)
                y += footer.height
            }
            return y
        }

        private func place(_ kind: String, _ section: Int, _ frame: CGRect, _ metrics: FlowMetrics) {
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
            attributes.frame = metrics.oriented(frame)
            supplementaries[kind, default: [:]][section] = attributes
        }

        /// Pins a section's header and footer when the layout asks for it.
        private func pinSupplementaries(of section: Int, from top: CGFloat, to bottom: CGFloat) {
            for (kind, pins, isFooter) in [
                (UICollectionView.elementKindSectionHeader, sectionHeadersPinToVisibleBounds, false),
                (UICollectionView.elementKindSectionFooter, sectionFootersPinToVisibleBounds, true),
            ] where pins {
                guard let attributes = supplementaries[kind]?[section] else { continue }
                pinned.pin(attributes, sectionTop: top, sectionBottom: bottom, isFooter: isFooter)
            }
        }

        /// Every cell, header and footer whose frame intersects the rectangle; pinned headers and footers
        /// where the visible bounds put them.
        open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            let bounds = collectionView?.bounds ?? .zero
            let all =
                cells.joined() + supplementaries.values.flatMap(\.values).map { pinned.shown($0, visible: bounds) }
            return all.filter { $0.frame.intersects(rect) }
        }

        /// `true` for a self-sizing cell whose preferred size differs from its estimate: the layout then
        /// places it at its preferred size.
        open override func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            preferredSizeDiffers(preferredAttributes, from: originalAttributes)
        }

        /// The attributes of an item's cell, or `nil` when the item does not exist.
        open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            guard indexPath.count == 2, cells.indices.contains(indexPath[0]),
                cells[indexPath[0]].indices.contains(indexPath[1])
            else { return nil }
            return cells[indexPath[0]][indexPath[1]]
        }

        /// The attributes of a section's header or footer, or `nil` when the section has none.
        open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard indexPath.count == 2, let attributes = supplementaries[elementKind]?[indexPath[0]] else { return nil }
            return pinned.shown(attributes, visible: collectionView?.bounds ?? .zero)
        }
    }

    /// The flow layout's measurements for one pass, from the delegate when it answers, else the layout's
    /// properties, turned into the vertical frame of reference (for horizontal scrolling, x and y swap).
    @MainActor
    struct FlowMetrics {
        let layout: UICollectionViewFlowLayout
        let collectionView: UICollectionView
        let vertical: Bool
        private var delegate: (any UICollectionViewDelegateFlowLayout)? {
            collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        }

        /// The delegate, when it implements a member; `nil` sends the layout to its own property.
        private func delegate(implementing member: UICollectionView.HeadlessOptionalMember)
            -> (any UICollectionViewDelegateFlowLayout)?
        {
            collectionView.lacks(member) ? nil : delegate
        }

        init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView, vertical: Bool) {
            self.layout = layout
            self.collectionView = collectionView
            self.vertical = vertical
        }

        func itemSize(_ indexPath: IndexPath) -> CGSize {
            if layout.isSelfSizing {
                let estimate =
                    layout.estimatedItemSize == UICollectionViewFlowLayout.automaticSize
                    ? layout.itemSize : layout.estimatedItemSize
                let size = layout.preferredItemSizes[indexPath] ?? estimate
                return oriented(CGSize(width: max(0, size.width), height: max(0, size.height)))
            }
            let size =
                delegate(implementing: .sizeForItem)?.collectionView(
                    collectionView, layout: layout, sizeForItemAt: indexPath) ?? layout.itemSize
            return oriented(CGSize(width: max(0, size.width), height: max(0, size.height)))
        }

        func inset(_ section: Int) -> UIEdgeInsets {
            let inset =
                delegate(implementing: .insetForSection)?.collectionView(
                    collectionView, layout: layout, insetForSectionAt: section)
                ?? layout.sectionInset
            return vertical
                ? inset : UIEdgeInsets(top: inset.left, left: inset.top, bottom: inset.right, right: inset.bottom)
        }

        func lineSpacing(_ section: Int) -> CGFloat {
            delegate(implementing: .minimumLineSpacing)?.collectionView(
                collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
                ?? layout.minimumLineSpacing
        }

        func interitemSpacing(_ section: Int) -> CGFloat {
            delegate(implementing: .minimumInteritemSpacing)?.collectionView(
                collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
                ?? layout.minimumInteritemSpacing
        }

        func headerSize(_ section: Int) -> CGSize {
            oriented(
                delegate(implementing: .referenceSizeForHeader)?.collectionView(
                    collectionView, layout: layout, referenceSizeForHeaderInSection: section)
                    ?? layout.headerReferenceSize)
        }

        func footerSize(_ section: Int) -> CGSize {
            oriented(
                delegate(implementing: .referenceSizeForFooter)?.collectionView(
                    collectionView, layout: layout, referenceSizeForFooterInSection: section)
                    ?? layout.footerReferenceSize)
        }

        func oriented(_ size: CGSize) -> CGSize {
            vertical ? size : CGSize(width: size.height, height: size.width)
        }

        func oriented(_ frame: CGRect) -> CGRect {
            vertical ? frame : CGRect(x: frame.minY, y: frame.minX, width: frame.height, height: frame.width)
        }
    }
#endif
