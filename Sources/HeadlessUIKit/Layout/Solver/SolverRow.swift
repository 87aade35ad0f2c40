#if !canImport(UIKit)
    /// A linear combination of symbols plus a constant: one row of the solver's tableau.
    ///
    /// As a tableau row it reads `basic = constant + Σ coefficient × symbol` over parametric symbols,
    /// whose values are 0, so the row's basic symbol currently equals `constant`. Coefficients closer
    /// to 0 than `SolverRow.epsilon` are dropped.
    struct SolverRow {
        /// The tolerance below which a coefficient or a constant counts as 0.
        static let epsilon = 1e-8

        /// The constant part.
        var constant: Double
        /// The nonzero coefficients.
        private(set) var cells: [SolverSymbol: Double]

        /// Creates a row with a constant and no symbols.
        init(constant: Double = 0) {
            self.constant = constant
            cells = [:]
        }

        /// Whether a value counts as 0.
        static func isNearZero(_ value: Double) -> Bool {
            abs(value) < epsilon
        }

        /// The coefficient of a symbol, 0 when absent.
        func coefficient(of symbol: SolverSymbol) -> Double {
            cells[symbol] ?? 0
        }

        /// Whether every symbol of the row is a dummy (true for a row with no symbols).
        var hasOnlyDummies: Bool {
            cells.keys.allSatisfy { $0.kind == .dummy }
        }

        /// Adds `coefficient × symbol`.
        mutating func add(_ coefficient: Double, _ symbol: SolverSymbol) {
            let sum = (cells[symbol] ?? 0) + coefficient
            cells[symbol] = Self.isNearZero(sum) ? nil : sum
        }

        /// Adds `factor × other`.
        mutating func add(_ other: SolverRow, times factor: Double) {
            constant += other.constant * factor
            for (symbol, coefficient) in other.cells { add(coefficient * factor, symbol) }
        }

        /// Drops a symbol (sets it to 0 for good).
        mutating func remove(_ symbol: SolverSymbol) {
            cells[symbol] = nil
        }

        /// Multiplies the row by -1.
        mutating func negate() {
            constant = -constant
            for (symbol, coefficient) in cells { cells[symbol] = -coefficient }
        }

        /// Reads the row as `0 = constant + Σ` and rewrites it as the expression `symbol` equals.
        ///
        /// - Precondition: the symbol has a nonzero coefficient.
        mutating func solve(for symbol: SolverSymbol) {
            let coefficient = cells.removeValue(forKey: symbol)!
            let factor = -1 / coefficient
            constant *= factor
            for (other, value) in cells { cells[other] = value * factor }
        }

        /// Reads the row as `basic = constant + Σ` and rewrites it as the expression `entering` equals,
        /// with `basic` among its parametric symbols.
        mutating func solve(for entering: SolverSymbol, replacing basic: SolverSymbol) {
            add(-1, basic)
            solve(for: entering)
        }

        /// Replaces a symbol by the expression it equals.
        mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
            guard let coefficient = cells.removeValue(forKey: symbol) else { return }
            add(row, times: coefficient)
        }
    }
#endif
