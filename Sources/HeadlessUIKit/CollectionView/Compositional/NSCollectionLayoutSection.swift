#if !canImport(UIKit)
    import Foundation

    /// One section of a compositional layout: a group repeated for the section's items, with insets,
    /// spacing between groups, and headers and footers.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutSection: NSObject {
        /// The group repeated for the section's items (headless addition: UIKit keeps it private).
        public let headlessGroup: NSCollectionLayoutGroup

        /// The group repeated for the section's items.
        @available(*, deprecated, renamed: "headlessGroup")
        public var group: NSCollectionLayoutGroup { headlessGroup }
        /// The space around the section's groups. Default zero.
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// The space between successive groups. Default 0.
        public var interGroupSpacing: CGFloat = 0
        /// Headers and footers of the section. Default none.
        public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        /// Views drawn behind the section, such as its background. Default none.
        public var decorationItems: [NSCollectionLayoutDecorationItem] = []
        /// How the section scrolls across the collection view's scrolling direction. Default `.none`.
        ///
        /// Any other value lays the section's groups side by side in one row, which the user scrolls
        /// sideways (headlessly `UICollectionView.headlessScrollOrthogonalSection(_:to:)`).
        public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
        /// Called before each layout pass that shows the section with its elements on screen, so that it
        /// can change how they look (alpha, transform, zIndex, center, visibility). Default `nil`.
        ///
        /// The compositional layout calls it after preparing and whenever the bounds or the section's
        /// sideways offset changed since it last did; what it sets shows in the elements' layout attributes.
        public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        /// Whether headers and footers follow the section's leading and trailing insets. Default `true`.
        public var supplementariesFollowContentInsets = true
        /// The list configuration the section was made from, if any (its swipe-action providers).
        var listConfiguration: UICollectionLayoutListConfiguration?

        /// Creates a section that repeats a group.
        public init(group: NSCollectionLayoutGroup) {
            headlessGroup = group
        }
    }

    /// How a compositional section scrolls across the collection view's scrolling direction.
    public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
        /// The section does not scroll on its own: its groups follow each other along the main axis.
        case none = 0
        /// The section scrolls freely.
        case continuous = 1
        /// The section scrolls freely and comes to rest at the leading edge of a group (headlessly: where
        /// the first group's leading edge rests, the group nearest to where the swipe stopped).
        case continuousGroupLeadingBoundary = 2
        /// The section scrolls a page (the collection view's width) at a time, resting at a multiple of it.
        case paging = 3
        /// The section scrolls a group at a time, resting at a group's leading edge.
        case groupPaging = 4
        /// The section scrolls a group at a time, resting with a group centered in the collection view.
        case groupPagingCentered = 5
    }
#endif
