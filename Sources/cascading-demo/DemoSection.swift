import CascadingTable

/// A section of row nodes under an optional header and over an optional footer, in either view: a
/// table asks for the titles; a collection view lays the section out as a grouped list whose header
/// and footer views show them.
final class DemoSection: CascadingSectionNode {
    /// The title above the rows, if any.
    let header: String?
    /// The note below the rows, if any.
    let footer: String?
    private static let titleIdentifier = "demo-title"

    init(header: String? = nil, footer: String? = nil, rows: [CascadingNode]) {
        self.header = header
        self.footer = footer
        super.init(children: rows)
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { header }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { footer }

    override func prepare(collectionView: UICollectionView) {
        super.prepare(collectionView: collectionView)
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(
                UICollectionViewListCell.self, forSupplementaryViewOfKind: kind,
                withReuseIdentifier: Self.titleIdentifier)
        }
    }

    override func collectionView(_ collectionView: UICollectionView, layoutForSectionAt section: Int)
        -> CascadingSectionLayout?
    {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.headerMode = header == nil ? .none : .supplementary
        configuration.footerMode = footer == nil ? .none : .supplementary
        return .list(configuration)
    }

    override func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: Self.titleIdentifier, for: indexPath)
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        var content = isHeader ? UIListContentConfiguration.groupedHeader() : .groupedFooter()
        content.text = isHeader ? header : footer
        (view as? UICollectionViewCell)?.contentConfiguration = content
        return view
    }
}
