#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// The kinds of element a layout places.
        public enum ElementCategory: UInt, Sendable {
            /// A cell, one per item.
            case cell = 0
            /// A supplementary view, such as a header or footer.
            case supplementaryView = 1
            /// A decoration view, drawn by the layout alone.
            case decorationView = 2
        }
    }

    /// Where and how a layout places one element: a cell, a supplementary view or a decoration view.
    @preconcurrency @MainActor
    open class UICollectionViewLayoutAttributes: NSObject, UIDynamicItem {
        /// The element's frame, in the collection view's content coordinates.
        open var frame: CGRect = .zero
        /// The element's size (the frame's size).
        open var size: CGSize {
            get { frame.size }
            set { frame.size = newValue }
        }
        /// The element's center.
        open var center: CGPoint {
            get { CGPoint(x: frame.midX, y: frame.midY) }
            set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
        }
        /// The element's bounds: its size, at the origin; setting it resizes the element about its center.
        open var bounds: CGRect {
            get { CGRect(origin: .zero, size: frame.size) }
            set {
                let center = self.center
                frame.size = newValue.size
                self.center = center
            }
        }
        /// The element's 3D transform, about its center. Default the identity.
        open var transform3D = CATransform3DIdentity
        /// The element's affine transform, about its center: the affine part of `transform3D`, which setting
        /// it replaces. Default the identity.
        open var transform: CGAffineTransform {
            get { CATransform3DGetAffineTransform(transform3D) }
            set { transform3D = CATransform3DMakeAffineTransform(newValue) }
        }
        /// The element's transparency. Default 1.
        open var alpha: CGFloat = 1
        /// The element's stacking position. Default 0.
        open var zIndex = 0
        /// Whether the element is hidden. Default `false`.
        open var isHidden = false
        /// The element's index path.
        open var indexPath: IndexPath
        /// Whether the element is a cell, a supplementary view or a decoration view.
        public let representedElementCategory: UICollectionView.ElementCategory
        /// The kind of a supplementary or decoration view; `nil` for a cell.
        public let representedElementKind: String?

        /// Attributes for the cell of an item.
        public convenience init(forCellWith indexPath: IndexPath) {
            self.init(indexPath: indexPath, category: .cell, kind: nil)
        }

        /// Attributes for a supplementary view of a kind.
        public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
            self.init(indexPath: indexPath, category: .supplementaryView, kind: elementKind)
        }

        /// Attributes for a decoration view of a kind, drawn by the layout, at an index path.
        public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
            self.init(indexPath: indexPath, category: .decorationView, kind: decorationViewKind)
        }

        init(indexPath: IndexPath, category: UICollectionView.ElementCategory, kind: String?) {
            self.indexPath = indexPath
            self.representedElementCategory = category
            self.representedElementKind = kind
            super.init()
        }

        /// Which of the element's dimensions are estimates its view is measured for (self-sizing).
        var selfSizingAxes = SelfSizingAxes()

        /// A copy to hand to a view being measured, which may change and return it.
        func copyForFitting() -> UICollectionViewLayoutAttributes {
            let copy = UICollectionViewLayoutAttributes(
                indexPath: indexPath, category: representedElementCategory, kind: representedElementKind)
            copy.frame = frame
            copy.alpha = alpha
            copy.zIndex = zIndex
            copy.isHidden = isHidden
            copy.transform3D = transform3D
            copy.selfSizingAxes = selfSizingAxes
            return copy
        }

        /// The element these attributes place.
        var element: CollectionElement {
            switch representedElementCategory {
            case .cell: .cell(indexPath)
            case .supplementaryView: .supplementary(kind: representedElementKind ?? "", indexPath)
            case .decorationView: .decoration(kind: representedElementKind ?? "", indexPath)
            }
        }
    }

    /// The dimensions of an element that its view sizes itself in.
    struct SelfSizingAxes: Hashable {
        var width = false
        var height = false

        var isEmpty: Bool { !width && !height }
    }

    /// One element a collection view shows: the cell of an item, a supplementary view of a kind, or a
    /// decoration view of a kind (which the layout alone places).
    enum CollectionElement: Hashable, Comparable {
        case cell(IndexPath)
        case supplementary(kind: String, IndexPath)
        case decoration(kind: String, IndexPath)

        var indexPath: IndexPath {
            switch self {
            case .cell(let indexPath), .supplementary(_, let indexPath), .decoration(_, let indexPath): indexPath
            }
        }

        /// Section by section; in a section, its decoration views, a header, the items, then the rest.
        static func < (lhs: CollectionElement, rhs: CollectionElement) -> Bool {
            func key(_ element: CollectionElement) -> (Int, Int, Int, String) {
                switch element {
                case .cell(let path): (path[0], 1, path[1], "")
                case .supplementary(let kind, let path):
                    (path[0], kind == UICollectionView.elementKindSectionHeader ? 0 : 2, path[1], kind)
                case .decoration(let kind, let path): (path[0], -1, path[1], kind)
                }
            }
            return key(lhs) < key(rhs)
        }
    }
#endif
