import CascadingTable

/// A row node that describes its row once, as a content configuration, and shows it in either view: a
/// table cell in a table, a list cell in a collection view. Subclasses say what the row shows and how it
/// reacts.
class DemoRow: CascadingNode {
    private static let identifier = "demo-row"

    /// What the row shows. The base row shows nothing.
    var content: UIListContentConfiguration { .cell() }

    /// Whether the row shows a disclosure indicator, because a tap opens something.
    var opensSomething: Bool { false }

    override func prepare(tableView: UITableView) {
        super.prepare(tableView: tableView)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: Self.identifier)
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: Self.identifier, for: indexPath)
        cell.contentConfiguration = content
        cell.accessoryType = opensSomething ? .disclosureIndicator : .none
        return cell
    }

    override func prepare(collectionView: UICollectionView) {
        super.prepare(collectionView: collectionView)
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: Self.identifier)
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.identifier, for: indexPath)
        cell.contentConfiguration = content
        (cell as? UICollectionViewListCell)?.accessories = opensSomething ? [.disclosureIndicator()] : []
        return cell
    }
}
