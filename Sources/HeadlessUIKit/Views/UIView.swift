#if !canImport(UIKit)
    import Foundation

    /// A rectangular area on screen, reduced to what a headless table view needs: geometry,
    /// a view hierarchy and layout passes.
    @preconcurrency @MainActor
    open class UIView: UIResponder, UIFocusItem, CALayerDelegate {
        /// The view's frame in its superview's coordinates.
        open var frame: CGRect {
            didSet { bounds.size = frame.size }
        }

        /// The view's own coordinate space; its origin is the scroll position for scroll views.
        open var bounds: CGRect

        /// Whether the view is hidden.
        open var isHidden = false

        /// The view's opacity, from 0 to 1.
        open var alpha: CGFloat = 1

        /// The view's background color.
        open var backgroundColor: UIColor?

        /// An integer you can use to identify the view.
        open var tag = 0

        /// The view that contains this view, if any.
        public private(set) weak var superview: UIView?

        /// The views this view contains, back to front.
        public private(set) var subviews: [UIView] = []

        /// Whether a layout pass is pending; the table clears it when it adjusts its own bounds mid-pass.
        var needsLayout = true

        /// Whether the view's frame becomes constraints; set it to `false` to place the view with
        /// constraints. Default `true`.
        open var translatesAutoresizingMaskIntoConstraints = true

        /// The spacing the view keeps around its content. Default 8 points on each edge, as UIKit's
        /// documented default for views other than a view controller's root view.
        open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

        /// The insets that keep content clear of bars and the screen's rounded corners; headlessly `.zero`.
        open var safeAreaInsets: UIEdgeInsets { .zero }

        /// The size the content needs; the base view has none (`noIntrinsicMetric` in both dimensions).
        open var intrinsicContentSize: CGSize {
            CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
        }

        /// Whether the constraints leave the view's frame open: whether its position or size could
        /// change with every constraint as well satisfied, for debugging layouts.
        ///
        /// The constraints of the whole tree the view is in are solved with the top view's size held, as
        /// its layout does; `false` when no view of the tree holds constraints.
        open var hasAmbiguousLayout: Bool {
            var top = self
            while let superview = top.superview { top = superview }
            guard let system = AutoLayoutSystem(root: top) else { return false }
            return system.isAmbiguous(self, width: top.bounds.width, height: top.bounds.height)
        }

        /// The view's tint; `nil` inherits the superview's, and the top of the hierarchy is `.systemBlue`.
        open var tintColor: UIColor! {
            get { storedTintColor ?? superview?.tintColor ?? .systemBlue }
            set {
                let old = tintColor
                storedTintColor = newValue
                if tintColor != old { notifyTintColorChange() }
            }
        }

        /// How the view's content fills its bounds. Default `.scaleToFill`.
        open var contentMode: ContentMode = .scaleToFill

        /// Whether subviews are clipped to the bounds; the same setting as `layer.masksToBounds`.
        /// Default `false`.
        open var clipsToBounds: Bool {
            get { layer.masksToBounds }
            set { layer.masksToBounds = newValue }
        }

        /// The layer that draws the view: its corner radius, border and shadow settings.
        public let layer = CALayer()

        /// How the view resizes when its superview's bounds change. Default none; headlessly stored,
        /// frames are not adjusted.
        open var autoresizingMask: AutoresizingMask = []

        /// Whether the view receives touches. Default `true` (`false` for labels and image views).
        open var isUserInteractionEnabled = true

        /// A string that identifies the view in UI tests. Default `nil`.
        open var accessibilityIdentifier: String?

        /// What the view's content is, which decides whether it flips in a right-to-left layout.
        /// Default `.unspecified`: the view follows its traits' layout direction.
        open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

        /// The constraints, guides and priorities the view stores for Auto Layout.
        var autoLayout = ViewAutoLayoutStorage()

        private var storedTintColor: UIColor?

        /// Whether the view can take focus now. Default `false`, as in UIKit; focusable views override it.
        open var canBecomeFocused: Bool { false }

        /// Creates a view with the given frame.
        public init(frame: CGRect) {
            self.frame = frame
            self.bounds = CGRect(origin: .zero, size: frame.size)
            super.init()
            layer.delegate = self
        }

        /// Creates a view with a zero frame.
        public override convenience init() {
            self.init(frame: .zero)
        }

        /// Creates a view from an archive; archives are not supported headlessly, so this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Adds a view to the end of this view's subviews, removing it from its previous superview.
        open func addSubview(_ view: UIView) {
            let oldTint = view.tintColor
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
            addToSubtreeConstraintCount(view.subtreeConstraintCount)
            if view.tintColor != oldTint { view.notifyTintColorChange() }
        }

        /// Called when the view's traits change; headlessly traits never change, so this is not called.
        /// Overrides call `super`. The base does nothing.
        open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

        /// Called when the view's tint changes: set on it, or inherited from a new superview or a
        /// superview whose tint changed. Overrides call `super`. The base does nothing.
        open func tintColorDidChange() {}

        /// Tells the view, then the subviews that inherit its tint, that the tint changed.
        private func notifyTintColorChange() {
            tintColorDidChange()
            for subview in subviews where subview.storedTintColor == nil { subview.notifyTintColorChange() }
        }

        /// Removes the view from its superview.
        open func removeFromSuperview() {
            guard let superview else { return }
            (superview as? UIStackView)?.subviewWillLeave(self)
            superview.addToSubtreeConstraintCount(-subtreeConstraintCount)
            superview.subviews.removeAll { $0 === self }
            self.superview = nil
        }

        /// Marks the view as needing a layout pass before it is next used.
        open func setNeedsLayout() {
            needsLayout = true
        }

        /// Performs a pending layout pass immediately.
        open func layoutIfNeeded() {
            guard needsLayout else { return }
            needsLayout = false
            layoutSublayers(of: layer)
        }

        /// Lays out the sublayers of the view's layer; for the view's own layer this calls
        /// `layoutSubviews()`, as UIKit lays a view out from its layer's layout pass. Overrides call `super`.
        open func layoutSublayers(of layer: CALayer) {
            if layer === self.layer { layoutSubviews() }
        }

        /// Lays out subviews; subclasses override this and call `super`. The base implementation gives the
        /// subviews placed by constraints (`translatesAutoresizingMaskIntoConstraints` off) the frames the
        /// constraints of the view's subtree solve to, with the view's own size held, as UIKit's layout
        /// engine does.
        open func layoutSubviews() {
            applyConstraintLayout()
        }

        /// Whether Auto Layout sizes the view with its superview while it keeps autoresizing: a cell's
        /// content view, which UIKit resizes with the cell.
        var fillsSuperviewInAutoLayout = false

        /// How many active constraints the views of this subtree hold, so that layout looks for
        /// constraints only in subtrees that have some (a table's cells usually have none).
        private(set) var subtreeConstraintCount = 0

        /// Adds to the constraint count of this view and of each of its ancestors.
        func addToSubtreeConstraintCount(_ delta: Int) {
            guard delta != 0 else { return }
            var view: UIView? = self
            while let current = view {
                current.subtreeConstraintCount += delta
                view = current.superview
            }
        }

        /// Tells the view its intrinsic content size changed; headlessly nothing is recomputed.
        open func invalidateIntrinsicContentSize() {}

        /// The size that satisfies the view's constraints closest to a target size, both dimensions at
        /// `fittingSizeLevel`.
        ///
        /// When a view of the subtree holds active constraints, the solver answers (see
        /// `Docs/HeadlessTableView.md`, "Auto Layout"); otherwise the base implementation answers
        /// `sizeThatFits(_:)`, so a view without constraints that sizes itself overrides either method.
        open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
            solvedFittingSize(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
                ?? sizeThatFits(targetSize)
        }

        /// The size closest to a target size with the given fitting priorities; the table sizes
        /// self-sizing cells through this method (required width, fitting height).
        ///
        /// With constraints in the subtree the solver answers, holding the target width and height at
        /// the given priorities; otherwise the base implementation answers `systemLayoutSizeFitting(_:)`.
        open func systemLayoutSizeFitting(
            _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
            verticalFittingPriority: UILayoutPriority
        ) -> CGSize {
            solvedFittingSize(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
                ?? systemLayoutSizeFitting(targetSize)
        }

        /// The size that best fits the given size; the base implementation returns the current size.
        open func sizeThatFits(_ size: CGSize) -> CGSize {
            bounds.size
        }
    }
#endif
