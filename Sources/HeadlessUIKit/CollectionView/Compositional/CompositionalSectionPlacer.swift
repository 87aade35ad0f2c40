#if !canImport(UIKit)
    import Foundation

    /// Computes the frames of one compositional section: headers, the repeated group's items, footers.
    @MainActor
    struct CompositionalSectionPlacer {
        let section: NSCollectionLayoutSection
        let index: Int
        /// The collection view's width and height.
        let width: CGFloat
        let height: CGFloat
        /// The sizes self-sizing cells asked for, by item.
        let preferredSizes: [IndexPath: CGSize]
        /// The sizes self-sizing headers and footers asked for, by element.
        var preferredSupplementarySizes: [CollectionElement: CGSize] = [:]

        /// Places the section from `start` down; returns where it ends.
        func place(items count: Int, from start: CGFloat, into placed: inout PlacedElements) -> CGFloat {
            let insets = section.contentInsets
            let contentWidth = max(0, width - insets.leading - insets.trailing)
            let follows = section.supplementariesFollowContentInsets
            let boundary = CGRect(
                x: follows ? insets.leading : 0, y: 0, width: follows ? contentWidth : width, height: height)
            var y = start
            var placedBoundaries: [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] = []
            for header in section.boundarySupplementaryItems where !header.isAtBottom {
                y = place(header, in: boundary, at: y, into: &placed)
                if let attributes = placed.supplementaries[header.elementKind]?[IndexPath(item: 0, section: index)] {
                    placedBoundaries.append((header, attributes))
                }
            }
            y += insets.top
            let groupSize = section.headlessGroup.layoutSize.resolved(in: CGSize(width: contentWidth, height: height))
            if section.orthogonalScrollingBehavior == .none {
                var item = 0
                while item < count {
                    if item > 0 { y += section.interGroupSpacing }
                    let group = CGRect(x: insets.leading, y: y, width: groupSize.width, height: groupSize.height)
                    guard let placedGroup = placeGroup(at: group, items: &item, of: count, into: &placed) else { break }
                    y = placedGroup.maxY
                }
            } else {
                y = placeRow(of: groupSize, items: count, at: y, into: &placed)
            }
            y += insets.bottom
            for footer in section.boundarySupplementaryItems where footer.isAtBottom {
                y = place(footer, in: boundary, at: y, into: &placed)
                if let attributes = placed.supplementaries[footer.elementKind]?[IndexPath(item: 0, section: index)] {
                    placedBoundaries.append((footer, attributes))
                }
            }
            for (item, attributes) in placedBoundaries where item.pinToVisibleBounds {
                placed.pinned.pin(attributes, sectionTop: start, sectionBottom: y, isFooter: item.isAtBottom)
            }
            placeDecorations(in: CGRect(x: 0, y: start, width: width, height: y - start), into: &placed)
            return y
        }

        /// Places the section from `start` rightwards, for a layout that scrolls horizontally; returns
        /// where it ends.
        ///
        /// Along x: the boundary items aligned to the leading edge (or to none), the inset's leading
        /// edge, the groups one after another `interGroupSpacing` apart, the inset's trailing edge, the
        /// items aligned to the trailing edge. Items aligned to a top edge or corner sit above the groups
        /// and those aligned to a bottom edge or corner below them, spanning the section's length; the
        /// groups fill the height between them less the inset's top and bottom. A section that scrolls
        /// orthogonally stacks its groups along y instead, in one column as wide as its widest group,
        /// which scrolls along y.
        func placeHorizontally(items count: Int, from start: CGFloat, into placed: inout PlacedElements) -> CGFloat {
            let insets = section.contentInsets
            let boundaries = section.boundarySupplementaryItems
            let container = CGSize(width: width, height: height)
            let above = extent(of: boundaries.filter(\.isAboveGroups), in: container)
            let below = extent(of: boundaries.filter(\.isAtBottom), in: container)
            let groupsTop = above + insets.top
            let groupsHeight = max(0, height - above - below - insets.top - insets.bottom)
            let follows = section.supplementariesFollowContentInsets
            let side = CGRect(
                x: 0, y: follows ? groupsTop : 0, width: width, height: follows ? groupsHeight : height)
            var x = start
            var pins: [(NSCollectionLayoutBoundarySupplementaryItem, UICollectionViewLayoutAttributes)] = []
            for header in boundaries where header.isBeforeGroups {
                pins.append((header, placeAlongX(header, in: side, at: &x, into: &placed)))
            }
            let contentStart = x
            x += insets.leading
            let groupSize = section.headlessGroup.layoutSize.resolved(
                in: CGSize(width: width, height: groupsHeight))
            if section.orthogonalScrollingBehavior == .none {
                var item = 0
                while item < count {
                    if item > 0 { x += section.interGroupSpacing }
                    let group = CGRect(x: x, y: groupsTop, width: groupSize.width, height: groupSize.height)
                    guard let placedGroup = placeGroup(at: group, items: &item, of: count, into: &placed) else { break }
                    x = placedGroup.maxX
                }
            } else {
                x = placeColumn(of: groupSize, items: count, at: CGPoint(x: x, y: groupsTop), into: &placed)
            }
            x += insets.trailing
            let span =
                follows
                ? CGRect(
                    x: contentStart + insets.leading, y: 0,
                    width: max(0, x - contentStart - insets.leading - insets.trailing), height: height)
                : CGRect(x: contentStart, y: 0, width: x - contentStart, height: height)
            var y: CGFloat = 0
            let path = IndexPath(item: 0, section: index)
            for header in boundaries where header.isAboveGroups {
                y = place(header, in: span, at: y, into: &placed)
                if let attributes = placed.supplementaries[header.elementKind]?[path] {
                    pins.append((header, attributes))
                }
            }
            y = height - below
            for footer in boundaries where footer.isAtBottom {
                y = place(footer, in: span, at: y, into: &placed)
                if let attributes = placed.supplementaries[footer.elementKind]?[path] {
                    pins.append((footer, attributes))
                }
            }
            for footer in boundaries where footer.alignment == .trailing {
                pins.append((footer, placeAlongX(footer, in: side, at: &x, into: &placed)))
            }
            for (item, attributes) in pins where item.pinToVisibleBounds {
                placed.pinned.pin(
                    attributes, sectionTop: start, sectionBottom: x,
                    isFooter: item.isAtBottom || item.alignment == .trailing, horizontal: true)
            }
            placeDecorations(in: CGRect(x: start, y: 0, width: x - start, height: height), into: &placed)
            return x
        }

        /// How much of the height boundary items take, each that extends the boundary as tall as it asks.
        private func extent(of items: [NSCollectionLayoutBoundarySupplementaryItem], in container: CGSize)
            -> CGFloat
        {
            items.filter(\.extendsBoundary).reduce(0) { $0 + boundarySize(of: $1, in: container).size.height }
        }

        /// A header's or footer's size in a container: its layout size resolved there, each estimated
        /// dimension replaced by the one its view asked for once measured; and the estimated dimensions,
        /// which its view is measured in.
        private func boundarySize(of item: NSCollectionLayoutBoundarySupplementaryItem, in container: CGSize)
            -> (size: CGSize, axes: SelfSizingAxes)
        {
            var size = item.layoutSize.resolved(in: container)
            let axes = SelfSizingAxes(
                width: item.layoutSize.widthDimension.isEstimated, height: item.layoutSize.heightDimension.isEstimated)
            let element = CollectionElement.supplementary(kind: item.elementKind, IndexPath(item: 0, section: index))
            if let measured = preferredSupplementarySizes[element] {
                if axes.width, measured.width > 0 { size.width = measured.width }
                if axes.height, measured.height > 0 { size.height = measured.height }
            }
            return (size, axes)
        }

        /// Places a boundary item at `x`, at the top of the vertical span of `side` (its size resolved in
        /// the collection view's width and that span's height), and moves `x` past it when it extends the
        /// boundary.
        private func placeAlongX(
            _ item: NSCollectionLayoutBoundarySupplementaryItem, in side: CGRect, at x: inout CGFloat,
            into placed: inout PlacedElements
        ) -> UICollectionViewLayoutAttributes {
            let (size, axes) = boundarySize(of: item, in: side.size)
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
            attributes.selfSizingAxes = axes
            attributes.frame = CGRect(
                x: x + item.offset.x, y: side.minY + item.offset.y, width: size.width, height: size.height)
            placed.supplementaries[item.elementKind, default: [:]][attributes.indexPath] = attributes
            if item.extendsBoundary { x += size.width }
            return attributes
        }

        /// Places the section's decoration items (backgrounds) on the section's frame less each one's
        /// content insets, under the index path `[section, 0]`.
        private func placeDecorations(in frame: CGRect, into placed: inout PlacedElements) {
            for decoration in section.decorationItems {
                let insets = decoration.contentInsets
                let attributes = UICollectionViewLayoutAttributes(
                    forDecorationViewOfKind: decoration.elementKind, with: IndexPath(item: 0, section: index))
                attributes.frame = CGRect(
                    x: frame.minX + insets.leading, y: frame.minY + insets.top,
                    width: max(0, frame.width - insets.leading - insets.trailing),
                    height: max(0, frame.height - insets.top - insets.bottom))
                attributes.zIndex = decoration.zIndex
                placed.decorations[decoration.elementKind, default: [:]][attributes.indexPath] = attributes
            }
        }

        /// Places one group's cells from item `item` on; returns the group's frame (a group of
        /// estimated height is as tall as its tallest item, one of estimated width as wide as its items
        /// reach, measured or estimated), or `nil` when the group holds no cell.
        private func placeGroup(
            at group: CGRect, items item: inout Int, of count: Int, into placed: inout PlacedElements
        )
            -> CGRect?
        {
            var groups: [GroupSlot] = []
            let slots = slots(of: section.headlessGroup, in: group, first: item, groups: &groups)
            guard !slots.isEmpty else { return nil }
            let first = item
            var bottom = group.minY
            var trailing = group.minX
            for slot in slots.prefix(count - item) {
                let attributes = cellAttributes(IndexPath(item: item, section: index), in: slot)
                placed.cells[attributes.indexPath] = attributes
                placeSupplementaries(
                    of: slot.item.supplementaryItems, around: attributes.frame, at: attributes.indexPath, into: &placed)
                bottom = max(bottom, attributes.frame.maxY + slot.item.contentInsets.bottom)
                trailing = max(trailing, attributes.frame.maxX + slot.item.contentInsets.trailing)
                item += 1
            }
            let size = section.headlessGroup.layoutSize
            var frame = group
            if size.heightDimension.isEstimated { frame.size.height = bottom - group.minY }
            if size.widthDimension.isEstimated { frame.size.width = trailing - group.minX }
            for nested in groups where first + nested.firstSlot < item {
                // The outermost group of estimated size is as large as its items make it.
                let around = nested.group === section.headlessGroup ? frame : nested.frame
                placeSupplementaries(
                    of: nested.group.supplementaryItems, around: around,
                    at: IndexPath(item: first + nested.firstSlot, section: index), into: &placed)
            }
            return frame
        }

        /// Places an orthogonally scrolling section's groups side by side from the leading inset, in one
        /// row at `y`; records how far the row reaches; returns where the row ends.
        private func placeRow(of groupSize: CGSize, items count: Int, at y: CGFloat, into placed: inout PlacedElements)
            -> CGFloat
        {
            var item = 0
            var x = section.contentInsets.leading
            var bottom = y
            var groups: [CGRect] = []
            while item < count {
                if item > 0 { x += section.interGroupSpacing }
                let group = CGRect(x: x, y: y, width: groupSize.width, height: groupSize.height)
                guard let placedGroup = placeGroup(at: group, items: &item, of: count, into: &placed) else { break }
                bottom = max(bottom, placedGroup.maxY)
                groups.append(placedGroup)
                x = placedGroup.maxX
            }
            placed.orthogonalWidths[index] = x + section.contentInsets.trailing
            placed.orthogonalGroups[index] = groups
            placed.orthogonalLeads[index] = section.contentInsets.leading
            return bottom
        }

        /// Places an orthogonally scrolling section of a horizontally scrolling layout: its groups one
        /// under another from `origin`, `interGroupSpacing` apart; records how far the column reaches
        /// along y (through the inset's bottom) and its groups with x and y swapped, for the sideways
        /// scrolling, which goes along y; returns where the column ends along x (its widest group).
        private func placeColumn(
            of groupSize: CGSize, items count: Int, at origin: CGPoint, into placed: inout PlacedElements
        ) -> CGFloat {
            var item = 0
            var y = origin.y
            var right = origin.x
            var groups: [CGRect] = []
            while item < count {
                if item > 0 { y += section.interGroupSpacing }
                let group = CGRect(x: origin.x, y: y, width: groupSize.width, height: groupSize.height)
                guard let placedGroup = placeGroup(at: group, items: &item, of: count, into: &placed) else { break }
                right = max(right, placedGroup.maxX)
                groups.append(
                    CGRect(
                        x: placedGroup.minY, y: placedGroup.minX, width: placedGroup.height,
                        height: placedGroup.width))
                y = placedGroup.maxY
            }
            placed.orthogonalWidths[index] = y + section.contentInsets.bottom
            placed.orthogonalGroups[index] = groups
            placed.orthogonalLeads[index] = origin.y
            return right
        }

        /// Places a header or footer at `y` in the horizontal span of `boundary`; returns where it ends.
        private func place(
            _ item: NSCollectionLayoutBoundarySupplementaryItem, in boundary: CGRect, at y: CGFloat,
            into placed: inout PlacedElements
        ) -> CGFloat {
            let (size, axes) = boundarySize(of: item, in: boundary.size)
            let trailing = [.topTrailing, .bottomTrailing, .trailing].contains(item.alignment)
            let x = boundary.minX + (trailing ? boundary.width - size.width : 0) + item.offset.x
            let attributes = UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: item.elementKind, with: IndexPath(item: 0, section: index))
            attributes.frame = CGRect(x: x, y: y + item.offset.y, width: size.width, height: size.height)
            attributes.selfSizingAxes = axes
            placed.supplementaries[item.elementKind, default: [:]][attributes.indexPath] = attributes
            return item.extendsBoundary ? y + size.height : y
        }

        /// Places the supplementary items of an item (badges) against its cell's frame, or of a group
        /// against the group's frame, under an index path, each at its own `zIndex`; they move with the
        /// section's items when it scrolls sideways.
        private func placeSupplementaries(
            of items: [NSCollectionLayoutSupplementaryItem], around container: CGRect, at indexPath: IndexPath,
            into placed: inout PlacedElements
        ) {
            for supplementary in items {
                let attributes = UICollectionViewLayoutAttributes(
                    forSupplementaryViewOfKind: supplementary.elementKind, with: indexPath)
                attributes.frame = supplementary.frame(in: container)
                attributes.zIndex = supplementary.zIndex
                placed.supplementaries[supplementary.elementKind, default: [:]][indexPath] = attributes
                placed.itemAnchoredKinds.insert(supplementary.elementKind)
            }
        }

        /// A cell's attributes in its slot: an item of estimated width or height self-sizes in that
        /// dimension, and once measured is as wide or tall as it asked (its slot already made room).
        private func cellAttributes(_ indexPath: IndexPath, in slot: Slot) -> UICollectionViewLayoutAttributes {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = slot.frame
            attributes.zIndex = slot.zIndex
            let size = slot.item.layoutSize
            attributes.selfSizingAxes = SelfSizingAxes(
                width: size.widthDimension.isEstimated, height: size.heightDimension.isEstimated)
            guard let measured = preferredSizes[indexPath] else { return attributes }
            if attributes.selfSizingAxes.width, measured.width > 0 { attributes.frame.size.width = measured.width }
            if attributes.selfSizingAxes.height, measured.height > 0 { attributes.frame.size.height = measured.height }
            return attributes
        }

        /// An item's size in its group: its layout size resolved in the group, each estimated dimension
        /// replaced, once its cell (the `position`th of the section) was measured, by the measured one
        /// plus the item's insets; a group nested as a subitem keeps its resolved size.
        private func measuredSize(of item: NSCollectionLayoutItem, in group: CGSize, position: Int) -> CGSize {
            var size = item.layoutSize.resolved(in: group)
            guard !(item is NSCollectionLayoutGroup),
                let measured = preferredSizes[IndexPath(item: position, section: index)]
            else { return size }
            let insets = item.contentInsets
            if item.layoutSize.widthDimension.isEstimated, measured.width > 0 {
                size.width = measured.width + insets.leading + insets.trailing
            }
            if item.layoutSize.heightDimension.isEstimated, measured.height > 0 {
                size.height = measured.height + insets.top + insets.bottom
            }
            return size
        }

        /// A cell's frame in a group, the item it comes from, and its z-index (a custom item's, else 0).
        typealias Slot = (frame: CGRect, item: NSCollectionLayoutItem, zIndex: Int)

        /// The item the cells of a custom group come from: of absolute size, without insets or badges.
        private static let customItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))
        /// A group (the section's or one nested in it) placed at a frame, and the index of its first cell
        /// among the cells of the outermost group.
        typealias GroupSlot = (group: NSCollectionLayoutGroup, frame: CGRect, firstSlot: Int)

        /// The cells a group holds, in order, for the group placed at `frame`; the group and every group
        /// nested in it that has supplementary items are added to `groups` with their frames, `before`
        /// being the number of the outermost group's cells that come before this group's, and `first`
        /// the section's item the outermost group starts at.
        ///
        /// A group repeats its subitems while they fit along its axis, each subitem as long as its
        /// measured size when it self-sizes; a group whose length along its axis is estimated holds its
        /// subitems once each.
        private func slots(
            of group: NSCollectionLayoutGroup, in frame: CGRect, before: Int = 0, first: Int,
            groups: inout [GroupSlot]
        ) -> [Slot] {
            if !group.supplementaryItems.isEmpty { groups.append((group, frame, before)) }
            if let provider = group.customItemProvider {
                return provider(CompositionalEnvironment(size: frame.size)).map { custom in
                    (custom.frame.offsetBy(dx: frame.minX, dy: frame.minY), Self.customItem, custom.zIndex)
                }
            }
            guard let subitem = group.subitems.first else { return [] }
            let spacing = group.interItemSpacing?.spacing ?? 0
            let length = group.isHorizontal ? frame.width : frame.height
            var result: [Slot] = []
            var offset: CGFloat = 0
            if let count = group.count {
                let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                for _ in 0..<count {
                    let size = measuredSize(of: subitem, in: frame.size, position: first + before + result.count)
                    let slot = Placement(offset: offset, along: share, size: size, before: before + result.count)
                    result += leaves(
                        of: subitem, in: frame, at: slot, group.isHorizontal, first: first, groups: &groups)
                    offset += share + spacing
                }
                return result
            }
            let axis = group.isHorizontal ? group.layoutSize.widthDimension : group.layoutSize.heightDimension
            var next = 0
            while !axis.isEstimated || next < group.subitems.count {
                let item = group.subitems[next % group.subitems.count]
                let size = measuredSize(of: item, in: frame.size, position: first + before + result.count)
                let along = group.isHorizontal ? size.width : size.height
                // A repeat that would overflow the group ends it; a small tolerance absorbs rounding of fractions.
                if next > 0, !axis.isEstimated, offset + along > length + 0.001 { break }
                let slot = Placement(offset: offset, along: along, size: size, before: before + result.count)
                result += leaves(of: item, in: frame, at: slot, group.isHorizontal, first: first, groups: &groups)
                offset += along + spacing
                next += 1
                if along <= 0 { break }
            }
            return result
        }

        /// Where a subitem goes in its group: `offset` along the group's axis, `along` long, at `size`
        /// across, after `before` cells of the outermost group.
        private struct Placement {
            let offset: CGFloat
            let along: CGFloat
            let size: CGSize
            let before: Int
        }

        /// The cells of one subitem placed in its group.
        private func leaves(
            of item: NSCollectionLayoutItem, in group: CGRect, at slot: Placement, _ horizontal: Bool, first: Int,
            groups: inout [GroupSlot]
        ) -> [Slot] {
            let frame =
                horizontal
                ? CGRect(x: group.minX + slot.offset, y: group.minY, width: slot.along, height: slot.size.height)
                : CGRect(x: group.minX, y: group.minY + slot.offset, width: slot.size.width, height: slot.along)
            if let nested = item as? NSCollectionLayoutGroup {
                return slots(of: nested, in: frame, before: slot.before, first: first, groups: &groups)
            }
            let insets = item.contentInsets
            let cell = CGRect(
                x: frame.minX + insets.leading, y: frame.minY + insets.top,
                width: max(0, frame.width - insets.leading - insets.trailing),
                height: max(0, frame.height - insets.top - insets.bottom))
            return [(cell, item, 0)]
        }
    }
#endif
