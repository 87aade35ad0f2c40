import CascadingTable

/// The demo's cells in either view: a plain cell that shows a `UIListContentConfiguration`, so a node
/// describes a row once and both views draw it, plus the section titles a collection-view list shows as
/// header and footer views.
@MainActor
enum DemoCells {
    /// The reuse identifier of every demo cell, and of the collection view's header and footer views.
    static let identifier = "demo"

    /// Registers the cell class with a table.
    static func register(in tableView: UITableView) {
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: identifier)
    }

    /// Registers the list cell, and the list cells that show section titles, with a collection view.
    static func register(in collectionView: UICollectionView) {
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: identifier)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }

    /// A table cell showing `content`, with a disclosure indicator when the row opens something.
    static func cell(
        in tableView: UITableView, at indexPath: IndexPath, showing content: UIListContentConfiguration,
        disclosure: Bool = false
    ) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
        cell.contentConfiguration = content
        cell.accessoryType = disclosure ? .disclosureIndicator : .none
        return cell
    }

    /// A collection-view list cell showing `content`, with a disclosure indicator when the item opens
    /// something.
    static func cell(
        in collectionView: UICollectionView, at indexPath: IndexPath, showing content: UIListContentConfiguration,
        disclosure: Bool = false
    ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.contentConfiguration = content
        (cell as? UICollectionViewListCell)?.accessories = disclosure ? [.disclosureIndicator()] : []
        return cell
    }
}

/// A section's header and footer titles, answered to both views: a table asks for the titles, a
/// collection view lays the section out as a grouped list with a header or footer view for each title.
@MainActor
struct DemoSectionTitles {
    var header: String?
    var footer: String?

    /// A grouped list with a supplementary header and footer where there is a title.
    var listLayout: CascadingSectionLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = header == nil ? .none : .supplementary
        configuration.footerMode = footer == nil ? .none : .supplementary
        return .list(configuration)
    }

    /// The header or footer view of `kind` (registered by `DemoCells.register(in:)`), showing its title.
    func view(in collectionView: UICollectionView, ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionReusableView
    {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: DemoCells.identifier, for: indexPath)
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        var content = isHeader ? UIListContentConfiguration.groupedHeader() : .groupedFooter()
        content.text = isHeader ? header : footer
        (view as? UICollectionViewCell)?.contentConfiguration = content
        return view
    }
}
