/// Pairs the identifiers of an old sequence with equal identifiers of a new sequence in linear time.
///
/// This is the symbol table of Heckel's algorithm. Every distinct identifier of the old sequence owns a
/// queue of the old offsets where it occurs, in order. Claiming an identifier from the new sequence takes
/// the front of its queue, so the k-th occurrence of an identifier in the new sequence pairs with the k-th
/// occurrence in the old sequence; occurrences left over on either side are deletes or inserts. All old
/// identifiers must be appended before the first claim.
///
/// The table is open addressing with linear probing, at most half full. Each slot is one 64-bit word
/// holding the upper half of the identifier's hash and the offset of its first occurrence, so a probe
/// touches a single cache line and compares identifiers only when the hash halves agree. On large
/// tables the diff is bound by cache misses, and this layout needs fewer of them than a general-purpose
/// dictionary, which keeps keys and values in separate arrays and compares keys on every probe.
///
/// Offsets are stored in 32 bits, so a table holds at most 2³² − 2 old identifiers.
///
/// - Complexity: O(1) expected per append and per claim; O(n) memory for n old identifiers.
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

    /// Creates an empty table sized for `capacity` old identifiers.
    ///
    /// - Parameter capacity: The expected number of old identifiers; the table grows past it if needed.
    @inlinable
    init(capacity: Int) {
        identifiers = []
        identifiers.reserveCapacity(capacity)
        heads = []
        heads.reserveCapacity(capacity)
        tails = []
        tails.reserveCapacity(capacity)
        successors = []
        successors.reserveCapacity(capacity)
        slots = [UInt64](repeating: 0, count: Self.slotCount(for: capacity))
    }

    /// The number of old identifiers appended so far.
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

    /// Appends the identifier of the next old element.
    ///
    /// - Parameter identifier: The identifier at old offset `count`.
    @inlinable
    mutating func appendOld(_ identifier: Identifier) {
        let offset = identifiers.count
        if 2 * (offset + 1) > slots.count {
            grow()
        }
        identifiers.append(identifier)
        successors.append(-1)
        heads.append(-1)
        tails.append(-1)
        let hash = identifier.hashValue
        let slot = slot(of: identifier, hash: hash)
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

    /// Takes the first unclaimed old offset with the given identifier.
    ///
    /// - Parameter identifier: The identifier of the next new element.
    /// - Returns: The paired old offset, or -1 when no unclaimed old element has this identifier.
    @inlinable
    mutating func claim(_ identifier: Identifier) -> Int {
        let owner = owner(ofSlot: slot(of: identifier, hash: identifier.hashValue))
        guard owner >= 0 else { return -1 }
        let offset = heads[owner]
        if offset >= 0 {
            heads[owner] = successors[offset]
        }
        return offset
    }

    /// Doubles the slots and reinserts the first occurrences.
    @inlinable
    mutating func grow() {
        precondition(identifiers.count < 0xFFFF_FFFE, "IdentityTable holds at most 2^32 - 2 identifiers")
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        let mask = slots.count - 1
        for entry in old where entry != 0 {
            let owner = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
            var target = identifiers[owner].hashValue & mask
            while slots[target] != 0 {
                target = (target &+ 1) & mask
            }
            slots[target] = entry
        }
    }
}
