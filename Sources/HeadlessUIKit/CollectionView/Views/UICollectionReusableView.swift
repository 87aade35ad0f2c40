#if !canImport(UIKit)
    import Foundation

    /// A view a collection view reuses: the base of cells and of supplementary views such as headers.
    ///
    /// The collection view creates registered classes through `init(frame:)`, sets `reuseIdentifier`,
    /// applies each element's layout attributes with `apply(_:)`, and calls `prepareForReuse()` before
    /// handing a queued view out again.
    @preconcurrency @MainActor
    open class UICollectionReusableView: UIView {
        /// The identifier the view was registered and dequeued with; `nil` for a view made directly.
        open internal(set) var reuseIdentifier: String?

        /// The pool the view returns to when it leaves the screen; `nil` for a view made directly.
        var headlessPoolKey: String?

        /// The attributes last applied (headless addition, for tests and the renderers).
        public internal(set) var headlessLayoutAttributes: UICollectionViewLayoutAttributes?

        /// Creates a view with a frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Creates a view of this class for the collection view's reuse pools (headless addition).
        ///
        /// It calls `init(frame:)`, so a subclass's override of that initializer runs. Swift needs a
        /// `required` initializer to create a view from its class; a subclass inherits this one as long
        /// as it overrides `init(frame:)` (UIKit's usual pattern) or declares no initializer.
        public required convenience init(headlessReuseIdentifier: String) {
            self.init(frame: .zero)
            reuseIdentifier = headlessReuseIdentifier
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Resets the view before the collection view hands it out again. The default does nothing.
        open func prepareForReuse() {}

        /// Applies an element's layout attributes: its frame, alpha, visibility and affine transform.
        open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            headlessLayoutAttributes = layoutAttributes
            frame = layoutAttributes.frame
            alpha = layoutAttributes.alpha
            isHidden = layoutAttributes.isHidden
            transform = layoutAttributes.transform
        }

        /// The attributes the view would like, given the ones the layout proposes.
        ///
        /// For an element whose layout estimates a dimension (a flow layout's `estimatedItemSize`, a
        /// compositional item's `.estimated` width or height, a compositional header's or footer's
        /// `.estimated` size), the default measures the view with
        /// `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`: the
        /// estimated dimensions fit the content, the others are required; a measured dimension of 0 or
        /// less keeps the estimate. Otherwise the proposed attributes come back unchanged.
        open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            let axes = layoutAttributes.selfSizingAxes
            guard !axes.isEmpty else { return layoutAttributes }
            let proposed = layoutAttributes.size
            let target = CGSize(
                width: axes.width ? UIView.layoutFittingCompressedSize.width : proposed.width,
                height: axes.height ? UIView.layoutFittingCompressedSize.height : proposed.height)
            let fitted = systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
                verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
            layoutAttributes.size = CGSize(
                width: axes.width && fitted.width > 0 ? fitted.width : proposed.width,
                height: axes.height && fitted.height > 0 ? fitted.height : proposed.height)
            return layoutAttributes
        }
    }
#endif
