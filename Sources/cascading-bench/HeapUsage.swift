import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The heap in use, from the allocator's statistics.
enum HeapUsage {
    /// Builds a value and returns it with the heap growth its building caused, `nil` where the
    /// allocator's statistics are not available.
    static func growth<Value>(_ build: () -> Value) -> (value: Value, bytes: Int?) {
        let before = bytesInUse()
        let value = build()
        guard let before, let after = bytesInUse() else { return (value, nil) }
        return (value, after - before)
    }

    /// The bytes the allocator has handed out and not taken back (`uordblks + hblkhd` of glibc's
    /// `mallinfo2()`), or `nil` where that is not available.
    ///
    /// Glibc's Swift module does not export `malloc.h`, so the function is looked up by name and called
    /// through the x86-64 System V convention for a large struct result: the caller passes the result's
    /// address as the first argument.
    private static func bytesInUse() -> Int? {
        #if canImport(Glibc) && arch(x86_64)
            typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return nil }
            let mallinfo2 = unsafeBitCast(symbol, to: MallInfo2.self)
            // struct mallinfo2: arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, fordblks, keepcost.
            var fields = [Int](repeating: 0, count: 10)
            fields.withUnsafeMutableBytes { _ = mallinfo2($0.baseAddress!) }
            return fields[7] + fields[4]
        #else
            return nil
        #endif
    }
}
