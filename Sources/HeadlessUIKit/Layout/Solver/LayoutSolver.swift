#if !canImport(UIKit)
    /// An incremental constraint solver in the style of Cassowary: a simplex tableau kept optimal while
    /// constraints come and go.
    ///
    /// Constraints are linear equalities and inequalities over `SolverVariable`s. Required ones
    /// (priority 1,000) must hold; a constraint that would make the required set unsatisfiable is refused
    /// with the minimal list of required constraints it conflicts with. Preferred ones are satisfied as
    /// well as possible, priority level by priority level: the solution minimises the total violation of
    /// the highest priority first, then of the next among the solutions that do so, and so on (see
    /// `SolverObjective`). Within one level every constraint's violation counts once, in points.
    ///
    /// Adding a constraint substitutes its row into the tableau and reoptimises from the current
    /// solution; removing one pivots its marker out; `suggestValue(_:for:)` moves an edit variable and
    /// repairs feasibility with dual simplex pivots. Nothing is solved from scratch. Every choice between
    /// equally good pivots takes the oldest symbol, so a system gives the same solution on every run.
    ///
    ///     let solver = LayoutSolver()
    ///     let width = SolverVariable("width")
    ///     try solver.add(SolverConstraint(SolverExpression(width), .greaterThanOrEqual, SolverExpression(constant: 44)))
    ///     try solver.add(SolverConstraint(SolverExpression(width), .equal, SolverExpression(constant: 20), priority: .defaultHigh))
    ///     solver.value(of: width)  // 44
    final class LayoutSolver {
        /// How the tableau holds one added constraint.
        struct Record {
            /// The symbol that identifies the constraint's row: its slack, its dummy or its first error.
            let marker: SolverSymbol
            /// A preferred constraint's other error symbol, if any.
            let other: SolverSymbol?
            /// When the constraint was added, counted from 0; conflict lists follow this order.
            let order: Int
            /// Whether the constraint follows from the others and has no row of its own.
            var isRedundant: Bool
        }

        /// An edit variable's constraint and the value it is asked to take.
        struct Edit {
            /// The preferred `variable == target` constraint.
            let constraint: SolverConstraint
            /// The value last suggested.
            var target: Double
        }

        /// The tableau (written by the edit and ambiguity extensions too).
        var tableau = SolverTableau()
        /// The constraints added, with their tableau bookkeeping.
        private(set) var records: [SolverConstraint: Record] = [:]
        /// The constraint each marker symbol belongs to.
        private var markerOwners: [SolverSymbol: SolverConstraint] = [:]
        /// Each user variable's symbol.
        private(set) var variables: [SolverVariable: SolverSymbol] = [:]
        /// The edit variables.
        var edits: [SolverVariable: Edit] = [:]
        /// Required constraints that followed from others when added, oldest first; they get a row of
        /// their own again when a required constraint goes.
        private var redundantConstraints: [SolverConstraint] = []
        private var nextSymbolID = 0
        private var nextOrder = 0
        /// Whether a refused constraint's conflict list is reduced to a minimal one (off in the scratch
        /// solvers that do the reducing).
        private let minimisesConflicts: Bool

        /// Creates an empty solver.
        init() {
            minimisesConflicts = true
        }

        private init(minimisesConflicts: Bool) {
            self.minimisesConflicts = minimisesConflicts
        }

        /// The constraints added (edit constraints included), in no particular order.
        var constraints: Dictionary<SolverConstraint, Record>.Keys { records.keys }

        /// Whether a constraint is in the solver.
        func contains(_ constraint: SolverConstraint) -> Bool {
            records[constraint] != nil
        }

        /// A variable's value in the current solution; 0 for a variable no constraint mentions.
        func value(of variable: SolverVariable) -> Double {
            guard let symbol = variables[variable] else { return 0 }
            return tableau.value(of: symbol)
        }

        /// Adds a constraint and reoptimises.
        ///
        /// - Throws: `SolverError.unsatisfiableConstraints` when a required constraint cannot hold with
        ///   the required constraints already added; `.duplicateConstraint` when it is in the solver.
        /// - Complexity: one substitution into every row that holds its variables, then the pivots the
        ///   new optimum needs; none from the earlier constraints.
        func add(_ constraint: SolverConstraint) throws(SolverError) {
            guard records[constraint] == nil else { throw .duplicateConstraint(constraint) }
            try insert(constraint, order: nextOrder)
            nextOrder += 1
        }

        /// Removes a constraint and reoptimises.
        ///
        /// - Throws: `SolverError.unknownConstraint` when it is not in the solver.
        func remove(_ constraint: SolverConstraint) throws(SolverError) {
            guard let record = records.removeValue(forKey: constraint) else { throw .unknownConstraint(constraint) }
            markerOwners[record.marker] = nil
            if record.isRedundant {
                redundantConstraints.removeAll { $0 === constraint }
                return
            }
            if !constraint.isRequired {
                let priority = constraint.priority.rawValue
                for error in [record.marker, record.other] where error?.kind == .error {
                    if let row = tableau.rows[error!] {
                        tableau.objective.add(row, times: -1, at: priority)
                    } else {
                        tableau.objective.add(-1, error!, at: priority)
                    }
                }
                tableau.objective.release(priority)
            }
            if tableau.rows.removeValue(forKey: record.marker) == nil,
                let leaving = markerLeavingRow(for: record.marker)
            {
                var row = tableau.rows.removeValue(forKey: leaving)!
                row.solve(for: record.marker, replacing: leaving)
                tableau.substitute(record.marker, with: row)
            }
            reoptimize()
            if constraint.isRequired, !redundantConstraints.isEmpty { restoreRedundantConstraints() }
        }

        // MARK: - Adding rows

        private func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
            nextSymbolID += 1
            return SolverSymbol(id: nextSymbolID, kind: kind)
        }

        private func symbol(for variable: SolverVariable) -> SolverSymbol {
            if let symbol = variables[variable] { return symbol }
            let symbol = makeSymbol(.external)
            variables[variable] = symbol
            return symbol
        }

        /// Adds a constraint's row: through a subject that can be basic at once, or through an artificial
        /// variable.
        private func insert(_ constraint: SolverConstraint, order: Int) throws(SolverError) {
            var (row, marker, other) = makeRow(for: constraint)
            var record = Record(marker: marker, other: other, order: order, isRedundant: false)
            if let subject = chooseSubject(of: row, marker: marker, other: other) {
                row.solve(for: subject)
                tableau.substitute(subject, with: row)
                tableau.rows[subject] = row
            } else if row.hasOnlyDummies {
                guard SolverRow.isNearZero(row.constant) else {
                    throw .unsatisfiableConstraints(conflict(of: constraint, markers: row.cells.keys))
                }
                record.isRedundant = true
            } else {
                switch addThroughArtificialVariable(row) {
                case .added: break
                case .redundant: record.isRedundant = true
                case .infeasible(let markers):
                    reoptimize()
                    throw .unsatisfiableConstraints(conflict(of: constraint, markers: markers))
                }
            }
            records[constraint] = record
            markerOwners[marker] = constraint
            if record.isRedundant { redundantConstraints.append(constraint) }
            reoptimize()
        }

        /// The constraint's expression with basic variables substituted, plus its slack, errors or dummy,
        /// with a constant of at least 0; preferred constraints' errors join their priority's level.
        private func makeRow(for constraint: SolverConstraint) -> (SolverRow, SolverSymbol, SolverSymbol?) {
            var row = SolverRow(constant: constraint.expression.constant)
            for term in constraint.expression.terms {
                let symbol = symbol(for: term.variable)
                if let basicRow = tableau.rows[symbol] {
                    row.add(basicRow, times: term.coefficient)
                } else {
                    row.add(term.coefficient, symbol)
                }
            }
            let priority = constraint.priority.rawValue
            if !constraint.isRequired { tableau.objective.retain(priority) }
            let marker: SolverSymbol
            var other: SolverSymbol?
            switch constraint.relation {
            case .lessThanOrEqual, .greaterThanOrEqual:
                // e ≥ 0 becomes e − slack = 0; e ≤ 0 becomes e + slack = 0. A preferred one may miss by
                // an error: e + error ≥ 0, e − error ≤ 0.
                let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
                marker = makeSymbol(.slack)
                row.add(sign, marker)
                if !constraint.isRequired {
                    let error = makeSymbol(.error)
                    row.add(-sign, error)
                    tableau.objective.add(1, error, at: priority)
                    other = error
                }
            case .equal:
                if constraint.isRequired {
                    marker = makeSymbol(.dummy)
                    row.add(1, marker)
                } else {
                    // e = plus − minus, both at least 0; their sum is the violation.
                    let plus = makeSymbol(.error)
                    let minus = makeSymbol(.error)
                    row.add(-1, plus)
                    row.add(1, minus)
                    tableau.objective.add(1, plus, at: priority)
                    tableau.objective.add(1, minus, at: priority)
                    marker = plus
                    other = minus
                }
            }
            if row.constant < 0 { row.negate() }
            return (row, marker, other)
        }

        /// The symbol a new row can be solved for while the tableau stays feasible: a user variable, else
        /// the constraint's own slack or error when its coefficient is negative (the row's constant being at
        /// least 0, that symbol's value is then at least 0).
        private func chooseSubject(of row: SolverRow, marker: SolverSymbol, other: SolverSymbol?) -> SolverSymbol? {
            if let external = row.cells.keys.filter({ $0.kind == .external }).min() { return external }
            for candidate in [marker, other] {
                if let candidate, candidate.isRestricted, row.coefficient(of: candidate) < 0 { return candidate }
            }
            return nil
        }

        private enum ArtificialOutcome {
            case added
            case redundant
            case infeasible(markers: Dictionary<SolverSymbol, Double>.Keys)
        }

        /// Adds a row with no ready subject: phase one of the simplex minimises an artificial variable
        /// equal to the row; the row can hold if and only if its minimum is 0.
        private func addThroughArtificialVariable(_ row: SolverRow) -> ArtificialOutcome {
            let artificial = makeSymbol(.slack)
            tableau.rows[artificial] = row
            var objective = SolverObjective()
            objective.retain(SolverConstraint.requiredPriority)
            objective.add(row, times: 1, at: SolverConstraint.requiredPriority)
            tableau.artificial = objective
            _ = tableau.optimize(.artificial)
            let minimum = tableau.artificial!.levels[0].row
            tableau.artificial = nil
            guard SolverRow.isNearZero(minimum.constant) else {
                // The artificial variable stayed basic (a parametric one would be 0): dropping its row
                // leaves the system as it was. The minimum's row names the constraints that keep it up.
                tableau.rows[artificial] = nil
                return .infeasible(markers: minimum.cells.keys)
            }
            if var artificialRow = tableau.rows.removeValue(forKey: artificial) {
                guard let entering = artificialRow.cells.keys.filter(\.isRestricted).min() else {
                    // Only dummies: the row is a combination of required equalities.
                    return .redundant
                }
                artificialRow.solve(for: entering, replacing: artificial)
                tableau.substitute(entering, with: artificialRow)
                tableau.rows[entering] = artificialRow
            }
            tableau.eliminate(artificial)
            return .added
        }

        // MARK: - Removing rows

        /// The row to pivot a parametric marker in through: the restricted row that first reaches 0 as the
        /// marker grows, else as it shrinks, else a user variable's row; `nil` when no row holds it.
        private func markerLeavingRow(for marker: SolverSymbol) -> SolverSymbol? {
            var growing: (symbol: SolverSymbol, ratio: Double)?
            var shrinking: (symbol: SolverSymbol, ratio: Double)?
            var external: SolverSymbol?
            for (basic, row) in tableau.rows {
                guard let coefficient = row.cells[marker] else { continue }
                guard basic.isRestricted else {
                    if external.map({ basic < $0 }) ?? true { external = basic }
                    continue
                }
                let ratio = abs(row.constant / coefficient)
                if coefficient < 0 {
                    if Self.isBetter(ratio, basic, than: growing) { growing = (basic, ratio) }
                } else if Self.isBetter(ratio, basic, than: shrinking) {
                    shrinking = (basic, ratio)
                }
            }
            return growing?.symbol ?? shrinking?.symbol ?? external
        }

        private static func isBetter(
            _ ratio: Double, _ symbol: SolverSymbol, than best: (symbol: SolverSymbol, ratio: Double)?
        ) -> Bool {
            guard let best else { return true }
            let difference = ratio - best.ratio
            return difference < -SolverRow.epsilon || (difference <= SolverRow.epsilon && symbol < best.symbol)
        }

        /// Adds again, oldest first, the required constraints that followed from others, now that one of
        /// those may be gone. They held before, so they hold together with what is left.
        private func restoreRedundantConstraints() {
            let pending = redundantConstraints
            redundantConstraints = []
            for constraint in pending {
                let record = records.removeValue(forKey: constraint)!
                markerOwners[record.marker] = nil
                do {
                    try insert(constraint, order: record.order)
                } catch {
                    assertionFailure("A constraint that followed from the required set no longer holds: \(error)")
                }
            }
        }

        func reoptimize() {
            let bounded = tableau.optimize(.main)
            assert(bounded, "The sum of violations is at least 0, so it has a lower bound")
        }

        // MARK: - Conflicts

        /// The required constraints, `constraint` last, that cannot hold together: the owners of the
        /// markers given, reduced to a minimal list.
        private func conflict(of constraint: SolverConstraint, markers: some Sequence<SolverSymbol>)
            -> [SolverConstraint]
        {
            let owners = markers.compactMap { markerOwners[$0] }.filter(\.isRequired)
            var candidates = owners.sorted { records[$0]!.order < records[$1]!.order } + [constraint]
            guard minimisesConflicts else { return candidates }
            for candidate in candidates.dropLast() {
                let rest = candidates.filter { $0 !== candidate }
                if !Self.isSatisfiable(rest) { candidates = rest }
            }
            return candidates
        }

        /// Whether required constraints can all hold, tried in a scratch solver.
        private static func isSatisfiable(_ constraints: [SolverConstraint]) -> Bool {
            let scratch = LayoutSolver(minimisesConflicts: false)
            for constraint in constraints {
                do { try scratch.add(constraint) } catch { return false }
            }
            return true
        }
    }

    extension SolverConstraint {
        /// The raw value of `.required`.
        static let requiredPriority = UILayoutPriority.required.rawValue
    }
#endif
