/// How a list section's loading, empty and error rows look and what they do.
@MainActor
struct ListStatusRows {
    /// The loading row's text; default "Loading…".
    var loadingText = "Loading…"
    /// Makes the view the loading row shows as its accessory; default a medium activity indicator.
    var makeLoadingIndicator: () -> UIView = { UIActivityIndicatorView(style: .medium) }
    /// Runs when the loading row is about to be shown; default starts an activity indicator.
    var loadingWillShow: (UIView) -> Void = { ($0 as? UIActivityIndicatorView)?.startAnimating() }
    /// Runs after the loading row hid; default stops an activity indicator.
    var loadingDidHide: (UIView) -> Void = { ($0 as? UIActivityIndicatorView)?.stopAnimating() }
    /// The indicator made for the loading row, and whether its show hook ran without a hide since.
    var loadingIndicator: UIView?
    var indicatorIsShown = false
    /// Configures the empty-state row; `nil` shows no row when there are no items.
    var configureEmpty: ((UITableViewCell) -> Void)?
    /// The error row's text for an error; default "Couldn't load. Tap to retry.".
    var errorText: (any Error) -> String = { _ in "Couldn't load. Tap to retry." }
    /// Runs when the user taps the error row.
    var retry: (() -> Void)?
}
