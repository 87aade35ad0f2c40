// A module of its own, standard library only, which HeadlessUIKit and the tree both import, so that the
// metadata reader is written once; `package` access keeps it out of every product's public API.

/// Tells which overridable methods of a base class a subclass overrides, from Swift's class
/// metadata, without calling any of them.
///
/// Every Swift class has a method table in its metadata: the slot of an overridable method holds
/// the implementation instances of that class run. A subclass that overrides the method, itself or
/// through a class between it and the base, holds another implementation in that slot.
///
/// The detector learns the slots of each member from a *probe*: a tiny subclass of the base that
/// overrides exactly the methods the member stands for (one method, or a group of them). The probe's
/// slots that differ from the base's are those methods' slots, plus the slots every subclass changes
/// (the initializers a subclass inherits); a *control*, a subclass that overrides nothing, shows
/// which those are. A member whose probe differs in another number of slots than it overrides
/// methods cannot be told, and neither can any member when the metadata does not look as expected:
/// `overrides(_:in:beyond:)` then answers `nil`, and callers must not treat the member as missing.
///
///     let detector = OverrideDetector<Shape, Member>(
///         control: PlainShape.self, probes: [.area: AreaProbe.self])
///     detector.overrides(.area, in: Square.self)  // true, false, or nil
///
/// - Complexity: `init` reads each probe's metadata once, O(probes × the base's metadata size);
///   `overrides(_:in:beyond:)` reads the member's slots, O(methods of the member).
package struct OverrideDetector<Base: AnyObject, Member: Hashable & Sendable>: Sendable {
    /// The word offsets of each member's slots from a class's metadata address point.
    private let slots: [Member: [Int]]

    /// Learns the slots of each member from its probe.
    ///
    /// - Parameters:
    ///   - control: A subclass of `Base` that overrides nothing.
    ///   - probes: For each member, a subclass of `Base` that overrides exactly the member's methods.
    ///   - methodCounts: How many methods each member's probe overrides; 1 for a member not listed.
    package init(control: Base.Type, probes: [Member: Base.Type], methodCounts: [Member: Int] = [:]) {
        var slots: [Member: [Int]] = [:]
        let base = ClassMetadata(Base.self)
        let control = ClassMetadata(control)
        if let words = base.positiveWords, control.isDirectSubclass(of: base) {
            for (member, probe) in probes {
                let probe = ClassMetadata(probe)
                guard probe.isDirectSubclass(of: base) else { continue }
                let differing = (0..<words).filter { slot in
                    probe.word(slot) != base.word(slot) && control.word(slot) == base.word(slot)
                }
                guard differing.count == methodCounts[member, default: 1] else { continue }
                slots[member] = differing
            }
        }
        self.slots = slots
    }

    /// The members whose slots the detector found; `overrides(_:in:beyond:)` answers `nil` for the others.
    package var detectableMembers: Set<Member> { Set(slots.keys) }

    /// Whether `subclass`, or a class between it and `ancestor`, overrides one of `member`'s methods;
    /// `nil` when the detector cannot tell.
    ///
    /// - Parameters:
    ///   - member: What to look for.
    ///   - subclass: The class to read.
    ///   - ancestor: `subclass` itself or one of its superclasses, at or below `Base`; default `Base`.
    package func overrides(_ member: Member, in subclass: Base.Type, beyond ancestor: Base.Type = Base.self) -> Bool? {
        guard let memberSlots = slots[member] else { return nil }
        let (reading, reference) = (ClassMetadata(subclass), ClassMetadata(ancestor))
        return memberSlots.contains { reading.word($0) != reference.word($0) }
    }
}
