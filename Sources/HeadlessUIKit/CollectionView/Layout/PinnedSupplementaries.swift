#if !canImport(UIKit)
    import Foundation

    /// The headers and footers a layout pins to the visible bounds while their section scrolls, for the
    /// flow layout (`sectionHeadersPinToVisibleBounds`) and the compositional layout (`pinToVisibleBounds`).
    ///
    /// A pinned header sits at the top of the visible bounds, never above its place in the layout and
    /// never below the end of its section less its height; a pinned footer sits at the bottom of the
    /// visible bounds, never below its place and never above its section's start. In a horizontally
    /// scrolling layout the same holds along x: top becomes leading, bottom trailing.
    @MainActor
    struct PinnedSupplementaries {
        private struct Pin {
            let attributes: UICollectionViewLayoutAttributes
            let sectionTop: CGFloat
            let sectionBottom: CGFloat
            let isFooter: Bool
            let horizontal: Bool
        }

        private var pins: [CollectionElement: Pin] = [:]

        /// Pins a header or footer laid out at `attributes` in a section spanning `sectionTop...sectionBottom`
        /// along the scrolling axis, y unless `horizontal`.
        mutating func pin(
            _ attributes: UICollectionViewLayoutAttributes, sectionTop: CGFloat, sectionBottom: CGFloat, isFooter: Bool,
            horizontal: Bool = false
        ) {
            pins[attributes.element] = Pin(
                attributes: attributes, sectionTop: sectionTop, sectionBottom: sectionBottom, isFooter: isFooter,
                horizontal: horizontal)
        }

        /// The attributes of an element where it is shown for the visible bounds: pinned elements moved,
        /// in front of the cells; others as they are.
        func shown(_ attributes: UICollectionViewLayoutAttributes, visible bounds: CGRect)
            -> UICollectionViewLayoutAttributes
        {
            guard let pin = pins[attributes.element] else { return attributes }
            let length = pin.horizontal ? attributes.frame.width : attributes.frame.height
            let laidOut = pin.horizontal ? attributes.frame.minX : attributes.frame.minY
            let (visibleStart, visibleEnd) = pin.horizontal ? (bounds.minX, bounds.maxX) : (bounds.minY, bounds.maxY)
            let position =
                pin.isFooter
                ? max(min(laidOut, visibleEnd - length), pin.sectionTop)
                : min(max(laidOut, visibleStart), pin.sectionBottom - length)
            let moved = attributes.copyForFitting()
            if pin.horizontal { moved.frame.origin.x = position } else { moved.frame.origin.y = position }
            moved.zIndex = max(attributes.zIndex, 10)
            return moved
        }
    }
#endif
