import Foundation

/// The code blocks of the documentation and the snippets of the test sources they must equal.
///
/// Every ```swift block of `README.md` and of the markdown files under `Docs/` is preceded by `<!-- snippet: <name> -->`
/// and then equals, after removing the common indentation, the lines between `// snippet: <name>` and
/// `// end snippet` in a Swift file under `Tests/`; or it is preceded by
/// `<!-- not compiled: <reason> -->`.
struct DocumentationSnippets {
    /// A ```swift block of a markdown file.
    struct Block {
        /// How the block is marked: a snippet name, a reason it is not compiled, or neither.
        enum Marker: Equatable {
            case snippet(String)
            case notCompiled(reason: String)
            case missing
        }

        let file: String
        /// The 1-based line of the opening fence.
        let line: Int
        let marker: Marker
        let lines: [String]
    }

    /// A snippet of a test source.
    struct Snippet {
        let file: String
        let line: Int
        let lines: [String]
    }

    let root: URL

    /// The markdown files checked: `README.md`, every file under `Docs/` and every DocC catalog's
    /// article under `Sources/`, sorted.
    func markdownFiles() throws -> [String] {
        let docs =
            FileManager.default.enumerator(atPath: root.appendingPathComponent("Docs").path)?
            .compactMap { $0 as? String } ?? []
        let sources =
            FileManager.default.enumerator(atPath: root.appendingPathComponent("Sources").path)?
            .compactMap { $0 as? String } ?? []
        let catalogs = sources.filter { $0.contains(".docc/") && $0.hasSuffix(".md") }.sorted().map { "Sources/\($0)" }
        return ["README.md"] + docs.filter { $0.hasSuffix(".md") }.sorted().map { "Docs/\($0)" } + catalogs
    }

    /// The ```swift blocks of a markdown file with their markers.
    func blocks(in file: String) throws -> [Block] {
        let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            .components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```swift" else { continue }
            let opening = index
            var body: [String] = []
            index += 1
            while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                body.append(lines[index])
                index += 1
            }
            let previous = lines[..<opening].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            blocks.append(Block(file: file, line: opening + 1, marker: Self.marker(previous), lines: body))
        }
        return blocks
    }

    /// Every snippet of the Swift files under `Tests/`, by name; a name defined twice is reported.
    func snippets() throws -> (byName: [String: Snippet], problems: [String]) {
        var byName: [String: Snippet] = [:]
        var problems: [String] = []
        let tests = root.appendingPathComponent("Tests")
        let paths = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        for path in paths.sorted() where path.hasSuffix(".swift") {
            let file = "Tests/\(path)"
            let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
            var open: (name: String, line: Int, body: [String])?
            for (number, line) in lines.enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("// snippet: ") {
                    let name = String(trimmed.dropFirst("// snippet: ".count))
                    if let open { problems.append("\(file):\(open.line): snippet \(open.name) has no // end snippet") }
                    open = (name, number + 1, [])
                } else if trimmed == "// end snippet", let finished = open {
                    if let earlier = byName[finished.name] {
                        problems.append(
                            "\(file):\(finished.line): snippet \(finished.name) is also defined in \(earlier.file):\(earlier.line)"
                        )
                    }
                    byName[finished.name] = Snippet(file: file, line: finished.line, lines: finished.body)
                    open = nil
                } else if open != nil {
                    open?.body.append(line)
                }
            }
            if let open { problems.append("\(file):\(open.line): snippet \(open.name) has no // end snippet") }
        }
        return (byName, problems)
    }

    /// What is wrong with a block, or `nil` when it is marked and, if a snippet, equals it.
    func problem(with block: Block, snippets: [String: Snippet]) -> String? {
        let place = "\(block.file):\(block.line)"
        switch block.marker {
        case .missing:
            return
                "\(place): the ```swift block is not marked. Put <!-- snippet: <name> --> before it and the code between // snippet: <name> and // end snippet in a test, or <!-- not compiled: <reason> -->."
        case .notCompiled(let reason):
            return reason.isEmpty ? "\(place): <!-- not compiled: --> needs a reason." : nil
        case .snippet(let name):
            guard let snippet = snippets[name] else {
                return "\(place): no test source defines // snippet: \(name)."
            }
            let documented = Self.removingCommonIndentation(block.lines)
            let compiled = Self.removingCommonIndentation(snippet.lines)
            guard documented != compiled else { return nil }
            let count = max(documented.count, compiled.count)
            let first = (0..<count).first {
                $0 >= documented.count || $0 >= compiled.count || documented[$0] != compiled[$0]
            }!
            let shown = { (lines: [String]) in first < lines.count ? lines[first] : "(no line)" }
            return """
                \(place): the block differs from snippet \(name) (\(snippet.file):\(snippet.line)) at its line \(first + 1):
                  document: \(shown(documented))
                  test:     \(shown(compiled))
                """
        }
    }

    /// The lines without the indentation they all share (blank lines become empty).
    static func removingCommonIndentation(_ lines: [String]) -> [String] {
        let indents = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map {
            $0.prefix { $0 == " " }.count
        }
        let common = indents.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(common)) }
    }

    private static func marker(_ line: String?) -> Block.Marker {
        guard let line = line?.trimmingCharacters(in: .whitespaces), line.hasPrefix("<!--"), line.hasSuffix("-->")
        else { return .missing }
        let inside = line.dropFirst(4).dropLast(3).trimmingCharacters(in: .whitespaces)
        if inside.hasPrefix("snippet:") {
            return .snippet(inside.dropFirst("snippet:".count).trimmingCharacters(in: .whitespaces))
        }
        if inside.hasPrefix("not compiled:") {
            return .notCompiled(reason: inside.dropFirst("not compiled:".count).trimmingCharacters(in: .whitespaces))
        }
        return .missing
    }
}
