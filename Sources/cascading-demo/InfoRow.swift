import CascadingTable

/// A ready-made row that only informs: it shows its title and subtitle and takes neither highlight nor
/// selection, in a table or a collection view. A `ListRow` without a select action would still be
/// selected by a tap.
final class InfoRow: ListRow {
    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { false }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { nil }

    override func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath)
        -> Bool
    {
        false
    }

    override func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        false
    }
}
