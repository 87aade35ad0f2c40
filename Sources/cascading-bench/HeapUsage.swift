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

    /// Runs `body` twice and returns the second result with the high-water mark of the memory that run
    /// used: how far the resident memory of the process rose above where it stood before, at its
    /// highest, or `nil` where Linux's `/proc` interface is not available.
    ///
    /// The first run makes the code and runtime data that `body` touches resident, so they are not
    /// counted. Free heap memory is then returned to the kernel (`malloc_trim`), so memory that `body`
    /// allocates and frees again is counted even when the allocator would otherwise reuse pages it
    /// already had; then the kernel's peak (`VmHWM`) is reset (`/proc/self/clear_refs`) and read after
    /// the second run. Counts pages touched, so it rounds up to 4 KiB per block and includes the arrays
    /// `body` fills and drops.
    static func peakGrowth<Value>(_ body: () -> Value) -> (value: Value, bytes: Int?) {
        #if canImport(Glibc)
            _ = body()
            typealias MallocTrim = @convention(c) (Int) -> Int32
            if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") {
                _ = unsafeBitCast(symbol, to: MallocTrim.self)(0)
            }
            let file = open("/proc/self/clear_refs", O_WRONLY)
            guard file >= 0 else { return (body(), nil) }
            let written = write(file, "5", 1)
            close(file)
            guard written == 1, let before = residentKiB("VmRSS") else { return (body(), nil) }
            let value = body()
            guard let peak = residentKiB("VmHWM") else { return (value, nil) }
            return (value, (peak - before) * 1024)
        #else
            return (body(), nil)
        #endif
    }

    /// A field of `/proc/self/status` in KiB, such as `VmRSS` (resident now) or `VmHWM` (resident at most).
    private static func residentKiB(_ field: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            return Int(line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
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
