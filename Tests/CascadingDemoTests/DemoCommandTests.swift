#if !canImport(UIKit)
    import CascadingTable
    import Foundation
    import Testing

    @testable import cascading_demo

    /// The command the executable runs: what it prints and the exit status it returns.
    @MainActor
    @Suite struct DemoCommandTests {
        @Test func whenRunWithoutArguments_thatEachScreenIsPrintedWithItsHeadingNotesAndTable() {
            var lines: [String] = []
            var errors: [String] = []
            let status = DemoOutput.run(arguments: [], print: { lines.append($0) }, printError: { errors.append($0) })
            #expect(status == 0 && errors.isEmpty)
            let headings = lines.filter { $0.hasPrefix("== ") }
            #expect(headings.count == 4)
            let session = DemoSession()
            #expect(lines.dropFirst().first { !$0.hasPrefix("  ") } == session.tableView.headlessRenderedText() + "\n")
            #expect(lines.contains("  revealed: [\"Delete\"]"))
        }

        @Test func whenTheArgumentsMakeNoSense_thatTheUsageIsPrintedAndTheStatusIs2() {
            var lines: [String] = []
            var errors: [String] = []
            let status = DemoOutput.run(
                arguments: ["--png"], print: { lines.append($0) }, printError: { errors.append($0) })
            #expect(status == 2)
            #expect(errors == [DemoOutput.usage] && lines.isEmpty)
        }

        @Test func whenAPictureCannotBeWritten_thatTheErrorIsPrintedAndTheStatusIs1() throws {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString)")
            // A folder where the second picture should go: writing that file fails, the others are written.
            let blocked = folder.appendingPathComponent("2-tap.svg", isDirectory: true)
            try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var lines: [String] = []
            var errors: [String] = []
            let status = DemoOutput.run(
                arguments: ["--svg", folder.path], print: { lines.append($0) }, printError: { errors.append($0) })
            #expect(status == 1)
            #expect(errors.count == 1 && errors.first?.hasPrefix("cascading-demo: ") == true)
            #expect(
                lines.map { URL(fileURLWithPath: String($0.prefix { $0 != " " })).lastPathComponent } == [
                    "1-page.svg", "3-swipe.svg", "4-deleted.svg",
                ])
        }

        @Test func whenTheDestinationRowIsTapped_thatItIsNotSelected() {
            let session = DemoSession()
            session.tableView.headlessTap(rowAt: IndexPath(row: 0, section: 0))
            #expect(session.tableView.indexPathForSelectedRow == nil)
        }

        @Test func whenACellIsDecoded_thatNoArchiveIsReadAndTheInitializerFails() {
            #expect(SubtitleCell(coder: NSCoder()) == nil)
            #expect(ValueCell(coder: NSCoder()) == nil)
        }
    }
#endif
