import CascadingTable

/// Photos of the destination in a grid of three columns: a section only a collection view can show,
/// since a table lays out one row per line.
final class PhotoGridSection: CascadingSectionNode {
    override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        .grid(columns: 3, spacing: 2)
    }
}
