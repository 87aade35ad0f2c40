#if !canImport(UIKit)
    import Foundation

    /// A view that lays out a row or a column of views, its arranged subviews, with constraints it makes
    /// itself.
    ///
    /// The stack view places each arranged subview with constraints on the Auto Layout solver, so a stack
    /// inside a self-sizing cell gives the cell its height through `systemLayoutSizeFitting`. The
    /// arranged subviews keep their own size from their intrinsic content size, content hugging and
    /// compression resistance, and the constraints inside them; the stack decides the rest:
    /// - along `axis`, the views follow each other `spacing` apart (or a custom spacing after a view),
    ///   the first at the stack's leading (top) edge and the last at its trailing (bottom) edge, sized as
    ///   `distribution` says;
    /// - across it, each view is placed as `alignment` says and lies inside the stack.
    ///
    /// A hidden arranged subview takes no space and no spacing: the stack gives it a zero size. The
    /// stack's constraints are made afresh each time its subtree is solved, so changing a property, an
    /// arranged subview's `isHidden` or its intrinsic content size needs only a layout pass; headlessly
    /// they are not listed in `constraints`. The stack draws nothing and has no intrinsic content size.
    @preconcurrency @MainActor
    open class UIStackView: UIView {
        /// How the stack view sizes and places its arranged subviews along its axis.
        public enum Distribution: Int, Sendable {
            /// The views fill the stack: when they are too small the ones with the lowest content hugging
            /// priority grow, when too large the ones with the lowest compression resistance shrink; ties
            /// go to the view earliest in `arrangedSubviews`.
            case fill = 0
            /// The views fill the stack with one size each.
            case fillEqually = 1
            /// The views fill the stack with sizes in proportion to their intrinsic content sizes.
            case fillProportionally = 2
            /// The views keep their own size and the gaps between them grow equally, at least `spacing`.
            case equalSpacing = 3
            /// The views keep their own size and their centers are equally far apart, with gaps of at
            /// least `spacing`.
            case equalCentering = 4
        }

        /// How the stack view places its arranged subviews across its axis.
        public enum Alignment: Int, Sendable {
            /// The views fill the stack's width (vertical stack) or height (horizontal stack).
            case fill = 0
            /// The views lie along the stack's leading edge (vertical stack); `top` is the same value.
            case leading = 1
            /// The views' first baselines line up (horizontal stacks; a vertical stack fills).
            case firstBaseline = 2
            /// The views are centered across the stack.
            case center = 3
            /// The views lie along the stack's trailing edge (vertical stack); `bottom` is the same value.
            case trailing = 4
            /// The views' last baselines line up (horizontal stacks; a vertical stack fills).
            case lastBaseline = 5

            /// The views lie along the stack's top edge (horizontal stack): the same value as `leading`.
            public static var top: Alignment { .leading }
            /// The views lie along the stack's bottom edge (horizontal stack): the same value as `trailing`.
            public static var bottom: Alignment { .trailing }
        }

        /// The value of `customSpacing(after:)` for a view without custom spacing: the stack's `spacing`
        /// applies (the largest `Float`, as in UIKit).
        public nonisolated static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

        /// A spacing that asks for the system's standard spacing (the smallest positive `Float`, as in
        /// UIKit); headlessly 8 points, as the system-spacing anchors use.
        public nonisolated static let spacingUseSystem = CGFloat(Float.leastNormalMagnitude)

        /// The views the stack lays out, in order; always a subset of `subviews`.
        open private(set) var arrangedSubviews: [UIView] = [] {
            didSet {
                // A stack with arranged subviews makes constraints, so its subtree must be solved.
                if oldValue.isEmpty != arrangedSubviews.isEmpty {
                    addToSubtreeConstraintCount(arrangedSubviews.isEmpty ? -1 : 1)
                }
            }
        }

        /// The axis the views follow each other along. Default `.horizontal`.
        open var axis: NSLayoutConstraint.Axis = .horizontal {
            didSet { setNeedsLayout() }
        }

        /// How the views are sized and placed along the axis. Default `.fill`.
        open var distribution: Distribution = .fill {
            didSet { setNeedsLayout() }
        }

        /// How the views are placed across the axis. Default `.fill`.
        open var alignment: Alignment = .fill {
            didSet { setNeedsLayout() }
        }

        /// The space between adjacent views, the least space for the equal distributions. Default 0.
        open var spacing: CGFloat = 0 {
            didSet { setNeedsLayout() }
        }

        /// Whether a vertical stack measures spacing from one view's last baseline to the next one's
        /// first baseline instead of between their edges. Default `false`.
        open var isBaselineRelativeArrangement = false {
            didSet { setNeedsLayout() }
        }

        /// Whether the views are laid out inside the stack's layout margins instead of its bounds.
        /// Default `false`.
        open var isLayoutMarginsRelativeArrangement = false {
            didSet { setNeedsLayout() }
        }

        private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

        /// Creates a stack view with the given arranged subviews, which it adds as subviews.
        public init(arrangedSubviews views: [UIView]) {
            super.init(frame: .zero)
            for view in views { addArrangedSubview(view) }
        }

        /// Creates an empty horizontal stack view with the given frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
        }

        /// Archives are not read headlessly: this creates an empty horizontal stack view.
        public required init(coder: NSCoder) {
            super.init(frame: .zero)
        }

        /// Adds a view to the end of `arrangedSubviews`, and as a subview when it is not one yet.
        ///
        /// The view's `translatesAutoresizingMaskIntoConstraints` becomes `false`, as the stack places
        /// it with constraints. A view already arranged moves to the end.
        open func addArrangedSubview(_ view: UIView) {
            insertArrangedSubview(view, at: arrangedSubviews.filter { $0 !== view }.count)
        }

        /// Removes a view from `arrangedSubviews`; it stays a subview, so remove it from its superview
        /// too to take it off screen. Removing a view from its superview removes it from here as well.
        open func removeArrangedSubview(_ view: UIView) {
            guard arrangedSubviews.contains(where: { $0 === view }) else { return }
            arrangedSubviews.removeAll { $0 === view }
            customSpacings[ObjectIdentifier(view)] = nil
            setNeedsLayout()
        }

        /// Inserts a view into `arrangedSubviews` at an index, and as a subview when it is not one yet.
        ///
        /// A view already arranged moves to the index (counted without it).
        /// - Precondition: `stackIndex` is at most the number of arranged subviews (without `view`).
        open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
            var arranged = arrangedSubviews.filter { $0 !== view }
            precondition(
                stackIndex >= 0 && stackIndex <= arranged.count, "Index \(stackIndex) is beyond the arranged subviews")
            if view.superview !== self { addSubview(view) }
            view.translatesAutoresizingMaskIntoConstraints = false
            arranged.insert(view, at: stackIndex)
            arrangedSubviews = arranged
            setNeedsLayout()
        }

        /// Sets the spacing after an arranged subview, in place of `spacing`; `spacingUseDefault` goes back
        /// to `spacing`. A view that is not arranged is ignored.
        open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
            guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
            customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == Self.spacingUseDefault ? nil : spacing
            setNeedsLayout()
        }

        /// The spacing after an arranged subview: the custom spacing set for it, else `spacingUseDefault`.
        open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
            customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
        }

        /// Called by `removeFromSuperview()` of a subview: an arranged subview stops being arranged.
        func subviewWillLeave(_ view: UIView) {
            removeArrangedSubview(view)
        }

        /// The points between an arranged subview and the next visible one.
        fileprivate func gap(after view: UIView) -> CGFloat {
            let custom = customSpacing(after: view)
            let value = custom == Self.spacingUseDefault ? spacing : custom
            return value == Self.spacingUseSystem ? headlessSystemSpacing : value
        }

        /// The guides and constraints that arrange the subviews now, for the layout solver.
        func makeArrangement() -> (guides: [UILayoutGuide], constraints: [NSLayoutConstraint]) {
            var arrangement = StackArrangement(stack: self)
            arrangement.build()
            return (arrangement.guides, arrangement.constraints)
        }
    }

    /// The constraints a stack view's arrangement is made of, named as UIKit names its own (`UISV-…`).
    @MainActor
    private struct StackArrangement {
        /// The attributes of one axis: an edge at each end, the size and the center.
        struct Attributes {
            let leading: NSLayoutConstraint.Attribute
            let trailing: NSLayoutConstraint.Attribute
            let size: NSLayoutConstraint.Attribute
            let center: NSLayoutConstraint.Attribute
        }

        /// Ties the views' sizes along the axis to their intrinsic sizes so that the view earliest in the
        /// list takes what hugging and compression resistance leave open: priorities from 1 (the first
        /// view) up to just below 2 (the last), under every priority UIKit names.
        static let tieBreakPriorities: ClosedRange<Float> = 1...1.999
        /// Keeps a view without a size of its own across the axis at zero rather than undetermined.
        static let ambiguitySuppressionPriority = UILayoutPriority(25)
        /// Pulls baseline-aligned views to the top of a taller stack.
        static let canvasFitPriority = UILayoutPriority(24)
        /// Equal centering gives way to the views' sizes only before required constraints do.
        static let equalCenteringPriority = UILayoutPriority(999)

        let stack: UIStackView
        let along: Attributes
        let across: Attributes
        /// The stack itself, or its margins guide.
        let canvas: AnyObject
        var guides: [UILayoutGuide] = []
        var constraints: [NSLayoutConstraint] = []

        init(stack: UIStackView) {
            self.stack = stack
            let horizontal = Attributes(leading: .leading, trailing: .trailing, size: .width, center: .centerX)
            let vertical = Attributes(leading: .top, trailing: .bottom, size: .height, center: .centerY)
            along = stack.axis == .horizontal ? horizontal : vertical
            across = stack.axis == .horizontal ? vertical : horizontal
            canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        }

        private mutating func add(
            _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
            _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
            _ secondAttribute: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                item: first, attribute: firstAttribute, relatedBy: relation, toItem: second,
                attribute: secondAttribute, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            constraints.append(constraint)
        }

        /// `first.firstAttribute == second.secondAttribute`, required.
        private mutating func add(
            _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
            _ second: AnyObject, _ secondAttribute: NSLayoutConstraint.Attribute
        ) {
            add(identifier, first, firstAttribute, .equal, second, secondAttribute)
        }

        private mutating func addSize(
            _ identifier: String, _ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat,
            priority: UILayoutPriority = .required
        ) {
            add(identifier, view, attribute, .equal, nil, .notAnAttribute, constant: value, priority: priority)
        }

        /// The size of a view's content along the stack's axis; `nil` when it has none.
        private func intrinsicLength(of view: UIView) -> CGFloat? {
            let size = view.intrinsicContentSize
            let length = along.size == .width ? size.width : size.height
            return length == UIView.noIntrinsicMetric ? nil : length
        }

        mutating func build() {
            let arranged = stack.arrangedSubviews
            let visible = arranged.filter { !$0.isHidden }
            var previous: UIView?
            var spacers: [UILayoutGuide] = []
            for view in arranged {
                if view.isHidden {
                    addHidden(view, after: previous)
                    continue
                }
                if let previous {
                    spacers += connect(previous, to: view)
                } else {
                    add("UISV-canvas-connection", view, along.leading, canvas, along.leading)
                }
                align(view, firstVisible: visible[0])
                previous = view
            }
            if let previous { add("UISV-canvas-connection", previous, along.trailing, canvas, along.trailing) }
            for spacer in spacers.dropFirst() {
                let equalCentering = stack.distribution == .equalCentering
                add(
                    "UISV-distributing", spacer, along.size, .equal, spacers[0], along.size,
                    priority: equalCentering ? Self.equalCenteringPriority : .required)
            }
            distribute(visible)
        }

        /// A hidden view: no size, at the end of the views before it, inside the stack across it.
        private mutating func addHidden(_ view: UIView, after previous: UIView?) {
            add(
                "UISV-hiding", view, along.leading, previous ?? canvas, previous == nil ? along.leading : along.trailing
            )
            addSize("UISV-hiding", view, along.size, 0)
            add("UISV-hiding", view, across.leading, canvas, across.leading)
            addSize("UISV-hiding", view, across.size, 0)
        }

        /// Spacing between two adjacent visible views; returns the spacer guide the equal distributions use.
        private mutating func connect(_ previous: UIView, to view: UIView) -> [UILayoutGuide] {
            let gap = stack.gap(after: previous)
            let baselines = stack.isBaselineRelativeArrangement && stack.axis == .vertical
            let end: NSLayoutConstraint.Attribute = baselines ? .lastBaseline : along.trailing
            let start: NSLayoutConstraint.Attribute = baselines ? .firstBaseline : along.leading
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add("UISV-spacing", view, start, .equal, previous, end, constant: gap)
                return []
            case .equalSpacing:
                let spacer = makeSpacer()
                add("UISV-distributing-edge", spacer, along.leading, previous, end)
                add("UISV-distributing-edge", spacer, along.trailing, view, start)
                add("UISV-spacing", spacer, along.size, .greaterThanOrEqual, nil, .notAnAttribute, constant: gap)
                return [spacer]
            case .equalCentering:
                let spacer = makeSpacer()
                add("UISV-distributing-edge", spacer, along.leading, previous, along.center)
                add("UISV-distributing-edge", spacer, along.trailing, view, along.center)
                add("UISV-spacing", view, start, .greaterThanOrEqual, previous, end, constant: gap)
                return [spacer]
            }
        }

        private mutating func makeSpacer() -> UILayoutGuide {
            let spacer = UILayoutGuide()
            spacer.identifier = "UISV-distributing"
            spacer.owningView = stack
            guides.append(spacer)
            return spacer
        }

        /// Places a visible view across the axis.
        private mutating func align(_ view: UIView, firstVisible: UIView) {
            var alignment = stack.alignment
            if stack.axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
            switch alignment {
            case .fill:
                add("UISV-alignment", view, across.leading, canvas, across.leading)
                add("UISV-alignment", view, across.trailing, canvas, across.trailing)
                return
            case .leading:
                add("UISV-alignment", view, across.leading, canvas, across.leading)
                add("UISV-spanning-boundary", view, across.trailing, .lessThanOrEqual, canvas, across.trailing)
            case .center:
                add("UISV-alignment", view, across.center, canvas, across.center)
                add("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, canvas, across.leading)
                add("UISV-spanning-boundary", view, across.trailing, .lessThanOrEqual, canvas, across.trailing)
            case .trailing:
                add("UISV-alignment", view, across.trailing, canvas, across.trailing)
                add("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, canvas, across.leading)
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute =
                    alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== firstVisible { add("UISV-alignment", view, baseline, .equal, firstVisible, baseline) }
                add("UISV-spanning-boundary", view, across.leading, .greaterThanOrEqual, canvas, across.leading)
                add("UISV-spanning-boundary", view, across.trailing, .lessThanOrEqual, canvas, across.trailing)
                add(
                    "UISV-canvas-fit", view, across.leading, .equal, canvas, across.leading,
                    priority: Self.canvasFitPriority)
            }
            addSize("UISV-ambiguity-suppression", view, across.size, 0, priority: Self.ambiguitySuppressionPriority)
        }

        /// Sizes the visible views along the axis as the distribution says.
        private mutating func distribute(_ visible: [UIView]) {
            guard let first = visible.first else { return }
            switch stack.distribution {
            case .fillEqually:
                for view in visible.dropFirst() {
                    add("UISV-fill-equally", view, along.size, .equal, first, along.size)
                }
            case .fillProportionally:
                let lengths = visible.compactMap(intrinsicLength(of:))
                let total = lengths.reduce(0, +)
                guard lengths.count == visible.count, total > 0 else { return breakTies(visible) }
                let gaps = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + stack.gap(after: $1.0) }
                for (view, length) in zip(visible, lengths) {
                    let share = length / total
                    add(
                        "UISV-fill-proportionally", view, along.size, .equal, canvas, along.size, multiplier: share,
                        constant: -gaps * share, priority: UILayoutPriority(999))
                }
            case .fill:
                breakTies(visible)
            case .equalSpacing, .equalCentering:
                return
            }
        }

        /// Resolves what hugging and compression resistance leave open by the views' order: each view
        /// prefers its intrinsic size (0 without one) at a priority that rises along the list, so the
        /// earliest tied view grows or shrinks, as UIKit stretches the first of equally hugging views.
        private mutating func breakTies(_ visible: [UIView]) {
            let range = Self.tieBreakPriorities
            let step = (range.upperBound - range.lowerBound) / Float(max(visible.count - 1, 1))
            for (index, view) in visible.enumerated() {
                let priority = UILayoutPriority(range.lowerBound + step * Float(index))
                addSize("UISV-fill-order", view, along.size, intrinsicLength(of: view) ?? 0, priority: priority)
            }
        }
    }
#endif
