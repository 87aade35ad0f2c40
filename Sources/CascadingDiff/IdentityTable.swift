/// Pairs the identifiers of an old sequence with equal identifiers of a new sequence in linear time.
///
/// This is the symbol table of Heckel's algorithm. Every distinct identifier of the old sequence owns a
/// queue of the old offsets where it occurs, in order. Claiming an identifier from the new sequence takes
/// the front of its queue, so the k-th occurrence of an identifier in the new sequence pairs with the k-th
/// occurrence in the old sequence; occurrences left over on either side are deletes or inserts. The table
/// is built from the whole old sequence at once, and the whole new sequence claims from it at once.
///
/// The table is open addressing with linear probing, at most half full. Each slot is one 64-bit word
/// holding the upper 30 bits of the identifier's hash, two flags (claimed once, queue exhausted) and the
/// offset of the first unclaimed old occurrence, so a probe touches a single cache line and compares
/// identifiers only when the hash bits agree. On large tables the diff is bound by cache misses, and this
/// layout needs fewer of them than a general-purpose dictionary, which keeps keys and values in separate
/// arrays and compares keys on every probe. The queue behind a slot is one 32-bit successor per old
/// offset; a claim moves the slot's offset along it, so a table costs the slots and 4 bytes per old
/// identifier besides the identifiers.
///
/// Both sequences are hashed a block at a time, ahead of the block's probes. On a table larger than the
/// cache every probe misses, and a probe that follows its own hashing waits for it; a run of probes
/// whose hashes are already known does not depend on anything before it, so the processor overlaps
/// their misses.
///
/// Offsets are stored in 32 bits, so a table holds at most 2³² − 2 old identifiers.
///
/// The table keeps the old elements themselves and reads an identifier through `key` where it needs
/// one, instead of holding an array of identifiers: building that array copies every identifier (for a
/// `String`, a retain now and a release later), and the copies are hashed once and compared at most a
/// few times each.
///
/// - Complexity: O(n + m) expected time for n old and m new identifiers; O(n) memory.
@usableFromInline
struct IdentityTable<Element, Identifier: Hashable> {
    /// The old elements, by old offset.
    @usableFromInline
    var elements: [Element]

    /// For each slot, the hash bits (`tagMask`), the `claimedFlag` and `exhaustedFlag`, and in the lower
    /// 32 bits one more than the first unclaimed old offset of the identifier's queue (its last occurrence
    /// once the queue is exhausted); 0 when the slot is empty.
    @usableFromInline
    var slots: [UInt64]

    /// For each old offset, one more than the next old offset with the same identifier, or 0.
    @usableFromInline
    var successors: [UInt32]

    /// Creates a table holding the identifier of every element of an old sequence, in order.
    ///
    /// - Parameters:
    ///   - old: The elements of the old sequence, by offset.
    ///   - key: The identifier of an element; the table calls it again when it compares identifiers, so
    ///     it must read the element, not compute anything expensive.
    @inlinable
    init(old: [Element], key: (Element) -> Identifier) {
        let count = old.count
        precondition(count < 0xFFFF_FFFE, "IdentityTable holds at most 2^32 - 2 identifiers")
        elements = old
        successors = [UInt32](repeating: 0, count: count)
        slots = [UInt64](repeating: 0, count: Self.slotCount(for: count))
        // Entered from the last offset to the first, each occurrence takes its slot and points at the
        // later one it displaces: every queue is in order, without a tail per identifier.
        Self.forEachHash(of: old, key: key, backwards: true, peek: { homeEntry(of: $0) }) { offset, hash, home in
            placeOld(at: offset, hash: hash, home: home, key: key)
        }
    }

    /// How many hashes are computed ahead of their probes.
    @inlinable
    static var hashBlock: Int { 64 }

    /// Calls `body` with each offset of `identifiers`, the hash of its identifier and what `peek` read for
    /// that hash, in order (from the last offset when `backwards`): a block of identifiers is hashed, then
    /// `peek` reads each one's home slot, then `body` runs for each.
    ///
    /// The reads of a block depend on nothing but its hashes, so the processor overlaps their cache
    /// misses; the probes that follow find the slots in the cache.
    @inlinable
    static func forEachHash(
        of identifiers: [Element], key: (Element) -> Identifier, backwards: Bool = false,
        peek: (_ hash: Int) -> UInt64, _ body: (_ offset: Int, _ hash: Int, _ home: UInt64) -> Void
    ) {
        withUnsafeTemporaryAllocation(of: (hash: Int, home: UInt64).self, capacity: hashBlock) { block in
            var done = 0
            while done < identifiers.count {
                let size = Swift.min(hashBlock, identifiers.count &- done)
                let start = backwards ? identifiers.count &- done &- size : done
                for index in 0..<size {
                    block[index].hash = key(identifiers[start &+ index]).hashValue
                }
                for index in 0..<size {
                    block[index].home = peek(block[index].hash)
                }
                for step in 0..<size {
                    let index = backwards ? size &- 1 &- step : step
                    body(start &+ index, block[index].hash, block[index].home)
                }
                done &+= size
            }
        }
    }

    /// The entry of the home slot of `hash`: where its probe starts.
    @inlinable
    func homeEntry(of hash: Int) -> UInt64 {
        slots[hash & (slots.count &- 1)]
    }

    /// The number of old identifiers.
    @inlinable
    var count: Int {
        elements.count
    }

    /// The smallest power of two that keeps `count` identifiers at most half the slots.
    @inlinable
    static func slotCount(for count: Int) -> Int {
        var slots = 8
        while slots < 2 * count {
            slots &<<= 1
        }
        return slots
    }

    /// The hash bits a slot keeps.
    @inlinable
    static var tagMask: UInt64 { 0xFFFF_FFFC_0000_0000 }

    /// Set in a slot once its identifier has been claimed.
    @inlinable
    static var claimedFlag: UInt64 { 1 << 33 }

    /// Set in a slot once every old occurrence of its identifier has been claimed.
    @inlinable
    static var exhaustedFlag: UInt64 { 1 << 32 }

    /// The hash bits stored in a slot.
    @inlinable
    static func tag(of hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) & tagMask
    }

    /// The offset stored in a slot's entry: one less than its lower 32 bits.
    @inlinable
    static func offset(in entry: UInt64) -> Int {
        Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
    }

    /// The slot of `slots` whose entry has the hash bits of `hash` and an offset `isMatch` accepts, or the
    /// empty slot where such an entry belongs.
    @inlinable
    static func probe(_ slots: [UInt64], hash: Int, isMatch: (_ offset: Int) -> Bool) -> Int {
        let mask = slots.count &- 1
        let tag = tag(of: hash)
        var slot = hash & mask
        while true {
            let entry = slots[slot]
            if entry == 0 || (entry & tagMask == tag && isMatch(offset(in: entry))) {
                return slot
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// The slot holding `identifier`, or the empty slot where it belongs.
    @inlinable
    func slot(of identifier: Identifier, hash: Int, key: (Element) -> Identifier) -> Int {
        Self.probe(slots, hash: hash) { key(elements[$0]) == identifier }
    }

    /// Enters the identifier of the old element at `offset`, already in `elements`, into the slots, in
    /// front of the later occurrences entered before it. `home` is what its home slot held when its
    /// block was read ahead (an earlier identifier of the block may have taken the slot since).
    @inlinable
    mutating func placeOld(at offset: Int, hash: Int, home: UInt64, key: (Element) -> Identifier) {
        let homeSlot = hash & (slots.count &- 1)
        let slot =
            home == 0 && slots[homeSlot] == 0 ? homeSlot : slot(of: key(elements[offset]), hash: hash, key: key)
        // An empty slot gives 0: no later occurrence.
        successors[offset] = UInt32(truncatingIfNeeded: slots[slot])
        slots[slot] = Self.tag(of: hash) | UInt64(offset &+ 1)
    }

    /// Takes the first unclaimed old offset with the given identifier, whose hash is known.
    ///
    /// - Parameter home: What the identifier's home slot held when its block was read ahead; claims
    ///   never fill an empty slot, so an empty one means the old sequence lacks the identifier.
    /// - Returns: The paired old offset, or -1 when no unclaimed old element has this identifier; and
    ///   whether an earlier claim asked for the same identifier, answered only for identifiers that the old
    ///   sequence holds (`false` for the others).
    @inlinable
    mutating func claim(_ identifier: Identifier, hash: Int, home: UInt64, key: (Element) -> Identifier) -> (
        offset: Int, isRepeat: Bool
    ) {
        guard home != 0 else { return (-1, false) }
        let slot = slot(of: identifier, hash: hash, key: key)
        let entry = slots[slot]
        guard entry != 0 else { return (-1, false) }
        let isRepeat = entry & Self.claimedFlag != 0
        guard entry & Self.exhaustedFlag == 0 else { return (-1, isRepeat) }
        let offset = Self.offset(in: entry)
        let next = successors[offset]
        slots[slot] =
            next == 0
            ? entry | Self.claimedFlag | Self.exhaustedFlag
            : entry & Self.tagMask | Self.claimedFlag | UInt64(next)
        return (offset, isRepeat)
    }

    /// Claims the identifier of every element of a new sequence, in order.
    ///
    /// - Parameters:
    ///   - newIdentifiers: The elements of the new sequence, by offset.
    ///   - key: The identifier of an element, as for the old sequence.
    ///   - findingRepeats: Whether to list the new offsets whose identifier an earlier new offset has.
    /// - Returns: For each new offset, the paired old offset or -1; and, when asked, the new offsets that
    ///   repeat an earlier identifier, in ascending order (empty otherwise).
    @inlinable
    mutating func claimAll(
        _ newIdentifiers: [Element], key: (Element) -> Identifier, findingRepeats: Bool = false
    ) -> (newToOld: [Int], repeats: [Int]) {
        var newToOld = [Int](repeating: -1, count: newIdentifiers.count)
        var repeats: [Int] = []
        // Identifiers the old sequence lacks, with their hashes: only these need a table of their own to
        // find repeats, made once their number is known.
        var unknown: [Int] = []
        var unknownHashes: [Int] = []
        Self.forEachHash(of: newIdentifiers, key: key, peek: { homeEntry(of: $0) }) { offset, hash, home in
            // An empty home slot means the old sequence lacks the identifier: it is not even read.
            let (match, isRepeat) =
                home == 0 ? (-1, false) : claim(key(newIdentifiers[offset]), hash: hash, home: home, key: key)
            newToOld[offset] = match
            guard findingRepeats else { return }
            if isRepeat {
                repeats.append(offset)
            } else if match < 0 {
                unknown.append(offset)
                unknownHashes.append(hash)
            }
        }
        let unknownRepeats = Self.repeats(among: unknown, hashes: unknownHashes, of: newIdentifiers, key: key)
        if !unknownRepeats.isEmpty {
            repeats = repeats.isEmpty ? unknownRepeats : (repeats + unknownRepeats).sorted()
        }
        return (newToOld, repeats)
    }

    /// The offsets, among `offsets` (ascending), whose identifier an earlier one of them has, ascending;
    /// `hashes` holds the hash of each one's identifier.
    @inlinable
    static func repeats(
        among offsets: [Int], hashes: [Int], of identifiers: [Element], key: (Element) -> Identifier
    ) -> [Int] {
        guard offsets.count > 1 else { return [] }
        var slots = [UInt64](repeating: 0, count: slotCount(for: offsets.count))
        var repeats: [Int] = []
        for (index, offset) in offsets.enumerated() {
            let slot = probe(slots, hash: hashes[index]) { key(identifiers[offsets[$0]]) == key(identifiers[offset]) }
            if slots[slot] == 0 {
                slots[slot] = tag(of: hashes[index]) | UInt64(index &+ 1)
            } else {
                repeats.append(offset)
            }
        }
        return repeats
    }
}

extension IdentityTable where Element == Identifier {
    /// Creates a table holding every identifier of an old sequence, in order.
    ///
    /// - Parameter oldIdentifiers: The identifiers of the old sequence, by offset.
    @inlinable
    init(oldIdentifiers: [Identifier]) {
        self.init(old: oldIdentifiers, key: { $0 })
    }

    /// Claims every identifier of a new sequence, in order; see `claimAll(_:key:findingRepeats:)`.
    @inlinable
    mutating func claimAll(
        _ newIdentifiers: [Identifier], findingRepeats: Bool = false
    ) -> (newToOld: [Int], repeats: [Int]) {
        claimAll(newIdentifiers, key: { $0 }, findingRepeats: findingRepeats)
    }
}
