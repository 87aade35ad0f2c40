#if !canImport(UIKit)
    import Foundation
    import HeadlessUIKit
    import Testing

    @testable import TableSnapshotTesting

    /// Whole screens against the references committed in `__Snapshots__/AssertTableSnapshotTests/`.
    @MainActor
    @Suite struct AssertTableSnapshotTests {
        @Test func settingsScreen() {
            let screen = FixtureScreen.settings()
            assertTableSnapshot(of: screen.tableView, named: "settings")
            assertTableSnapshot(of: screen.tableView, as: .svg, named: "settings")
        }

        @Test func contactsWithASelectedRowAndASwipe() {
            let screen = FixtureScreen.contacts()
            screen.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
            screen.tableView.headlessSwipe(rowAt: IndexPath(row: 0, section: 1))
            assertTableSnapshot(of: screen.tableView)
            assertTableSnapshot(of: screen.tableView, as: .svg)
        }

        @Test func contactsScrolledAndEditing() {
            let screen = FixtureScreen.contacts()
            screen.tableView.contentOffset = CGPoint(x: 0, y: 60)
            screen.tableView.setEditing(true, animated: false)
            assertTableSnapshot(of: screen.tableView, as: .svg)
        }

        @Test func whenTheScreenDiffersFromItsReference_thatTheRunningTestRecordsAnIssue() {
            // The committed reference deliberately shows the settings screen with a row selected.
            let screen = FixtureScreen.settings()
            withKnownIssue {
                assertTableSnapshot(of: screen.tableView, named: "settings-selected")
            } matching: { issue in
                let message = issue.comments.map(\.rawValue).joined()
                return message.contains("does not match") && message.contains("(selected)")
            }
            screen.tableView.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
            assertTableSnapshot(of: screen.tableView, named: "settings-selected")
        }
    }
#endif
