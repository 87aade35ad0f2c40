// The one place of the package that reads memory by layout: a Swift class's metadata, whose method
// table tells which implementation of each overridable method instances of the class run.

/// A class's metadata read as words from its address point.
///
/// After the kind (or `isa`) and the superclass come, on platforms with the Objective-C runtime,
/// three more words of Objective-C class data; then the 32-bit fields flags, instance address
/// point, instance size, alignment mask and reserved (16 bits each), class size and class address
/// point. The method table lies within the class size past the address point, and a subclass keeps
/// each of its superclass's slots at the same offset (generic subclasses included).
struct ClassMetadata {
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
