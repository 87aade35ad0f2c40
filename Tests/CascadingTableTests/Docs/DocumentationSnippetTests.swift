import Foundation
import Testing

@Suite struct DocumentationSnippetTests {
    private let snippets = DocumentationSnippets(root: DocumentationTests.packageRoot)

    @Test func everySwiftBlockOfTheDocumentationIsACompiledSnippetOrSaysWhyNot() throws {
        let (compiled, problems) = try snippets.snippets()
        for problem in problems { Issue.record(Comment(rawValue: problem)) }
        var checked = 0
        for file in try snippets.markdownFiles() {
            for block in try snippets.blocks(in: file) {
                checked += 1
                if let problem = snippets.problem(with: block, snippets: compiled) {
                    Issue.record(Comment(rawValue: problem))
                }
            }
        }
        #expect(checked > 0)
    }

    @Test func aBlockThatDiffersFromItsSnippetIsReportedWithItsFileAndLine() {
        let snippet = DocumentationSnippets.Snippet(
            file: "Tests/X.swift", line: 3, lines: ["    let a = 1", "    let b = 2"])
        let block = DocumentationSnippets.Block(
            file: "Docs/X.md", line: 9, marker: .snippet("ab"), lines: ["let a = 1", "let b = 3"])
        let problem = snippets.problem(with: block, snippets: ["ab": snippet])
        #expect(
            problem?.hasPrefix("Docs/X.md:9: the block differs from snippet ab (Tests/X.swift:3) at its line 2") == true
        )
        #expect(problem?.contains("test:     let b = 2") == true)
        let same = DocumentationSnippets.Block(
            file: "Docs/X.md", line: 9, marker: .snippet("ab"), lines: ["  let a = 1", "  let b = 2"])
        #expect(snippets.problem(with: same, snippets: ["ab": snippet]) == nil)
    }

    @Test func anUnmarkedOrUnknownBlockIsReported() {
        let unmarked = DocumentationSnippets.Block(file: "README.md", line: 1, marker: .missing, lines: ["x"])
        #expect(snippets.problem(with: unmarked, snippets: [:])?.contains("is not marked") == true)
        let unknown = DocumentationSnippets.Block(file: "README.md", line: 1, marker: .snippet("nope"), lines: [])
        #expect(
            snippets.problem(with: unknown, snippets: [:]) == "README.md:1: no test source defines // snippet: nope.")
        let unexplained = DocumentationSnippets.Block(
            file: "README.md", line: 1, marker: .notCompiled(reason: ""), lines: [])
        #expect(snippets.problem(with: unexplained, snippets: [:])?.contains("needs a reason") == true)
    }
}
