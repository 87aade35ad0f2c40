// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @Suite struct TableLayoutTests {
        @Test func whenSectionsStack_thatItemsAreFoundByOffsetAndOrder() {
            let layout = TableLayout()
            layout.replaceSections([
                .init(headerHeight: 10, rows: RowHeights([20, 20]), footerHeight: 5),
                .init(headerHeight: 0, rows: RowHeights([]), footerHeight: 0),
                .init(headerHeight: 0, rows: RowHeights([30]), footerHeight: 0),
            ])
            #expect(layout.contentHeight == 85)
            #expect(layout.item(containing: 0) == .header(0))
            #expect(layout.item(containing: 31) == .row(ip(0, 1)))
            #expect(layout.item(containing: 52) == .footer(0))
            #expect(layout.item(containing: 55) == .row(ip(2, 0)))
            #expect(layout.item(containing: 85) == nil)
            #expect(layout.item(after: .row(ip(0, 1))) == .footer(0))
            #expect(layout.item(after: .footer(2)) == nil)
            layout.updateSection(0) { $0.rows.setHeight(40, at: 0) }
            #expect(layout.extent(of: .row(ip(2, 0))).top == 75)
            #expect(TableItem.header(1) < .row(ip(1, 0)) && TableItem.row(ip(1, 9)) < .footer(1))
        }
    }
#endif
