#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    @testable import cascading_demo

    /// The command the executable runs: the options it reads, what it prints and the exit status it returns.
    @MainActor
    @Suite struct DemoCommandTests {
        /// Runs the command; returns its status, its printed lines and its error lines.
        private func run(_ arguments: [String]) -> (status: Int32, lines: [String], errors: [String]) {
            var lines: [String] = []
            var errors: [String] = []
            let status = DemoCommand.run(
                arguments: arguments, print: { lines.append($0) }, printError: { errors.append($0) })
            return (status, lines, errors)
        }

        @Test(arguments: [
            ([], DemoCommand.show(.table, .terminal)),
            (["--svg", "out"], .show(.table, .svg(folder: "out"))),
            (["--view", "table"], .show(.table, .terminal)),
            (["--view", "collection"], .show(.collection, .terminal)),
            (["--svg", "out", "--view", "collection"], .show(.collection, .svg(folder: "out"))),
            (["--help"], .help), (["-h"], .help),
            (["--svg"], nil), (["--svg", ""], nil), (["--svg", "--view"], nil), (["--png", "x"], nil),
            (["--view"], nil), (["--view", "grid"], nil), (["--view", "table", "--view", "collection"], nil),
            (["--svg", "a", "--svg", "b"], nil), (["--help", "--view", "table"], nil),
        ])
        func theArgumentsChooseTheViewAndTheOutput(arguments: [String], command: DemoCommand?) {
            #expect(DemoCommand(arguments: arguments) == command)
        }

        @Test func whenRunWithoutArguments_thatEachScreenOfTheTableIsPrintedWithItsHeadingNotesAndPicture() {
            let (status, lines, errors) = run([])
            #expect(status == 0 && errors.isEmpty)
            #expect(lines.filter { $0.hasPrefix("== ") }.count == 4)
            #expect(lines.dropFirst().first { !$0.hasPrefix("  ") } == DemoSession().surface.renderedText() + "\n")
            #expect(lines.contains("  revealed: [\"Delete\"]"))
        }

        @Test func whenAskedForTheCollectionView_thatItsScreensArePrinted() {
            let (status, lines, errors) = run(["--view", "collection"])
            #expect(status == 0 && errors.isEmpty)
            #expect(lines.filter { $0.hasPrefix("== ") }.count == 4)
            let first = lines.dropFirst().first { !$0.hasPrefix("  ") }
            #expect(first == DemoSession(view: .collection).surface.renderedText() + "\n")
            #expect(first?.hasPrefix("UICollectionView 375x740") == true)
        }

        @Test func whenAskedForHelp_thatEveryOptionIsExplainedAndTheStatusIs0() {
            let (status, lines, errors) = run(["--help"])
            #expect(status == 0 && errors.isEmpty)
            #expect(lines == [DemoCommand.helpText])
            for option in ["--view table", "--view collection", "--svg DIR", "--help"] {
                #expect(DemoCommand.helpText.contains(option), "\(option)")
            }
        }

        @Test func whenTheArgumentsMakeNoSense_thatTheUsageIsPrintedAndTheStatusIs2() {
            let (status, lines, errors) = run(["--view", "grid"])
            #expect(status == 2)
            #expect(errors == [DemoCommand.usage] && lines.isEmpty)
        }

        @Test func whenAPictureCannotBeWritten_thatTheErrorIsPrintedAndTheStatusIs1() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
            // A folder where the second picture should go: writing that file fails, the others are written.
            let blocked = folder.appendingPathComponent("collection-2-tap.svg", isDirectory: true)
            try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let (status, lines, errors) = run(["--view", "collection", "--svg", folder.path])
            #expect(status == 1)
            #expect(errors.count == 1 && errors.first?.hasPrefix("cascading-demo: ") == true)
            #expect(
                lines.map { URL(fileURLWithPath: String($0.prefix { $0 != " " })).lastPathComponent } == [
                    "collection-1-page.svg", "collection-3-swipe.svg", "collection-4-deleted.svg",
                ])
        }

        @Test(arguments: DemoView.allCases)
        func whenTheDestinationRowIsTapped_thatItIsNotSelected(view: DemoView) {
            let session = DemoSession(view: view)
            session.surface.tap(IndexPath(row: 0, section: 0))
            #expect(session.surface.selectedIndexPath == nil)
            #expect(session.shownRows.first == ["Lisbon | Seven hills by the Tagus"])
        }

        @Test(arguments: DemoView.allCases)
        func whenNothingWasSwiped_thatTappingAnActionChangesNothing(view: DemoView) {
            let session = DemoSession(view: view)
            session.surface.tapSwipeAction(at: 0)
            #expect(session.surface.numberOfItems(inSection: 1) == 3)
            #expect(session.attractions.items.count == 3)
        }
    }
#endif
