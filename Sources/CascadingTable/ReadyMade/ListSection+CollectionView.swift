// A list section in either view: its item cells described by a view-neutral content closure, and the
// behaviour its table and collection-view members share (display, selection, highlight, swipe delete,
// headers and footers), written once.
extension ListSection {
    /// Describes each item's cell by its list content, in a table and in a collection-view list alike,
    /// and returns the section.
    ///
    ///     ListSection(contacts).content { contact, content in
    ///         content.text = contact.name
    ///         content.secondaryText = contact.phone
    ///     }
    ///
    /// In a collection view every item shows this way, in a `UICollectionViewListCell` registered for
    /// you, with a reorder control while editing when `onMove(_:)` is set and a delete control when
    /// `onDelete(_:)` is. In a table an item shown by a `cell(…)` mapping keeps that cell; the others
    /// show this content in a standard cell.
    /// - Parameters:
    ///   - accessory: The accessory of every item (in a list, the matching list accessory). Default: none.
    ///   - fill: Fills the list content configuration of an item's cell.
    @discardableResult
    public func content(
        accessory: UITableViewCell.AccessoryType = .none,
        _ fill: @escaping (_ item: Item, _ content: inout UIListContentConfiguration) -> Void
    ) -> Self {
        modified(\.cellMappings.content, (accessory, fill))
    }

    // MARK: Internal

    /// What an item's list cell shows, from `base`: the content closure's configuration (else the
    /// item's description) and the accessories.
    func listCellContent(for item: Item, base: UIListContentConfiguration) -> ListCellContent {
        var shown = ListCellContent(content: base)
        if let content = cellMappings.content {
            content.fill(item, &shown.content)
            shown.accessoryType = content.accessory
        } else {
            shown.content.text = String(describing: item)
        }
        shown.isMovable = actions.move != nil && followsMoves
        shown.isDeletable = actions.delete != nil
        if let tap = actions.accessoryTap { shown.onAccessoryTap = { tap(item) } }
        return shown
    }

    /// An item's list cell in a collection view. An item that only a table cell type shows stops with
    /// a message naming `content(accessory:_:)`.
    func listCell(for item: Item, at indexPath: IndexPath, in collectionView: UICollectionView)
        -> UICollectionViewCell
    {
        if cellMappings.content == nil, let chosen = cellMappings.choice(for: item) {
            let mapping = cellMappings.all[chosen]
            preconditionFailure(
                "\(self) shows \(mapping.valueName) in \(mapping.cellType) cells, table cells a collection view cannot show. Describe the items with .content { item, content in … }, which shows in a table and a collection-view list alike."
            )
        }
        return listCellContent(for: item, base: .cell()).dequeueCell(from: collectionView, for: indexPath)
    }

    /// The section's header and footer as a collection-view list shows them.
    var boundaries: ListSectionBoundaries {
        ListSectionBoundaries(
            appearance: appearance.listAppearance, headerTitle: appearance.headerTitle,
            footerTitle: appearance.footerTitle, headerView: appearance.headerView,
            footerView: appearance.footerView, grid: appearance.grid)
    }

    /// A row is about to show: a selected item's row is selected again, `onWillDisplay(_:)` runs, and a
    /// row among the last ones (the status row too) asks for the next page. (The selection made before
    /// the section joined the view has shown by then: the root shows it as the view displays its first
    /// row.)
    func rowWillDisplay(at indexPath: IndexPath, in view: AttachedListView) {
        if let item = item(at: indexPath) {
            selectDisplayedRow(of: item, at: indexPath, in: view)
            actions.willDisplay?(item)
        }
        if let row = localIndex(of: indexPath) { pagingRowsWillAppear(CollectionOfOne(row)) }
    }

    /// The user selected a row (item): the item joins the selection, `onSelect(_:)` runs and a change
    /// is reported. (A tap on the status row is the status row node's.)
    func rowWasSelected(at indexPath: IndexPath, in view: AttachedListView) {
        if let item = item(at: indexPath) {
            let old = selection.identifiers
            itemWasSelected(item)
            actions.select?(item)
            reportSelection(ifChangedFrom: old)
        }
    }

    /// The user (or a tap elsewhere) deselected a row (item): it leaves the selection and
    /// `onDeselect(_:)` runs.
    func rowWasDeselected(at indexPath: IndexPath) {
        guard let item = item(at: indexPath) else { return }
        let old = selection.identifiers
        itemWasDeselected(item)
        actions.deselect?(item)
        reportSelection(ifChangedFrom: old)
    }

    /// Whether an item's row highlights, as `canHighlight(_:)` says; `nil` for a row that is not an item's
    /// (the status row answers for itself).
    func highlightsRow(at indexPath: IndexPath) -> Bool? {
        guard let item = item(at: indexPath) else { return nil }
        return actions.canHighlight?(item) ?? true
    }

    /// "Delete", asking `onDelete(_:)`, for an item of a section with it; `nil` otherwise.
    func deleteSwipeActions(for item: Item) -> UISwipeActionsConfiguration? {
        guard actions.delete != nil else { return nil }
        let identifier = identity.identifier(item)
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            MainActor.assumeIsolated {
                guard let self,
                    let index = self.storage.firstIndex(where: { self.identity.identifier($0) == identifier })
                else { return completion(false) }
                let count = self.storage.count
                self.deleteItemIfAgreed(at: index)
                completion(self.storage.count < count)
            }
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}
