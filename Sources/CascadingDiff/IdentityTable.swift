/// Pairs the identifiers of an old sequence with equal identifiers of a new sequence in linear time.
///
/// This is the symbol table of Heckel's algorithm. Every distinct identifier of the old sequence owns a
/// queue of the old offsets where it occurs, in order. Claiming an identifier from the new sequence takes
/// the front of its queue, so the k-th occurrence of an identifier in the new sequence pairs with the k-th
/// occurrence in the old sequence; occurrences left over on either side are deletes or inserts. The table
/// is built from the whole old sequence at once, and the whole new sequence claims from it at once.
///
/// The table is open addressing with linear probing, at most half full. Each slot is one 64-bit word
/// holding the upper half of the identifier's hash and the offset of its first occurrence, so a probe
/// touches a single cache line and compares identifiers only when the hash halves agree. On large
/// tables the diff is bound by cache misses, and this layout needs fewer of them than a general-purpose
/// dictionary, which keeps keys and values in separate arrays and compares keys on every probe.
///
/// Both sequences are hashed a block at a time, ahead of the block's probes. On a table larger than the
/// cache every probe misses, and a probe that follows its own hashing waits for it; a run of probes
/// whose hashes are already known does not depend on anything before it, so the processor overlaps
/// their misses.
///
/// Offsets are stored in 32 bits, so a table holds at most 2³² − 2 old identifiers.
///
/// - Complexity: O(n + m) expected time for n old and m new identifiers; O(n) memory.
@usableFromInline
struct IdentityTable<Identifier: Hashable> {
    /// The old identifiers, by old offset.
    @usableFromInline
    var identifiers: [Identifier]

    /// For each slot, the upper 32 bits of the identifier's hash and, in the lower 32 bits, one more
    /// than the offset of the identifier's first old occurrence; 0 when the slot is empty.
    @usableFromInline
    var slots: [UInt64]

    /// For each first occurrence, the first unclaimed old offset of its queue, or -1 once exhausted.
    @usableFromInline
    var heads: [Int]

    /// For each first occurrence, the last old offset appended to its queue.
    @usableFromInline
    var tails: [Int]

    /// For each old offset, the next old offset with the same identifier, or -1.
    @usableFromInline
    var successors: [Int]

    /// Creates a table holding every identifier of an old sequence, in order.
    ///
    /// - Parameter oldIdentifiers: The identifiers of the old sequence, by offset.
    @inlinable
    init(oldIdentifiers: [Identifier]) {
        let count = oldIdentifiers.count
        precondition(count < 0xFFFF_FFFE, "IdentityTable holds at most 2^32 - 2 identifiers")
        identifiers = oldIdentifiers
        heads = [Int](repeating: -1, count: count)
        tails = heads
        successors = heads
        slots = [UInt64](repeating: 0, count: Self.slotCount(for: count))
        Self.forEachHash(of: oldIdentifiers) { offset, hash in
            placeOld(at: offset, hash: hash)
        }
    }

    /// How many hashes are computed ahead of their probes.
    @inlinable
    static var hashBlock: Int { 64 }

    /// Calls `body` with each offset of `identifiers` and the hash of its identifier, in order, hashing a
    /// block of identifiers before the calls for that block.
    @inlinable
    static func forEachHash(of identifiers: [Identifier], _ body: (_ offset: Int, _ hash: Int) -> Void) {
        withUnsafeTemporaryAllocation(of: Int.self, capacity: hashBlock) { hashes in
            var start = 0
            while start < identifiers.count {
                let end = Swift.min(start &+ hashBlock, identifiers.count)
                for offset in start..<end {
                    hashes[offset &- start] = identifiers[offset].hashValue
                }
                for offset in start..<end {
                    body(offset, hashes[offset &- start])
                }
                start = end
            }
        }
    }

    /// The number of old identifiers.
    @inlinable
    var count: Int {
        identifiers.count
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

    /// The upper hash half stored in a slot.
    @inlinable
    static func tag(of hash: Int) -> UInt64 {
        UInt64(truncatingIfNeeded: hash) & 0xFFFF_FFFF_0000_0000
    }

    /// The slot holding `identifier`, or the empty slot where it belongs.
    @inlinable
    func slot(of identifier: Identifier, hash: Int) -> Int {
        let mask = slots.count &- 1
        let tag = Self.tag(of: hash)
        var slot = hash & mask
        while true {
            let entry = slots[slot]
            if entry == 0 {
                return slot
            }
            if entry & 0xFFFF_FFFF_0000_0000 == tag,
                identifiers[Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1] == identifier
            {
                return slot
            }
            slot = (slot &+ 1) & mask
        }
    }

    /// The offset of the first occurrence stored in a slot, or -1 when the slot is empty.
    @inlinable
    func owner(ofSlot slot: Int) -> Int {
        Int(truncatingIfNeeded: slots[slot] & 0xFFFF_FFFF) &- 1
    }

    /// Enters the old identifier at `offset`, already in `identifiers`, into the slots and queues.
    @inlinable
    mutating func placeOld(at offset: Int, hash: Int) {
        let slot = slot(of: identifiers[offset], hash: hash)
        let owner = owner(ofSlot: slot)
        if owner < 0 {
            slots[slot] = Self.tag(of: hash) | UInt64(offset &+ 1)
            heads[offset] = offset
            tails[offset] = offset
        } else {
            successors[tails[owner]] = offset
            tails[owner] = offset
        }
    }

    /// Takes the first unclaimed old offset with the given identifier, whose hash is known.
    ///
    /// - Returns: The paired old offset, or -1 when no unclaimed old element has this identifier; and
    ///   whether an earlier claim asked for the same identifier, answered only for identifiers that the old
    ///   sequence holds (`false` for the others).
    @inlinable
    mutating func claim(_ identifier: Identifier, hash: Int) -> (offset: Int, isRepeat: Bool) {
        let owner = owner(ofSlot: slot(of: identifier, hash: hash))
        guard owner >= 0 else { return (-1, false) }
        // The head of a queue is its first occurrence until the first claim moves it on.
        let offset = heads[owner]
        if offset >= 0 {
            heads[owner] = successors[offset]
        }
        return (offset, offset != owner)
    }

    /// Claims every identifier of a new sequence, in order.
    ///
    /// - Parameters:
    ///   - newIdentifiers: The identifiers of the new sequence, by offset.
    ///   - findingRepeats: Whether to list the new offsets whose identifier an earlier new offset has.
    /// - Returns: For each new offset, the paired old offset or -1; and, when asked, the new offsets that
    ///   repeat an earlier identifier, in ascending order (empty otherwise).
    @inlinable
    mutating func claimAll(
        _ newIdentifiers: [Identifier], findingRepeats: Bool = false
    ) -> (newToOld: [Int], repeats: [Int]) {
        var newToOld = [Int](repeating: -1, count: newIdentifiers.count)
        var repeats: [Int] = []
        // Identifiers the old sequence lacks: only these need a set of their own to find repeats.
        var unknown = Set<Identifier>()
        Self.forEachHash(of: newIdentifiers) { offset, hash in
            let (match, isRepeat) = claim(newIdentifiers[offset], hash: hash)
            newToOld[offset] = match
            guard findingRepeats else { return }
            if isRepeat {
                repeats.append(offset)
            } else if match < 0, !unknown.insert(newIdentifiers[offset]).inserted {
                repeats.append(offset)
            }
        }
        return (newToOld, repeats)
    }
}
