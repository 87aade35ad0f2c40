/// How a list section's empty and error rows look and what they do; the loading row shows the
/// node's `loadingIndicator`.
@MainActor
struct ListStatusRows {
    /// Configures the empty-state row; `nil` shows no row when there are no items.
    var configureEmpty: ((UITableViewCell) -> Void)?
    /// The view the empty-state row shows, when it was given as a view.
    var emptyView: UIView?
    /// The error row's text for an error; default "Couldn't load. Tap to retry.".
    var errorText: (any Error) -> String = { _ in "Couldn't load. Tap to retry." }
    /// Runs when the user taps the error row.
    var retry: (() -> Void)?
}
