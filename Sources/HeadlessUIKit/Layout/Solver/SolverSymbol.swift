#if !canImport(UIKit)
    /// A column of the solver's tableau: a variable of the user's, or one the solver adds for a constraint.
    ///
    /// Symbols are numbered in the order the solver makes them; every choice between symbols (which one
    /// enters the basis, which row leaves) takes the lowest number, which keeps the simplex from cycling
    /// (Bland's rule) and makes results independent of hashing.
    struct SolverSymbol: Hashable, Comparable {
        /// What a symbol stands for, and so which values it may take.
        enum Kind {
            /// A user variable: any value.
            case external
            /// The slack of an inequality (or the artificial variable of a row being added): at least 0.
            case slack
            /// The violation of a preferred constraint, counted by the objective: at least 0.
            case error
            /// The marker of a required equality: always 0, never in the basis.
            case dummy
        }

        /// The symbol's number, unique in its solver.
        let id: Int
        /// What the symbol stands for.
        let kind: Kind

        /// Whether the symbol's value must stay at least 0 (a slack or an error).
        var isRestricted: Bool { kind == .slack || kind == .error }

        static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool {
            lhs.id == rhs.id
        }

        static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool {
            lhs.id < rhs.id
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(id)
        }
    }
#endif
