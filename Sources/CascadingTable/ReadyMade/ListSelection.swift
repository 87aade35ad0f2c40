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
    /// When code or the user last chose this selection (`SelectionClock`): where the view keeps one
    /// selected row, the newest choice among the list sections keeps it.
    var chosenAt = 0
    /// The identifier of a selected item dragged out of the section, until the section it went to takes it.
    var departed: AnyHashable?
    /// The identifiers of selected items that a grouped update moved here from another list section,
    /// selected once the update reached the table.
    var arrived: Set<AnyHashable> = []
}

/// Orders the choices of selection across every list section: an assignment, a tap, an item arriving
/// selected. Where the view keeps one selected row, a section whose choice is older than the one that
/// holds the row follows the view instead of selecting its own row again.
@MainActor
enum SelectionClock {
    private static var latest = 0

    /// A time later than every choice so far.
    static func tick() -> Int {
        latest += 1
        return latest
    }
}
