/// What a ready-made list cell shows, described once for both views: a list content configuration
/// (text, secondary text, image, colours) and the accessories around it.
///
/// A table cell gets it as its `contentConfiguration`, `accessoryType` and `accessoryView`; a
/// collection view gets a `UICollectionViewListCell`, registered for the user, with the same
/// `contentConfiguration` and the matching `accessories` (a reorder control when the cell can move
/// and a delete control when it can be deleted, both shown while editing, as a table shows them).
/// `ListRow`, `ListSection`'s content closure and its status rows all draw through it.
@MainActor
struct ListCellContent {
    /// The reuse identifier of the list cells the ready-made nodes dequeue from a collection view.
    static let reuseIdentifier = "CascadingTable.ListCell"

    /// The text, secondary text, image and their looks.
    var content: UIListContentConfiguration

    /// The standard accessory; in a collection view the matching list accessory. Default: `.none`.
    var accessoryType: UITableViewCell.AccessoryType = .none

    /// A view shown instead of the standard accessory (in a collection view, a trailing custom
    /// accessory). Default: `nil`.
    var accessoryView: UIView?

    /// Whether a collection view shows a reorder control while editing. Default: `false`.
    var isMovable = false

    /// Whether a collection view shows a delete control while editing (a tap reveals the trailing
    /// swipe actions, as in UIKit). Default: `false`.
    var isDeletable = false

    /// Runs when the user taps the detail button (`.detailButton` or `.detailDisclosureButton`).
    var onAccessoryTap: (() -> Void)?

    /// The content configuration a list cell of `style` starts from: a subtitle cell for `.subtitle`,
    /// a value cell for `.value1` and `.value2`, a plain cell otherwise.
    static func baseContent(for style: UITableViewCell.CellStyle) -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1, .value2: .valueCell()
        default: .cell()
        }
    }

    /// Shows the description in a table cell; `includingContent: false` leaves the cell's own content
    /// (a cell class of the user's that the row gives no text, image or content closure).
    func apply(to cell: UITableViewCell, includingContent: Bool = true) {
        if includingContent { cell.contentConfiguration = content }
        cell.accessoryType = accessoryType
        cell.accessoryView = accessoryView
    }

    /// A list cell dequeued from `collectionView` (its class registered first) that shows the description.
    func dequeueCell(from collectionView: UICollectionView, for indexPath: IndexPath) -> UICollectionViewListCell {
        let cell = Self.dequeueListCell(from: collectionView, for: indexPath)
        cell.contentConfiguration = content
        cell.accessories = accessories
        return cell
    }

    /// A `UICollectionViewListCell` dequeued under `reuseIdentifier` (default the ready-made cells'
    /// one), its class `cellClass` (default `UICollectionViewListCell`) registered first.
    static func dequeueListCell(
        from collectionView: UICollectionView, for indexPath: IndexPath,
        reuseIdentifier: String = ListCellContent.reuseIdentifier,
        cellClass: UICollectionViewListCell.Type = UICollectionViewListCell.self
    ) -> UICollectionViewListCell {
        collectionView.register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        guard let list = cell as? UICollectionViewListCell else {
            preconditionFailure(
                "The collection view made a \(type(of: cell)) for \"\(reuseIdentifier)\", which the ready-made nodes keep for UICollectionViewListCell. Register your cells under another reuse identifier."
            )
        }
        return list
    }

    /// The list accessories that match the description, leading ones first.
    var accessories: [UICellAccessory] {
        var accessories: [UICellAccessory] = []
        if isDeletable { accessories.append(.delete(displayed: .whenEditing)) }
        if let accessoryView {
            accessories.append(
                .customView(configuration: .init(customView: accessoryView, placement: .trailing(displayed: .always))))
        } else {
            switch accessoryType {
            case .disclosureIndicator: accessories.append(.disclosureIndicator())
            case .checkmark: accessories.append(.checkmark())
            case .detailButton: accessories += detailAccessory
            case .detailDisclosureButton: accessories += detailAccessory + [.disclosureIndicator()]
            default: break
            }
        }
        if isMovable { accessories.append(.reorder(displayed: .whenEditing)) }
        return accessories
    }

    /// The detail button, which runs `onAccessoryTap`; none before iOS 15.4, where UIKit has no such
    /// list accessory.
    private var detailAccessory: [UICellAccessory] {
        guard #available(iOS 15.4, tvOS 15.4, *) else { return [] }
        return [.detail(actionHandler: onAccessoryTap)]
    }
}
