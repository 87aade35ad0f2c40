#if !canImport(UIKit)
    import Foundation

    /// An element of a compositional section on screen, as a section's `visibleItemsInvalidationHandler`
    /// sees it: a cell, a supplementary view or a decoration view, whose look the handler may change.
    ///
    /// What the handler sets (alpha, zIndex, visibility, center, transforms) shows in the element's layout
    /// attributes until the layout next runs the handler.
    @preconcurrency @MainActor
    public protocol NSCollectionLayoutVisibleItem: NSObjectProtocol, UIDynamicItem {
        /// The element's transparency.
        var alpha: CGFloat { get set }
        /// The element's stacking position.
        var zIndex: Int { get set }
        /// Whether the element is hidden.
        var isHidden: Bool { get set }
        /// The element's center; setting it moves the element.
        var center: CGPoint { get set }
        /// The element's transform about its center.
        var transform: CGAffineTransform { get set }
        /// The element's 3D transform about its center.
        var transform3D: CATransform3D { get set }
        /// A name for the element: its kind for a supplementary or decoration view, the cell kind for a cell.
        var name: String { get }
        /// The element's index path.
        var indexPath: IndexPath { get }
        /// The element's frame, as laid out (before any sideways scrolling of its section).
        var frame: CGRect { get }
        /// The element's bounds: its size, at the origin.
        var bounds: CGRect { get }
        /// Whether the element is a cell, a supplementary view or a decoration view.
        var representedElementCategory: UICollectionView.ElementCategory { get }
        /// The kind of a supplementary or decoration view; `nil` for a cell.
        var representedElementKind: String? { get }
    }

    /// Called before a layout pass with the section's elements on screen, the scroll offset and the
    /// environment, to change how the elements look before they are shown.
    public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
        [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
    ) -> Void

    /// One visible element handed to a section's handler: a copy of its layout attributes that the handler
    /// changes in place.
    final class CompositionalVisibleItem: NSObject, NSCollectionLayoutVisibleItem {
        let attributes: UICollectionViewLayoutAttributes

        init(_ attributes: UICollectionViewLayoutAttributes) {
            self.attributes = attributes
        }

        var alpha: CGFloat {
            get { attributes.alpha }
            set { attributes.alpha = newValue }
        }
        var zIndex: Int {
            get { attributes.zIndex }
            set { attributes.zIndex = newValue }
        }
        var isHidden: Bool {
            get { attributes.isHidden }
            set { attributes.isHidden = newValue }
        }
        var center: CGPoint {
            get { attributes.center }
            set { attributes.center = newValue }
        }
        var transform: CGAffineTransform {
            get { attributes.transform }
            set { attributes.transform = newValue }
        }
        var transform3D: CATransform3D {
            get { attributes.transform3D }
            set { attributes.transform3D = newValue }
        }
        var name: String { attributes.representedElementKind ?? "UICollectionElementKindCell" }
        var indexPath: IndexPath { attributes.indexPath }
        var frame: CGRect { attributes.frame }
        var bounds: CGRect { attributes.bounds }
        var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
        var representedElementKind: String? { attributes.representedElementKind }
    }
#endif
