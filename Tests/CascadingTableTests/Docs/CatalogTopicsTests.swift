import Foundation
import Testing

/// Every documented module has a DocC catalog in its target folder, where Xcode and the Swift Package
/// Index look, and its Topics list every public type the module declares.
@Suite struct CatalogTopicsTests {
    private let types = PublicTypes(root: DocumentationTests.packageRoot)

    @Test func everyLibraryTargetHasACatalogCuratingEveryPublicTypeItDeclares() throws {
        let modules = try types.documentedModules()
        #expect(
            Set(modules).isSuperset(of: [
                "CascadingTable", "CascadingCore", "CascadingReadyMade", "CascadingDiff", "HeadlessUIKit",
                "TableSnapshotTesting",
            ]))
        // The umbrella re-exports the others and declares nothing of its own.
        #expect(try types.declarations(in: "CascadingTable").isEmpty)
        for module in modules {
            let catalog = try types.catalog(of: module)
            let declared = try types.declarations(in: module)
            guard !declared.isEmpty else { continue }
            guard FileManager.default.fileExists(atPath: types.root.appendingPathComponent(catalog).path) else {
                Issue.record("\(module) declares public types but has no catalog at \(catalog)")
                continue
            }
            let curated = try types.curatedNames(inCatalog: catalog)
            let missing = declared.filter { !curated.contains($0.name) }
            for type in missing {
                Issue.record("\(catalog): add ``\(type.name)`` to a Topics section (declared in \(type.file))")
            }
            let unknown = curated.filter { $0.first?.isUppercase == true }.subtracting(declared.map(\.name))
            for name in unknown.sorted() where name != module {
                Issue.record("\(catalog): Topics list ``\(name)``, which is not a public type of \(module)")
            }
        }
    }

    @Test func theSwiftPackageIndexManifestNamesEveryCatalogedModule() throws {
        let manifest = try String(
            contentsOf: types.root.appendingPathComponent(".spi.yml"), encoding: .utf8)
        for module in try types.documentedModules() where try !types.declarations(in: module).isEmpty {
            #expect(manifest.contains("- \(module)\n"), "\(module) is missing from .spi.yml's documentation_targets")
        }
    }

    @Test func theReadmesPublicAPIParagraphNamesEveryPublicTypeOutsideHeadlessUIKit() throws {
        let readme = try String(contentsOf: types.root.appendingPathComponent("README.md"), encoding: .utf8)
        let start = try #require(readme.range(of: "## Public API"))
        let end = readme.range(of: "\n## ", range: start.upperBound..<readme.endIndex)?.lowerBound ?? readme.endIndex
        let paragraph = readme[start.upperBound..<end]
        for module in try types.documentedModules() where module != "HeadlessUIKit" {
            for type in try types.declarations(in: module) where !paragraph.contains("`\(type.name)`") {
                Issue.record("README.md's Public API omits `\(type.name)` (\(type.file))")
            }
        }
    }

    @Test func onlyTopLevelPublicDeclarationsOutsideCommentsAndStringsCount() {
        let source = """
            /// public struct InADocComment {}
            #if !canImport(UIKit)
                @MainActor
                public final class Visible {
                    public enum Nested { case a }
                    let text = "public struct InAString {"
                }
                open class Open: NSObject {}
            #endif
            struct Internal { public struct NestedInInternal {} }
            public typealias Alias = Int
            extension Visible { public struct InAnExtension {} }
            """
        #expect(PublicTypes.typeNames(inTopLevelOf: source) == ["Visible", "Open", "Alias"])
    }

    @Test func topicLinksAreReadOnlyUnderTheTopicsHeadingWithoutMembers() {
        let page = """
            # ``Module``

            Mentions ``Overview`` in prose.

            ## Topics

            ### Nodes

            - ``CascadingNode``
            - ``CascadingNode/children``
            - ``ListSection-swift.class``
            - ``assertTableSnapshot(of:as:named:)``

            ## See Also

            - ``Elsewhere``
            """
        #expect(PublicTypes.topicLinks(in: page) == ["CascadingNode", "ListSection", "assertTableSnapshot"])
    }
}
