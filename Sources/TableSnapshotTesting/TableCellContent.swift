import HeadlessUIKit

/// What a table or collection-view cell shows, read the same way whether the cell uses a list content
/// configuration or the legacy `textLabel`, `detailTextLabel` and `imageView`.
///
/// A cell whose `contentConfiguration` is a `UIListContentConfiguration` (as `ListRow` makes) is
/// read from the configuration: its text, else its attributed text, and so on. Any other cell is read
/// from its labels and image view (as a `ListSection` closure that sets `cell.textLabel?.text` makes).
/// The accessory is read from the cell either way.
///
///     let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))!
///     let content = TableCellContent(cell)
///     #expect(content.text == "Wi-Fi")
///     #expect(content.secondaryText == "Home")
///     #expect(content.accessoryType == .disclosureIndicator)
///
/// A collection-view cell is read from its list content configuration; a `UICollectionViewListCell`'s
/// shown accessories give the accessory type and view headlessly (UIKit does not let a test read a
/// cell accessory's kind, so on Apple platforms a collection-view cell reads as having none).
///
/// Works on every platform: on Apple platforms it reads UIKit's cells.
@MainActor
public struct TableCellContent {
    /// The primary text: the configuration's `text` (else its attributed text's string), or the text
    /// label's text.
    public let text: String?
    /// The secondary text: the configuration's `secondaryText` (else its attributed form), or the
    /// detail text label's text.
    public let secondaryText: String?
    /// The image: the configuration's `image`, or the image view's.
    public let image: UIImage?
    /// The colour of the primary text: the configuration's text colour, or the text label's.
    public let textColor: UIColor?
    /// The accessory type the cell shows now: `editingAccessoryType` while it is editing, else
    /// `accessoryType`. For a collection-view list cell: `.disclosureIndicator`, `.checkmark` or
    /// `.detailButton` for the first such accessory it shows, else `.none`.
    public let accessoryType: UITableViewCell.AccessoryType
    /// The accessory view, which replaces the accessory type when set. For a collection-view list cell:
    /// the view of the first custom-view accessory it shows.
    public let accessoryView: UIView?

    /// Whether the accessory view is a switch that is on; `nil` when the accessory view is no switch.
    public var isOn: Bool? {
        (accessoryView as? UISwitch)?.isOn
    }

    /// Reads what a cell shows.
    ///
    /// - Parameter cell: The cell, as the data source configured it.
    public init(_ cell: UITableViewCell) {
        if let list = cell.contentConfiguration as? UIListContentConfiguration {
            text = list.text ?? list.attributedText?.string
            secondaryText = list.secondaryText ?? list.secondaryAttributedText?.string
            image = list.image
            textColor = list.textProperties.color
        } else {
            text = cell.textLabel?.text
            secondaryText = cell.detailTextLabel?.text
            image = cell.imageView?.image
            textColor = cell.textLabel?.textColor
        }
        accessoryType = cell.isEditing ? cell.editingAccessoryType : cell.accessoryType
        accessoryView = cell.accessoryView
    }

    /// Reads what a collection-view cell shows.
    ///
    /// - Parameter cell: The cell, as the data source configured it.
    public init(_ cell: UICollectionViewCell) {
        let list = cell.contentConfiguration as? UIListContentConfiguration
        text = list?.text ?? list?.attributedText?.string
        secondaryText = list?.secondaryText ?? list?.secondaryAttributedText?.string
        image = list?.image
        textColor = list?.textProperties.color
        #if canImport(UIKit)
            accessoryType = .none
            accessoryView = nil
        #else
            let accessories = (cell as? UICollectionViewListCell)?.headlessShownAccessories ?? []
            accessoryType =
                accessories.lazy.compactMap { accessory -> UITableViewCell.AccessoryType? in
                    switch accessory.headlessKind {
                    case .disclosureIndicator: .disclosureIndicator
                    case .checkmark: .checkmark
                    case .detail: .detailButton
                    default: nil
                    }
                }.first ?? .none
            accessoryView =
                accessories.lazy.compactMap { accessory -> UIView? in
                    if case .customView(let view) = accessory.accessoryType { view } else { nil }
                }.first
        #endif
    }
}
