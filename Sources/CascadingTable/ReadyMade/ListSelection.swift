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
    /// The identifier of a selected item dragged out of the section, until the section it went to takes it.
    var departed: AnyHashable?
    /// The identifiers of selected items that a grouped update moved here from another list section,
    /// selected once the update reached the table.
    var arrived: Set<AnyHashable> = []
}
