#if !canImport(UIKit)
    import Foundation

    /// What a view stores for Auto Layout headlessly: the constraints it holds, its layout guides and
    /// its content priorities. Nothing is solved; see `NSLayoutConstraint`.
    struct ViewAutoLayoutStorage {
        var constraints: [NSLayoutConstraint] = []
        var guides: [UILayoutGuide] = []
        var marginsGuide: UILayoutGuide?
        var safeAreaGuide: UILayoutGuide?
        var readableGuide: UILayoutGuide?
        var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
        var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    }

    // Auto Layout: anchors, constraints, layout guides and content priorities.
    extension UIView {
        /// The value of a dimension of `intrinsicContentSize` the view has no size for (-1, as in UIKit).
        public nonisolated static let noIntrinsicMetric: CGFloat = -1

        /// The target size for `systemLayoutSizeFitting(_:)` that asks for the smallest size (`.zero`).
        public nonisolated static let layoutFittingCompressedSize = CGSize.zero

        /// The constraints the view holds: those activated between it and its descendants, or added to it.
        public var constraints: [NSLayoutConstraint] { autoLayout.constraints }

        /// The constraints a view holds, for `NSLayoutConstraint` to install and remove them.
        var installedConstraints: [NSLayoutConstraint] {
            get { autoLayout.constraints }
            set { autoLayout.constraints = newValue }
        }

        /// Adds a constraint to the view, which activates it.
        public func addConstraint(_ constraint: NSLayoutConstraint) {
            constraint.install(on: self)
        }

        /// Adds constraints to the view, which activates them.
        public func addConstraints(_ constraints: [NSLayoutConstraint]) {
            for constraint in constraints { addConstraint(constraint) }
        }

        /// Removes a constraint from the view, which deactivates it.
        public func removeConstraint(_ constraint: NSLayoutConstraint) {
            if autoLayout.constraints.contains(where: { $0 === constraint }) { constraint.removeFromHolder() }
        }

        /// Removes constraints from the view, which deactivates them.
        public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
            for constraint in constraints { removeConstraint(constraint) }
        }

        /// The view's leading edge.
        public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
        /// The view's trailing edge.
        public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
        /// The view's left edge.
        public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
        /// The view's right edge.
        public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
        /// The view's top edge.
        public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
        /// The view's bottom edge.
        public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
        /// The view's width.
        public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
        /// The view's height.
        public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
        /// The view's horizontal center.
        public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
        /// The view's vertical center.
        public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
        /// The baseline of the view's first line of text.
        public var firstBaselineAnchor: NSLayoutYAxisAnchor {
            NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline)
        }
        /// The baseline of the view's last line of text.
        public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

        /// The guide of the view's margins: its bounds inset by `layoutMargins`.
        public var layoutMarginsGuide: UILayoutGuide {
            if let guide = autoLayout.marginsGuide { return guide }
            let guide = UILayoutGuide(kind: .margins, owningView: self)
            guide.identifier = "UIViewLayoutMarginsGuide"
            autoLayout.marginsGuide = guide
            return guide
        }

        /// The guide of the area not covered by bars: headlessly the whole bounds.
        public var safeAreaLayoutGuide: UILayoutGuide {
            if let guide = autoLayout.safeAreaGuide { return guide }
            let guide = UILayoutGuide(kind: .safeArea, owningView: self)
            guide.identifier = "UIViewSafeAreaLayoutGuide"
            autoLayout.safeAreaGuide = guide
            return guide
        }

        /// The guide of a comfortable reading width: headlessly the margins guide's frame.
        public var readableContentGuide: UILayoutGuide {
            if let guide = autoLayout.readableGuide { return guide }
            let guide = UILayoutGuide(kind: .margins, owningView: self)
            guide.identifier = "UIViewReadableContentGuide"
            autoLayout.readableGuide = guide
            return guide
        }

        /// The layout guides added to the view.
        public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

        /// Adds a layout guide to the view, which becomes its owning view.
        public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
            layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
            autoLayout.guides.append(layoutGuide)
            layoutGuide.owningView = self
        }

        /// Removes a layout guide from the view.
        public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
            autoLayout.guides.removeAll { $0 === layoutGuide }
            if layoutGuide.owningView === self { layoutGuide.owningView = nil }
        }

        /// The margins in the view's layout direction, mapped to `layoutMargins`: leading is the left
        /// margin, or the right one when `effectiveUserInterfaceLayoutDirection` is right to left.
        public var directionalLayoutMargins: NSDirectionalEdgeInsets {
            get {
                let margins = layoutMargins
                let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                return NSDirectionalEdgeInsets(
                    top: margins.top, leading: rightToLeft ? margins.right : margins.left, bottom: margins.bottom,
                    trailing: rightToLeft ? margins.left : margins.right)
            }
            set {
                let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
                layoutMargins = UIEdgeInsets(
                    top: newValue.top, left: rightToLeft ? newValue.trailing : newValue.leading,
                    bottom: newValue.bottom,
                    right: rightToLeft ? newValue.leading : newValue.trailing)
            }
        }

        /// How strongly the view resists growing beyond its intrinsic size on an axis. Default `.defaultLow`.
        public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
            autoLayout.hugging[axis] ?? .defaultLow
        }

        /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
        public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
            autoLayout.hugging[axis] = priority
        }

        /// How strongly the view resists shrinking below its intrinsic size on an axis. Default `.defaultHigh`.
        public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
            autoLayout.compressionResistance[axis] ?? .defaultHigh
        }

        /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
        public func setContentCompressionResistancePriority(
            _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
        ) {
            autoLayout.compressionResistance[axis] = priority
        }
    }
#endif
