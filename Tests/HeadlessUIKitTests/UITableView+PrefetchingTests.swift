// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UITableViewPrefetchingTests {
        @Test func whenScrolling_thatRowsAheadArePrefetchedAndRowsBehindCancelled() {
            let model = TableModel(sections: 1, rows: 30)
            let (table, recorder) = makeTable(model, height: 88)
            table.headlessPrefetchDistance = 2
            table.prefetchDataSource = model
            table.layoutIfNeeded()
            #expect(recorder.events.last == .prefetchRows(rows(2, 3)))
            recorder.removeAll()
            table.contentOffset.y = 44
            table.layoutIfNeeded()
            #expect(recorder.events.last == .prefetchRows(rows(4)))
            recorder.removeAll()
            table.contentOffset.y = 0
            table.layoutIfNeeded()
            #expect(Array(recorder.events.suffix(1)) == [.cancelPrefetchingRows(rows(3, 4))])
        }

        @Test func whenPrefetchingIsOff_thatNothingIsPrefetched() {
            let model = TableModel(sections: 1, rows: 30)
            let (table, recorder) = makeTable(model, height: 88)
            table.prefetchDataSource = model
            table.isPrefetchingEnabled = false
            table.layoutIfNeeded()
            #expect(!recorder.events.contains { if case .prefetchRows = $0 { true } else { false } })
        }
    }
#endif
