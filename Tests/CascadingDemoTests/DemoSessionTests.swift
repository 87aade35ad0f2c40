#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import TableSnapshotTesting
    import Testing

    @testable import cascading_demo

    /// The demo's scripted session, screen by screen, against the references in `__Snapshots__/`.
    @MainActor
    @Suite struct DemoSessionTests {
        @Test func theSessionShowsFourScreensThatMatchTheirReferences() {
            let session = DemoSession()
            var names: [String] = []
            var notes: [[String]] = []
            session.run { screen in
                names.append(screen.name)
                notes.append(screen.notes)
                assertTableSnapshot(of: session.tableView, named: screen.name)
                assertTableSnapshot(of: session.tableView, as: .svg, named: screen.name)
            }
            #expect(names == ["1-page", "2-tap", "3-swipe", "4-deleted"])
            #expect(notes[1].contains("opened: \"Old town tour\""))
            #expect(notes[2] == ["revealed: [\"Delete\"]"])
            #expect(notes[3] == ["rows in \"Things to do\": 2 (nodes: 2)", "selection followed its row to [1, 0]"])
            #expect(session.attractions.children.count == 2)
        }

        @Test func whenAskedForSVG_thatEachScreenIsWrittenToTheFolder() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
            let output = try #require(DemoOutput(arguments: ["--svg", folder.path]))
            let files = try output.show(DemoSession())

            #expect(files.map(\.lastPathComponent) == ["1-page.svg", "2-tap.svg", "3-swipe.svg", "4-deleted.svg"])
            let reference = DemoSession()
            let first = try String(contentsOf: files[0], encoding: .utf8)
            #expect(first == reference.tableView.headlessRenderedSVG())
        }

        /// `Docs/Images/demo.svg`, shown in the README, is the swipe screen as the demo draws it today.
        @Test func theDocumentedPictureIsTheSwipeScreen() throws {
            let root = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent()
            let picture = try String(
                contentsOf: root.appendingPathComponent("Docs/Images/demo.svg"), encoding: .utf8)
            let session = DemoSession()
            var swipe: String?
            session.run { screen in
                if screen.name == "3-swipe" { swipe = session.tableView.headlessRenderedSVG() }
            }
            #expect(
                picture == swipe,
                "regenerate it: swift run cascading-demo --svg /tmp/demo && cp /tmp/demo/3-swipe.svg Docs/Images/demo.svg"
            )
        }

        @Test(arguments: [
            ([], DemoOutput.terminal), (["--svg", "out"], .svg(folder: "out")), (["--svg"], nil),
            (["--png", "x"], nil),
        ])
        func theArgumentsChooseTheOutput(arguments: [String], output: DemoOutput?) {
            #expect(DemoOutput(arguments: arguments) == output)
        }
    }
#endif
