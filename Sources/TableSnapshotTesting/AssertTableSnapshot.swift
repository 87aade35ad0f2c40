import HeadlessUIKit

/// Fails the running test when a headless table's rendering differs from its reference file.
///
/// Works from Swift Testing (the failure is an issue of the current test) and from XCTest (an
/// `XCTFail`). See ``verifyTableSnapshot(of:as:named:record:filePath:)`` for where references live,
/// when they are recorded and what a failure says.
///
///     @Test func settingsScreen() {
///         let table = makeSettingsTable()
///         assertTableSnapshot(of: table, as: .svg, named: "settings")
///     }
///
/// Unavailable on Apple platforms, where the table is UIKit's and there is no headless rendering.
///
/// - Parameters:
///   - tableView: The table; it is laid out if needed.
///   - format: What to store and compare. Default `.text`.
///   - name: The reference's name, unique within the test file. Default: the test function's name.
///   - record: Whether to record the reference even when it exists. Default `false`.
///   - fileID: The test file's ID, where a Swift Testing issue is reported. Default: the caller's.
///   - filePath: The test file's path, whose folder holds `__Snapshots__`. Default: the caller's.
///   - line: The line a failure is reported at. Default: the caller's.
///   - column: The column a Swift Testing issue is reported at. Default: the caller's.
///   - function: The test function, which names the reference when `name` is `nil`. Default: the caller.
@available(iOS, unavailable, message: "snapshots render the headless table; guard the test with #if !canImport(UIKit)")
@available(
    macCatalyst, unavailable, message: "snapshots render the headless table; guard the test with #if !canImport(UIKit)"
)
@MainActor
public func assertTableSnapshot(
    of tableView: UITableView, as format: TableSnapshotFormat = .text, named name: String? = nil,
    record: Bool = false, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, function: StaticString = #function
) {
    #if !canImport(UIKit)
        assertSnapshot(
            of: tableView, as: format, named: name, record: record, fileID: fileID, filePath: filePath, line: line,
            column: column, function: function)
    #endif
}

#if !canImport(UIKit)
    /// Compares a headless view's rendering with its reference and reports a failure to the running test.
    @MainActor
    func assertSnapshot(
        of view: some HeadlessSnapshotRendering, as format: TableSnapshotFormat, named name: String?, record: Bool,
        fileID: StaticString, filePath: StaticString, line: UInt, column: UInt, function: StaticString
    ) {
        let name = name ?? snapshotName(forFunction: "\(function)")
        guard let failure = verifySnapshot(of: view, as: format, named: name, record: record, filePath: filePath)
        else { return }
        reportTestFailure(failure, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// A file name from a test function's name: `whenTapped_thatItShows()` gives `whenTapped_thatItShows`.
    func snapshotName(forFunction function: String) -> String {
        let base = function.prefix { $0 != "(" }
        let safe = base.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? $0 : "_" }
        return safe.isEmpty ? "snapshot" : String(safe)
    }
#endif
