// What a ListRow stands for and shows, how it fills a table cell or a collection view's list cell, and
// how it follows its own changes.
extension ListRow {
    /// Creates a row that stands for a model: its identity is the model's type and `id`, so rows made
    /// for models of different types never pair up when sections are rebuilt, even where the ids are
    /// equal (an order and an article both numbered 7).
    ///
    ///     ListRow(order.title, subtitle: order.total, for: order)
    ///
    /// - Parameters:
    ///   - title: The text.
    ///   - subtitle: The secondary text, shown in a `.subtitle` cell unless a style is set.
    ///   - image: The image.
    ///   - model: What the row stands for when its section is rebuilt.
    public convenience init<Model: Identifiable>(
        _ title: String? = nil, subtitle: String? = nil, image: UIImage? = nil, for model: Model
    ) {
        self.init(title, subtitle: subtitle, image: image, id: AnyHashable(ModelIdentifier(model)))
    }

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

    /// `ListRow "title"` (else its identifier), and the section it is in.
    var describedName: String {
        let name = "ListRow \(title.map { "\"\($0)\"" } ?? "\(diffIdentifier)")"
        return enclosingSection.map { "\(name) in \($0)" } ?? name
    }

    /// Whether closures of the row's own decide what its cell shows.
    var configuresItself: Bool { cell != nil || configure != nil || content != nil }

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

    /// What the row's list cell shows, starting from `base`: the title, subtitle and image, the text
    /// colours, then the row's `content` closure; and the row's accessories.
    func listCellContent(base: UIListContentConfiguration) -> ListCellContent {
        var content = base
        content.text = title
        content.secondaryText = subtitle
        content.image = image
        if let color = shownTextColor { content.textProperties.color = color }
        if !isEnabled {
            content.textProperties.color = .secondaryLabel
            content.secondaryTextProperties.color = .tertiaryLabel
        }
        if let adjust = self.content {
            adjust(&content)
        } else {
            enclosingRowDefaults?.content?(&content, self)
        }
        var shown = ListCellContent(content: content, accessoryType: accessoryType, accessoryView: accessoryView)
        shown.isMovable = isMovable
        shown.isDeletable = onDelete != nil
        if onAccessoryTap != nil { shown.onAccessoryTap = { [weak self] in self?.onAccessoryTap?() } }
        return shown
    }

    /// Puts the row's content into the table cell's default content configuration (on a standard cell
    /// always, on another cell when the row has a title, subtitle, image or `content` closure, or its
    /// section a `rowContent` closure), then its accessory and selection style.
    func fill(_ cell: UITableViewCell, standard: Bool) {
        drawnToggle = toggle.flatMap { $0.control === accessoryView ? $0 : nil }
        (accessoryView as? UIControl)?.isEnabled = isEnabled
        let shown = listCellContent(base: cell.defaultContentConfiguration())
        let hasContent = title != nil || subtitle != nil || image != nil || content != nil
        shown.apply(to: cell, includingContent: standard || hasContent || enclosingRowDefaults?.content != nil)
        cell.selectionStyle = selectionStyle
    }

    /// The row's list cell in a collection view; a row that draws with table cells stops with a
    /// message that says what to use instead.
    func listCell(in collectionView: UICollectionView, at indexPath: IndexPath) -> UICollectionViewListCell {
        let defaults = enclosingRowDefaults
        if cell != nil || configure != nil || defaults?.cell != nil || defaults?.configure != nil {
            let what =
                cell != nil || configure != nil
                ? "its cell(…) or configure { } closure" : "its section's rowCell(…) or configureRows { }"
            preconditionFailure(
                "\(describedName) draws a UITableViewCell through \(what), which a collection view cannot show. Adjust the list content with .content { content in … } (shown in a table and a collection-view list alike), or give the row a subclass that overrides collectionView(_:cellForItemAt:)."
            )
        }
        drawnToggle = toggle.flatMap { $0.control === accessoryView ? $0 : nil }
        (accessoryView as? UIControl)?.isEnabled = isEnabled
        let base = ListCellContent.baseContent(for: cellStyle ?? (subtitle == nil ? .default : .subtitle))
        return listCellContent(base: base).dequeueCell(from: collectionView, for: indexPath)
    }

    /// Shows a changed setting: reconfigures the row's cell, or reloads the row when it needs another cell.
    func contentDidChange(reloading: Bool = false) {
        if reloading { reloadContent() } else { reconfigureContent() }
    }
}
