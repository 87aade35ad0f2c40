import Testing

@testable import CascadingDiff

@Suite("IdentityTable")
struct IdentityTableTests {
    @Test("unique identifiers pair with their old offsets, once")
    func uniqueIdentifiers() {
        var table = IdentityTable(oldIdentifiers: ["a", "b", "c"])
        #expect(table.count == 3)
        #expect(table.claimAll(["c", "c", "a", "z"]).newToOld == [2, -1, 0, -1])
    }

    @Test("the k-th claim of an identifier gets its k-th old occurrence")
    func duplicatesPairByOccurrence() {
        var table = IdentityTable(oldIdentifiers: [4, 7, 4, 4, 7])
        #expect(table.claimAll([4, 7, 4, 4, 4, 7]).newToOld == [0, 1, 2, 3, -1, 4])
    }

    @Test("many identifiers, over several blocks of hashes and with repeats, pair as the rule says")
    func pairsLikeTheReferenceRule() {
        let old = (0..<1_000).map { $0 % 700 }
        let new = (0..<1_200).map { ($0 * 7) % 900 }
        var table = IdentityTable(oldIdentifiers: old)
        #expect(table.claimAll(new).newToOld == referencePairing(old: old, new: new))
    }

    /// The k-th occurrence of an identifier in `new` pairs with its k-th occurrence in `old`, in the
    /// plainest code: a queue of old offsets per identifier.
    private func referencePairing<Identifier: Hashable>(old: [Identifier], new: [Identifier]) -> [Int] {
        var queues: [Identifier: [Int]] = [:]
        for (offset, identifier) in old.enumerated() { queues[identifier, default: []].append(offset) }
        return new.map { identifier in
            guard var queue = queues[identifier], !queue.isEmpty else { return -1 }
            let offset = queue.removeFirst()
            queues[identifier] = queue
            return offset
        }
    }

    /// An identifier whose hash values collide, to exercise probing.
    private struct Colliding: Hashable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    @Test("colliding hashes are told apart by equality")
    func collisions() {
        var table = IdentityTable(oldIdentifiers: (0..<4).map { Colliding(value: $0) })
        #expect(table.claimAll([2, 0, 9].map { Colliding(value: $0) }).newToOld == [2, 0, -1])
    }

    @Test("claiming a whole new sequence lists the offsets that repeat an earlier identifier")
    func claimAllFindsRepeats() {
        // 4 is twice in both: its second new occurrence pairs and still repeats. 7 is once in old and twice in
        // new: the second finds nothing left. 9 is new twice. 5 is twice in old and once in new: no repeat.
        var table = IdentityTable(oldIdentifiers: [4, 7, 4, 5, 5])
        let (newToOld, repeats) = table.claimAll([9, 4, 7, 4, 9, 7, 5, 8], findingRepeats: true)
        #expect(newToOld == [-1, 0, 1, 2, -1, -1, 3, -1])
        #expect(repeats == [3, 4, 5])
    }

    @Test("repeats are found across blocks of hashes and in colliding identifiers, and only when asked")
    func repeatsAcrossBlocks() {
        let new = (0..<200).map { Colliding(value: $0 % 90) }
        var table = IdentityTable(oldIdentifiers: (0..<40).map { Colliding(value: $0) })
        let (newToOld, repeats) = table.claimAll(new, findingRepeats: true)
        #expect(newToOld == (0..<200).map { $0 < 40 ? $0 : -1 })
        #expect(repeats == Array(90..<200))
        var quiet = IdentityTable(oldIdentifiers: (0..<40).map { Colliding(value: $0) })
        #expect(quiet.claimAll(new).repeats.isEmpty)
    }

    @Test("a table over elements pairs them by the identifier its key reads, as over the identifiers")
    func keyedElements() {
        struct Row {
            var id: String
            var value: Int
        }
        let old = (0..<300).map { Row(id: "r\($0 % 250)", value: $0) }
        let new = (0..<320).map { Row(id: "r\(($0 * 3) % 280)", value: -$0) }
        var keyed = IdentityTable(old: old, key: \.id)
        var plain = IdentityTable(oldIdentifiers: old.map(\.id))
        let (pairs, repeats) = keyed.claimAll(new, key: \.id, findingRepeats: true)
        let expected = plain.claimAll(new.map(\.id), findingRepeats: true)
        #expect(pairs == expected.newToOld)
        #expect(repeats == expected.repeats)
        #expect(pairs == referencePairing(old: old.map(\.id), new: new.map(\.id)))
    }

    @Test("empty sequences pair nothing")
    func empty() {
        var table = IdentityTable<Int, Int>(oldIdentifiers: [])
        #expect(table.count == 0)
        #expect(table.claimAll([1, 1], findingRepeats: true) == ([-1, -1], [1]))
    }
}
