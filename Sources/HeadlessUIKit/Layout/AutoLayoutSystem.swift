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

        let root: UIView
        /// The root first, then its descendants depth first.
        private let views: [UIView]
        private(set) var boxes: [ObjectIdentifier: Box] = [:]
        private var guides: [(guide: UILayoutGuide, box: Box)] = []
        /// The constraints of the subtree: each view's own, then its stack arrangement's.
        let constraints: [NSLayoutConstraint]
        /// The constraints held by a view that arranges its content right to left.
        private let rightToLeft: Set<ObjectIdentifier>

        /// The descendants placed by their frames whose subtrees were left out of this system, to be
        /// solved each in a system of its own (see `init(root:separatingIslands:)`).
        private(set) var islands: [UIView] = []

        /// The system of `root`'s subtree, or `nil` when no view in it holds an active constraint.
        ///
        /// With `separatingIslands`, a descendant placed by its frame that holds no constraint itself (a
        /// table's cell, say) is held at its frame and its subtree is left out when no constraint outside
        /// it names a view inside it:
        /// its content cannot move anything else, so it is solved on its own (`islands`), which keeps a
        /// table of many self-sizing cells from becoming one large system. Without it the system holds
        /// the whole subtree, as the debugging members need.
        init?(root: UIView, separatingIslands: Bool = false) {
            guard root.subtreeConstraintCount > 0 else { return nil }
            var parts = Parts(root: root, separatingIslands: separatingIslands)
            if !parts.islands.isEmpty, parts.reachesInsideIslands() {
                parts = Parts(root: root, separatingIslands: false)
            }
            guard !parts.constraints.isEmpty else { return nil }
            self.islands = parts.islands
            self.root = root
            self.views = parts.views
            self.constraints = parts.constraints
            self.rightToLeft = parts.rightToLeft
            for (index, view) in views.enumerated() {
                boxes[ObjectIdentifier(view)] = Box("\(type(of: view))#\(index)")
                let owned = [
                    view.autoLayout.marginsGuide, view.autoLayout.safeAreaGuide, view.autoLayout.readableGuide,
                ]
                let spacers = parts.arrangementGuides[ObjectIdentifier(view)] ?? []
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
            let solver = finalSolver(width, widthPriority, height, heightPriority)
            let rootBox = box(of: root)
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

        /// Whether the constraints leave a view of the subtree free to take another frame, solved with
        /// the root's size held: whether its left edge, top edge, width or height is ambiguous.
        func isAmbiguous(_ view: UIView, width: CGFloat, height: CGFloat) -> Bool {
            guard let box = boxes[ObjectIdentifier(view)] else { return false }
            let solver = finalSolver(width, .required, height, .required, logsConflicts: false)
            return [box.minX, box.minY, box.width, box.height].contains { solver.isAmbiguous($0) }
        }

        /// The solver of the whole system. A multi-line label that wraps at its layout width is first
        /// solved with its text on one line, then again with the height its text needs at the width that
        /// gave it; conflicts are logged from the last pass only.
        ///
        /// When the first pass refused nothing and the labels' vertical priorities are optional, the
        /// second pass is the first solver with each label's two height constraints replaced, which
        /// costs a few pivots instead of a new solve (a self-sizing table cell with a wrapping label
        /// went from 2.7 to 1.7 ms in `cascading-bench --only selfsizing`).
        func finalSolver(
            _ width: CGFloat, _ widthPriority: UILayoutPriority, _ height: CGFloat, _ heightPriority: UILayoutPriority,
            logsConflicts: Bool = true
        ) -> LayoutSolver {
            let wrapping = views.dropFirst().compactMap { view -> UILabel? in
                guard !view.translatesAutoresizingMaskIntoConstraints, let label = view as? UILabel else { return nil }
                return label.wrapsAtLayoutWidth ? label : nil
            }
            let first = makeSolver(
                width, widthPriority, height, heightPriority, labelWidths: [:],
                logsConflicts: logsConflicts && wrapping.isEmpty)
            guard !wrapping.isEmpty else { return first.solver }
            var measured: [ObjectIdentifier: CGFloat] = [:]
            for label in wrapping {
                measured[ObjectIdentifier(label)] = Self.snapped(first.solver.value(of: box(of: label).width))
            }
            let optional = wrapping.allSatisfy {
                $0.contentHuggingPriority(for: .vertical) < .required
                    && $0.contentCompressionResistancePriority(for: .vertical) < .required
            }
            guard !first.refused, optional else {
                return makeSolver(
                    width, widthPriority, height, heightPriority, labelWidths: measured, logsConflicts: logsConflicts
                ).solver
            }
            for label in wrapping {
                let id = ObjectIdentifier(label)
                for constraint in first.labelHeights[id] ?? [] { try? first.solver.remove(constraint) }
                let height = label.headlessTextSize(wrappingAt: measured[id] ?? 0).height
                for constraint in Self.intrinsicConstraints(of: label, .vertical, box(of: label).height, height) {
                    try? first.solver.add(constraint.constraint)
                }
            }
            return first.solver
        }

        /// A solver with the system's constraints, whether it refused any, and the height constraints of
        /// each label measured at a width.
        private func makeSolver(
            _ width: CGFloat, _ widthPriority: UILayoutPriority, _ height: CGFloat, _ heightPriority: UILayoutPriority,
            labelWidths: [ObjectIdentifier: CGFloat], logsConflicts: Bool
        ) -> (solver: LayoutSolver, refused: Bool, labelHeights: [ObjectIdentifier: [SolverConstraint]]) {
            let solver = LayoutSolver()
            var descriptions: [SolverConstraint: () -> String] = [:]
            var refused = false
            var labelHeights: [ObjectIdentifier: [SolverConstraint]] = [:]
            func add(_ constraint: SolverConstraint, describing: @escaping @autoclosure () -> String) {
                do {
                    try solver.add(constraint)
                    if logsConflicts { descriptions[constraint] = describing }
                } catch {
                    refused = true
                    guard logsConflicts, case .unsatisfiableConstraints(let conflict) = error else { return }
                    let involved = conflict.map { $0 === constraint ? describing() : descriptions[$0]?() ?? "\($0)" }
                    Self.logUnsatisfiable(involved, breaking: describing())
                }
            }
            let rootBox = box(of: root)
            let rootName = headlessLayoutName(of: root)
            add(
                .init(.init(rootBox.minX), .equal),
                describing: "'UIView-Encapsulated-Layout-Left' \(rootName).minX == 0")
            add(
                .init(.init(rootBox.minY), .equal), describing: "'UIView-Encapsulated-Layout-Top' \(rootName).minY == 0"
            )
            add(
                .init(.init(rootBox.width), .equal, .init(constant: Double(width)), priority: widthPriority),
                describing: Self.describe(
                    "'UIView-Encapsulated-Layout-Width' \(rootName).width == \(width)", widthPriority))
            add(
                .init(.init(rootBox.height), .equal, .init(constant: Double(height)), priority: heightPriority),
                describing: Self.describe(
                    "'UIView-Encapsulated-Layout-Height' \(rootName).height == \(height)", heightPriority))
            for view in views.dropFirst() {
                if view.translatesAutoresizingMaskIntoConstraints {
                    addFrameConstraints(of: view, add)
                } else {
                    let heights = addIntrinsicConstraints(
                        of: view, labelWidth: labelWidths[ObjectIdentifier(view)], add)
                    if view is UILabel { labelHeights[ObjectIdentifier(view)] = heights }
                }
            }
            for (guide, guideBox) in guides { addGuideConstraints(guide, guideBox, add) }
            for constraint in constraints {
                guard let converted = convert(constraint) else { continue }
                add(converted, describing: constraint.headlessDescription)
            }
            return (solver, refused, labelHeights)
        }

        /// A description in UIKit's form, `<Kind:0x… text @priority>`, for constraints the system makes.
        private static func describe(
            _ text: String, _ priority: UILayoutPriority = .required, kind: String = "NSLayoutConstraint"
        ) -> String {
            let level = priority == .required ? "" : " @\(headlessPriorityText(priority))"
            return "<\(kind) \(text)\(level)   (active)>"
        }

        /// A solved value without the simplex's rounding noise: within 10⁻⁷ of a multiple of 1/4096 point
        /// it is that multiple (59.999999999999986 is 60), anything else is kept.
        static func snapped(_ value: Double) -> CGFloat {
            let grid = (value * 4096).rounded() / 4096
            return CGFloat(abs(value - grid) < 1e-7 ? grid : value)
        }

        func box(of view: UIView) -> Box {
            boxes[ObjectIdentifier(view)] ?? Box("outside")
        }

        /// A view placed by its frame keeps it; a cell's content view fills its superview.
        private func addFrameConstraints(
            of view: UIView, _ add: (SolverConstraint, @escaping @autoclosure () -> String) -> Void
        ) {
            let own = box(of: view)
            let parent = box(of: view.superview ?? root)
            let name = headlessLayoutName(of: view)
            if view.fillsSuperviewInAutoLayout {
                for (mine, theirs, attribute) in [
                    (own.minX, parent.minX, "minX"), (own.minY, parent.minY, "minY"),
                    (own.width, parent.width, "width"),
                    (own.height, parent.height, "height"),
                ] {
                    add(
                        .init(.init(mine), .equal, .init(theirs)),
                        Self.describe("'UIView-Encapsulated-Layout-\(attribute)' \(name).\(attribute) == superview"))
                }
                return
            }
            let frame = view.frame
            func autoresizing(_ text: String) -> String {
                Self.describe("h=--& v=--& \(name).\(text)", kind: "NSAutoresizingMaskLayoutConstraint")
            }
            add(
                .init(.init(own.minX), .equal, .init([(parent.minX, 1)], constant: Double(frame.minX))),
                autoresizing("minX == \(frame.minX)"))
            add(
                .init(.init(own.minY), .equal, .init([(parent.minY, 1)], constant: Double(frame.minY))),
                autoresizing("minY == \(frame.minY)"))
            add(
                .init(.init(own.width), .equal, .init(constant: Double(frame.width))),
                autoresizing("width == \(frame.width)"))
            add(
                .init(.init(own.height), .equal, .init(constant: Double(frame.height))),
                autoresizing("height == \(frame.height)"))
        }

        /// Content hugging and compression resistance around the intrinsic content size.
        /// Adds the content hugging and compression resistance constraints around the intrinsic content
        /// size, and returns the vertical ones.
        private func addIntrinsicConstraints(
            of view: UIView, labelWidth: CGFloat?,
            _ add: (SolverConstraint, @escaping @autoclosure () -> String) -> Void
        ) -> [SolverConstraint] {
            var size = view.intrinsicContentSize
            if let label = view as? UILabel, label.wrapsAtLayoutWidth, let labelWidth {
                size.height = label.headlessTextSize(wrappingAt: labelWidth).height
            }
            let own = box(of: view)
            var vertical: [SolverConstraint] = []
            for (axis, variable, value) in [
                (NSLayoutConstraint.Axis.horizontal, own.width, size.width), (.vertical, own.height, size.height),
            ] {
                for (constraint, text) in Self.intrinsicConstraints(of: view, axis, variable, value) {
                    add(constraint, text())
                    if axis == .vertical { vertical.append(constraint) }
                }
            }
            return vertical
        }

        /// Content hugging (`size ≤ value`) and compression resistance (`size ≥ value`) on one axis, at
        /// the view's priorities, with their descriptions; none without an intrinsic size there.
        private static func intrinsicConstraints(
            of view: UIView, _ axis: NSLayoutConstraint.Axis, _ variable: SolverVariable, _ value: CGFloat
        ) -> [(constraint: SolverConstraint, text: () -> String)] {
            guard value != UIView.noIntrinsicMetric else { return [] }
            let hugging = view.contentHuggingPriority(for: axis)
            let resistance = view.contentCompressionResistancePriority(for: axis)
            let text = { "\(headlessLayoutName(of: view)).\(axis == .horizontal ? "width" : "height")" }
            return [
                (
                    .init(.init(variable), .lessThanOrEqual, .init(constant: Double(value)), priority: hugging),
                    { describe("\(text()) <= \(value)", hugging, kind: "NSContentSizeLayoutConstraint") }
                ),
                (
                    .init(.init(variable), .greaterThanOrEqual, .init(constant: Double(value)), priority: resistance),
                    { describe("\(text()) >= \(value)", resistance, kind: "NSContentSizeLayoutConstraint") }
                ),
            ]
        }

        /// The margins guide lies inside its view's margins; the other guides UIKit makes cover the bounds.
        private func addGuideConstraints(
            _ guide: UILayoutGuide, _ own: Box, _ add: (SolverConstraint, @escaping @autoclosure () -> String) -> Void
        ) {
            guard guide.kind != .added, let owner = guide.owningView else { return }
            let view = box(of: owner)
            let insets = guide.kind == .margins ? owner.layoutMargins : owner.safeAreaInsets
            let name = headlessLayoutName(of: guide)
            let ownerName = headlessLayoutName(of: owner)
            func describe(_ edge: String, _ text: String) -> String {
                Self.describe("'UIView-\(edge)-guide-constraint' \(name).\(text)")
            }
            add(
                .init(.init(own.minX), .equal, .init([(view.minX, 1)], constant: Double(insets.left))),
                describe("left", "left == \(ownerName).left + \(insets.left)"))
            add(
                .init(.init(own.minY), .equal, .init([(view.minY, 1)], constant: Double(insets.top))),
                describe("top", "top == \(ownerName).top + \(insets.top)"))
            add(
                .init(
                    .init(own.width), .equal, .init([(view.width, 1)], constant: -Double(insets.left + insets.right))),
                describe("width", "width == \(ownerName).width - \(insets.left + insets.right)"))
            add(
                .init(
                    .init(own.height), .equal, .init([(view.height, 1)], constant: -Double(insets.top + insets.bottom))),
                describe("height", "height == \(ownerName).height - \(insets.top + insets.bottom)"))
        }

        /// `first = second × multiplier + constant` over the items' variables; `nil` when an item is
        /// outside the subtree or gone.
        ///
        /// A constraint on leading or trailing edges held by a view that arranges its content right to
        /// left is solved on the mirrored horizontal axis, where x grows leftwards: leading is the right
        /// edge, trailing the left one, and a positive constant moves towards the left, so
        /// `a.leading == b.leading + 20` puts `a` 20 points inside `b`'s right edge.
        private func convert(_ constraint: NSLayoutConstraint) -> SolverConstraint? {
            let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing]
            let mirrored =
                rightToLeft.contains(ObjectIdentifier(constraint))
                && (directional.contains(constraint.firstAttribute) || directional.contains(constraint.secondAttribute))
            guard let first = constraint.firstItem,
                let lhs = expression(first, constraint.firstAttribute, mirrored: mirrored)
            else {
                return nil
            }
            var rhs = SolverExpression(constant: Double(constraint.constant))
            if let second = constraint.secondItem, constraint.secondAttribute != .notAnAttribute {
                guard let term = expression(second, constraint.secondAttribute, mirrored: mirrored) else { return nil }
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

        /// An attribute of a view or guide of the subtree. Leading is left and trailing is right, or on
        /// the `mirrored` axis the negated right and left edges (a mirrored centre is negated too); both
        /// baselines are approximations: a label's first baseline is one line below its top, and every
        /// last baseline is the bottom edge.
        private func expression(
            _ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, mirrored: Bool = false
        ) -> SolverExpression? {
            guard let box = boxes[ObjectIdentifier(item)] else { return nil }
            let minX = SolverExpression(box.minX)
            let minY = SolverExpression(box.minY)
            let width = SolverExpression(box.width)
            let height = SolverExpression(box.height)
            switch attribute {
            case .leading where mirrored: return (minX + width) * -1
            case .trailing where mirrored: return minX * -1
            case .centerX where mirrored: return (minX + width * 0.5) * -1
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

        /// Where the "Unable to simultaneously satisfy constraints" message goes: standard error, as
        /// UIKit writes it to the console (tests replace it to read the message).
        static var unsatisfiableConstraintsLog: (String) -> Void = { message in
            FileHandle.standardError.write(Data(message.utf8))
        }

        /// UIKit's console message for required constraints that cannot all hold: the constraints
        /// involved, in the order they were added, then the one left out.
        private static func logUnsatisfiable(_ involved: [String], breaking broken: String) {
            let list = involved.map { "    \"\($0)\"" }.joined(separator: ",\n")
            let message =
                "Unable to simultaneously satisfy constraints.\n"
                + "\tAt least one of the constraints in the following list cannot hold with the others.\n"
                + "(\n\(list)\n)\n\n"
                + "Will attempt to recover by breaking constraint \n\(broken)\n\n"
            unsatisfiableConstraintsLog(message)
        }
    }

    extension UIView {
        /// The size the subtree's constraints give, or `nil` when it has none.
        func solvedFittingSize(
            _ targetSize: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority
        ) -> CGSize? {
            AutoLayoutSystem(root: self, separatingIslands: true)?.solve(
                width: targetSize.width, priority: horizontal, height: targetSize.height, priority: vertical
            ).size
        }

        /// Gives every view of the subtree that is placed by constraints the frame they solve to, with the
        /// view's own size held; the subtree of a descendant placed by its frame is solved on its own.
        func applyConstraintLayout() {
            guard let system = AutoLayoutSystem(root: self, separatingIslands: true) else { return }
            let solution = system.solve(
                width: bounds.width, priority: .required, height: bounds.height, priority: .required)
            for (view, frame) in solution.frames where !view.translatesAutoresizingMaskIntoConstraints {
                if view.frame != frame { view.frame = frame }
            }
            for island in system.islands { island.applyConstraintLayout() }
        }
    }
#endif
