#if !canImport(UIKit)
    extension AutoLayoutSystem {
        /// What a system is made of: its views, the constraints they hold and their stacks make, and
        /// the subtrees set aside to be solved on their own.
        struct Parts {
            /// The root first, then its descendants depth first (without the islands' descendants).
            var views: [UIView] = []
            /// Descendants placed by their frames whose subtrees hold constraints and were left out.
            var islands: [UIView] = []
            /// Each view's constraints, then its stack arrangement's.
            var constraints: [NSLayoutConstraint] = []
            /// The spacer guides of each stack's arrangement.
            var arrangementGuides: [ObjectIdentifier: [UILayoutGuide]] = [:]
            /// The constraints held by a view that arranges its content right to left.
            var rightToLeft: Set<ObjectIdentifier> = []

            /// Collects the parts of `root`'s subtree. With `separatingIslands`, a descendant that can stand
            /// alone (see `canStandAlone(_:)`) is kept, held at its frame, but its subtree is not.
            @MainActor
            init(root: UIView, separatingIslands: Bool) {
                var pending = [root]
                while let view = pending.popLast() {
                    views.append(view)
                    if separatingIslands, view !== root, Self.canStandAlone(view) {
                        if view.subtreeConstraintCount > 0 { islands.append(view) }
                        continue
                    }
                    pending.append(contentsOf: view.subviews.reversed())
                }
                for view in views {
                    let start = constraints.count
                    constraints += view.installedConstraints
                    if let stack = view as? UIStackView, !stack.arrangedSubviews.isEmpty {
                        let arrangement = stack.makeArrangement()
                        constraints += arrangement.constraints
                        arrangementGuides[ObjectIdentifier(stack)] = arrangement.guides
                    }
                    if constraints.count > start, view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                        for constraint in constraints[start...] { rightToLeft.insert(ObjectIdentifier(constraint)) }
                    }
                }
            }

            /// Whether a view's subtree can be solved apart from its superview's: the view is placed by its
            /// frame (not filling its superview) and holds no constraint or arrangement of its own, which
            /// would act on that frame and belong with the constraints that hold it.
            @MainActor
            private static func canStandAlone(_ view: UIView) -> Bool {
                view.translatesAutoresizingMaskIntoConstraints && !view.fillsSuperviewInAutoLayout
                    && view.installedConstraints.isEmpty
                    && ((view as? UIStackView)?.arrangedSubviews.isEmpty ?? true)
            }

            /// Whether a constraint names a view inside an island's subtree, or a guide such a view owns
            /// (an island itself, held at its frame, and its own guides are outside).
            @MainActor
            func reachesInsideIslands() -> Bool {
                let separated = Set(islands.map(ObjectIdentifier.init))
                func isInside(_ item: AnyObject?) -> Bool {
                    var view = ((item as? UIView) ?? (item as? UILayoutGuide)?.owningView)?.superview
                    while let current = view {
                        if separated.contains(ObjectIdentifier(current)) { return true }
                        view = current.superview
                    }
                    return false
                }
                return constraints.contains { isInside($0.firstItem) || isInside($0.secondItem) }
            }
        }
    }
#endif
