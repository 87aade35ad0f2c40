/// How a section of a collection view is laid out, as its node describes it
/// (`collectionView(_:layoutForSectionAt:)`); `CascadingRootNode.makeCompositionalLayout()` builds the
/// compositional layout from these descriptions, section by section.
///
///     override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
///         -> CascadingSectionLayout?
///     {
///         .grid(columns: 3, spacing: 2)
///     }
public enum CascadingSectionLayout {
    /// A list section with a list configuration. The root fills in the configuration's leading and
    /// trailing swipe-action providers, when they are not set, with the nodes' answers
    /// (`collectionView(_:leadingSwipeActionsConfigurationForItemAt:)` and the trailing one).
    case list(UICollectionLayoutListConfiguration)

    /// Rows of `columns` items of equal width, `spacing` points apart, each row `itemHeight` tall
    /// (`nil`: square items).
    case grid(columns: Int, itemHeight: NSCollectionLayoutDimension? = nil, spacing: CGFloat = 0)

    /// A section the node builds itself for the layout environment.
    case section(@MainActor (any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection)
}
