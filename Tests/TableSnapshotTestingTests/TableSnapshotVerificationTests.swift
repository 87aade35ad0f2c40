#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing

    @testable import TableSnapshotTesting

    @MainActor
    @Suite struct TableSnapshotVerificationTests {
        /// A reference file in a fresh temporary folder, as if the test file lived there.
        private func scratchFile(_ format: TableSnapshotFormat = .text) -> TableSnapshotFile {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-\(UUID().uuidString)")
            return TableSnapshotFile(
                testFile: folder.appendingPathComponent("ScreenTests.swift").path, name: "screen", format: format)
        }

        @Test func whenTheReferenceIsMissing_thatItIsRecordedAndTheCheckFails() throws {
            let screen = FixtureScreen.settings()
            let file = scratchFile()
            let failure = try #require(file.verify(screen.tableView, record: false))

            #expect(failure.contains("No reference existed"))
            #expect(failure.contains(file.reference.path))
            #expect(file.reference.path.hasSuffix("__Snapshots__/ScreenTests/screen.txt"))
            let stored = try String(contentsOf: file.reference, encoding: .utf8)
            #expect(stored == screen.tableView.headlessRenderedText() + "\n")
            #expect(file.verify(screen.tableView, record: false) == nil, "the recorded reference matches")
        }

        @Test func whenRecordingIsAskedFor_thatTheReferenceIsRewrittenAndTheCheckFails() throws {
            let screen = FixtureScreen.settings()
            let file = scratchFile(.svg)
            _ = file.verify(screen.tableView, record: false)
            screen.tableView.selectRow(at: IndexPath(row: 0, section: 1), animated: false, scrollPosition: .none)
            let failure = try #require(file.verify(screen.tableView, record: true))

            #expect(failure.contains("Recording was asked for"))
            #expect(try String(contentsOf: file.reference, encoding: .utf8) == screen.tableView.headlessRenderedSVG())
        }

        @Test func whenTheScreenChanged_thatTheFailureShowsTheLineDiffAndTheNewPicture() throws {
            let screen = FixtureScreen.settings()
            let file = scratchFile()
            _ = file.verify(screen.tableView, record: false)
            screen.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            let failure = try #require(file.verify(screen.tableView, record: false))

            #expect(failure.contains("does not match \(file.reference.path)"))
            #expect(failure.contains("\n-   [0,2] y=") && failure.contains("\"Bluetooth\" | \"On\" >\n"))
            #expect(failure.contains("\n+   [0,2] y=") && failure.contains("\"Bluetooth\" | \"On\" > (selected)"))
            #expect(failure.contains("The screen now: \(file.newPicture.path)"))
            let picture = try String(contentsOf: file.newPicture, encoding: .utf8)
            #expect(picture == screen.tableView.headlessRenderedSVG())
            #expect(try String(contentsOf: file.reference, encoding: .utf8).contains("(selected)") == false)
        }

        @Test(arguments: [("1", true), ("true", true), ("YES", true), ("0", false), ("", false)])
        func recordingFollowsTheEnvironmentVariable(value: String, records: Bool) {
            #expect(recordingRequested(in: [tableSnapshotsRecordVariable: value]) == records)
            #expect(recordingRequested(in: [:]) == false)
        }

        @Test func whenNoNameIsGiven_thatTheTestFunctionNamesTheReference() {
            #expect(snapshotName(forFunction: "whenTapped_thatItShows()") == "whenTapped_thatItShows")
            #expect(snapshotName(forFunction: "rows(count:)") == "rows")
            #expect(snapshotName(forFunction: "") == "snapshot")
        }
    }
#endif
