#if !canImport(UIKit)
    import Foundation

    /// A rectangular area on screen, reduced to what a headless table view needs: geometry,
    /// a view hierarchy and layout passes.
    @preconcurrency @MainActor
    open class UIView: UIResponder, UIFocusItem {
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

        /// Whether the view can take focus now. Default `false`, as in UIKit; focusable views override it.
        open var canBecomeFocused: Bool { false }

        /// Creates a view with the given frame.
        public init(frame: CGRect) {
            self.frame = frame
            self.bounds = CGRect(origin: .zero, size: frame.size)
            super.init()
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
            view.removeFromSuperview()
            subviews.append(view)
            view.superview = self
        }

        /// Removes the view from its superview.
        open func removeFromSuperview() {
            guard let superview else { return }
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
            layoutSubviews()
        }

        /// Lays out subviews; subclasses override this. The base implementation does nothing.
        open func layoutSubviews() {}

        /// The size that best fits the given size; the base implementation returns the current size.
        open func sizeThatFits(_ size: CGSize) -> CGSize {
            bounds.size
        }
    }
#endif
