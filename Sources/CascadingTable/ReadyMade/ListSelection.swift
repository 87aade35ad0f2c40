/// The selection of a list section: the identifiers of its selected items, the mode, and the callback.
///
/// The section stores identifiers, not positions, so a selected item stays selected wherever it moves,
/// and an item hidden by a search keeps its selected state until it shows again.
struct ListSelection<Item> {
    /// How many rows can be selected at once.
    var mode = ListSelectionMode.multiple
    /// The identifiers of the selected items.
    var identifiers: Set<AnyHashable> = []
    /// Called with the selected items after the selection changed.
    var didChange: (([Item]) -> Void)?
    /// Whether the selection waits for a grouped update to finish before it reaches the table.
    var waitsForGroupedUpdate = false
    /// Whether the table has not been told the selection since the section was prepared for it.
    var needsTable = false
    /// When code or the user last chose this selection (`nextSelectionTime()`, by the clock of the
    /// section's tree): where the view keeps one selected row, the newest choice among the list sections
    /// keeps it.
    var chosenAt = 0
    /// The identifier of a selected item dragged out of the section, until the section it went to takes it.
    var departed: AnyHashable?
    /// The identifiers of selected items that a grouped update moved here from another list section,
    /// selected once the update reached the table.
    var arrived: Set<AnyHashable> = []
}

/// The clock that orders the choices of selection among the list sections of one view: an assignment,
/// a tap, an item arriving selected. Where the view keeps one selected row, a section whose choice is
/// older than the one that holds the row follows the view instead of selecting its own row again. It is
/// kept on the top node of the tree (the root, once the tree shows in a view), so two views never
/// share it; a section joining a view stamps its selection again with that view's clock.
private enum SelectionClockKey: CascadingNodeValueKey {
    static var defaultValue: Int { 0 }
}

extension ListSection {
    /// Notes that the view the section is being prepared for has not been told its selection, and
    /// stamps the selection with that view's clock: a choice made before the section joined the view
    /// counts as made when it joined.
    func joinViewSelectionClock() {
        selection.needsTable = !selection.identifiers.isEmpty
        if selection.needsTable { selection.chosenAt = nextSelectionTime() }
    }

    /// A time later than every choice of selection so far in the tree this section is in.
    func nextSelectionTime() -> Int {
        var top: CascadingNode = self
        while let parent = top.parent { top = parent }
        top[SelectionClockKey.self] += 1
        return top[SelectionClockKey.self]
    }
}
