#if !canImport(UIKit)
    import Foundation

    /// Parameters that adjust how a dragged or dropped row is drawn; headlessly they are only stored.
    @preconcurrency @MainActor
    open class UIDragPreviewParameters: UIPreviewParameters {}

    /// Where a dropped item's preview animates to: a container view and a point in it.
    @preconcurrency @MainActor
    open class UIDragPreviewTarget: UIPreviewTarget {}
#endif
