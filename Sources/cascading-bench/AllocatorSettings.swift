import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Fixes how glibc's allocator obtains and returns large blocks for the whole run, so that what a
/// scenario costs does not depend on which scenarios ran before it.
///
/// By default glibc maps every block above its threshold (128 KiB at start) straight from the kernel and
/// unmaps it when freed, so each use of a fresh large array takes a page fault per 4 KiB page; the first
/// time such a block is freed, glibc raises the threshold to that block's size, and from then on blocks
/// up to that size come from the heap without faults. A scenario's large arrays were therefore faulted
/// in or not depending on what ran before it: the list scenario alone scaled T(100k)/T(10k) 14.3–15.1 (its
/// hand-written baseline 14.2–15.0), and 10.2–11.5 in a full run. With fixed thresholds, blocks up to
/// 32 MiB come from the heap and freed memory stays there, as Apple's allocator keeps recently freed
/// large regions for reuse; both sides of every comparison run under the same settings.
/// `--default-allocator` keeps glibc's defaults, to measure their effect.
enum AllocatorSettings {
    /// The largest block served from the heap rather than mapped on its own: glibc's upper bound on 64-bit.
    static let mapThreshold: Int32 = 32 << 20

    /// How much free memory the heap keeps at its top before returning it to the kernel.
    static let trimThreshold: Int32 = 1 << 30

    /// Applies the settings; does nothing where the allocator is not glibc's.
    ///
    /// Glibc's Swift module does not export `malloc.h`, so `mallopt` is looked up by name; its parameter
    /// numbers are `M_TRIM_THRESHOLD` (-1) and `M_MMAP_THRESHOLD` (-3) from that header.
    static func apply() {
        #if canImport(Glibc)
            typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else {
                fatalError("glibc's mallopt is missing: the allocator settings cannot be applied")
            }
            let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
            precondition(
                mallopt(-3, mapThreshold) == 1 && mallopt(-1, trimThreshold) == 1,
                "glibc refused the allocator settings")
        #endif
    }
}
