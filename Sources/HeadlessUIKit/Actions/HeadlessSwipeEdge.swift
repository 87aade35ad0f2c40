#if !canImport(UIKit)
    /// The edge of a row or list item a simulated swipe starts from (headless addition, not UIKit API).
    ///
    /// A table's `headlessSwipe(rowAt:from:)` and a collection view's
    /// `headlessSwipeActionsConfiguration(forItemAt:edge:)` take it alike.
    public enum HeadlessSwipeEdge: Hashable, Sendable {
        /// The leading edge: the swipe moves toward the trailing edge.
        case leading
        /// The trailing edge: the swipe moves toward the leading edge (swipe-to-delete).
        case trailing
    }
#endif
