// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Testing

    @testable import HeadlessUIKit

    @Suite struct LayoutSolverTests {
        private func constraint(
            _ lhs: SolverExpression, _ relation: SolverConstraint.Relation, _ rhs: Double, _ priority: Float = 1000
        ) -> SolverConstraint {
            SolverConstraint(lhs - rhs, relation, priority: UILayoutPriority(priority))
        }

        @Test func whenOne750MeetsAnyNumberOf749s_thatThe750Wins() throws {
            let solver = LayoutSolver()
            let width = SolverVariable("width")
            try solver.add(constraint(SolverExpression(width), .equal, 100, 750))
            for _ in 0..<60 {
                try solver.add(constraint(SolverExpression(width), .equal, 0, 749))
                try solver.add(constraint(1000 * width, .lessThanOrEqual, 0, 749))
            }
            #expect(solver.value(of: width) == 100)
            // One level lower the 749s decide among what the 750 leaves open.
            let height = SolverVariable("height")
            try solver.add(constraint(SolverExpression(height), .greaterThanOrEqual, 20, 750))
            try solver.add(constraint(SolverExpression(height), .lessThanOrEqual, 50, 750))
            for target in [30.0, 40, 40] { try solver.add(constraint(SolverExpression(height), .equal, target, 749)) }
            #expect(solver.value(of: height) == 40)
            #expect(!solver.isAmbiguous(height))
        }

        @Test func whenPrioritiesDiffer_thatEachLevelIsSettledBeforeTheNext() throws {
            let solver = LayoutSolver()
            let left = SolverVariable("left")
            let width = SolverVariable("width")
            let right = SolverVariable("right")
            try solver.add(SolverConstraint(right - left - width, .equal))
            try solver.add(constraint(SolverExpression(left), .equal, 16))
            try solver.add(constraint(SolverExpression(right), .lessThanOrEqual, 304))
            // Compression resistance (750) beats a width preference (250) and hugging (1).
            try solver.add(constraint(SolverExpression(width), .greaterThanOrEqual, 400, 750))
            try solver.add(constraint(SolverExpression(width), .equal, 100, 250))
            #expect(solver.value(of: width) == 288)
            #expect(solver.value(of: right) == 304)
            try solver.add(constraint(SolverExpression(width), .lessThanOrEqual, 200))
            #expect(solver.value(of: width) == 200)
            #expect(solver.value(of: right) == 216)
        }

        @Test func whenAnEditVariableIsSuggested_thatItFollowsAsFarAsHigherPrioritiesAllow() throws {
            let solver = LayoutSolver()
            let width = SolverVariable("width")
            let height = SolverVariable("height")
            try solver.add(SolverConstraint(SolverExpression(height), .equal, 0.5 * width))
            try solver.add(constraint(SolverExpression(width), .lessThanOrEqual, 300))
            try solver.add(constraint(SolverExpression(width), .greaterThanOrEqual, 80, 750))
            #expect(solver.isAmbiguous(width))
            let before = solver.value(of: width)
            try solver.addEditVariable(width, priority: .defaultHigh + 1)
            #expect(solver.value(of: width) == before)
            #expect(!solver.isAmbiguous(width))
            try solver.suggestValue(120, for: width)
            #expect(solver.value(of: width) == 120)
            #expect(solver.value(of: height) == 60)
            try solver.suggestValue(500, for: width)
            #expect(solver.value(of: width) == 300)
            try solver.suggestValue(10, for: width)
            #expect(solver.value(of: width) == 10)
            #expect(solver.value(of: height) == 5)
            try solver.removeEditVariable(width)
            // Without the edit any width from 80 to 300 is as good: the solver keeps one, and says so.
            #expect((80...300).contains(solver.value(of: width)))
            #expect(solver.isAmbiguous(width))
            #expect(!solver.hasEditVariable(width))
            #expect(throws: SolverError.unknownEditVariable(width)) { try solver.suggestValue(1, for: width) }
            // A weaker edit gives way to the 750.
            try solver.addEditVariable(width, priority: .defaultLow)
            try solver.suggestValue(10, for: width)
            #expect(solver.value(of: width) == 80)
            #expect(throws: SolverError.duplicateEditVariable(width)) {
                try solver.addEditVariable(width, priority: .defaultLow)
            }
            #expect(throws: SolverError.requiredEditVariable(height)) {
                try solver.addEditVariable(height, priority: .required)
            }
        }

        @Test func whenConstraintsComeAndGo_thatTheSolutionEqualsAFreshSolversOfTheSameSet() throws {
            let solver = LayoutSolver()
            let variables = (0..<4).map { SolverVariable("x\($0)") }
            let all: [SolverConstraint] = [
                SolverConstraint(SolverExpression(variables[0]), .equal, SolverExpression(constant: 10)),
                SolverConstraint(SolverExpression(variables[1]), .equal, variables[0] + 20),
                SolverConstraint(SolverExpression(variables[2]), .greaterThanOrEqual, variables[1] + 8),
                SolverConstraint(SolverExpression(variables[3]), .equal, 2 * variables[2], priority: .defaultHigh),
                SolverConstraint(SolverExpression(variables[3]), .lessThanOrEqual, SolverExpression(constant: 50)),
                SolverConstraint(
                    SolverExpression(variables[2]), .equal, SolverExpression(constant: 45), priority: .defaultLow),
                SolverConstraint(
                    SolverExpression(variables[1]), .lessThanOrEqual, variables[0] + 15, priority: .defaultLow),
            ]
            for constraint in all { try solver.add(constraint) }
            var kept = all
            for index in [3, 0, 4, 1] {
                try solver.remove(all[index])
                kept.removeAll { $0 === all[index] }
                let fresh = LayoutSolver()
                for constraint in kept { try fresh.add(constraint) }
                for variable in variables {
                    #expect(solver.value(of: variable) == fresh.value(of: variable), "\(variable) without \(index)")
                    #expect(solver.isAmbiguous(variable) == fresh.isAmbiguous(variable))
                }
            }
            #expect(solver.constraints.count == 3)
            try solver.add(all[0])
            #expect(solver.value(of: variables[0]) == 10)
            #expect(solver.value(of: variables[2]) == 45)
            #expect(throws: SolverError.duplicateConstraint(all[0])) { try solver.add(all[0]) }
            #expect(throws: SolverError.unknownConstraint(all[3])) { try solver.remove(all[3]) }
        }

        @Test func whenARequiredConstraintCannotHold_thatTheConflictNamesOnlyTheConstraintsInvolved() throws {
            let solver = LayoutSolver()
            let (a, b, c, unrelated) = (
                SolverVariable("a"), SolverVariable("b"), SolverVariable("c"), SolverVariable("unrelated")
            )
            let start = constraint(SolverExpression(a), .equal, 0)
            let first = SolverConstraint(SolverExpression(b), .equal, a + 10)
            let second = SolverConstraint(SolverExpression(c), .greaterThanOrEqual, b + 10)
            let other = constraint(SolverExpression(unrelated), .equal, 3)
            let loose = constraint(SolverExpression(c), .lessThanOrEqual, 100)
            let preferred = constraint(SolverExpression(c), .equal, 0, 999)
            for item in [start, other, first, loose, second, preferred] { try solver.add(item) }
            let limit = constraint(SolverExpression(c), .lessThanOrEqual, 15)
            #expect(throws: SolverError.unsatisfiableConstraints([start, first, second, limit])) {
                try solver.add(limit)
            }
            #expect(!solver.contains(limit))
            #expect(solver.value(of: c) == 20)
            #expect(solver.value(of: unrelated) == 3)
            // A constraint on constants alone conflicts with nothing else.
            let impossible = SolverConstraint(SolverExpression(constant: 5), .equal)
            #expect(throws: SolverError.unsatisfiableConstraints([impossible])) { try solver.add(impossible) }
            // Equalities through dummies only.
            let twin = constraint(SolverExpression(a), .equal, 1)
            #expect(throws: SolverError.unsatisfiableConstraints([start, twin])) { try solver.add(twin) }
            // After the refusals the solver still moves with its constraints.
            try solver.remove(start)
            try solver.add(twin)
            #expect(solver.value(of: a) == 1)
            #expect(solver.value(of: c) == 21)
        }

        @Test func whenARequiredConstraintRepeatsAnother_thatRemovingEitherKeepsTheOther() throws {
            let solver = LayoutSolver()
            let x = SolverVariable("x")
            let first = constraint(SolverExpression(x), .equal, 10)
            let again = constraint(SolverExpression(x), .equal, 10)
            let implied = constraint(2 * x, .equal, 20)
            for item in [first, again, implied] { try solver.add(item) }
            try solver.remove(first)
            #expect(solver.value(of: x) == 10)
            #expect(!solver.isAmbiguous(x))
            try solver.remove(implied)
            #expect(solver.value(of: x) == 10)
            try solver.remove(again)
            #expect(solver.isAmbiguous(x))
        }

        @Test func whenConstraintsLeaveAVariableOpen_thatItIsAmbiguous() throws {
            let solver = LayoutSolver()
            let (x, y) = (SolverVariable("x"), SolverVariable("y"))
            #expect(solver.isAmbiguous(x))
            try solver.add(constraint(SolverExpression(x), .greaterThanOrEqual, 0))
            #expect(solver.isAmbiguous(x))
            let preference = constraint(SolverExpression(x), .equal, 5, 250)
            try solver.add(preference)
            #expect(!solver.isAmbiguous(x))
            try solver.remove(preference)
            try solver.add(SolverConstraint(x + y, .equal, SolverExpression(constant: 10)))
            #expect(solver.isAmbiguous(x) && solver.isAmbiguous(y))
            try solver.add(constraint(SolverExpression(y), .lessThanOrEqual, 10))
            #expect(solver.isAmbiguous(y))
            // Two equally good preferences at one level leave the variable between them.
            try solver.add(constraint(SolverExpression(y), .equal, 2, 500))
            try solver.add(constraint(SolverExpression(y), .equal, 6, 500))
            #expect(solver.isAmbiguous(y))
            try solver.add(constraint(SolverExpression(y), .equal, 3, 400))
            #expect(!solver.isAmbiguous(x) && !solver.isAmbiguous(y))
            #expect(solver.value(of: y) == 3)
            #expect(solver.value(of: x) == 7)
        }

        /// A row of 120 views, each 10 points after the previous, whose first edge follows an edit: a new
        /// suggestion, or a link removed and added in the middle, costs a few pivots, not a solve of all 120.
        @Test func whenALongChainChanges_thatEachChangeCostsAFewPivots() throws {
            let solver = LayoutSolver()
            let edges = (0..<120).map { SolverVariable("edge\($0)") }
            var links: [SolverConstraint] = []
            for index in 1..<edges.count {
                let link = SolverConstraint(SolverExpression(edges[index]), .equal, edges[index - 1] + 10)
                links.append(link)
                try solver.add(link)
                try solver.add(
                    SolverConstraint(
                        SolverExpression(edges[index]), .lessThanOrEqual, edges[index - 1] + 15,
                        priority: .defaultLow))
            }
            try solver.addEditVariable(edges[0], priority: .defaultHigh)
            for start in [40.0, -15, 7.5] {
                let before = solver.tableau.pivotCount
                try solver.suggestValue(start, for: edges[0])
                #expect(solver.tableau.pivotCount - before <= 2)
                #expect(solver.value(of: edges[0]) == start)
                #expect(solver.value(of: edges[119]) == start + 1190)
            }
            let before = solver.tableau.pivotCount
            try solver.remove(links[59])
            #expect(solver.isAmbiguous(edges[60]))
            try solver.add(links[59])
            #expect(solver.tableau.pivotCount - before <= 4)
            #expect(solver.value(of: edges[60]) == 7.5 + 600)
            #expect(!solver.isAmbiguous(edges[60]))
        }
    }
#endif
