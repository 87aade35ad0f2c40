#if !canImport(UIKit)
    /// An unknown of the layout solver: an edge, a center or a dimension of a view or a guide.
    ///
    /// A variable is compared by identity. It holds no value; the solver that uses it answers
    /// `value(of:)`, 0 until a constraint decides otherwise.
    final class SolverVariable: Hashable, Sendable, CustomStringConvertible {
        /// A name for descriptions and diagnostics, such as `label.minX`.
        let name: String

        /// Creates a variable.
        init(_ name: String) {
            self.name = name
        }

        static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool {
            lhs === rhs
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(self))
        }

        var description: String { name }
    }
#endif
