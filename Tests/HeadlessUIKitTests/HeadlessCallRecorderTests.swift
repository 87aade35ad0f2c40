// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct HeadlessCallRecorderTests {
        @Test func whenEstimatesAreExcluded_thatTheyAreNotRecorded() {
            let recorder = HeadlessCallRecorder(recordsEstimates: false)
            recorder.record(.estimatedHeightForRow(ip(0, 0)))
            recorder.record(.heightForRow(ip(0, 0)))
            #expect(recorder.events == [.heightForRow(ip(0, 0))])
            recorder.removeAll()
            #expect(recorder.events.isEmpty)
        }

        @Test func whenNoRecorderIsAttached_thatTheTableStillWorks() {
            let model = TableModel(sections: 1, rows: 2)
            let (table, recorder) = makeTable(model)
            table.headlessRecorder = nil
            table.layoutIfNeeded()
            #expect(recorder.events.isEmpty)
            #expect(table.visibleCells.count == 2)
        }
    }
#endif
