#if !canImport(UIKit)
    import Foundation

    // Sideways scrolling of a compositional section (a headless addition that simulates the user's swipe).
    extension UICollectionView {
        /// Simulates the user scrolling a section whose `orthogonalScrollingBehavior` is not `.none`
        /// sideways, to an offset from its leading edge (headless addition, not UIKit API).
        ///
        /// The swipe stops at `offset` and the section comes to rest as its `orthogonalScrollingBehavior`
        /// says, at the resting point nearest to where it stopped (the swipe has no velocity): `.continuous`
        /// where it stopped; `.paging` at a multiple of the collection view's width; `.groupPaging` and
        /// `.continuousGroupLeadingBoundary` with a group's leading edge where the first group's rests;
        /// `.groupPagingCentered` with a group centered. The offset is then kept within the section's row
        /// of groups; the section's cells move by it, those that leave the bounds stop being displayed and
        /// those that enter are shown.
        /// - Parameters:
        ///   - section: The section.
        ///   - offset: Where the swipe stops, in points from the row's leading edge.
        /// - Returns: The offset the section comes to rest at, or `nil` when the section does not scroll
        ///   sideways.
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
