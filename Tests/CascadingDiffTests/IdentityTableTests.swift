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
}
