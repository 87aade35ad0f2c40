import Testing

@testable import CascadingDiff

@Suite("IdentityTable")
struct IdentityTableTests {
    @Test("unique identifiers pair with their old offsets, once")
    func uniqueIdentifiers() {
        var table = IdentityTable<String>(capacity: 3)
        for identifier in ["a", "b", "c"] { table.appendOld(identifier) }
        #expect(table.count == 3)
        #expect(table.claim("c") == 2)
        #expect(table.claim("c") == -1)
        #expect(table.claim("a") == 0)
        #expect(table.claim("z") == -1)
    }

    @Test("the k-th claim of an identifier gets its k-th old occurrence")
    func duplicatesPairByOccurrence() {
        var table = IdentityTable<Int>(capacity: 5)
        for identifier in [4, 7, 4, 4, 7] { table.appendOld(identifier) }
        #expect(table.claim(4) == 0)
        #expect(table.claim(7) == 1)
        #expect(table.claim(4) == 2)
        #expect(table.claim(4) == 3)
        #expect(table.claim(4) == -1)
        #expect(table.claim(7) == 4)
    }

    @Test("the table grows past its announced capacity without losing entries")
    func growsPastCapacity() {
        var table = IdentityTable<Int>(capacity: 0)
        for identifier in 0..<1_000 { table.appendOld(identifier % 700) }
        for identifier in (0..<700).reversed() {
            #expect(table.claim(identifier) == identifier)
        }
        for identifier in 0..<300 {
            #expect(table.claim(identifier) == identifier + 700)
        }
    }

    /// An identifier whose hash values collide, to exercise probing.
    private struct Colliding: Hashable {
        var value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
    }

    @Test("colliding hashes are told apart by equality")
    func collisions() {
        var table = IdentityTable<Colliding>(capacity: 4)
        for value in 0..<4 { table.appendOld(Colliding(value: value)) }
        #expect(table.claim(Colliding(value: 2)) == 2)
        #expect(table.claim(Colliding(value: 0)) == 0)
        #expect(table.claim(Colliding(value: 9)) == -1)
    }

    @Test("a table built from a whole old sequence pairs as one built an identifier at a time")
    func bulkTableMatchesIncrementalTable() {
        // More identifiers than one block of hashes, with repeats, so several blocks and queues are used.
        let old = (0..<300).map { $0 % 170 }
        let new = (0..<320).map { ($0 * 7) % 200 }
        var incremental = IdentityTable<Int>(capacity: 0)
        for identifier in old { incremental.appendOld(identifier) }
        let expected = new.map { incremental.claim($0) }
        var bulk = IdentityTable(oldIdentifiers: old)
        #expect(bulk.count == old.count)
        #expect(bulk.claimAll(new).newToOld == expected)
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

    @Test("repeats are found across blocks of hashes and in colliding identifiers")
    func repeatsAcrossBlocks() {
        let new = (0..<200).map { Colliding(value: $0 % 90) }
        var table = IdentityTable(oldIdentifiers: (0..<40).map { Colliding(value: $0) })
        let (newToOld, repeats) = table.claimAll(new, findingRepeats: true)
        #expect(newToOld == (0..<200).map { $0 < 40 ? $0 : -1 })
        #expect(repeats == Array(90..<200))
        var quiet = IdentityTable(oldIdentifiers: (0..<40).map { Colliding(value: $0) })
        #expect(quiet.claimAll(new).repeats.isEmpty)
    }
}
