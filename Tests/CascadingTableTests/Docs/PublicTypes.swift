import Foundation

/// The public types a module's sources declare at top level, found by reading the sources, and the
/// documentation catalogs that curate them.
///
/// Reading sources keeps the check fast and independent of a documentation build: comments and string
/// literals are dropped, then only text outside every brace pair is searched for a declaration that is
/// `public` or `open`. `#if` blocks are read whatever their condition, so the types of every platform
/// count. Nested types are curated by their parent's page and are not listed.
struct PublicTypes {
    /// A public type: its name and the file that declares it, relative to the package.
    struct Declaration: Hashable, Comparable {
        let name: String
        let file: String

        static func < (lhs: Declaration, rhs: Declaration) -> Bool { (lhs.name, lhs.file) < (rhs.name, rhs.file) }
    }

    let root: URL

    /// The library targets under `Sources`, read from the manifest.
    func documentedModules() throws -> [String] {
        try targetFolders().keys.sorted()
    }

    /// The folder of each library target under `Sources`, relative to the package: its `path:`, else
    /// `Sources/<name>`.
    func targetFolders() throws -> [String: String] {
        let manifest = try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.target\(\s*name:\s*"([^"]+)"([^)]*?path:\s*"([^"]+)")?"#)
        let range = NSRange(manifest.startIndex..., in: manifest)
        var folders: [String: String] = [:]
        for match in pattern.matches(in: manifest, range: range) {
            guard let name = Range(match.range(at: 1), in: manifest).map({ String(manifest[$0]) }) else { continue }
            let folder = Range(match.range(at: 3), in: manifest).map { String(manifest[$0]) } ?? "Sources/\(name)"
            guard folder.hasPrefix("Sources/"),
                FileManager.default.fileExists(atPath: root.appendingPathComponent(folder).path)
            else { continue }
            folders[name] = folder
        }
        return folders
    }

    /// Where a module's DocC catalog lives: `<its folder>/<module>.docc`.
    func catalog(of module: String) throws -> String {
        "\(try targetFolders()[module] ?? "Sources/\(module)")/\(module).docc"
    }

    /// The public top-level types declared in a module's folder, outside its documentation catalog and
    /// outside the folders of other targets nested in it.
    func declarations(in module: String) throws -> [Declaration] {
        let folders = try targetFolders()
        guard let folder = folders[module] else { return [] }
        let nested = folders.values.filter { $0.hasPrefix(folder + "/") }
        var found: [Declaration] = []
        for file in try files(under: folder, ending: ".swift")
        where !nested.contains(where: { file.hasPrefix($0 + "/") }) {
            let source = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            found += Self.typeNames(inTopLevelOf: source).map { Declaration(name: $0, file: file) }
        }
        return found.sorted()
    }

    /// The symbols the `## Topics` sections of a catalog's pages link to, without a parent path.
    func curatedNames(inCatalog catalog: String) throws -> Set<String> {
        var names = Set<String>()
        for file in try files(under: catalog, ending: ".md") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            names.formUnion(Self.topicLinks(in: text))
        }
        return names
    }

    /// The paths, relative to the package, of the files below `folder` whose names end with `suffix`.
    func files(under folder: String, ending suffix: String) throws -> [String] {
        let base = root.appendingPathComponent(folder)
        let all = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        let inCatalog = suffix == ".md"
        return all.filter { $0.hasSuffix(suffix) && (inCatalog || !$0.contains(".docc/")) }.sorted()
            .map { "\(folder)/\($0)" }
    }

    // MARK: Reading

    /// The names of the public or open types declared outside every brace pair of `source`.
    static func typeNames(inTopLevelOf source: String) -> [String] {
        let text = topLevelText(of: withoutCommentsAndStrings(source))
        let pattern =
            #"\b(?:public|open)\b[^;{}=()]*?\b(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)"#
        let regex = try! NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The text outside every brace pair; each outermost body is kept as `{` so declarations stay apart.
    static func topLevelText(of source: String) -> String {
        var depth = 0
        var text = ""
        for character in source {
            switch character {
            case "{":
                if depth == 0 { text.append("{") }
                depth += 1
            case "}": depth = max(0, depth - 1)
            default: if depth == 0 { text.append(character) }
            }
        }
        return text
    }

    /// The source with comments removed and each string literal replaced by `""`.
    static func withoutCommentsAndStrings(_ source: String) -> String {
        let characters = Array(source)
        var output = ""
        var index = 0
        func starts(_ token: String, at position: Int) -> Bool {
            var position = position
            for expected in token {
                guard position < characters.count, characters[position] == expected else { return false }
                position += 1
            }
            return true
        }
        func skip(past token: String, from position: Int) -> Int {
            var position = position
            while position < characters.count, !starts(token, at: position) { position += 1 }
            return min(characters.count, position + token.count)
        }
        while index < characters.count {
            if starts("//", at: index) {
                index = skip(past: "\n", from: index)
                output.append("\n")
            } else if starts("/*", at: index) {
                index = skip(past: "*/", from: index + 2)
            } else if starts("\"\"\"", at: index) {
                index = skip(past: "\"\"\"", from: index + 3)
                output += "\"\""
            } else if characters[index] == "\"" {
                index += 1
                while index < characters.count, characters[index] != "\"", characters[index] != "\n" {
                    index += characters[index] == "\\" ? 2 : 1
                }
                index += 1
                output += "\"\""
            } else {
                output.append(characters[index])
                index += 1
            }
        }
        return output
    }

    /// The ``Symbol`` links listed under the `## Topics` heading of a page, up to the next level-2 heading.
    static func topicLinks(in page: String) -> Set<String> {
        var names = Set<String>()
        var inTopics = false
        for line in page.components(separatedBy: "\n") {
            if line.hasPrefix("## ") { inTopics = line.trimmingCharacters(in: .whitespaces) == "## Topics" }
            guard inTopics, let start = line.range(of: "``"),
                let end = line.range(of: "``", range: start.upperBound..<line.endIndex)
            else { continue }
            let symbol = line[start.upperBound..<end.lowerBound]
            guard !symbol.contains("/") else { continue }
            names.insert(String(symbol.prefix { $0 != "-" && $0 != "(" }))
        }
        return names
    }
}
