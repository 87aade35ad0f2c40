#if !canImport(UIKit)
    /// A linear expression over solver variables: `Σ coefficient × variable + constant`.
    ///
    /// Terms keep the order they were written in, so the solver meets variables in a stable order and
    /// its choices between equally good solutions do not depend on hashing.
    struct SolverExpression: CustomStringConvertible {
        /// One `coefficient × variable` term.
        struct Term {
            /// The variable.
            let variable: SolverVariable
            /// Its factor.
            let coefficient: Double
        }

        /// The terms, in the order they were written; a variable may appear more than once.
        private(set) var terms: [Term]
        /// The constant part.
        private(set) var constant: Double

        /// Creates an expression from terms and a constant.
        init(_ terms: [(SolverVariable, Double)] = [], constant: Double = 0) {
            self.terms = terms.map { Term(variable: $0.0, coefficient: $0.1) }
            self.constant = constant
        }

        /// The expression `1 × variable`.
        init(_ variable: SolverVariable) {
            self.init([(variable, 1)])
        }

        /// The expression's value for given variable values.
        func value(_ valueOf: (SolverVariable) -> Double) -> Double {
            terms.reduce(constant) { $0 + $1.coefficient * valueOf($1.variable) }
        }

        static func + (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
            var sum = lhs
            sum.terms += rhs.terms
            sum.constant += rhs.constant
            return sum
        }

        static func + (lhs: SolverExpression, rhs: Double) -> SolverExpression {
            var sum = lhs
            sum.constant += rhs
            return sum
        }

        static func - (lhs: SolverExpression, rhs: SolverExpression) -> SolverExpression {
            lhs + rhs * -1
        }

        static func - (lhs: SolverExpression, rhs: Double) -> SolverExpression {
            lhs + -rhs
        }

        static func * (lhs: SolverExpression, rhs: Double) -> SolverExpression {
            var product = lhs
            product.terms = lhs.terms.map { Term(variable: $0.variable, coefficient: $0.coefficient * rhs) }
            product.constant *= rhs
            return product
        }

        static func * (lhs: Double, rhs: SolverExpression) -> SolverExpression {
            rhs * lhs
        }

        var description: String {
            var text = terms.map { "\($0.coefficient) × \($0.variable)" }.joined(separator: " + ")
            if text.isEmpty || constant != 0 { text += text.isEmpty ? "\(constant)" : " + \(constant)" }
            return text
        }
    }

    extension SolverVariable {
        static func + (lhs: SolverVariable, rhs: Double) -> SolverExpression {
            SolverExpression(lhs) + rhs
        }

        static func - (lhs: SolverVariable, rhs: Double) -> SolverExpression {
            SolverExpression(lhs) - rhs
        }

        static func + (lhs: SolverVariable, rhs: SolverVariable) -> SolverExpression {
            SolverExpression(lhs) + SolverExpression(rhs)
        }

        static func - (lhs: SolverVariable, rhs: SolverVariable) -> SolverExpression {
            SolverExpression(lhs) - SolverExpression(rhs)
        }

        static func * (lhs: Double, rhs: SolverVariable) -> SolverExpression {
            SolverExpression([(rhs, lhs)])
        }

        static func + (lhs: SolverExpression, rhs: SolverVariable) -> SolverExpression {
            lhs + SolverExpression(rhs)
        }

        static func - (lhs: SolverExpression, rhs: SolverVariable) -> SolverExpression {
            lhs - SolverExpression(rhs)
        }
    }
#endif
