import CascadingTestSupport
import Testing

@testable import CascadingDiff

@Suite("StableSubsequence")
struct StableSubsequenceTests {
    /// Runs the selection on a whole permutation and returns the stable flags and the move count.
    private func select(_ values: [Int]) -> (stable: [Bool], moves: Int) {
        var inverse = [Int](repeating: 0, count: values.count)
        var stable = [Bool](repeating: false, count: values.count)
        let moves = StableSubsequence.select(
            values: values, start: 0, count: values.count, inverse: &inverse, stable: &stable)
        return (stable, moves)
    }

    /// The length of a longest increasing subsequence, by patience sorting.
    private func longestIncreasing(_ values: [Int]) -> Int {
        var tails: [Int] = []
        for value in values {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if tails[middle] < value { low = middle + 1 } else { high = middle }
            }
            if low == tails.count { tails.append(value) } else { tails[low] = value }
        }
        return tails.count
    }

    /// Checks that the stable positions increase and that the move count matches the flags.
    private func expectValid(_ values: [Int], _ result: (stable: [Bool], moves: Int), _ label: String) {
        let kept = values.indices.filter { result.stable[$0] }.map { values[$0] }
        #expect(zip(kept, kept.dropFirst()).allSatisfy { $0 < $1 }, "\(label): stable values \(kept) do not increase")
        #expect(result.moves == values.count - kept.count, "\(label)")
    }

    @Test("an empty, single or sorted permutation has no moves")
    func sortedHasNoMoves() {
        #expect(select([]).moves == 0)
        #expect(select([0]) == ([true], 0))
        #expect(select(Array(0..<50)).moves == 0)
    }

    @Test("two swapped neighbours: the one brought forward moves")
    func adjacentSwap() {
        #expect(select([1, 0]) == ([false, true], 1))
    }

    @Test("moving one element anywhere costs exactly one move")
    func singleMoves() {
        for source in 0..<12 {
            for destination in 0..<12 {
                var values = Array(0..<12)
                values.insert(values.remove(at: source), at: destination)
                let result = select(values)
                expectValid(values, result, "\(source)->\(destination)")
                #expect(result.moves == (source == destination ? 0 : 1), "\(source)->\(destination)")
            }
        }
    }

    @Test("swapping the ends costs two moves and reversing costs n - 1")
    func swapsAndReversal() {
        var swapped = Array(0..<20)
        swapped.swapAt(0, 19)
        #expect(select(swapped).moves == 2)
        #expect(select(Array((0..<20).reversed())).moves == 19)
    }

    @Test("a few block moves get the minimum number of moves", arguments: 0..<4)
    func fewMovesAreOptimal(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        for round in 0..<100 {
            let count = Int.random(in: 2...400, using: &random)
            var values = Array(0..<count)
            for _ in 0..<Int.random(in: 1...max(1, count / 20), using: &random) {
                let element = values.remove(at: Int.random(in: 0..<count, using: &random))
                values.insert(element, at: Int.random(in: 0..<count, using: &random))
            }
            let result = select(values)
            expectValid(values, result, "seed \(seed) round \(round)")
            #expect(result.moves == count - longestIncreasing(values), "seed \(seed) round \(round)")
        }
    }

    @Test("scattered shuffles fall back to a valid selection close to the minimum", arguments: 0..<4)
    func shufflesStayValid(seed: Int) {
        var random = SplitMix64(seed: UInt64(100 + seed))
        for round in 0..<50 {
            let values = Array(0..<Int.random(in: 50...300, using: &random)).shuffled(using: &random)
            let result = select(values)
            expectValid(values, result, "seed \(seed) round \(round)")
            let minimum = values.count - longestIncreasing(values)
            #expect(Double(result.moves) <= 1.5 * Double(minimum), "seed \(seed) round \(round)")
        }
    }

    @Test("a selection inside a larger buffer touches only its own range")
    func offsetRange() {
        let values = [9, 9, 2, 0, 1, 9]
        var inverse = [Int](repeating: 0, count: 6)
        var stable = [Bool](repeating: false, count: 6)
        let moves = StableSubsequence.select(values: values, start: 2, count: 3, inverse: &inverse, stable: &stable)
        #expect(moves == 1)
        #expect(stable == [false, false, false, true, true, false])
    }
}
