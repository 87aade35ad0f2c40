// The solver's test oracle: it shares no code and no algorithm with the solver.
#if !canImport(UIKit)
    /// A constraint as the reference sees it: `Σ coefficients[i] × x[i] + constant (≤|=|≥) 0` at a priority.
    struct ReferenceConstraint {
        enum Relation: CaseIterable { case lessThanOrEqual, equal, greaterThanOrEqual }

        var coefficients: [Double]
        var constant: Double
        var relation: Relation
        /// 1,000 is required; lower priorities are preferred.
        var priority: Float

        var isRequired: Bool { priority >= 1000 }

        func violation(at point: [Double]) -> Double {
            let value = zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
            switch relation {
            case .equal: return abs(value)
            case .lessThanOrEqual: return max(0, value)
            case .greaterThanOrEqual: return max(0, -value)
            }
        }
    }

    /// Solves a small system of `ReferenceConstraint`s by enumeration, for comparison with the solver.
    ///
    /// The objective is lexicographic: the sum of violations at the highest preferred priority, then the
    /// next, and so on. Every such objective is linear on each cell of the arrangement of the constraints'
    /// hyperplanes, so its optimal set is a polyhedron whose corners are vertices of that arrangement.
    /// Adding the planes `x[i] = ±box` makes every nonempty optimal set meet the candidates in a bounded
    /// polytope: the candidates are all points where `n` independent planes meet (solved by Gaussian
    /// elimination), the optimum is the best feasible candidate, and a variable is determined exactly
    /// when every optimal candidate gives it the same value (an unbounded optimal set reaches the box,
    /// where it differs).
    struct BruteForceLayoutReference {
        /// What the reference finds for a system.
        struct Solution {
            /// The optimal violation sums, one per preferred priority level, highest first.
            var errors: [Double]
            /// Per variable: its value when every optimal solution agrees, else `nil` (ambiguous).
            var values: [Double?]
        }

        /// Far enough that every arrangement vertex of small integer systems lies inside.
        static let box = 10_000.0
        static let tolerance = 1e-6

        let variableCount: Int
        let constraints: [ReferenceConstraint]

        /// The preferred priorities present, highest first.
        var levels: [Float] {
            Array(Set(constraints.filter { !$0.isRequired }.map(\.priority))).sorted(by: >)
        }

        /// The violation sums of a point, one per level of `levels`.
        func errors(at point: [Double], levels: [Float]) -> [Double] {
            var sums = [Double](repeating: 0, count: levels.count)
            for constraint in constraints where !constraint.isRequired {
                sums[levels.firstIndex(of: constraint.priority)!] += constraint.violation(at: point)
            }
            return sums
        }

        func isFeasible(_ point: [Double]) -> Bool {
            constraints.allSatisfy { !$0.isRequired || $0.violation(at: point) <= Self.tolerance * 10 }
        }

        /// The optimum, or `nil` when the required constraints cannot all hold.
        func solve() -> Solution? {
            let levels = levels
            let feasible = candidates().filter(isFeasible)
            guard !feasible.isEmpty else { return nil }
            let scored = feasible.map { (point: $0, errors: errors(at: $0, levels: levels)) }
            var best = scored[0].errors
            for candidate in scored.dropFirst() where Self.compare(candidate.errors, best) < 0 {
                best = candidate.errors
            }
            let optimal = scored.filter { Self.compare($0.errors, best) == 0 }.map(\.point)
            let values: [Double?] = (0..<variableCount).map { index in
                let coordinates = optimal.map { $0[index] }
                let low = coordinates.min()!
                let high = coordinates.max()!
                return high - low > Self.tolerance * max(1, abs(low)) ? nil : low
            }
            return Solution(errors: best, values: values)
        }

        /// Whether the required constraints can all hold.
        var isSatisfiable: Bool {
            candidates().contains(where: isFeasible)
        }

        /// −1, 0 or 1 as `lhs` is lexicographically less than, about equal to or greater than `rhs`.
        static func compare(_ lhs: [Double], _ rhs: [Double]) -> Int {
            for (left, right) in zip(lhs, rhs) where abs(left - right) > tolerance * max(1, abs(left), abs(right)) {
                return left < right ? -1 : 1
            }
            return 0
        }

        /// Every point where `variableCount` linearly independent planes meet.
        private func candidates() -> [[Double]] {
            var planes: [(normal: [Double], offset: Double)] = constraints.compactMap { constraint in
                constraint.coefficients.allSatisfy { $0 == 0 } ? nil : (constraint.coefficients, -constraint.constant)
            }
            for index in 0..<variableCount {
                for side in [-Self.box, Self.box] {
                    var normal = [Double](repeating: 0, count: variableCount)
                    normal[index] = 1
                    planes.append((normal, side))
                }
            }
            var points: [[Double]] = []
            let count = planes.count
            switch variableCount {
            case 1:
                for first in planes { points.append([first.offset / first.normal[0]]) }
            case 2:
                for first in 0..<count {
                    for second in (first + 1)..<count {
                        if let point = Self.intersect(planes[first], planes[second]) { points.append(point) }
                    }
                }
            default:
                for first in 0..<count {
                    for second in (first + 1)..<count {
                        for third in (second + 1)..<count {
                            if let point = Self.intersect(planes[first], planes[second], planes[third]) {
                                points.append(point)
                            }
                        }
                    }
                }
            }
            return points
        }

        /// Where two lines meet (Cramer's rule), or `nil` when they are parallel.
        private static func intersect(_ a: (normal: [Double], offset: Double), _ b: (normal: [Double], offset: Double))
            -> [Double]?
        {
            let determinant = a.normal[0] * b.normal[1] - a.normal[1] * b.normal[0]
            guard abs(determinant) > 1e-9 else { return nil }
            return [
                (a.offset * b.normal[1] - a.normal[1] * b.offset) / determinant,
                (a.normal[0] * b.offset - a.offset * b.normal[0]) / determinant,
            ]
        }

        /// Where three planes meet (Cramer's rule), or `nil` when they are not independent.
        private static func intersect(
            _ a: (normal: [Double], offset: Double), _ b: (normal: [Double], offset: Double),
            _ c: (normal: [Double], offset: Double)
        ) -> [Double]? {
            func determinant(_ x: [Double], _ y: [Double], _ z: [Double]) -> Double {
                x[0] * (y[1] * z[2] - y[2] * z[1]) - x[1] * (y[0] * z[2] - y[2] * z[0])
                    + x[2] * (y[0] * z[1] - y[1] * z[0])
            }
            let full = determinant(a.normal, b.normal, c.normal)
            guard abs(full) > 1e-9 else { return nil }
            func replacing(_ column: Int) -> Double {
                var (x, y, z) = (a.normal, b.normal, c.normal)
                x[column] = a.offset
                y[column] = b.offset
                z[column] = c.offset
                return determinant(x, y, z) / full
            }
            return [replacing(0), replacing(1), replacing(2)]
        }
    }
#endif
