#if os(Linux) || os(macOS)
    import Foundation
    import Testing

    /// Each screen of Docs/ReadyMadeNodes.md (a block whose snippet name ends in `-screen`) is at most 40
    /// lines of user code as `scripts/count-snippet-lines` counts them, and the guide states that count
    /// after the block as "<N> lines of user code".
    @Suite struct GuideScreenLengthTests {
        static let guide = "Docs/ReadyMadeNodes.md"
        static let limit = 40

        private let snippets = DocumentationSnippets(root: DocumentationTests.packageRoot)

        @Test func everyGuideScreenIsShortAndStatesItsCurrentLength() throws {
            let text = try String(
                contentsOf: DocumentationTests.packageRoot.appendingPathComponent(Self.guide), encoding: .utf8)
            let lines = text.components(separatedBy: "\n")
            var screens = 0
            for block in try snippets.blocks(in: Self.guide) {
                guard case .snippet(let name) = block.marker, name.hasSuffix("-screen") else { continue }
                screens += 1
                let counted = try countLines(of: name)
                #expect(counted <= Self.limit, "\(Self.guide):\(block.line): \(name) has \(counted) lines of user code")
                let stated = statedCount(after: block, in: lines)
                #expect(
                    stated == counted,
                    "\(Self.guide):\(block.line): say \"\(counted) lines of user code\" after the \(name) block")
            }
            #expect(screens > 0)
        }

        /// The number in the first "<N> lines of user code" between the block and the next block or heading.
        private func statedCount(after block: DocumentationSnippets.Block, in lines: [String]) -> Int? {
            let after = lines.dropFirst(block.line + block.lines.count + 1)
            let prose = after.prefix { !$0.hasPrefix("```") && !$0.hasPrefix("#") }.joined(separator: " ")
            guard let range = prose.range(of: #"[0-9]+ lines of user code"#, options: .regularExpression) else {
                return nil
            }
            return Int(prose[range].prefix { $0.isNumber })
        }

        /// Runs `scripts/count-snippet-lines` on a snippet.
        ///
        /// The script writes to a file rather than a pipe: reading a pipe on Linux stops with a fatal error
        /// when a signal (a child process of another test ending) interrupts the read.
        private func countLines(of name: String) throws -> Int {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["bash", "scripts/count-snippet-lines", name]
            process.currentDirectoryURL = DocumentationTests.packageRoot
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("count-\(name)-\(UUID()).txt")
            _ = FileManager.default.createFile(atPath: file.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: file) }
            let output = try FileHandle(forWritingTo: file)
            process.standardOutput = output
            try process.run()
            process.waitUntilExit()
            try output.close()
            let text = try String(contentsOf: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
            return try #require(Int(text), "scripts/count-snippet-lines \(name) printed \"\(text)\"")
        }
    }
#endif
