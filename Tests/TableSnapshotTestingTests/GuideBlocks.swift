import Foundation
import Testing

/// Checks that a guide's Swift code is the code a test file compiles.
enum GuideBlocks {
    /// Expects every ```swift block of a guide, except a package manifest, in the test file, ignoring
    /// indentation and blank lines.
    /// - Parameters:
    ///   - guide: The guide's path from the package root.
    ///   - testFile: The test file's `#filePath`, three folders below the package root.
    ///   - count: How many blocks the guide is expected to hold besides the manifest.
    static func expectEveryBlock(
        of guide: String, in testFile: String, count: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let here = URL(fileURLWithPath: testFile)
        let root = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(guide), encoding: .utf8)
        let source = normalized(try String(contentsOf: here, encoding: .utf8))
        let blocks = text.components(separatedBy: "```swift\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
            .filter { !$0.hasPrefix("// swift-tools-version") }
        #expect(blocks.count == count, sourceLocation: sourceLocation)
        for block in blocks {
            #expect(
                source.contains(normalized(block)), "not in \(here.lastPathComponent):\n\(block)",
                sourceLocation: sourceLocation)
        }
    }

    /// Lines without their indentation and without blank lines.
    private static func normalized(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            .joined(separator: "\n")
    }
}
