/// How many of a list section's rows can be selected at once.
///
/// UIKit's `allowsMultipleSelection` applies to the whole table; the mode applies to one section on top of
/// it. A table that keeps one selected row (UIKit's default) keeps one row of the whole table whatever
/// the mode says.
public enum ListSelectionMode: Sendable, Hashable {
    /// No row of the section can be selected: a tap does not select it (`willSelectRowAt` answers `nil`),
    /// so `onSelect(_:)` is not called, and the selection stays empty.
    case none
    /// At most one row of the section: selecting one deselects the section's other row, even in a table
    /// that allows multiple selection.
    case single
    /// Any number of the section's rows, as many as the table allows: with `allowsMultipleSelection`
    /// off (UIKit's default) the table keeps one selected row, so selection follows the table.
    case multiple
}
