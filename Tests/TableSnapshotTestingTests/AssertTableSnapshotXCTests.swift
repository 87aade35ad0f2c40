#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import XCTest

    @testable import TableSnapshotTesting

    /// The assertion from XCTest: a match passes, a mismatch is an XCTest failure at the call site.
    final class AssertTableSnapshotXCTests: XCTestCase {
        private var failures: [(description: String, line: Int)] = []
        private var capturesFailures = false

        override func recordFailure(
            withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool
        ) {
            guard capturesFailures else {
                return super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
            failures.append((description, lineNumber))
        }

        func test_whenTheScreenMatches_thatNothingFails() {
            MainActor.assumeIsolated {
                let screen = FixtureScreen.settings()
                assertTableSnapshot(of: screen.tableView, named: "settings")
            }
        }

        func test_whenTheScreenDiffers_thatXCTestRecordsTheFailureAtTheCall() {
            capturesFailures = true
            let line = #line + 3
            MainActor.assumeIsolated {
                let screen = FixtureScreen.settings()
                assertTableSnapshot(of: screen.tableView, named: "settings-selected")
            }
            capturesFailures = false
            XCTAssertEqual(failures.map(\.line), [line])
            XCTAssertTrue(failures.first?.description.contains("does not match") == true)
        }
    }
#endif
