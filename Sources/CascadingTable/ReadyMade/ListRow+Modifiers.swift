// Chainable modifiers: each sets one setting and returns the row, so a row reads as one value.
extension ListRow {
    /// Sets the subtitle and returns the row.
    @discardableResult
    public func subtitle(_ subtitle: String?) -> Self {
        self.subtitle = subtitle
        return self
    }

    /// Sets the image and returns the row.
    @discardableResult
    public func image(_ image: UIImage?) -> Self {
        self.image = image
        return self
    }

    /// Sets the standard accessory and returns the row.
    @discardableResult
    public func accessory(_ accessoryType: UITableViewCell.AccessoryType) -> Self {
        self.accessoryType = accessoryType
        return self
    }

    /// Sets an accessory view (shown instead of the standard accessory) and returns the row.
    @discardableResult
    public func accessory(_ view: UIView) -> Self {
        accessoryView = view
        return self
    }

    /// Shows a switch as the accessory, without selection highlight, and returns the row.
    ///
    /// A rebuilt row compares its switch by `isOn`: rebuilding a screen after one switch flipped
    /// redraws that row only, and the switches left on screen call the rebuilt rows' handlers.
    /// - Parameters:
    ///   - isOn: Whether the switch starts on.
    ///   - onChange: Runs with the new value when the user flips the switch.
    @discardableResult
    public func toggle(isOn: Bool, onChange: @escaping (Bool) -> Void) -> Self {
        let toggle = RowToggle(isOn: isOn, onChange: onChange)
        self.toggle = toggle
        accessoryView = toggle.control
        selectionStyle = .none
        return self
    }

    /// Sets the colour of the title (`nil` for the standard one) and returns the row.
    @discardableResult
    public func textColor(_ color: UIColor?) -> Self {
        textColor = color
        return self
    }

    /// Marks the row as one that destroys or signs out, shown with a red title, and returns the row.
    @discardableResult
    public func destructive(_ isDestructive: Bool = true) -> Self {
        self.isDestructive = isDestructive
        return self
    }

    /// Says what the row's `configure` and `cell` closures show, so a rebuilt row with an equal key
    /// (and equal values) is not redrawn, and returns the row.
    @discardableResult
    public func contentKey(_ key: AnyHashable?) -> Self {
        contentKey = key
        return self
    }

    /// Sets the standard cell's style and returns the row.
    @discardableResult
    public func cellStyle(_ style: UITableViewCell.CellStyle) -> Self {
        cellStyle = style
        return self
    }

    /// Sets how the cell looks while selected and returns the row.
    @discardableResult
    public func selectionStyle(_ style: UITableViewCell.SelectionStyle) -> Self {
        selectionStyle = style
        return self
    }

    /// Sets the row height and returns the row.
    @discardableResult
    public func height(_ height: CGFloat) -> Self {
        self.height = height
        return self
    }

    /// Sets the row's estimated height and returns the row.
    @discardableResult
    public func estimatedHeight(_ estimate: CGFloat) -> Self {
        estimatedHeight = estimate
        return self
    }

    /// Lets the user reorder the row while the table is editing (or stops it), and returns the row.
    @discardableResult
    public func movable(_ isMovable: Bool = true) -> Self {
        self.isMovable = isMovable
        return self
    }

    /// Gives the row the `.insert` editing style, with `action` run when the user taps its insert
    /// control, and returns the row.
    @discardableResult
    public func onInsert(_ action: @escaping () -> Void) -> Self {
        onInsert = action
        return self
    }

    /// Disables the row (no highlight, no selection, dimmed text and controls), or enables it again,
    /// and returns the row.
    @discardableResult
    public func disabled(_ isDisabled: Bool = true) -> Self {
        isEnabled = !isDisabled
        return self
    }

    /// Shows the row in a cell of a class of your own, registered for you, and returns the row.
    ///
    /// - Parameters:
    ///   - cellType: The cell class.
    ///   - reuseIdentifier: The identifier to register it under. Default: the class's full name.
    ///   - configure: Configures the typed cell each time the row is shown. Default: nothing.
    @discardableResult
    public func cell<Cell: UITableViewCell>(
        _ cellType: Cell.Type, reuseIdentifier: String? = nil, configure: @escaping (Cell) -> Void = { _ in }
    ) -> Self {
        cell = .type(cellType, reuseIdentifier: reuseIdentifier) { cell, _ in configure(cell) }
        return self
    }

    /// Shows the row in a cell you registered under `reuseIdentifier` yourself, and returns the row.
    @discardableResult
    public func cell(
        reuseIdentifier: String, configure: @escaping (UITableViewCell) -> Void = { _ in }
    ) -> Self {
        cell = .reuseIdentifier(reuseIdentifier) { cell, _ in configure(cell) }
        return self
    }

    /// Adjusts the row's list content configuration after its title, subtitle, image and colours, in a
    /// table and in a collection-view list alike, and returns the row.
    ///
    ///     ListRow("Storage").content { content in
    ///         content.secondaryText = "12 GB free"
    ///         content.prefersSideBySideTextAndSecondaryText = true
    ///     }
    @discardableResult
    public func content(_ adjust: @escaping (inout UIListContentConfiguration) -> Void) -> Self {
        content = adjust
        return self
    }

    /// Sets a closure that configures the table cell after the row's content, and returns the row.
    /// Table-only: in a collection view use `content(_:)`.
    @discardableResult
    public func configure(_ configure: @escaping (UITableViewCell) -> Void) -> Self {
        self.configure = configure
        return self
    }

    /// Sets the select action and returns the row.
    @discardableResult
    public func onSelect(_ action: @escaping () -> Void) -> Self {
        onSelect = action
        return self
    }

    /// Keeps the row selected after its select action ran (for a master-detail list), and returns the row.
    @discardableResult
    public func keepsSelection(_ keeps: Bool = true) -> Self {
        keepsSelection = keeps
        return self
    }

    /// Offers swipe-to-delete, decided by `shouldDelete`: `true` removes the row from its parent (an
    /// animated delete), `false` keeps it. Returns the row.
    @discardableResult
    public func onDelete(_ shouldDelete: @escaping () -> Bool) -> Self {
        onDelete = shouldDelete
        return self
    }

    /// Sets the action of the detail button (`.detailButton` or `.detailDisclosureButton`) and returns the row.
    @discardableResult
    public func onAccessoryTap(_ action: @escaping () -> Void) -> Self {
        onAccessoryTap = action
        return self
    }

    /// Sets the actions revealed by a swipe from the leading edge and returns the row.
    @discardableResult
    public func leadingSwipeActions(_ actions: [UIContextualAction]) -> Self {
        leadingSwipeActions = actions
        return self
    }

    /// Sets the actions revealed by a swipe from the trailing edge (after "Delete" with `onDelete`)
    /// and returns the row.
    @discardableResult
    public func trailingSwipeActions(_ actions: [UIContextualAction]) -> Self {
        trailingSwipeActions = actions
        return self
    }

    /// Sets the builder of the row's context menu and returns the row.
    @discardableResult
    public func contextMenu(_ menu: @escaping @MainActor () -> UIMenu?) -> Self {
        contextMenu = menu
        return self
    }
}
