#if !canImport(UIKit)
    import Foundation

    /// Receives a scroll view's scrolling and zooming events.
    ///
    /// Every member is optional in UIKit; the defaults here are what UIKit does without them.
    @preconcurrency @MainActor
    public protocol UIScrollViewDelegate: NSObjectProtocol {
        /// The content offset changed.
        func scrollViewDidScroll(_ scrollView: UIScrollView)
        /// The user started dragging.
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
        /// The user is about to lift the finger; the target offset may be changed.
        func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>)
        /// The user lifted the finger.
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
        /// Whether a status-bar tap scrolls to the top. Default: `true`.
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
        /// The scroll to the top finished.
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
        /// The content started decelerating.
        func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
        /// The content stopped decelerating.
        func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
        /// The view to scale when zooming. Default: `nil` (no zooming).
        func viewForZooming(in scrollView: UIScrollView) -> UIView?
        /// Zooming is about to start.
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
        /// Zooming ended at a scale.
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
        /// The zoom scale changed.
        func scrollViewDidZoom(_ scrollView: UIScrollView)
        /// A programmatic scroll animation ended.
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
        /// The adjusted content inset changed.
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
    }

    extension UIScrollViewDelegate {
        /// Nobody is told.
        public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
        /// Nobody is told.
        public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
        /// The target offset stays as computed.
        public func scrollViewWillEndDragging(
            _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
            targetContentOffset: UnsafeMutablePointer<CGPoint>
        ) {}
        /// Nobody is told.
        public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
        /// A status-bar tap scrolls to the top.
        public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
        /// Nobody is told.
        public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
        /// Nobody is told.
        public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
        /// Nobody is told.
        public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
        /// No view zooms.
        public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
        /// Nobody is told.
        public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
        /// Nobody is told.
        public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
        /// Nobody is told.
        public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
        /// Nobody is told.
        public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
        /// Nobody is told.
        public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
    }
#endif
