/// The callbacks of a list section, each addressed by item.
struct ListItemActions<Item> {
    /// The insert callback and the items whose rows show the insert control.
    struct Insert {
        let selects: (Item) -> Bool
        let perform: (Item) -> Void
    }

    var select: ((Item) -> Void)?
    var willDisplay: ((Item) -> Void)?
    var deselect: ((Item) -> Void)?
    var accessoryTap: ((Item) -> Void)?
    var canHighlight: ((Item) -> Bool)?
    var highlight: ((Item) -> Void)?
    var unhighlight: ((Item) -> Void)?
    var delete: ((Item) -> Bool)?
    var insert: Insert?
    var move: ((Item, Int) -> Void)?
    var leadingSwipe: ((Item) -> UISwipeActionsConfiguration?)?
    var trailingSwipe: ((Item) -> UISwipeActionsConfiguration?)?
    var contextMenu: ((Item) -> UIContextMenuConfiguration?)?
}

// Modifiers that set the callbacks of a list section. Each returns the section, so they chain.
extension ListSection {
    /// Calls `action` with the item of a row the user selected.
    @discardableResult
    public func onSelect(_ action: @escaping (Item) -> Void) -> Self {
        modified(\.actions.select, action)
    }

    /// Calls `action` with the item of a row that is about to be shown (to load the next page when the
    /// last item appears, say).
    @discardableResult
    public func onWillDisplay(_ action: @escaping (Item) -> Void) -> Self {
        modified(\.actions.willDisplay, action)
    }

    /// Calls `action` with the item of a row the user deselected.
    @discardableResult
    public func onDeselect(_ action: @escaping (Item) -> Void) -> Self {
        modified(\.actions.deselect, action)
    }

    /// Calls `action` with the item of a row whose detail (accessory) button the user tapped.
    @discardableResult
    public func onAccessoryTap(_ action: @escaping (Item) -> Void) -> Self {
        modified(\.actions.accessoryTap, action)
    }

    /// Lets a touched row highlight (and be selected) only when `allowed` says so of its item.
    /// Default: every row highlights.
    @discardableResult
    public func canHighlight(_ allowed: @escaping (Item) -> Bool) -> Self {
        modified(\.actions.canHighlight, allowed)
    }

    /// Calls `action` with the item of a row that became highlighted.
    @discardableResult
    public func onHighlight(_ action: @escaping (Item) -> Void) -> Self {
        modified(\.actions.highlight, action)
    }

    /// Calls `action` with the item of a row that lost its highlight.
    @discardableResult
    public func onUnhighlight(_ action: @escaping (Item) -> Void) -> Self {
        modified(\.actions.unhighlight, action)
    }

    /// Offers swipe-to-delete (and the delete control while editing) on every row; when the user
    /// confirms, `shouldDelete` decides, and the item is removed, animated, when it returns `true`.
    /// Other changes the closure makes join the removal's update, as inside `performUpdates`: a summary
    /// row it reconfigures shows the items after the removal.
    ///
    /// `true` means "the item goes": when the closure left the items as they were, the section removes
    /// the item itself; when the closure already changed which items the section shows (it removed the
    /// item, or assigned `items` re-rendered from the app's store), the section shows exactly what the
    /// closure left and removes nothing more. `false` keeps the item, unless the closure removed it.
    @discardableResult
    public func onDelete(_ shouldDelete: @escaping (Item) -> Bool) -> Self {
        modified(\.actions.delete, shouldDelete)
    }

    /// Shows the insert control while editing on the rows whose item `predicate` selects (default
    /// every row; such rows show no delete control), and calls `action` with the item when it is tapped.
    @discardableResult
    public func onInsert(for predicate: @escaping (Item) -> Bool = { _ in true }, _ action: @escaping (Item) -> Void)
        -> Self
    {
        modified(\.actions.insert, ListItemActions.Insert(selects: predicate, perform: action))
    }

    /// Lets the user reorder the rows while editing, within this section and to other reorderable list
    /// sections whose item type holds the item; `action` receives an item that arrived and its new index.
    ///
    /// Placed among the rows of a `CascadingSectionNode`, the items move among themselves only: a row
    /// dropped beside them lands on the nearest item.
    @discardableResult
    public func onMove(_ action: @escaping (Item, Int) -> Void = { _, _ in }) -> Self {
        modified(\.actions.move, action)
    }

    /// Sets the actions a swipe from the leading edge reveals for an item. Default: none.
    @discardableResult
    public func leadingSwipeActions(_ actions: @escaping (Item) -> UISwipeActionsConfiguration?) -> Self {
        modified(\.actions.leadingSwipe, actions)
    }

    /// Sets the actions a swipe from the trailing edge reveals for an item. Default: none (Delete when
    /// `onDelete(_:)` is set).
    @discardableResult
    public func trailingSwipeActions(_ actions: @escaping (Item) -> UISwipeActionsConfiguration?) -> Self {
        modified(\.actions.trailingSwipe, actions)
    }

    /// Sets the context menu a long press shows for an item. Default: none.
    @discardableResult
    public func contextMenu(_ menu: @escaping (Item) -> UIContextMenuConfiguration?) -> Self {
        modified(\.actions.contextMenu, menu)
    }
}

extension ListSection {
    /// Asks `onDelete(_:)` about the item at `index` and, when it agrees and left the shown items as
    /// they were, removes it. The removal and whatever else the callback changed (a summary row it
    /// reconfigures, say) reach the table as one update, after the item left.
    func deleteItemIfAgreed(at index: Int) {
        guard let shouldDelete = actions.delete else { return }
        performUpdates(animation: itemAnimation) {
            let shown = storage
            guard shouldDelete(shown[index]) else { return }
            // A callback that changed the items (re-rendered them from the app's store, say) already said
            // what the section shows.
            guard storage.elementsEqual(shown, by: identity.sameIdentity) else { return }
            removeItem(at: index)
        }
    }
}
