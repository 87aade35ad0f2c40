#if !canImport(UIKit)
    extension LayoutSolver {
        /// Makes a variable an edit variable: a preferred `variable == target` constraint whose target
        /// `suggestValue(_:for:)` moves. The first target is the variable's current value, so adding an
        /// edit variable changes no value.
        ///
        /// - Throws: `SolverError.duplicateEditVariable` when it already is one,
        ///   `.requiredEditVariable` when `priority` is `.required`.
        func addEditVariable(_ variable: SolverVariable, priority: UILayoutPriority) throws(SolverError) {
            guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
            guard priority.rawValue < SolverConstraint.requiredPriority else { throw .requiredEditVariable(variable) }
            let target = value(of: variable)
            let constraint = SolverConstraint(SolverExpression(variable) - target, .equal, priority: priority)
            try add(constraint)
            edits[variable] = Edit(constraint: constraint, target: target)
        }

        /// Removes an edit variable's constraint.
        ///
        /// - Throws: `SolverError.unknownEditVariable` when the variable is not an edit variable.
        func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
            guard let edit = edits.removeValue(forKey: variable) else { throw .unknownEditVariable(variable) }
            try remove(edit.constraint)
        }

        /// Whether a variable is an edit variable.
        func hasEditVariable(_ variable: SolverVariable) -> Bool {
            edits[variable] != nil
        }

        /// Moves an edit variable's target and reoptimises from the current solution.
        ///
        /// Only constants change: the rows that hold the edit's error shift by the difference, and dual
        /// simplex pivots restore feasibility, so a run of suggestions (a size being fitted) costs a few
        /// pivots each.
        ///
        /// - Throws: `SolverError.unknownEditVariable` when the variable is not an edit variable.
        func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
            guard var edit = edits[variable] else { throw .unknownEditVariable(variable) }
            let delta = value - edit.target
            edit.target = value
            edits[variable] = edit
            let record = records[edit.constraint]!
            let plus = record.marker
            let minus = record.other!
            // The row reads `variable − target − plus + minus = 0`; a new target is absorbed by one error.
            tableau.infeasibleRows.removeAll()
            if tableau.rows[plus] != nil {
                shiftConstant(of: plus, by: -delta)
            } else if tableau.rows[minus] != nil {
                shiftConstant(of: minus, by: delta)
            } else {
                for index in tableau.rows.indices {
                    let coefficient = tableau.rows.values[index].coefficient(of: plus)
                    guard coefficient != 0 else { continue }
                    tableau.rows.values[index].constant += coefficient * delta
                    let basic = tableau.rows.keys[index]
                    if basic.isRestricted, tableau.rows.values[index].constant < -SolverRow.epsilon {
                        tableau.infeasibleRows.append(basic)
                    }
                }
            }
            let repaired = tableau.dualOptimize()
            assert(repaired, "Edit constraints are preferred, so a new target never makes the tableau infeasible")
        }

        private func shiftConstant(of basic: SolverSymbol, by delta: Double) {
            tableau.rows[basic]!.constant += delta
            if tableau.rows[basic]!.constant < -SolverRow.epsilon { tableau.infeasibleRows.append(basic) }
        }
    }
#endif
