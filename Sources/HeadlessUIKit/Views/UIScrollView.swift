#if !canImport(UIKit)
    import Foundation

    /// A view whose content can be larger than its bounds and is moved by changing `contentOffset`.
    ///
    /// Unlike UIKit, this class has no public `delegate` property: Swift does not allow
    /// `UITableView` to re-declare it with the narrower `UITableViewDelegate` type as the
    /// Objective-C importer does, and the table view's own `delegate` is the one table code uses.
    @preconcurrency @MainActor
    open class UIScrollView: UIView {
        /// The point of the content that is at the view's top-left corner (the bounds origin).
        open var contentOffset: CGPoint {
            get { bounds.origin }
            set {
                guard newValue != bounds.origin else { return }
                bounds.origin = newValue
                headlessContentOffsetDidChange()
            }
        }

        /// The size of the scrollable content.
        open var contentSize: CGSize = .zero

        /// Extra space around the content.
        open var contentInset: UIEdgeInsets = .zero

        /// The insets actually applied to the content; headlessly always `contentInset`.
        open var adjustedContentInset: UIEdgeInsets { contentInset }

        /// The pull-to-refresh control. Default `nil`.
        open var refreshControl: UIRefreshControl?

        /// Whether a status-bar tap scrolls the content to the top.
        open var scrollsToTop = true

        /// Whether the user has touched the content; always `false` headlessly.
        open var isTracking: Bool { false }

        /// Whether the user is dragging the content; always `false` headlessly.
        open var isDragging: Bool { false }

        /// Whether the content is still moving after a drag; always `false` headlessly.
        open var isDecelerating: Bool { false }

        /// Sets the content offset; headlessly the change is immediate whether or not it is animated.
        open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
            self.contentOffset = contentOffset
        }

        /// Whether the vertical scroll indicator shows while scrolling. Default `true`.
        open var showsVerticalScrollIndicator = true

        /// Whether the horizontal scroll indicator shows while scrolling. Default `true`.
        open var showsHorizontalScrollIndicator = true

        /// How many times the scroll indicators were flashed (headless addition).
        public private(set) var headlessScrollIndicatorFlashCount = 0

        /// Shows the scroll indicators briefly, as a hint that there is more content; headlessly it
        /// counts the flash in `headlessScrollIndicatorFlashCount`.
        open func flashScrollIndicators() {
            headlessScrollIndicatorFlashCount += 1
        }

        /// Whether the user can scroll the content; code can always set `contentOffset`. Default `true`.
        open var isScrollEnabled = true

        /// Whether the content bounces past its edges. Default `true`.
        open var bounces = true

        /// Whether the content bounces vertically even when it fits. Default `false`.
        open var alwaysBounceVertical = false

        /// Whether the content bounces horizontally even when it fits. Default `false`.
        open var alwaysBounceHorizontal = false

        /// Whether scrolling stops on multiples of the bounds. Default `false`.
        open var isPagingEnabled = false

        /// How a drag dismisses the keyboard. Default `.none`.
        open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

        /// The color of the scroll indicators. Default `.default`.
        open var indicatorStyle: UIScrollView.IndicatorStyle = .default

        /// Called after `contentOffset` changed (headless addition: UIKit's scroll view has no such
        /// hook); subclasses update what is visible here and call `super`. By default it calls the
        /// deprecated `contentOffsetDidChange()`, so a subclass that still overrides the old name hears
        /// of the change too.
        open func headlessContentOffsetDidChange() {
            // Through the protocol: the call reaches an override of the old name without naming it.
            (self as any ContentOffsetHookOfOldName).contentOffsetDidChange()
        }

        /// Called after `contentOffset` changed, by `headlessContentOffsetDidChange()`; does nothing.
        @available(*, deprecated, renamed: "headlessContentOffsetDidChange()")
        open func contentOffsetDidChange() {}
    }

    /// The old name of the scroll hook, which subclasses written before the rename override.
    @MainActor
    protocol ContentOffsetHookOfOldName: AnyObject {
        /// The hook's old name.
        func contentOffsetDidChange()
    }

    extension UIScrollView: ContentOffsetHookOfOldName {}
#endif
