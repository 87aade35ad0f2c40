#if !canImport(UIKit)
    /// The simplex tableau: basic symbols with the rows they equal, and the objectives those rows feed.
    ///
    /// Invariants the solver keeps: every restricted basic symbol (slack, error) has a row constant of at
    /// least 0 (the tableau is feasible) except while `dualOptimize()` repairs it; no row of a restricted
    /// basic symbol and no objective holds a user variable (those stay in the rows of user variables); a
    /// dummy is never basic.
    struct SolverTableau {
        /// Which objective an optimisation lowers.
        enum Goal {
            /// The priority levels' error sums.
            case main
            /// The artificial variable of a row being added.
            case artificial
        }

        /// The rows, by their basic symbol.
        var rows: [SolverSymbol: SolverRow] = [:]
        /// The priority levels' error sums.
        var objective = SolverObjective()
        /// The artificial variable's value while a row is added through it.
        var artificial: SolverObjective?
        /// Restricted basic symbols whose row constant went below 0, for `dualOptimize()`.
        var infeasibleRows: [SolverSymbol] = []
        /// How many pivots the tableau has made, for tests and measurements of incremental work.
        private(set) var pivotCount = 0

        /// The value of a symbol: its row's constant when basic, else 0.
        func value(of symbol: SolverSymbol) -> Double {
            rows[symbol]?.constant ?? 0
        }

        /// Replaces a parametric symbol by the expression it equals, in every row and objective.
        mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
            for index in rows.indices {
                guard rows.values[index].cells[symbol] != nil else { continue }
                rows.values[index].substitute(symbol, with: row)
                let basic = rows.keys[index]
                if basic.isRestricted, rows.values[index].constant < -SolverRow.epsilon {
                    infeasibleRows.append(basic)
                }
            }
            objective.substitute(symbol, with: row)
            artificial?.substitute(symbol, with: row)
        }

        /// Sets a parametric symbol to 0 for good: drops it from every row and objective.
        mutating func eliminate(_ symbol: SolverSymbol) {
            for index in rows.indices where rows.values[index].cells[symbol] != nil {
                rows.values[index].remove(symbol)
            }
            objective.remove(symbol)
            artificial?.remove(symbol)
        }

        /// Exchanges a basic symbol for a parametric one that its row holds.
        mutating func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
            var row = rows.removeValue(forKey: leaving)!
            row.solve(for: entering, replacing: leaving)
            substitute(entering, with: row)
            rows[entering] = row
            pivotCount += 1
        }

        /// Lowers an objective by primal simplex pivots until no parametric symbol improves it.
        ///
        /// - Returns: `false` when the objective has no lower bound.
        mutating func optimize(_ goal: Goal) -> Bool {
            while let entering = goal == .main ? objective.enteringSymbol() : artificial?.enteringSymbol() {
                guard let leaving = primalLeavingRow(for: entering) else { return false }
                pivot(entering: entering, leaving: leaving)
            }
            return true
        }

        /// The restricted row that first reaches 0 as `entering` grows from 0 (lowest number on a tie).
        private func primalLeavingRow(for entering: SolverSymbol) -> SolverSymbol? {
            var best: (symbol: SolverSymbol, ratio: Double)?
            for (basic, row) in rows where basic.isRestricted {
                guard let coefficient = row.cells[entering], coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if let current = best {
                    let difference = ratio - current.ratio
                    if difference < -SolverRow.epsilon || (difference <= SolverRow.epsilon && basic < current.symbol) {
                        best = (basic, ratio)
                    }
                } else {
                    best = (basic, ratio)
                }
            }
            return best?.symbol
        }

        /// Restores feasibility after constants changed (an edit's new value) by dual simplex pivots,
        /// keeping the objective minimal.
        ///
        /// - Returns: `false` when some row cannot be made feasible (not reachable from edits, which are
        ///   preferred constraints).
        mutating func dualOptimize() -> Bool {
            while let leaving = infeasibleRows.popLast() {
                guard let row = rows[leaving], row.constant < -SolverRow.epsilon else { continue }
                var best: (symbol: SolverSymbol, weights: [Double], coefficient: Double)?
                for (symbol, coefficient) in row.cells where coefficient > 0 && symbol.kind != .dummy {
                    let weights = objective.weights(of: symbol)
                    if let current = best {
                        if SolverObjective.isLess(
                            weights, over: coefficient, than: current.weights, over: current.coefficient)
                            || (!SolverObjective.isLess(
                                current.weights, over: current.coefficient, than: weights, over: coefficient)
                                && symbol < current.symbol)
                        {
                            best = (symbol, weights, coefficient)
                        }
                    } else {
                        best = (symbol, weights, coefficient)
                    }
                }
                guard let entering = best?.symbol else { return false }
                pivot(entering: entering, leaving: leaving)
            }
            return true
        }
    }
#endif
