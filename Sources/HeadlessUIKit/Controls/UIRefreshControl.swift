#if !canImport(UIKit)
    import Foundation

    /// The pull-to-refresh control of a scroll view or table view controller.
    ///
    /// `beginRefreshing()` and `endRefreshing()` change the state without sending events, as in UIKit;
    /// `headlessPullToRefresh()` is the user's pull, which starts refreshing and sends `.valueChanged`.
    @preconcurrency @MainActor
    open class UIRefreshControl: UIControl {
        /// Whether a refresh is in progress. Default `false`.
        open private(set) var isRefreshing = false

        /// The title shown under the spinner. Default `nil`.
        open var attributedTitle: NSAttributedString?

        /// Creates a refresh control; `UIRefreshControl()` gives one with a zero frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Shows the control refreshing, for a refresh the app started itself; sends no events.
        open func beginRefreshing() {
            isRefreshing = true
        }

        /// Ends refreshing; sends no events.
        open func endRefreshing() {
            isRefreshing = false
        }

        /// Simulates the user pulling the content down past the threshold (headless addition, not UIKit API).
        ///
        /// An enabled control that is not already refreshing starts refreshing and sends `.valueChanged`.
        /// - Returns: Whether the pull started a refresh.
        @discardableResult
        public func headlessPullToRefresh() -> Bool {
            guard isEnabled, !isRefreshing else { return false }
            isRefreshing = true
            sendUserEvents(.valueChanged)
            return true
        }
    }
#endif
