/// How a ready-made section shows itself in a collection-view list: a list layout whose header and
/// footer modes follow what the section shows, and its header and footer titles (or views) as the
/// list's supplementary views. Written once for `RowSection` and `ListSection`.
@MainActor
struct ListSectionBoundaries {
    /// The reuse identifier of the headers and footers the ready-made sections dequeue.
    static let reuseIdentifier = "CascadingTable.ListBoundary"

    /// The look of the list section.
    var appearance: UICollectionLayoutListConfiguration.Appearance
    /// The header title.
    var headerTitle: String?
    /// The footer title.
    var footerTitle: String?
    /// Makes the header view, shown instead of the header title.
    var headerView: (() -> UIView?)?
    /// Makes the footer view, shown instead of the footer title.
    var footerView: (() -> UIView?)?
    /// The grid the section is laid out as instead of a list; `nil` for a list.
    var grid: ListSectionGrid?

    /// A list in `appearance` (or the grid), with a header (footer) when the section shows a header
    /// (footer) title or view, and none otherwise.
    var layout: CascadingSectionLayout {
        let header = headerTitle != nil || headerView != nil
        let footer = footerTitle != nil || footerView != nil
        guard let grid else {
            var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
            configuration.headerMode = header ? .supplementary : .none
            configuration.footerMode = footer ? .supplementary : .none
            return .list(configuration)
        }
        return CascadingSectionLayout.grid(columns: grid.columns, itemHeight: grid.itemHeight, spacing: grid.spacing)
            .withBoundaries(header: header, footer: footer)
    }

    /// The header or footer of `kind` (a list cell registered for the user) showing the title in the
    /// list's header or footer style, or the view filling its content view; `nil` for another kind.
    ///
    /// Views and titles are dequeued under two identifiers, so a reused title never shows an old view.
    func dequeueView(ofKind kind: String, from collectionView: UICollectionView, for indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        let isHeader = kind == UICollectionView.elementKindSectionHeader
        guard isHeader || kind == UICollectionView.elementKindSectionFooter else { return nil }
        let shown = (isHeader ? headerView : footerView)?()
        let identifier = Self.reuseIdentifier + (shown == nil ? "" : ".view")
        collectionView.register(
            UICollectionViewListCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        let view = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
        guard let cell = view as? UICollectionViewListCell else { return view }
        if let shown {
            // Only the views placed here ever fill these cells' content views.
            for old in cell.contentView.subviews where old !== shown { old.removeFromSuperview() }
            cell.contentConfiguration = nil
            shown.removeFromSuperview()
            shown.frame = CGRect(origin: .zero, size: cell.contentView.bounds.size)
            cell.contentView.addSubview(shown)
        } else {
            var content = isHeader ? headerContent : footerContent
            content.text = isHeader ? headerTitle : footerTitle
            cell.contentConfiguration = content
        }
        return cell
    }

    /// The header style of the appearance.
    private var headerContent: UIListContentConfiguration {
        [.plain, .sidebarPlain].contains(appearance) ? .plainHeader() : .groupedHeader()
    }

    /// The footer style of the appearance.
    private var footerContent: UIListContentConfiguration {
        [.plain, .sidebarPlain].contains(appearance) ? .plainFooter() : .groupedFooter()
    }
}

/// A ready-made section's grid in a collection view: what `grid(columns:itemHeight:spacing:)` was given.
struct ListSectionGrid {
    /// The number of items in a row.
    var columns: Int
    /// The height of a row; `nil` for square items.
    var itemHeight: NSCollectionLayoutDimension?
    /// The space between items, in points.
    var spacing: CGFloat
}
