// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @Suite struct RowHeightsTests {
        @Test(arguments: [0, 1, 2, 7, 100])
        func whenHeightsChange_thatOffsetsAndLookupsMatchALinearScan(count: Int) {
            var heights = RowHeights((0..<count).map { CGFloat($0 % 3) * 10 + 5 })
            var reference = heights.heights
            for row in stride(from: 0, to: count, by: 3) {
                heights.setHeight(CGFloat(row), at: row)
                reference[row] = CGFloat(row)
            }
            #expect(heights.total == reference.reduce(0, +))
            var offset: CGFloat = 0
            for row in 0..<count {
                #expect(heights.offset(ofRow: row) == offset)
                if reference[row] > 0 {
                    #expect(heights.row(containing: offset) == row)
                    #expect(heights.row(containing: offset + reference[row] / 2) == row)
                }
                offset += reference[row]
            }
            #expect(heights.row(containing: offset) == nil)
            #expect(heights.row(containing: -1) == nil)
        }
    }
#endif
