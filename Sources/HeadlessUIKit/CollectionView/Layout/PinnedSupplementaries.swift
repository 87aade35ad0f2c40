#if !canImport(UIKit)
    import Foundation

    /// The headers and footers a layout pins to the visible bounds while their section scrolls, for the
    /// flow layout (`sectionHeadersPinToVisibleBounds`) and the compositional layout (`pinToVisibleBounds`).
    ///
    /// A pinned header sits at the top of the visible bounds, never above its place in the layout and
    /// never below the end of its section less its height; a pinned footer sits at the bottom of the
    /// visible bounds, never below its place and never above its section's start. Vertical scrolling only.
    @MainActor
    struct PinnedSupplementaries {
        private struct Pin {
            let attributes: UICollectionViewLayoutAttributes
            let sectionTop: CGFloat
            let sectionBottom: CGFloat
            let isFooter: Bool
        }

        private var pins: [CollectionElement: Pin] = [:]

        /// Pins a header or footer laid out at `attributes` in a section spanning `sectionTop...sectionBottom`.
        mutating func pin(
            _ attributes: UICollectionViewLayoutAttributes, sectionTop: CGFloat, sectionBottom: CGFloat, isFooter: Bool
        ) {
            pins[attributes.element] = Pin(
                attributes: attributes, sectionTop: sectionTop, sectionBottom: sectionBottom, isFooter: isFooter)
        }

        /// The attributes of an element where it is shown for the visible bounds: pinned elements moved,
        /// in front of the cells; others as they are.
        func shown(_ attributes: UICollectionViewLayoutAttributes, visible bounds: CGRect)
            -> UICollectionViewLayoutAttributes
        {
            guard let pin = pins[attributes.element] else { return attributes }
            let height = attributes.frame.height
            let laidOut = attributes.frame.minY
            let y =
                pin.isFooter
                ? max(min(laidOut, bounds.maxY - height), pin.sectionTop)
                : min(max(laidOut, bounds.minY), pin.sectionBottom - height)
            let moved = attributes.copyForFitting()
            moved.frame.origin.y = y
            moved.zIndex = max(attributes.zIndex, 10)
            return moved
        }
    }
#endif
