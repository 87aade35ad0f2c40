#if !canImport(UIKit)
    import Foundation

    /// A relation between two layout attributes that the constraint solver must satisfy.
    ///
    /// Activating a constraint installs it on the nearest common ancestor of its views, where
    /// `constraints` lists it, as in UIKit. A view whose subtree holds constraints is fitted
    /// (`systemLayoutSizeFitting`) and laid out (`layoutSubviews()`) by the headless solver.
    @preconcurrency @MainActor
    open class NSLayoutConstraint: NSObject {
        /// A layout attribute: an edge, a center, a dimension or a baseline of an item.
        public enum Attribute: Int, Sendable {
            /// The left edge.
            case left = 1
            /// The right edge.
            case right = 2
            /// The top edge.
            case top = 3
            /// The bottom edge.
            case bottom = 4
            /// The leading edge (left in left-to-right languages).
            case leading = 5
            /// The trailing edge.
            case trailing = 6
            /// The width.
            case width = 7
            /// The height.
            case height = 8
            /// The horizontal center.
            case centerX = 9
            /// The vertical center.
            case centerY = 10
            /// The baseline of the last line.
            case lastBaseline = 11
            /// The baseline of the first line.
            case firstBaseline = 12
            /// No attribute; the second attribute of a constraint on a constant dimension.
            case notAnAttribute = 0
        }

        /// How the first attribute relates to the second.
        public enum Relation: Int, Sendable {
            /// The first attribute is at most the second.
            case lessThanOrEqual = -1
            /// The first attribute equals the second.
            case equal = 0
            /// The first attribute is at least the second.
            case greaterThanOrEqual = 1
        }

        /// A layout direction, for content hugging and compression resistance.
        public enum Axis: Int, Sendable {
            /// Left to right.
            case horizontal = 0
            /// Top to bottom.
            case vertical = 1
        }

        /// The first item: a view or a layout guide.
        public private(set) weak var firstItem: AnyObject?
        /// The first item's attribute.
        public let firstAttribute: Attribute
        /// The relation between the two attributes.
        public let relation: Relation
        /// The second item, `nil` for a constant dimension.
        public private(set) weak var secondItem: AnyObject?
        /// The second item's attribute; `.notAnAttribute` for a constant dimension.
        public let secondAttribute: Attribute
        /// The factor applied to the second attribute.
        public let multiplier: CGFloat
        /// The constant added to the multiplied second attribute. Default 0.
        open var constant: CGFloat
        /// The priority; a required constraint has 1,000. Default `.required`.
        open var priority: UILayoutPriority = .required
        /// A name for debugging. Default `nil`.
        open var identifier: String?
        /// Whether the solver uses the constraint and a common ancestor holds it. Default `false`.
        open var isActive: Bool {
            get { holder != nil }
            set { newValue ? install() : uninstall() }
        }

        /// The view whose `constraints` list this constraint while it is active.
        private weak var holder: UIView? {
            didSet {
                oldValue?.addToSubtreeConstraintCount(-1)
                holder?.addToSubtreeConstraintCount(1)
            }
        }

        /// Creates a constraint that relates two items' attributes: `first = second × multiplier + constant`.
        public init(
            item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
            attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
        ) {
            firstItem = view1 as AnyObject
            firstAttribute = attr1
            self.relation = relation
            secondItem = view2.map { $0 as AnyObject }
            secondAttribute = attr2
            self.multiplier = multiplier
            constant = c
            super.init()
        }

        /// Activates every constraint of the list.
        open class func activate(_ constraints: [NSLayoutConstraint]) {
            for constraint in constraints { constraint.isActive = true }
        }

        /// Deactivates every constraint of the list.
        open class func deactivate(_ constraints: [NSLayoutConstraint]) {
            for constraint in constraints { constraint.isActive = false }
        }

        /// Installs the constraint on the nearest common ancestor of its views (a layout guide counts as
        /// its owning view); with one view, on that view.
        private func install() {
            guard holder == nil else { return }
            let first = Self.view(of: firstItem)
            let second = Self.view(of: secondItem)
            guard let view = Self.nearestCommonAncestor(first, second) ?? first ?? second else { return }
            view.installedConstraints.append(self)
            holder = view
        }

        private func uninstall() {
            holder?.installedConstraints.removeAll { $0 === self }
            holder = nil
        }

        /// Installs the constraint on a given view (for `addConstraint(_:)`).
        func install(on view: UIView) {
            uninstall()
            view.installedConstraints.append(self)
            holder = view
        }

        /// Removes the constraint from the view that holds it (for `removeConstraint(_:)`).
        func removeFromHolder() {
            uninstall()
        }

        private static func view(of item: AnyObject?) -> UIView? {
            if let view = item as? UIView { return view }
            return (item as? UILayoutGuide)?.owningView
        }

        private static func nearestCommonAncestor(_ first: UIView?, _ second: UIView?) -> UIView? {
            guard let first, let second else { return nil }
            var ancestors = Set<ObjectIdentifier>()
            var view: UIView? = first
            while let current = view {
                ancestors.insert(ObjectIdentifier(current))
                view = current.superview
            }
            view = second
            while let current = view {
                if ancestors.contains(ObjectIdentifier(current)) { return current }
                view = current.superview
            }
            return nil
        }
    }

    /// The priority of a constraint, or of a view's content hugging and compression resistance.
    public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
        /// The priority from 1 to 1,000.
        public var rawValue: Float

        /// Creates a priority.
        public init(rawValue: Float) {
            self.rawValue = rawValue
        }

        /// Creates a priority.
        public init(_ rawValue: Float) {
            self.rawValue = rawValue
        }

        /// 1,000: the constraint must hold.
        public static let required = UILayoutPriority(1000)
        /// 750: the priority of a button's compression resistance.
        public static let defaultHigh = UILayoutPriority(750)
        /// 250: the priority of a button's content hugging.
        public static let defaultLow = UILayoutPriority(250)
        /// 50: the priority with which a view prefers its fitting size.
        public static let fittingSizeLevel = UILayoutPriority(50)

        /// Priorities order by their raw values.
        public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// A priority raised by a value.
        public static func + (lhs: Self, rhs: Self.RawValue) -> Self {
            UILayoutPriority(lhs.rawValue + rhs)
        }

        /// A priority lowered by a value.
        public static func - (lhs: Self, rhs: Self.RawValue) -> Self {
            UILayoutPriority(lhs.rawValue - rhs)
        }
    }
#endif
