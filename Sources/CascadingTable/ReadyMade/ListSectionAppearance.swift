/// What a list section shows besides its cells: header, footer, index title and row heights.
struct ListSectionAppearance<Item> {
    var headerTitle: String?
    var footerTitle: String?
    var headerView: (() -> UIView?)?
    var footerView: (() -> UIView?)?
    var indexTitle: String?
    var rowHeight: ((Item) -> CGFloat)?
    var estimatedRowHeight: ((Item) -> CGFloat)?
    var listAppearance = UICollectionLayoutListConfiguration.Appearance.plain
    var grid: ListSectionGrid?
}

// Modifiers for what a list section shows besides its cells. Each returns the section, so they chain.
extension ListSection {
    /// Sets the header title (shown where the section is a section). Default: none.
    @discardableResult
    public func header(_ title: String?) -> Self {
        describedTitle.value = title
        return modified(\.appearance.headerTitle, title)
    }

    /// Sets the footer title (shown where the section is a section). Default: none.
    @discardableResult
    public func footer(_ title: String?) -> Self {
        modified(\.appearance.footerTitle, title)
    }

    /// Sets the header view, asked for each time the table shows the header. Default: none.
    @discardableResult
    public func header(view: @escaping () -> UIView?) -> Self {
        modified(\.appearance.headerView, view)
    }

    /// Sets the footer view, asked for each time the table shows the footer. Default: none.
    @discardableResult
    public func footer(view: @escaping () -> UIView?) -> Self {
        modified(\.appearance.footerView, view)
    }

    /// Sets how the section looks in a collection-view list (`collectionView(_:layoutForSectionAt:)`).
    /// Default: `.plain`, as a plain table.
    @discardableResult
    public func listAppearance(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> Self {
        modified(\.appearance.listAppearance, appearance)
    }

    /// Lays the section out as a grid in a collection view: rows of `columns` items of equal width,
    /// `spacing` points apart, each row `itemHeight` tall (`nil`: square items), with the section's
    /// header and footer above and below. Default: a list in `listAppearance(_:)`. A table shows rows.
    ///
    ///     ListSection(photos).grid(columns: 3, spacing: 2).header("Recents")
    @discardableResult
    public func grid(columns: Int, itemHeight: NSCollectionLayoutDimension? = nil, spacing: CGFloat = 0) -> Self {
        modified(\.appearance.grid, ListSectionGrid(columns: columns, itemHeight: itemHeight, spacing: spacing))
    }

    /// Sets the section's title in the table's section index (the letters along the edge). Default: none.
    @discardableResult
    public func indexTitle(_ title: String?) -> Self {
        modified(\.appearance.indexTitle, title)
    }

    /// Gives every row one height. Default: `UITableView.automaticDimension`.
    @discardableResult
    public func rowHeight(_ height: CGFloat) -> Self {
        rowHeight { _ in height }
    }

    /// Gives each row the height `height` computes from its item.
    @discardableResult
    public func rowHeight(_ height: @escaping (Item) -> CGFloat) -> Self {
        modified(\.appearance.rowHeight, height)
    }

    /// Gives every row one estimated height. Default: the row's height.
    @discardableResult
    public func estimatedRowHeight(_ height: CGFloat) -> Self {
        estimatedRowHeight { _ in height }
    }

    /// Gives each row the estimated height `height` computes from its item.
    @discardableResult
    public func estimatedRowHeight(_ height: @escaping (Item) -> CGFloat) -> Self {
        modified(\.appearance.estimatedRowHeight, height)
    }

    /// Decides with `equal` whether a kept item's content changed, so that its row is reconfigured.
    ///
    /// Default: `==` for `Equatable` items; for other items, without this, every kept item is
    /// reconfigured after a change of the items.
    @discardableResult
    public func contentEquals(_ equal: @escaping (Item, Item) -> Bool) -> Self {
        modified(\.contentComparison, equal)
    }
}

extension ListSection {
    /// Sets one property and returns the section: the body of every modifier.
    func modified<Value>(_ property: ReferenceWritableKeyPath<ListSection, Value>, _ value: Value) -> Self {
        self[keyPath: property] = value
        return self
    }
}
