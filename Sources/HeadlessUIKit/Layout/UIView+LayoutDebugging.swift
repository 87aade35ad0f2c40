#if !canImport(UIKit)
    // The debugging members of constraint-based layout beside `hasAmbiguousLayout`.
    extension UIView {
        /// Moves a view whose constraints leave its frame open to another frame they allow, for debugging.
        ///
        /// The constraints of the whole tree the view is in are solved with the top view's size held, as
        /// for `hasAmbiguousLayout`. The first of the view's left edge, top edge, width and height that is
        /// ambiguous is pulled 10 points up (or down, when it cannot grow) below every priority of the
        /// layout, so every constraint stays as well satisfied, and the view takes the frame that gives.
        /// Called again, it goes back to the frame its layout solves to. UIKit picks among the valid frames
        /// at random; headlessly the choice is deterministic. A view that is not ambiguous keeps its frame.
        public func exerciseAmbiguityInLayout() {
            var top = self
            while let superview = top.superview { top = superview }
            guard let system = AutoLayoutSystem(root: top),
                let frames = system.ambiguityFrames(of: self, width: top.bounds.width, height: top.bounds.height)
            else { return }
            frame = frame == frames.exercised ? frames.solved : frames.exercised
        }

        /// The constraints that take part in placing the view along an axis, for debugging.
        ///
        /// Headlessly: the active constraints of the whole tree the view is in (including the ones stack
        /// views make for their arranged subviews) that relate attributes of that axis, starting from those
        /// naming the view and following every item they name to the constraints naming that item, in the
        /// order views hold them; the top view and views placed by their frames end the search, as their
        /// frames do not depend on the constraints. As Apple's documentation warns, some of them may affect the view only
        /// through others; constraints the system makes from autoresizing masks and intrinsic sizes are not
        /// `NSLayoutConstraint` objects headlessly and are not listed.
        public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
            var top = self
            while let superview = top.superview { top = superview }
            return AutoLayoutSystem(root: top)?.constraints(affecting: self, axis: axis) ?? []
        }
    }

    extension UILayoutGuide {
        /// The constraints that take part in placing the guide along an axis, chosen as
        /// `UIView.constraintsAffectingLayout(for:)` chooses them; empty without an owning view.
        public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
            guard var top = owningView else { return [] }
            while let superview = top.superview { top = superview }
            return AutoLayoutSystem(root: top)?.constraints(affecting: self, axis: axis) ?? []
        }
    }

    extension AutoLayoutSystem {
        /// The attributes that place an item along an axis.
        private static func attributes(of axis: NSLayoutConstraint.Axis) -> Set<NSLayoutConstraint.Attribute> {
            switch axis {
            case .horizontal: [.left, .right, .leading, .trailing, .centerX, .width]
            case .vertical: [.top, .bottom, .centerY, .height, .firstBaseline, .lastBaseline]
            }
        }

        /// Whether an item's frame is settled outside the constraints: the root (its size is held), a
        /// view placed by its frame, and the margins and safe area guides of such a view.
        private func isSettled(_ item: AnyObject) -> Bool {
            if let view = item as? UIView { return view === root || view.translatesAutoresizingMaskIntoConstraints }
            if let guide = item as? UILayoutGuide, guide.kind != .added, let owner = guide.owningView {
                return isSettled(owner)
            }
            return false
        }

        /// The constraints of the system on an axis connected to `item` through the items they name; an
        /// item whose frame is settled outside the constraints connects nothing further.
        func constraints(affecting item: AnyObject, axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
            let attributes = Self.attributes(of: axis)
            var candidates = constraints.filter {
                attributes.contains($0.firstAttribute) || attributes.contains($0.secondAttribute)
            }
            var reached: Set<ObjectIdentifier> = [ObjectIdentifier(item)]
            var taken: Set<ObjectIdentifier> = []
            var grew = true
            while grew {
                grew = false
                for constraint in candidates {
                    let items = [constraint.firstItem, constraint.secondItem].compactMap { $0 }
                    guard items.contains(where: { reached.contains(ObjectIdentifier($0)) }) else { continue }
                    taken.insert(ObjectIdentifier(constraint))
                    for item in items where !isSettled(item) { reached.insert(ObjectIdentifier(item)) }
                    grew = true
                }
                candidates.removeAll { taken.contains(ObjectIdentifier($0)) }
            }
            return constraints.filter { taken.contains(ObjectIdentifier($0)) }
        }

        /// The frame the view solves to, and another frame the constraints allow as well, or `nil` when
        /// the view is not in the system or not ambiguous.
        func ambiguityFrames(of view: UIView, width: CGFloat, height: CGFloat) -> (solved: CGRect, exercised: CGRect)? {
            guard view !== root, boxes[ObjectIdentifier(view)] != nil else { return nil }
            let solver = finalSolver(width, .required, height, .required, logsConflicts: false)
            let own = box(of: view)
            let parent = box(of: view.superview ?? root)
            func frame() -> CGRect {
                CGRect(
                    x: Self.snapped(solver.value(of: own.minX) - solver.value(of: parent.minX)),
                    y: Self.snapped(solver.value(of: own.minY) - solver.value(of: parent.minY)),
                    width: Self.snapped(solver.value(of: own.width)), height: Self.snapped(solver.value(of: own.height))
                )
            }
            let solved = frame()
            // Below the lowest priority a constraint can have (1), so every level above keeps its optimum.
            let nudge = UILayoutPriority(0.5)
            for variable in [own.minX, own.minY, own.width, own.height] where solver.isAmbiguous(variable) {
                let value = solver.value(of: variable)
                for step in [10.0, -10.0] {
                    let pull = SolverConstraint(.init(variable), .equal, .init(constant: value + step), priority: nudge)
                    guard (try? solver.add(pull)) != nil else { continue }
                    let exercised = frame()
                    if exercised != solved { return (solved, exercised) }
                    try? solver.remove(pull)
                }
            }
            return nil
        }
    }
#endif
