// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import CascadingTestSupport
    import Testing

    @testable import HeadlessUIKit

    /// The solver against `BruteForceLayoutReference` on random small systems: after every step of a random
    /// run of additions, removals, refusals and edits, the solver's values must satisfy the required
    /// constraints, reach the reference's optimal violation at every priority level, give each determined
    /// variable the reference's value and call exactly the others ambiguous.
    @Suite struct LayoutSolverReferenceTests {
        /// One random run: a solver and the same system as the reference sees it.
        private struct Run {
            let solver = LayoutSolver()
            let variables: [SolverVariable]
            var active: [(solver: SolverConstraint, reference: ReferenceConstraint)] = []
            /// Edit variables by index: priority and current target.
            var edits: [Int: (priority: Float, target: Double)] = [:]
            var random: SplitMix64
            let seed: UInt64
            /// How many constraints the solver refused as unsatisfiable (rightly, or `step()` fails).
            var refusals = 0

            init(seed: UInt64) {
                self.seed = seed
                random = SplitMix64(seed: seed)
                let count = [1, 2, 2, 3, 3][Int.random(in: 0..<5, using: &random)]
                variables = (0..<count).map { SolverVariable("x\($0)") }
            }

            static let priorities: [Float] = [1000, 1000, 1000, 999, 750, 749, 749, 250, 1]

            var referenceSystem: BruteForceLayoutReference {
                var constraints = active.map(\.reference)
                for (index, edit) in edits.sorted(by: { $0.key < $1.key }) {
                    var coefficients = [Double](repeating: 0, count: variables.count)
                    coefficients[index] = 1
                    constraints.append(
                        ReferenceConstraint(
                            coefficients: coefficients, constant: -edit.target, relation: .equal,
                            priority: edit.priority))
                }
                return BruteForceLayoutReference(variableCount: variables.count, constraints: constraints)
            }

            /// A new random constraint; one in six repeats an active one (doubled, its priority drawn
            /// again), so that constraints implied by others come and go too.
            mutating func randomConstraint() -> (SolverConstraint, ReferenceConstraint) {
                let reference: ReferenceConstraint
                if !active.isEmpty, Int.random(in: 0..<6, using: &random) == 0 {
                    var copy = active.randomElement(using: &random)!.reference
                    let factor = Double(Int.random(in: 1...2, using: &random))
                    copy.coefficients = copy.coefficients.map { $0 * factor }
                    copy.constant *= factor
                    copy.priority = Self.priorities.randomElement(using: &random)!
                    reference = copy
                } else {
                    var coefficients: [Double] = variables.map { _ in
                        Bool.random(using: &random) ? Double(Int.random(in: -3...3, using: &random)) : 0
                    }
                    if coefficients.allSatisfy({ $0 == 0 }), Int.random(in: 0..<4, using: &random) > 0 {
                        coefficients[Int.random(in: 0..<variables.count, using: &random)] = 1
                    }
                    reference = ReferenceConstraint(
                        coefficients: coefficients, constant: Double(Int.random(in: -10...10, using: &random)),
                        relation: ReferenceConstraint.Relation.allCases.randomElement(using: &random)!,
                        priority: Self.priorities.randomElement(using: &random)!)
                }
                let (coefficients, constant, relation, priority) = (
                    reference.coefficients, reference.constant, reference.relation, reference.priority
                )
                let expression = SolverExpression(
                    zip(variables, coefficients).filter { $0.1 != 0 }.map { ($0.0, $0.1) }, constant: constant)
                let solverRelation: SolverConstraint.Relation =
                    switch relation {
                    case .lessThanOrEqual: .lessThanOrEqual
                    case .equal: .equal
                    case .greaterThanOrEqual: .greaterThanOrEqual
                    }
                return (SolverConstraint(expression, solverRelation, priority: UILayoutPriority(priority)), reference)
            }

            /// One random step; returns a failure description, or nil.
            mutating func step() -> String? {
                switch Int.random(in: 0..<10, using: &random) {
                case 0..<5: return addRandomConstraint()
                case 5, 6:
                    guard !active.isEmpty else { return addRandomConstraint() }
                    let index = Int.random(in: 0..<active.count, using: &random)
                    do { try solver.remove(active.remove(at: index).solver) } catch { return "remove threw \(error)" }
                case 7:
                    let index = Int.random(in: 0..<variables.count, using: &random)
                    if edits[index] != nil {
                        do { try solver.removeEditVariable(variables[index]) } catch {
                            return "removeEdit threw \(error)"
                        }
                        edits[index] = nil
                    } else {
                        let priority = [999, 750, 749, 250, 1].randomElement(using: &random)! as Float
                        let target = solver.value(of: variables[index])
                        do {
                            try solver.addEditVariable(variables[index], priority: UILayoutPriority(priority))
                        } catch { return "addEdit threw \(error)" }
                        edits[index] = (priority, target)
                    }
                default:
                    guard let index = edits.keys.sorted().randomElement(using: &random) else {
                        return addRandomConstraint()
                    }
                    let value = Double(Int.random(in: -12...12, using: &random))
                    do { try solver.suggestValue(value, for: variables[index]) } catch {
                        return "suggest threw \(error)"
                    }
                    edits[index]!.target = value
                }
                return nil
            }

            mutating func addRandomConstraint() -> String? {
                let (constraint, reference) = randomConstraint()
                do {
                    try solver.add(constraint)
                    active.append((constraint, reference))
                    return nil
                } catch .unsatisfiableConstraints(let conflict) {
                    refusals += 1
                    return checkRefusal(of: constraint, reference, conflict: conflict)
                } catch {
                    return "add threw \(error)"
                }
            }

            /// A refusal is right when the required set cannot hold with the new constraint, and its
            /// conflict list ends with it, cannot hold, and can without any one of its members.
            func checkRefusal(
                of constraint: SolverConstraint, _ reference: ReferenceConstraint, conflict: [SolverConstraint]
            ) -> String? {
                let required = active.filter(\.reference.isRequired) + [(constraint, reference)]
                let all = BruteForceLayoutReference(
                    variableCount: variables.count, constraints: required.map(\.reference))
                if all.isSatisfiable { return "refused \(constraint), but the required set can hold" }
                guard conflict.last === constraint else { return "conflict list does not end with the new constraint" }
                let listed = conflict.map { item in required.first { $0.solver === item }?.reference }
                guard listed.allSatisfy({ $0 != nil }) else { return "conflict list names a constraint not required" }
                let references = listed.map { $0! }
                let conflicting = BruteForceLayoutReference(variableCount: variables.count, constraints: references)
                if conflicting.isSatisfiable { return "conflict list \(conflict) can hold" }
                for index in references.indices {
                    var rest = references
                    rest.remove(at: index)
                    let smaller = BruteForceLayoutReference(variableCount: variables.count, constraints: rest)
                    if !smaller.isSatisfiable { return "conflict list \(conflict) is not minimal" }
                }
                return nil
            }

            /// Compares the solver's current solution with the reference's.
            func check() -> String? {
                let system = referenceSystem
                guard let expected = system.solve() else { return "the reference finds the required set unsatisfiable" }
                let point = variables.map { solver.value(of: $0) }
                if !system.isFeasible(point) { return "solution \(point) breaks a required constraint" }
                let errors = system.errors(at: point, levels: system.levels)
                if BruteForceLayoutReference.compare(errors, expected.errors) != 0 {
                    return "errors \(errors) at \(point), reference \(expected.errors)"
                }
                for (index, value) in expected.values.enumerated() {
                    let ambiguous = solver.isAmbiguous(variables[index])
                    if ambiguous != (value == nil) {
                        return "x\(index) ambiguous: solver \(ambiguous), reference \(value == nil) at \(point)"
                    }
                    if let value, abs(value - point[index]) > 1e-6 * max(1, abs(value)) {
                        return "x\(index) = \(point[index]), reference \(value)"
                    }
                }
                return nil
            }
        }

        @Test func whenRandomSystemsChangeStepByStep_thatEverySolutionMatchesTheBruteForceReference() {
            var systems = 0
            var refusals = 0
            for seed in UInt64(1)...2_000 {
                var run = Run(seed: seed)
                for stepIndex in 0..<6 {
                    if let failure = run.step() ?? run.check() {
                        Issue.record("seed \(seed), step \(stepIndex): \(failure)")
                        return
                    }
                    systems += 1
                }
                refusals += run.refusals
            }
            #expect(systems >= 10_000)
            #expect(refusals > 100)
        }
    }
#endif
