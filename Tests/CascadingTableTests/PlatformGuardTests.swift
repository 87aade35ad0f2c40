import Foundation
import Testing

/// The package's tests and executables are also built for the iOS simulator, against real UIKit, where
/// the headless engine's own API (`headlessTap`, `HeadlessCallRecorder`, …) does not exist. Code that
/// uses it must sit behind `#if !canImport(UIKit)`, and so must code that uses a declaration made
/// behind that guard. This reads the sources and says which lines would not compile on iOS. Its
/// patterns are `Regex`es, which iOS has from 16.
@Suite("Headless-only code is guarded for iOS builds")
struct PlatformGuardTests {
    /// Folders holding one compiled target each, whose files are also built against UIKit.
    static let targets = [
        "Tests/CascadingTableTests", "Tests/CascadingTestSupport", "Tests/HeadlessUIKitTests",
        "Tests/HeadlessUIKitSwift5Tests", "Sources/CascadingTable", "Sources/cascading-demo",
        "Sources/cascading-bench", "Sources/TableSnapshotTesting", "Tests/TableSnapshotTestingTests",
        "Tests/CascadingDemoTests",
    ]

    @available(iOS 16.0, macOS 13.0, *)
    @Test(arguments: targets)
    func engineOnlyCodeIsBehindTheGuard(target: String) throws {
        let files = try Self.sources(in: target)
        let exposed = Self.unguardedUses(in: files)
        #expect(exposed.isEmpty, "wrap these in `#if !canImport(UIKit)`:\n\(exposed.joined(separator: "\n"))")
    }

    @available(iOS 16.0, macOS 13.0, *)
    @Test func theCheckFindsDirectAndIndirectUses() {
        let files: [(path: String, text: String)] = [
            ("Driver.swift", "#if !canImport(UIKit)\nfinal class Driver {}\n#endif\n"),
            ("Direct.swift", "func tap(_ table: UITableView) { table.headlessTap(rowAt: path) }\n"),
            ("Indirect.swift", "let driver = Driver()\n"),
            ("Commented.swift", "// headlessTap is mentioned, not called\nlet text = \"headlessTap\"\n"),
            ("Guarded.swift", "#if !canImport(UIKit)\nlet d = Driver()\n#else\nlet e = 1\n#endif\n"),
        ]
        #expect(
            Self.unguardedUses(in: files) == [
                "Direct.swift:1: func tap(_ table: UITableView) { table.headlessTap(rowAt: path) }",
                "Indirect.swift:1: let driver = Driver()",
            ])
    }
}

// MARK: - The check

@available(iOS 16.0, macOS 13.0, *)
extension PlatformGuardTests {
    nonisolated(unsafe) private static let engineOnlyName = try! Regex(#"\b[hH]eadless(?!UIKit\b)[A-Z]\w*"#)
        .wordBoundaryKind(.simple)
    nonisolated(unsafe) private static let topLevelDeclaration = try! Regex(
        #"^\s*(?:@\w+\s+)*(?:(?:public|internal|package|open|final|nonisolated)\s+)*(?:class|struct|enum|protocol|actor|func|let|var|typealias)\s+([A-Za-z_]\w*)"#
    )
    nonisolated(unsafe) private static let word = try! Regex(#"[A-Za-z_]\w*"#)

    /// Which platforms compile the current branch of an `#if`.
    private enum Branch { case withoutUIKit, withUIKit, either }

    /// The lines of each file, each with whether it is compiled only where UIKit does not exist.
    private static func classify(_ text: String) -> [(line: String, guarded: Bool, depth: Int)] {
        var stack: [Branch] = []
        var result: [(String, Bool, Int)] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            let directive = line.replacingOccurrences(of: " ", with: "")
            if directive.hasPrefix("#if") {
                switch directive {
                case "#if!canImport(UIKit)": stack.append(.withoutUIKit)
                case "#ifcanImport(UIKit)": stack.append(.withUIKit)
                default: stack.append(.either)
                }
            } else if directive.hasPrefix("#else"), let branch = stack.popLast() {
                stack.append(branch == .withoutUIKit ? .withUIKit : branch == .withUIKit ? .withoutUIKit : .either)
            } else if directive.hasPrefix("#endif") {
                _ = stack.popLast()
            }
            result.append((line, stack.contains(.withoutUIKit), stack.count))
        }
        return result
    }

    /// Code without comments and string literals, good enough for finding names.
    private static func code(of line: String) -> String {
        var output = ""
        var inString = false
        var escaped = false
        var previous: Character = " "
        for character in line {
            defer { previous = character }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character == "/" && previous == "/" {
                output.removeLast()
                break
            }
            if character == "\"" { inString = true } else { output.append(character) }
        }
        return output
    }

    /// `path:line: text` for every line compiled on iOS that names the headless API or a declaration
    /// made only where UIKit does not exist.
    static func unguardedUses(in files: [(path: String, text: String)]) -> [String] {
        let classified = files.map { (path: $0.path, lines: classify($0.text)) }
        var guardedNames: Set<String> = []
        for file in classified {
            for (line, guarded, depth) in file.lines where guarded {
                // A declaration at file scope, indented by the formatter once per enclosing `#if`.
                let indentation = line.prefix { $0 == " " }.count
                guard indentation == 4 * depth || indentation == 0 else { continue }
                if let match = line.firstMatch(of: topLevelDeclaration), let name = match.output[1].substring {
                    guardedNames.insert(String(name))
                }
            }
        }
        var exposed: [String] = []
        for file in classified {
            for (number, entry) in file.lines.enumerated() where !entry.guarded {
                let code = code(of: entry.line)
                let namesGuarded = code.matches(of: word).contains { match in
                    // `x.name` is a member, not the file-scope declaration.
                    let isMember =
                        match.range.lowerBound > code.startIndex
                        && code[code.index(before: match.range.lowerBound)] == "."
                    return !isMember && guardedNames.contains(String(code[match.range]))
                }
                if code.contains(engineOnlyName) || namesGuarded {
                    exposed.append("\(file.path):\(number + 1): \(entry.line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        return exposed
    }

    private static func sources(in target: String) throws -> [(path: String, text: String)] {
        let root = DocumentationTests.packageRoot
        let folder = root.appendingPathComponent(target)
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder.path))
        return try enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
            ("\(target)/\($0)", try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }
}
