#if !canImport(UIKit)
    /// Tells which `open` methods of a base class a subclass overrides, from Swift's class metadata,
    /// without calling any of them (headless addition).
    ///
    /// UIKit decides some behaviour by asking a data source or delegate `responds(to:)`: a
    /// `UITableViewController` subclass that implements `tableView(_:commit:forRowAt:)` gets
    /// swipe-to-delete, one that does not gets none. Linux has no such question, but every Swift class
    /// has a method table in its metadata: the slot of an overridable method holds the implementation
    /// instances of that class run. A subclass that overrides the method, itself or through a class
    /// between it and the base, holds another implementation in that slot than the base does.
    ///
    /// The detector learns each method's slot from a *probe*: a tiny subclass of the base that overrides
    /// exactly that method. The probe's slots that differ from the base's are that method's slot, plus
    /// the slots every subclass changes (the initializers a subclass inherits); a *control*, a subclass
    /// that overrides nothing, shows which those are. A member whose probe differs from the base in no
    /// slot or in several (the probe overrides nothing, or more than one member) cannot be told, and
    /// neither can any member when the metadata does not look as expected: then `overrides(_:in:)`
    /// answers `nil`, and callers must not treat the member as missing.
    ///
    ///     private final class Plain: UITableViewController {}
    ///     private final class Commits: UITableViewController {
    ///         override func tableView(
    ///             _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    ///             forRowAt indexPath: IndexPath
    ///         ) {}
    ///     }
    ///     let detector = HeadlessOverrideDetector<UITableViewController, String>(
    ///         control: Plain.self, probes: ["commit": Commits.self])
    ///     detector.overrides("commit", in: MyListController.self)  // true, false, or nil
    ///
    /// Generic subclasses and subclasses of subclasses are read the same way: their metadata keeps the
    /// base's slots where the base has them.
    /// - Complexity: `init` reads each probe's metadata once, O(probes × the base's metadata size);
    ///   `overrides(_:in:)` reads one slot, O(1).
    public struct HeadlessOverrideDetector<Base: AnyObject, Member: Hashable & Sendable>: Sendable {
        /// The word offset of each member's slot from a class's metadata address point.
        private let slots: [Member: Int]
        /// The base's implementation in each slot, by slot.
        private let baseEntries: [Int: UInt]

        /// Learns the slot of each member from its probe.
        ///
        /// - Parameters:
        ///   - control: A subclass of `Base` that overrides nothing.
        ///   - probes: For each member, a subclass of `Base` that overrides exactly that member.
        public init(control: Base.Type, probes: [Member: Base.Type]) {
            var slots: [Member: Int] = [:]
            var baseEntries: [Int: UInt] = [:]
            let base = ClassMetadata(Base.self)
            if let words = base.positiveWords, ClassMetadata(control).isDirectSubclass(of: base) {
                let control = ClassMetadata(control)
                for (member, probe) in probes {
                    let probe = ClassMetadata(probe)
                    guard probe.isDirectSubclass(of: base) else { continue }
                    let differing = (0..<words).filter { slot in
                        probe.word(slot) != base.word(slot) && control.word(slot) == base.word(slot)
                    }
                    guard differing.count == 1, let slot = differing.first else { continue }
                    slots[member] = slot
                    baseEntries[slot] = base.word(slot)
                }
            }
            self.slots = slots
            self.baseEntries = baseEntries
        }

        /// The members whose slot the detector found; `overrides(_:in:)` answers `nil` for the others.
        public var detectableMembers: Set<Member> { Set(slots.keys) }

        /// Whether `subclass`, or a class between it and `Base`, overrides `member`; `nil` when the
        /// detector cannot tell.
        public func overrides(_ member: Member, in subclass: Base.Type) -> Bool? {
            guard let slot = slots[member], let baseEntry = baseEntries[slot] else { return nil }
            return ClassMetadata(subclass).word(slot) != baseEntry
        }
    }

    /// A class's metadata read as words from its address point: the one place that knows its layout.
    ///
    /// After the kind (or `isa`) and the superclass come, on platforms with the Objective-C runtime,
    /// three more words of Objective-C class data; then the 32-bit fields flags, instance address
    /// point, instance size, alignment mask and reserved (16 bits each), class size and class address
    /// point. The method table lies within the class size past the address point.
    private struct ClassMetadata {
        let address: UnsafeRawPointer

        init(_ type: AnyClass) {
            address = unsafeBitCast(type, to: UnsafeRawPointer.self)
        }

        private static let wordSize = MemoryLayout<UInt>.size

        /// The byte offset of the 32-bit class size, followed by the class address point.
        private static var classSizeOffset: Int {
            #if _runtime(_ObjC)
                return 5 * wordSize + 16
            #else
                return 2 * wordSize + 16
            #endif
        }

        /// The word at `slot` words past the address point.
        func word(_ slot: Int) -> UInt {
            address.load(fromByteOffset: slot * Self.wordSize, as: UInt.self)
        }

        /// How many words the metadata has from its address point on; `nil` when the sizes it states
        /// are not plausible (the layout is not the one this type knows).
        var positiveWords: Int? {
            let classSize = Int(address.load(fromByteOffset: Self.classSizeOffset, as: UInt32.self))
            let addressPoint = Int(address.load(fromByteOffset: Self.classSizeOffset + 4, as: UInt32.self))
            let bytes = classSize - addressPoint
            guard addressPoint >= 0, bytes > Self.classSizeOffset, bytes <= 1 << 20, bytes % Self.wordSize == 0
            else { return nil }
            return bytes / Self.wordSize
        }

        /// Whether the superclass word names `base`, which also checks where the layout starts.
        func isDirectSubclass(of base: ClassMetadata) -> Bool {
            word(1) == UInt(bitPattern: base.address)
        }
    }
#endif
