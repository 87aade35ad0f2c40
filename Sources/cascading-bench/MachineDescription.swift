import Foundation

/// The machine a run measured: the processor, its caches and the load when the run began. Ratios of
/// memory-bound scenarios (a deep tree) depend on the caches, so a verdict names the machine it holds on.
enum MachineDescription {
    /// One line per fact, such as `cpu: AMD EPYC 7B13 (2 logical cores)`; facts the system does not
    /// expose (outside Linux, say) are left out.
    static func lines() -> [String] {
        var lines: [String] = []
        let processors = ProcessInfo.processInfo.activeProcessorCount
        if let model = cpuModel() {
            lines.append("cpu: \(model) (\(processors) logical cores)")
        } else {
            lines.append("cpu: \(processors) logical cores")
        }
        let caches = cacheSizes()
        if !caches.isEmpty { lines.append("caches (cpu0): " + caches.joined(separator: ", ")) }
        if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
            let averages = load.split(separator: " ").prefix(3).joined(separator: " ")
            lines.append("load average (1, 5, 15 min) at start: \(averages)")
        }
        return lines
    }

    /// The processor's model name from `/proc/cpuinfo`.
    private static func cpuModel() -> String? {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in info.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The first processor's caches from `/sys/devices/system/cpu/cpu0/cache`, such as `L1d 32K`.
    private static func cacheSizes() -> [String] {
        let directory = "/sys/devices/system/cpu/cpu0/cache"
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        func read(_ path: String) -> String? {
            (try? String(contentsOfFile: path, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return entries.filter { $0.hasPrefix("index") }.sorted().compactMap { entry in
            let base = "\(directory)/\(entry)"
            guard let level = read("\(base)/level"), let type = read("\(base)/type"), let size = read("\(base)/size")
            else { return nil }
            let suffix = type == "Data" ? "d" : type == "Instruction" ? "i" : ""
            return "L\(level)\(suffix) \(size)"
        }
    }
}
