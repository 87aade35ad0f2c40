import HeadlessUIKit

#if !canImport(UIKit)
    /// A headless view that renders itself as text and as an SVG picture: the table and the collection
    /// view, which the snapshot assertions compare with their references the same way.
    @MainActor
    protocol HeadlessSnapshotRendering {
        /// The view as text, one line per visible row or line of items.
        func headlessRenderedText() -> String
        /// The view as an SVG picture.
        func headlessRenderedSVG() -> String
    }

    extension UITableView: HeadlessSnapshotRendering {}
    extension UICollectionView: HeadlessSnapshotRendering {}
#endif
