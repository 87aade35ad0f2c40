import HeadlessUIKit

/// Fails the running test when a headless collection view's rendering differs from its reference file.
///
/// The collection view counterpart of ``assertTableSnapshot(of:as:named:record:fileID:filePath:line:column:function:)``:
/// the same reference folder, recording and failure messages. The text form shows one line per visual
/// row of cells, left to right, so a grid reads as a grid.
///
///     @Test func photoGrid() {
///         let collectionView = makePhotoGrid()
///         assertCollectionViewSnapshot(of: collectionView, named: "photos")
///     }
///
/// Unavailable on Apple platforms, where the collection view is UIKit's and there is no headless rendering.
///
/// - Parameters:
///   - collectionView: The collection view; it is laid out if needed.
///   - format: What to store and compare. Default `.text`.
///   - name: The reference's name, unique within the test file. Default: the test function's name.
///   - record: Whether to record the reference even when it exists. Default `false`.
///   - fileID: The test file's ID, where a Swift Testing issue is reported. Default: the caller's.
///   - filePath: The test file's path, whose folder holds `__Snapshots__`. Default: the caller's.
///   - line: The line a failure is reported at. Default: the caller's.
///   - column: The column a Swift Testing issue is reported at. Default: the caller's.
///   - function: The test function, which names the reference when `name` is `nil`. Default: the caller.
@available(
    iOS, unavailable,
    message: "snapshots render the headless collection view; guard the test with #if !canImport(UIKit)"
)
@available(
    macCatalyst, unavailable,
    message: "snapshots render the headless collection view; guard the test with #if !canImport(UIKit)"
)
@MainActor
public func assertCollectionViewSnapshot(
    of collectionView: UICollectionView, as format: TableSnapshotFormat = .text, named name: String? = nil,
    record: Bool = false, fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, function: StaticString = #function
) {
    #if !canImport(UIKit)
        assertSnapshot(
            of: collectionView, as: format, named: name, record: record, fileID: fileID, filePath: filePath,
            line: line, column: column, function: function)
    #endif
}

/// Compares a headless collection view's rendering with its reference file, or records the reference.
///
/// The collection view counterpart of ``verifyTableSnapshot(of:as:named:record:filePath:)``, with the same
/// reference folder, recording rules and failure message.
///
///     if let failure = verifyCollectionViewSnapshot(of: collectionView, named: "photos", filePath: #filePath) {
///         report(failure)
///     }
///
/// Unavailable on Apple platforms, where the collection view is UIKit's and there is no headless rendering.
///
/// - Parameters:
///   - collectionView: The collection view; it is laid out if needed.
///   - format: What to store and compare. Default `.text`.
///   - name: The reference's name, unique within the test file.
///   - record: Whether to record the reference even when it exists. Default `false`.
///   - filePath: The test file, whose folder holds `__Snapshots__`.
/// - Returns: `nil` when the rendering matches the reference; otherwise what failed and what to do.
@available(
    iOS, unavailable,
    message: "snapshots render the headless collection view; guard the test with #if !canImport(UIKit)"
)
@available(
    macCatalyst, unavailable,
    message: "snapshots render the headless collection view; guard the test with #if !canImport(UIKit)"
)
@MainActor
public func verifyCollectionViewSnapshot(
    of collectionView: UICollectionView, as format: TableSnapshotFormat = .text, named name: String,
    record: Bool = false, filePath: StaticString
) -> String? {
    #if canImport(UIKit)
        nil
    #else
        verifySnapshot(of: collectionView, as: format, named: name, record: record, filePath: filePath)
    #endif
}
