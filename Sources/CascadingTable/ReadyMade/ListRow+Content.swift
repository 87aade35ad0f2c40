// What a ListRow shows, how it fills a cell, and how it follows its own changes and deletes itself.
extension ListRow {
    /// The values a row shows; equal values need no redraw.
    struct ShownContent: Equatable {
        var title: String?
        var subtitle: String?
        var image: UIImage?
        var textColor: UIColor?
        var accessoryType: UITableViewCell.AccessoryType
        var accessory: Accessory
        var cellStyle: UITableViewCell.CellStyle?
        var selectionStyle: UITableViewCell.SelectionStyle
        var height: CGFloat?
        var isEnabled: Bool
    }

    /// An accessory view as a row shows it: the row's switch by its state, another view by identity.
    enum Accessory: Equatable {
        case none
        case toggle(isOn: Bool)
        case view(ObjectIdentifier)
    }

    /// The values the row shows.
    var shownContent: ShownContent {
        ShownContent(
            title: title, subtitle: subtitle, image: image, textColor: shownTextColor, accessoryType: accessoryType,
            accessory: shownAccessory, cellStyle: cellStyle, selectionStyle: selectionStyle, height: height,
            isEnabled: isEnabled)
    }

    /// The accessory view as `shownContent` compares it.
    private var shownAccessory: Accessory {
        guard let accessoryView else { return .none }
        if let toggle, toggle.control === accessoryView { return .toggle(isOn: toggle.isOn) }
        return .view(ObjectIdentifier(accessoryView))
    }

    /// The title's colour: `textColor`, else red for a destructive row, else `nil` for the standard one.
    var shownTextColor: UIColor? {
        textColor ?? (isDestructive ? .systemRed : nil)
    }

    /// Whether closures of the row's own decide what its cell shows.
    var configuresItself: Bool { cell != nil || configure != nil }

    /// The nearest enclosing `CascadingSectionNode`, through any groups; `nil` outside one.
    var enclosingSection: CascadingSectionNode? {
        var node = parent
        while let current = node {
            if let section = current as? CascadingSectionNode { return section }
            node = current.parent
        }
        return nil
    }

    /// The defaults of the nearest enclosing `CascadingSectionNode`; `nil` outside one.
    var enclosingRowDefaults: RowDefaults<ListRow>? { enclosingSection?.rowDefaults }

    /// Puts the row's title, subtitle and image into the cell's default content configuration (on a
    /// standard cell always, on another cell when the row has any of them), then its accessory and
    /// selection style.
    func fill(_ cell: UITableViewCell, standard: Bool) {
        if standard || title != nil || subtitle != nil || image != nil {
            var content = cell.defaultContentConfiguration()
            content.text = title
            content.secondaryText = subtitle
            content.image = image
            if let color = shownTextColor { content.textProperties.color = color }
            if !isEnabled {
                content.textProperties.color = .secondaryLabel
                content.secondaryTextProperties.color = .tertiaryLabel
            }
            cell.contentConfiguration = content
        }
        drawnToggle = toggle.flatMap { $0.control === accessoryView ? $0 : nil }
        cell.accessoryType = accessoryType
        cell.accessoryView = accessoryView
        (accessoryView as? UIControl)?.isEnabled = isEnabled
        cell.selectionStyle = selectionStyle
    }

    /// Shows a changed setting: reconfigures the row's cell, or reloads the row when it needs another cell.
    func contentDidChange(reloading: Bool = false) {
        if reloading { reloadContent() } else { reconfigureContent() }
    }

    /// The row of the same class and identity that shows at `indexPath` under `root` after this row left
    /// the tree (its select action rebuilt the screen), if any.
    func rebuiltRow(at indexPath: IndexPath, under root: CascadingRootNode) -> ListRow? {
        guard indexPath.count == 2, root.tableView.map({ indexPath[0] < $0.numberOfSections }) == true else {
            return nil
        }
        var node = root.sectionOwner(at: indexPath[0])
        while let current = node, !(current is ListRow), let next = current.child(forRowAt: indexPath) {
            node = next
        }
        guard let row = node as? ListRow, row !== self, type(of: row) == type(of: self),
            row.diffIdentifier == diffIdentifier
        else { return nil }
        return row
    }

    /// Asks `onDelete` and removes the row from its parent when it agrees; returns whether it did.
    func deleteIfAgreed() -> Bool {
        guard let onDelete, onDelete() else { return false }
        removeFromParent()
        return true
    }

    /// The destructive "Delete" swipe action that runs `onDelete`.
    func deleteAction() -> UIContextualAction {
        UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            MainActor.assumeIsolated { completion(self?.deleteIfAgreed() ?? false) }
        }
    }
}
