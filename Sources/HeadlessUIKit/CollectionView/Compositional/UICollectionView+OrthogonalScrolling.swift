#if !canImport(UIKit)
    import Foundation

    // Sideways scrolling of a compositional section (a headless addition that simulates the user's swipe).
    extension UICollectionView {
        /// Simulates the user scrolling a section whose `orthogonalScrollingBehavior` is not `.none`
        /// sideways, to an offset from its leading edge (headless addition, not UIKit API).
        ///
        /// The offset is kept within the section's row of groups; the section's cells move by it, those
        /// that leave the bounds stop being displayed and those that enter are shown. Paging behaviours
        /// do not snap: the offset is where the simulated swipe stops.
        /// - Parameters:
        ///   - section: The section.
        ///   - offset: How far to scroll, in points from the row's leading edge.
        /// - Returns: The offset the section is at, or `nil` when the section does not scroll sideways.
        @discardableResult
        public func headlessScrollOrthogonalSection(_ section: Int, to offset: CGFloat) -> CGFloat? {
            layoutIfNeeded()
            guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
                let scrolled = layout.scrollOrthogonalSection(section, to: offset)
            else { return nil }
            setNeedsLayout()
            layoutIfNeeded()
            return scrolled
        }
    }
#endif
