#if !canImport(UIKit)
    /// What the solver minimises: one error sum per priority level, compared level by level.
    ///
    /// A symbolic weight vector rather than one number: the coefficient of a symbol is the list of its
    /// coefficients in each level, highest priority first, and a vector is negative when its first
    /// nonzero entry is. So an improvement at priority 750 outweighs any loss at 749 and below, however
    /// many constraints those levels hold and however large their coefficients — which one floating
    /// weight per priority cannot promise.
    struct SolverObjective {
        /// The error sum of one priority.
        struct Level {
            /// The priority of the constraints the level counts.
            let priority: Float
            /// The level's error sum over parametric symbols.
            var row: SolverRow
            /// How many constraints count in the level; the level goes when none is left.
            var constraintCount: Int
        }

        /// The levels, highest priority first.
        private(set) var levels: [Level] = []

        /// The position of a priority's level, made (empty) if missing.
        private mutating func levelIndex(for priority: Float) -> Int {
            if let index = levels.firstIndex(where: { $0.priority <= priority }), levels[index].priority == priority {
                return index
            }
            let index = levels.firstIndex { $0.priority < priority } ?? levels.endIndex
            levels.insert(Level(priority: priority, row: SolverRow(), constraintCount: 0), at: index)
            return index
        }

        /// Counts one more constraint at a priority.
        mutating func retain(_ priority: Float) {
            levels[levelIndex(for: priority)].constraintCount += 1
        }

        /// Counts one constraint less at a priority, dropping the level when it was the last.
        mutating func release(_ priority: Float) {
            let index = levelIndex(for: priority)
            levels[index].constraintCount -= 1
            if levels[index].constraintCount <= 0 { levels.remove(at: index) }
        }

        /// Adds `factor × row` to a priority's level.
        mutating func add(_ row: SolverRow, times factor: Double, at priority: Float) {
            levels[levelIndex(for: priority)].row.add(row, times: factor)
        }

        /// Adds `coefficient × symbol` to a priority's level.
        mutating func add(_ coefficient: Double, _ symbol: SolverSymbol, at priority: Float) {
            levels[levelIndex(for: priority)].row.add(coefficient, symbol)
        }

        /// Replaces a symbol by the expression it equals, in every level.
        mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
            for index in levels.indices { levels[index].row.substitute(symbol, with: row) }
        }

        /// Drops a symbol from every level.
        mutating func remove(_ symbol: SolverSymbol) {
            for index in levels.indices { levels[index].row.remove(symbol) }
        }

        /// The symbol's weight vector, highest priority first.
        func weights(of symbol: SolverSymbol) -> [Double] {
            levels.map { $0.row.coefficient(of: symbol) }
        }

        /// The objective's current value, one error sum per level, highest priority first.
        var values: [Double] {
            levels.map(\.row.constant)
        }

        /// Whether moving the symbol up from 0 changes the objective at any level.
        func hasNonzeroWeight(_ symbol: SolverSymbol) -> Bool {
            levels.contains { $0.row.cells[symbol] != nil }
        }

        /// The lowest-numbered non-dummy symbol whose weight vector is negative (moving it up from 0
        /// lowers the objective), or `nil` when the objective is minimal.
        func enteringSymbol() -> SolverSymbol? {
            var decided = Set<SolverSymbol>()
            var best: SolverSymbol?
            for level in levels {
                for (symbol, coefficient) in level.row.cells where !decided.contains(symbol) {
                    decided.insert(symbol)
                    if coefficient < 0, symbol.kind != .dummy, best.map({ symbol < $0 }) ?? true { best = symbol }
                }
            }
            return best
        }

        /// Compares two weight vectors, each divided by a positive divisor, level by level.
        static func isLess(_ lhs: [Double], over lhsDivisor: Double, than rhs: [Double], over rhsDivisor: Double)
            -> Bool
        {
            for (left, right) in zip(lhs, rhs) {
                let difference = left / lhsDivisor - right / rhsDivisor
                if !SolverRow.isNearZero(difference) { return difference < 0 }
            }
            return false
        }
    }
#endif
