import Foundation
import HeadlessUIKit

/// The environment variable that makes every table snapshot record its reference instead of comparing.
///
/// Set it to `1` (or `true`, `yes`) for one run, for example `TABLE_SNAPSHOTS_RECORD=1 swift test`,
/// after a change to the screen that is intended; recording fails each test, so run them again without it.
public let tableSnapshotsRecordVariable = "TABLE_SNAPSHOTS_RECORD"

/// Compares a headless table's rendering with its reference file, or records the reference.
///
/// The reference lives next to the test file, in `__Snapshots__/<TestFile>/<name>.txt` (or `.svg`).
/// When it is missing, or `record` is `true`, or ``tableSnapshotsRecordVariable`` asks for it, the
/// rendering is written there and a failure message says so: a fresh checkout without references cannot
/// pass silently. When the rendering differs from the reference, the message holds a line diff of the
/// stored form and the path of a new SVG picture of the screen, written to the temporary directory.
///
///     if let failure = verifyTableSnapshot(of: table, named: "settings", filePath: #filePath) {
///         report(failure)
///     }
///
/// Unavailable on Apple platforms, where the table is UIKit's and there is no headless rendering.
///
/// - Parameters:
///   - tableView: The table; it is laid out if needed.
///   - format: What to store and compare. Default `.text`.
///   - name: The reference's name, unique within the test file.
///   - record: Whether to record the reference even when it exists. Default `false`.
///   - filePath: The test file, whose folder holds `__Snapshots__`.
/// - Returns: `nil` when the rendering matches the reference; otherwise what failed and what to do.
@available(iOS, unavailable, message: "snapshots render the headless table; guard the test with #if !canImport(UIKit)")
@available(
    macCatalyst, unavailable, message: "snapshots render the headless table; guard the test with #if !canImport(UIKit)"
)
@MainActor
public func verifyTableSnapshot(
    of tableView: UITableView, as format: TableSnapshotFormat = .text, named name: String, record: Bool = false,
    filePath: StaticString
) -> String? {
    #if canImport(UIKit)
        nil
    #else
        verifySnapshot(of: tableView, as: format, named: name, record: record, filePath: filePath)
    #endif
}

#if !canImport(UIKit)
    /// Compares a headless view's rendering with its reference, or records it; `nil` when they match.
    @MainActor
    func verifySnapshot(
        of view: some HeadlessSnapshotRendering, as format: TableSnapshotFormat, named name: String, record: Bool,
        filePath: StaticString
    ) -> String? {
        TableSnapshotFile(testFile: "\(filePath)", name: name, format: format).verify(
            view, record: record || recordingRequested(in: ProcessInfo.processInfo.environment))
    }

    /// Whether the environment asks snapshots to record.
    func recordingRequested(in environment: [String: String]) -> Bool {
        guard let value = environment[tableSnapshotsRecordVariable]?.lowercased() else { return false }
        return ["1", "true", "yes"].contains(value)
    }

    /// One reference file and the comparison of a table or collection view with it.
    struct TableSnapshotFile {
        let reference: URL
        let format: TableSnapshotFormat
        let name: String

        init(testFile: String, name: String, format: TableSnapshotFormat) {
            let test = URL(fileURLWithPath: testFile)
            let folder = test.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
                .appendingPathComponent(test.deletingPathExtension().lastPathComponent)
            self.reference = folder.appendingPathComponent("\(name).\(format.fileExtension)")
            self.format = format
            self.name = name
        }

        /// Where a mismatching picture goes: the temporary directory, in the same folder layout.
        var newPicture: URL {
            let folders = reference.deletingLastPathComponent()
            return FileManager.default.temporaryDirectory.appendingPathComponent("TableSnapshots")
                .appendingPathComponent(folders.lastPathComponent)
                .appendingPathComponent("\(name).svg")
        }

        @MainActor
        func verify(_ view: some HeadlessSnapshotRendering, record: Bool) -> String? {
            let actual = format == .text ? view.headlessRenderedText() + "\n" : view.headlessRenderedSVG()
            let stored = try? String(contentsOf: reference, encoding: .utf8)
            guard let stored, !record else {
                do {
                    try write(actual, to: reference)
                } catch {
                    return "Could not record snapshot \"\(name)\" at \(reference.path): \(error)"
                }
                let why = stored == nil ? "No reference existed" : "Recording was asked for"
                return """
                    \(why), so snapshot "\(name)" was recorded at \(reference.path).
                    Recording always fails the test: check the file, then run the test again.
                    """
            }
            guard stored != actual else { return nil }
            var message = "Snapshot \"\(name)\" does not match \(reference.path):\n"
            message += LineDiff(reference: stored, actual: actual).render()
            do {
                try write(view.headlessRenderedSVG(), to: newPicture)
                message += "\nThe screen now: \(newPicture.path)"
            } catch {
                message += "\nCould not write the new picture: \(error)"
            }
            message += "\nIf the change is intended, record it again with \(tableSnapshotsRecordVariable)=1."
            return message
        }

        private func write(_ text: String, to file: URL) throws {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }
#endif
