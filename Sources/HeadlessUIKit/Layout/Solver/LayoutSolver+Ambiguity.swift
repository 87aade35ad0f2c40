#if !canImport(UIKit)
    extension LayoutSolver {
        /// Whether a variable could take other values with every priority level as well satisfied:
        /// whether the constraints leave it underdetermined.
        ///
        /// The optimal solutions are those where every parametric symbol that costs something at some
        /// priority level stays 0; the others (user variables not in the basis, slacks and errors of
        /// weight 0) may move. The variable is ambiguous when it can move along that face: at once when
        /// its row holds a free user variable, otherwise when minimising and maximising it over the
        /// face's restricted rows (two small simplex runs on a copy) give different values or no bound.
        /// A variable no constraint mentions is ambiguous.
        ///
        /// - Complexity: a copy of the tableau's restricted rows when the quick answers do not apply.
        func isAmbiguous(_ variable: SolverVariable) -> Bool {
            guard let symbol = variables[variable], let row = tableau.rows[symbol] else { return true }
            let objective = tableau.objective
            func isFree(_ symbol: SolverSymbol) -> Bool {
                symbol.kind != .dummy && !objective.hasNonzeroWeight(symbol)
            }
            var target = SolverRow(constant: row.constant)
            for (symbol, coefficient) in row.cells where isFree(symbol) { target.add(coefficient, symbol) }
            if target.cells.isEmpty { return false }
            if target.cells.keys.contains(where: { $0.kind == .external }) { return true }
            var face = SolverTableau()
            for (basic, row) in tableau.rows where basic.isRestricted {
                var faceRow = SolverRow(constant: row.constant)
                for (symbol, coefficient) in row.cells where isFree(symbol) { faceRow.add(coefficient, symbol) }
                face.rows[basic] = faceRow
            }
            var extremes: [Double] = []
            for sign in [1.0, -1.0] {
                var search = face
                search.objective.retain(SolverConstraint.requiredPriority)
                search.objective.add(target, times: sign, at: SolverConstraint.requiredPriority)
                guard search.optimize(.main) else { return true }
                extremes.append(sign * search.objective.levels[0].row.constant)
            }
            return extremes[1] - extremes[0] > 1e-6 * max(1, abs(extremes[0]))
        }
    }
#endif
