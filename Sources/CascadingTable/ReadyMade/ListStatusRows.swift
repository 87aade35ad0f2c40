/// How a list section's empty and error rows look and what they do; the loading row shows the
/// node's `loadingIndicator`.
@MainActor
struct ListStatusRows {
    /// Configures the empty-state row's table cell (table-only).
    var configureEmpty: ((UITableViewCell) -> Void)?
    /// Adjusts the empty-state row's list content, in either view.
    var emptyContent: ((inout UIListContentConfiguration) -> Void)?
    /// The view the empty-state row shows, when it was given as a view.
    var emptyView: UIView?

    /// Whether the section shows an empty-state row when it has no items and is idle.
    var hasEmptyRow: Bool { configureEmpty != nil || emptyContent != nil || emptyView != nil }
    /// The error row's text for an error; default "Couldn't load. Tap to retry.".
    var errorText: (any Error) -> String = { _ in "Couldn't load. Tap to retry." }
    /// Runs when the user taps the error row.
    var retry: (() -> Void)?
}

/// A cell that shows list sections' status rows: it remembers the empty-state view its content view
/// shows, so whichever section reuses the cell takes that view out before showing its own row.
@MainActor
protocol ListStatusCell: AnyObject {
    /// The empty-state view the content view shows, while it does.
    var shownEmptyView: UIView? { get set }
}

/// The table cell of list sections' loading, empty and error rows.
final class ListStatusTableCell: UITableViewCell, ListStatusCell {
    weak var shownEmptyView: UIView?
}

/// The collection-view list cell of list sections' loading, empty and error rows.
final class ListStatusListCell: UICollectionViewListCell, ListStatusCell {
    weak var shownEmptyView: UIView?
}
