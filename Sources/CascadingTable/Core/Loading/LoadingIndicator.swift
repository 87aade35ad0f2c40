/// Where a node shows its loading indicator.
public enum LoadingIndicatorStyle: Hashable, Sendable {
    /// A row after the node's rows. A node whose children are sections (the root, a group among
    /// sections) shows a section of that one row after its sections.
    case row
    /// The header of the node's section: a group's first section, the table's header view for a root.
    case header
    /// The footer of the node's section: a group's last section, the table's footer view for a root.
    case footer
}

/// How a node's loading indicator looks, and what runs when it is about to show and after it hid.
///
/// The indicator is a view (by default a medium `UIActivityIndicatorView`) shown with a text: as the
/// accessory of a row whose text label shows the text, or inside a `UITableViewHeaderFooterView`
/// whose text label shows it. `willShow` runs when that row, header or footer is about to be
/// displayed (or is set as the table's header or footer view), `didHide` after it stopped being
/// displayed or was removed; each runs once per appearance. The defaults start and stop an activity
/// indicator, so a replaced view that animates gets hooks that do the same for it.
///
///     section.loadingIndicator = LoadingIndicator(text: "Fetching…") { SpinnerView() }
///         willShow: { ($0 as? SpinnerView)?.spin() }
///         didHide: { ($0 as? SpinnerView)?.stop() }
@MainActor
public struct LoadingIndicator {
    /// The text shown next to the indicator view. Default "Loading…".
    public var text: String
    /// The height of the indicator's header, footer or table header or footer view; a row takes its
    /// table's row height. Default 44.
    public var height: CGFloat
    /// Makes the indicator view, once per node. Default a medium `UIActivityIndicatorView`.
    public var makeView: () -> UIView
    /// Runs with the indicator view when it is about to be shown. Default: starts an activity indicator.
    public var willShow: (UIView) -> Void
    /// Runs with the indicator view after it was hidden. Default: stops an activity indicator.
    public var didHide: (UIView) -> Void

    /// Creates an indicator configuration; every argument has the documented default.
    public init(
        text: String = "Loading…", height: CGFloat = 44,
        makeView: @escaping () -> UIView = { UIActivityIndicatorView(style: .medium) },
        willShow: @escaping (UIView) -> Void = { ($0 as? UIActivityIndicatorView)?.startAnimating() },
        didHide: @escaping (UIView) -> Void = { ($0 as? UIActivityIndicatorView)?.stopAnimating() }
    ) {
        self.text = text
        self.height = height
        self.makeView = makeView
        self.willShow = willShow
        self.didHide = didHide
    }
}
