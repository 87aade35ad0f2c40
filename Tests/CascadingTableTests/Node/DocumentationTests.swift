import Foundation
import Testing

@Suite("Documentation matches the code")
struct DocumentationTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func document(_ path: String) throws -> String {
        try String(contentsOf: Self.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theDefaultsTableHasOneRowPerForwardedMember() throws {
        let text = try document("Docs/DefaultReturnValues.md")
        let catalogue = try #require(text.range(of: "## All 93 members")).upperBound
        let end =
            text.range(of: "## The collection view's", range: catalogue..<text.endIndex)?.lowerBound ?? text.endIndex
        let rows = text[catalogue..<end].split(separator: "\n").filter { $0.hasPrefix("| `") }
        for member in TableMember.allCases {
            let matching = rows.filter { $0.hasPrefix("| `\(member.selector)` |") }
            #expect(matching.count == 1, "\(member.selector) should have exactly one row")
        }
        #expect(rows.count == TableMember.allCases.count)
    }
}
