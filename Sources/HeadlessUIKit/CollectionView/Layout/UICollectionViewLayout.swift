#if !canImport(UIKit)
    import Foundation

    /// The abstract layout of a collection view: where every cell and supplementary view goes.
    ///
    /// Intended to be subclassed: override `prepare()` to compute the layout,
    /// `collectionViewContentSize`, `layoutAttributesForElements(in:)` and the per-element queries.
    /// The collection view calls `prepare()` before it asks anything else after the layout was
    /// invalidated (by `invalidateLayout()`, a reload, an update or a change of bounds size).
    @preconcurrency @MainActor
    open class UICollectionViewLayout: NSObject {
        /// The collection view that uses the layout; set when the layout is assigned.
        open internal(set) weak var collectionView: UICollectionView?

        /// Creates a layout.
        public override init() {
            super.init()
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// The size of all content; the default is zero.
        open var collectionViewContentSize: CGSize { .zero }

        /// Computes the layout; the default does nothing.
        open func prepare() {}

        /// The attributes of every element that intersects a rectangle; the default is none.
        open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

        /// The attributes of an item's cell; the default is `nil`.
        open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

        /// The attributes of a supplementary view; the default is `nil`.
        open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        { nil }

        /// The attributes of a decoration view; the default is `nil`.
        open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        { nil }

        /// The view classes registered for decoration views, by kind.
        private(set) var decorationViewClasses: [String: AnyClass] = [:]
        /// The nibs registered for decoration views, by kind.
        private(set) var decorationViewNibs: [String: UINib] = [:]

        /// Registers the view class that draws decoration views of a kind; `nil` removes the registration.
        ///
        /// The collection view creates views of the class (through `init(frame:)`) when the layout places
        /// a decoration view of the kind in its bounds, and reuses them. A class replaces a nib of the same
        /// kind and the other way round.
        open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
            decorationViewNibs[elementKind] = nil
            decorationViewClasses[elementKind] = viewClass
        }

        /// Registers the nib that draws decoration views of a kind; `nil` removes the registration.
        open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
            decorationViewClasses[elementKind] = nil
            decorationViewNibs[elementKind] = nib
        }

        /// What draws decoration views of a kind: the class or nib registered with this layout.
        func decorationViewRegistration(ofKind kind: String) -> DecorationViewRegistration? {
            if let viewClass = decorationViewClasses[kind] { return .viewClass(viewClass) }
            return decorationViewNibs[kind].map(DecorationViewRegistration.nib)
        }

        /// Marks the layout as out of date; the collection view prepares it again before its next use.
        open func invalidateLayout() {
            collectionView?.layoutDidInvalidate()
        }

        /// Whether a change of bounds invalidates the layout; the default answers `true` when the size changes.
        open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            newBounds.size != collectionView?.bounds.size
        }

        /// Whether a cell's preferred attributes (from `preferredLayoutAttributesFitting(_:)`) change the
        /// layout; the default answers `false`. The flow and compositional layouts answer `true` for a
        /// self-sizing cell whose preferred size differs, and lay it out at that size from then on.
        open func shouldInvalidateLayout(
            forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
            withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
        ) -> Bool {
            false
        }

        /// The sizes self-sizing cells asked for, by item; kept across layout passes, moved with their
        /// items by batch updates, and forgotten by `reloadData()`.
        var preferredItemSizes: [IndexPath: CGSize] = [:]

        /// The sizes self-sizing supplementary views (a compositional layout's headers and footers of
        /// estimated size) asked for, by element; kept like `preferredItemSizes`.
        var preferredSupplementarySizes: [CollectionElement: CGSize] = [:]

        /// Whether a self-sizing cell's or supplementary view's preferred size differs from the one it
        /// was laid out at.
        func preferredSizeDiffers(
            _ preferred: UICollectionViewLayoutAttributes, from original: UICollectionViewLayoutAttributes
        ) -> Bool {
            original.representedElementCategory != .decorationView && !original.selfSizingAxes.isEmpty
                && preferred.size != original.size
        }

        /// The offset to scroll to after a layout change; the default keeps the proposed one.
        open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
            proposedContentOffset
        }
    }

    /// A registration for decoration views of a kind: a view class or a nib.
    enum DecorationViewRegistration {
        case viewClass(AnyClass)
        case nib(UINib)
    }
#endif
