#if !canImport(UIKit)
    /// A linear relation the solver keeps: `expression relation 0`, required or preferred at a priority.
    ///
    /// A constraint is compared by identity, so the same relation added twice is two constraints. A
    /// priority of 1,000 (`.required`) must hold; any lower priority (above 0) is preferred, and priorities
    /// rank strictly: the solver never trades the least violation at one priority for any amount of
    /// violation at all lower priorities together.
    final class SolverConstraint: Hashable, Sendable, CustomStringConvertible {
        /// How the expression relates to zero.
        enum Relation: Sendable {
            /// `expression ≤ 0`.
            case lessThanOrEqual
            /// `expression = 0`.
            case equal
            /// `expression ≥ 0`.
            case greaterThanOrEqual
        }

        /// The expression compared with zero.
        let expression: SolverExpression
        /// How the expression relates to zero.
        let relation: Relation
        /// The priority, from just above 0 to 1,000 (required).
        let priority: UILayoutPriority

        /// Creates `expression relation 0`.
        ///
        /// - Precondition: `priority` is above 0 and at most 1,000.
        init(_ expression: SolverExpression, _ relation: Relation, priority: UILayoutPriority = .required) {
            precondition(
                priority.rawValue > 0 && priority.rawValue <= 1000, "A priority lies in 0 < priority ≤ 1000")
            self.expression = expression
            self.relation = relation
            self.priority = priority
        }

        /// Creates `lhs relation rhs`.
        convenience init(
            _ lhs: SolverExpression, _ relation: Relation, _ rhs: SolverExpression,
            priority: UILayoutPriority = .required
        ) {
            self.init(lhs - rhs, relation, priority: priority)
        }

        /// Whether the constraint must hold (priority 1,000).
        var isRequired: Bool { priority.rawValue >= 1000 }

        /// How far given variable values are from satisfying the constraint; 0 when it holds.
        func violation(_ valueOf: (SolverVariable) -> Double) -> Double {
            let value = expression.value(valueOf)
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }

        static func == (lhs: SolverConstraint, rhs: SolverConstraint) -> Bool {
            lhs === rhs
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        var description: String {
            let symbol =
                switch relation {
                case .lessThanOrEqual: "<="
                case .equal: "=="
                case .greaterThanOrEqual: ">="
                }
            return "\(expression) \(symbol) 0 @\(priority.rawValue)"
        }
    }
#endif
