#if !canImport(UIKit)
    import Foundation

    /// One section of a compositional layout: a group repeated for the section's items, with insets,
    /// spacing between groups, and headers and footers.
    @preconcurrency @MainActor
    public final class NSCollectionLayoutSection: NSObject {
        /// The group repeated for the section's items.
        public let group: NSCollectionLayoutGroup
        /// The space around the section's groups. Default zero.
        public var contentInsets: NSDirectionalEdgeInsets = .zero
        /// The space between successive groups. Default 0.
        public var interGroupSpacing: CGFloat = 0
        /// Headers and footers of the section. Default none.
        public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
        /// Whether headers and footers follow the section's leading and trailing insets. Default `true`.
        public var supplementariesFollowContentInsets = true
        /// The list configuration the section was made from, if any (its swipe-action providers).
        var listConfiguration: UICollectionLayoutListConfiguration?

        /// Creates a section that repeats a group.
        public init(group: NSCollectionLayoutGroup) {
            self.group = group
        }
    }
#endif
