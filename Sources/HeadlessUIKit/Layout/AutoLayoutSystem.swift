#if !canImport(UIKit)
    import Foundation

    /// The constraints of a view's subtree as one system of the layout solver: what UIKit's layout
    /// engine solves when it fits a view (`systemLayoutSizeFitting`) or lays one out (`layoutSubviews`).
    ///
    /// Each view of the subtree and each layout guide they own gets four variables, its left edge, top
    /// edge, width and height in the root's coordinates. The system holds:
    /// - the active constraints held by views of the subtree, whose items are both inside it;
    /// - the constraints (and spacer guides) each stack view of the subtree makes for its arranged
    ///   subviews, after its own;
    /// - for a view that `translatesAutoresizingMaskIntoConstraints`, its frame as required constraints
    ///   (a cell's content view, which UIKit sizes with the cell, fills its superview instead);
    /// - for a view placed by constraints, its intrinsic content size as two optional constraints per
    ///   axis, at its content hugging and compression resistance priorities;
    /// - the margins guide inside its view's `layoutMargins`, and the safe area guide on its bounds;
    /// - the root at the origin, its width and height asked at the caller's priorities.
    ///
    /// A multi-line label without a `preferredMaxLayoutWidth` first asks for its text on one line; its
    /// height is then measured at the width that solve gives it, and the system is solved again, as
    /// UIKit lays such labels out in two passes. A required constraint that cannot hold with those before it is
    /// logged as UIKit logs it and left out.
    @MainActor
    struct AutoLayoutSystem {
        /// The four variables of a view or a guide.
        struct Box {
            let minX: SolverVariable
            let minY: SolverVariable
            let width: SolverVariable
            let height: SolverVariable

            init(_ name: String) {
                minX = SolverVariable("\(name).minX")
                minY = SolverVariable("\(name).minY")
                width = SolverVariable("\(name).width")
                height = SolverVariable("\(name).height")
            }
        }

        /// What a solve gives: the root's size and every other view's frame in its superview.
        struct Solution {
            let size: CGSize
            let frames: [(view: UIView, frame: CGRect)]
        }

        private let root: UIView
        /// The root first, then its descendants depth first.
        private let views: [UIView]
        private var boxes: [ObjectIdentifier: Box] = [:]
        private var guides: [(guide: UILayoutGuide, box: Box)] = []
        private let constraints: [NSLayoutConstraint]

        /// The system of `root`'s subtree, or `nil` when no view in it holds an active constraint.
        init?(root: UIView) {
            guard root.subtreeConstraintCount > 0 else { return nil }
            var views: [UIView] = []
            var pending = [root]
            while let view = pending.popLast() {
                views.append(view)
                pending.append(contentsOf: view.subviews.reversed())
            }
            var constraints: [NSLayoutConstraint] = []
            var arrangementGuides: [ObjectIdentifier: [UILayoutGuide]] = [:]
            for view in views {
                constraints += view.installedConstraints
                guard let stack = view as? UIStackView, !stack.arrangedSubviews.isEmpty else { continue }
                let arrangement = stack.makeArrangement()
                constraints += arrangement.constraints
                arrangementGuides[ObjectIdentifier(stack)] = arrangement.guides
            }
            guard !constraints.isEmpty else { return nil }
            self.root = root
            self.views = views
            self.constraints = constraints
            for (index, view) in views.enumerated() {
                boxes[ObjectIdentifier(view)] = Box("\(type(of: view))#\(index)")
                let owned = [
                    view.autoLayout.marginsGuide, view.autoLayout.safeAreaGuide, view.autoLayout.readableGuide,
                ]
                let spacers = arrangementGuides[ObjectIdentifier(view)] ?? []
                for guide in owned.compactMap({ $0 }) + view.autoLayout.guides + spacers {
                    let box = Box("\(type(of: view))#\(index).guide")
                    boxes[ObjectIdentifier(guide)] = box
                    guides.append((guide, box))
                }
            }
        }

        /// Solves with the root's width and height asked at the given priorities (1,000 holds them).
        func solve(
            width: CGFloat, priority widthPriority: UILayoutPriority,
            height: CGFloat, priority heightPriority: UILayoutPriority
        ) -> Solution {
            let first = solve(width, widthPriority, height, heightPriority, labelWidths: [:])
            var measured: [ObjectIdentifier: CGFloat] = [:]
            for (view, frame) in first.frames {
                if let label = view as? UILabel, label.wrapsAtLayoutWidth {
                    measured[ObjectIdentifier(label)] = frame.width
                }
            }
            guard !measured.isEmpty else { return first }
            return solve(width, widthPriority, height, heightPriority, labelWidths: measured)
        }

        private func solve(
            _ width: CGFloat, _ widthPriority: UILayoutPriority, _ height: CGFloat, _ heightPriority: UILayoutPriority,
            labelWidths: [ObjectIdentifier: CGFloat]
        ) -> Solution {
            let solver = LayoutSolver()
            func add(_ constraint: SolverConstraint, describing: @autoclosure () -> String) {
                do {
                    try solver.add(constraint)
                } catch {
                    Self.logUnsatisfiable(describing())
                }
            }
            let rootBox = box(of: root)
            add(.init(.init(rootBox.minX), .equal), describing: "root at x 0")
            add(.init(.init(rootBox.minY), .equal), describing: "root at y 0")
            add(
                .init(.init(rootBox.width), .equal, .init(constant: Double(width)), priority: widthPriority),
                describing: "root width \(width)")
            add(
                .init(.init(rootBox.height), .equal, .init(constant: Double(height)), priority: heightPriority),
                describing: "root height \(height)")
            for view in views.dropFirst() {
                if view.translatesAutoresizingMaskIntoConstraints {
                    addFrameConstraints(of: view, add)
                } else {
                    addIntrinsicConstraints(of: view, labelWidth: labelWidths[ObjectIdentifier(view)], add)
                }
            }
            for (guide, guideBox) in guides { addGuideConstraints(guide, guideBox, add) }
            for constraint in constraints {
                guard let converted = convert(constraint) else { continue }
                add(converted, describing: constraint.description)
            }
            let frames = views.dropFirst().map { view -> (view: UIView, frame: CGRect) in
                let own = box(of: view)
                let parent = box(of: view.superview ?? root)
                let frame = CGRect(
                    x: Self.snapped(solver.value(of: own.minX) - solver.value(of: parent.minX)),
                    y: Self.snapped(solver.value(of: own.minY) - solver.value(of: parent.minY)),
                    width: Self.snapped(solver.value(of: own.width)), height: Self.snapped(solver.value(of: own.height))
                )
                return (view, frame)
            }
            let size = CGSize(
                width: Self.snapped(solver.value(of: rootBox.width)),
                height: Self.snapped(solver.value(of: rootBox.height)))
            return Solution(size: size, frames: frames)
        }

        /// A solved value without the simplex's rounding noise: within 10⁻⁷ of a multiple of 1/4096 point
        /// it is that multiple (59.999999999999986 is 60), anything else is kept.
        static func snapped(_ value: Double) -> CGFloat {
            let grid = (value * 4096).rounded() / 4096
            return CGFloat(abs(value - grid) < 1e-7 ? grid : value)
        }

        private func box(of view: UIView) -> Box {
            boxes[ObjectIdentifier(view)] ?? Box("outside")
        }

        /// A view placed by its frame keeps it; a cell's content view fills its superview.
        private func addFrameConstraints(of view: UIView, _ add: (SolverConstraint, @autoclosure () -> String) -> Void)
        {
            let own = box(of: view)
            let parent = box(of: view.superview ?? root)
            if view.fillsSuperviewInAutoLayout {
                for (mine, theirs) in [
                    (own.minX, parent.minX), (own.minY, parent.minY), (own.width, parent.width),
                    (own.height, parent.height),
                ] {
                    add(.init(.init(mine), .equal, .init(theirs)), "content view fills its cell")
                }
                return
            }
            let frame = view.frame
            add(
                .init(.init(own.minX), .equal, .init([(parent.minX, 1)], constant: Double(frame.minX))),
                "\(view) frame x")
            add(
                .init(.init(own.minY), .equal, .init([(parent.minY, 1)], constant: Double(frame.minY))),
                "\(view) frame y")
            add(.init(.init(own.width), .equal, .init(constant: Double(frame.width))), "\(view) frame width")
            add(.init(.init(own.height), .equal, .init(constant: Double(frame.height))), "\(view) frame height")
        }

        /// Content hugging and compression resistance around the intrinsic content size.
        private func addIntrinsicConstraints(
            of view: UIView, labelWidth: CGFloat?, _ add: (SolverConstraint, @autoclosure () -> String) -> Void
        ) {
            var size = view.intrinsicContentSize
            if let label = view as? UILabel, label.wrapsAtLayoutWidth, let labelWidth {
                size.height = label.headlessTextSize(wrappingAt: labelWidth).height
            }
            let own = box(of: view)
            for (axis, variable, value) in [
                (NSLayoutConstraint.Axis.horizontal, own.width, size.width), (.vertical, own.height, size.height),
            ] {
                guard value != UIView.noIntrinsicMetric else { continue }
                let hugging = view.contentHuggingPriority(for: axis)
                let resistance = view.contentCompressionResistancePriority(for: axis)
                add(
                    .init(.init(variable), .lessThanOrEqual, .init(constant: Double(value)), priority: hugging),
                    "\(view) hugging")
                add(
                    .init(.init(variable), .greaterThanOrEqual, .init(constant: Double(value)), priority: resistance),
                    "\(view) compression resistance")
            }
        }

        /// The margins guide lies inside its view's margins; the other guides UIKit makes cover the bounds.
        private func addGuideConstraints(
            _ guide: UILayoutGuide, _ own: Box, _ add: (SolverConstraint, @autoclosure () -> String) -> Void
        ) {
            guard guide.kind != .added, let owner = guide.owningView else { return }
            let view = box(of: owner)
            let insets = guide.kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
            add(.init(.init(own.minX), .equal, .init([(view.minX, 1)], constant: Double(insets.left))), "guide left")
            add(.init(.init(own.minY), .equal, .init([(view.minY, 1)], constant: Double(insets.top))), "guide top")
            add(
                .init(
                    .init(own.width), .equal, .init([(view.width, 1)], constant: -Double(insets.left + insets.right))),
                "guide width")
            add(
                .init(
                    .init(own.height), .equal, .init([(view.height, 1)], constant: -Double(insets.top + insets.bottom))),
                "guide height")
        }

        /// `first = second × multiplier + constant` over the items' variables; `nil` when an item is
        /// outside the subtree or gone.
        private func convert(_ constraint: NSLayoutConstraint) -> SolverConstraint? {
            guard let first = constraint.firstItem, let lhs = expression(first, constraint.firstAttribute) else {
                return nil
            }
            var rhs = SolverExpression(constant: Double(constraint.constant))
            if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
                guard let term = expression(second, constraint.secondAttribute) else { return nil }
                rhs = term * Double(constraint.multiplier) + rhs
            }
            let relation: SolverConstraint.Relation =
                switch constraint.relation {
                case .lessThanOrEqual: .lessThanOrEqual
                case .equal: .equal
                case .greaterThanOrEqual: .greaterThanOrEqual
                }
            let priority = UILayoutPriority(min(max(constraint.priority.rawValue, 1), 1000))
            return SolverConstraint(lhs, relation, rhs, priority: priority)
        }

        /// An attribute of a view or guide of the subtree. Leading is left and trailing is right (the
        /// headless layout direction is left to right); both baselines are approximations: a label's
        /// first baseline is one line below its top, and every last baseline is the bottom edge.
        private func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> SolverExpression? {
            guard let box = boxes[ObjectIdentifier(item)] else { return nil }
            let minX = SolverExpression(box.minX)
            let minY = SolverExpression(box.minY)
            let width = SolverExpression(box.width)
            let height = SolverExpression(box.height)
            switch attribute {
            case .left, .leading: return minX
            case .right, .trailing: return minX + width
            case .centerX: return minX + width * 0.5
            case .top: return minY
            case .bottom, .lastBaseline: return minY + height
            case .centerY: return minY + height * 0.5
            case .width: return width
            case .height: return height
            case .firstBaseline:
                guard let label = item as? UILabel else { return minY + height }
                return minY + SolverExpression(constant: Double(label.headlessLineHeight))
            case .notAnAttribute: return nil
            }
        }

        /// UIKit's console message for required constraints that cannot all hold.
        private static func logUnsatisfiable(_ constraint: String) {
            let message =
                "Unable to simultaneously satisfy constraints.\n"
                + "Will attempt to recover by breaking constraint \n\(constraint)\n"
            FileHandle.standardError.write(Data(message.utf8))
        }
    }

    extension UIView {
        /// The size the subtree's constraints give, or `nil` when it has none.
        func solvedFittingSize(
            _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
        ) -> CGSize? {
            AutoLayoutSystem(root: self)?.solve(
                width: targetSize.width, priority: horizontal, height: targetSize.height, priority: vertical
            ).size
        }

        /// Gives every view of the subtree that is placed by constraints the frame they solve to, with the
        /// view's own size held.
        func applyConstraintLayout() {
            guard let system = AutoLayoutSystem(root: self) else { return }
            let solution = system.solve(
                width: bounds.width, priority: .required, height: bounds.height, priority: .required)
            for (view, frame) in solution.frames where !view.translatesAutoresizingMaskIntoConstraints {
                if view.frame != frame { view.frame = frame }
            }
        }
    }
#endif
