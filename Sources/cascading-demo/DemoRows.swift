import CascadingTable

// The page's rows. Each says what it shows and how it reacts, once, for both views.

/// The row introducing the destination: a title and a subtitle, not selectable.
final class DestinationRow: DemoRow {
    let name: String
    let summary: String

    init(name: String, summary: String) {
        self.name = name
        self.summary = summary
        super.init()
    }

    override var content: UIListContentConfiguration {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = name
        content.secondaryText = summary
        return content
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = super.tableView(tableView, cellForRowAt: indexPath)
        cell.selectionStyle = .none
        return cell
    }

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

/// One attraction: it opens on a tap and deletes itself on a swipe.
final class AttractionRow: DemoRow {
    let title: String
    let onSelect: (String) -> Void

    init(_ title: String, onSelect: @escaping (String) -> Void) {
        self.title = title
        self.onSelect = onSelect
        super.init()
    }

    override var content: UIListContentConfiguration {
        var content = UIListContentConfiguration.cell()
        content.text = title
        return content
    }

    override var opensSomething: Bool { true }

    /// The swipe's one action: the row removes its node, and the attached tree deletes the row from
    /// the view that shows it.
    private var deleteAction: UISwipeActionsConfiguration {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.removeFromParent()
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onSelect(title)
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        deleteAction
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect(title)
    }

    override func collectionView(
        _ collectionView: UICollectionView, trailingSwipeActionsConfigurationForItemAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        deleteAction
    }
}

/// A practical fact: a label on the left, its value on the right.
final class FactRow: DemoRow {
    let label: String
    let value: String

    init(_ label: String, _ value: String) {
        self.label = label
        self.value = value
        super.init()
    }

    override var content: UIListContentConfiguration {
        var content = UIListContentConfiguration.valueCell()
        content.text = label
        content.secondaryText = value
        return content
    }
}

/// A photo of the destination, an item of the photo grid.
final class PhotoItem: DemoRow {
    let title: String

    init(_ title: String) {
        self.title = title
        super.init()
    }

    override var content: UIListContentConfiguration {
        var content = UIListContentConfiguration.cell()
        content.image = UIImage(systemName: "photo")
        content.text = title
        return content
    }
}
