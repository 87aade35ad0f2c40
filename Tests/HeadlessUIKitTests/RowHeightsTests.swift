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

        @Test(arguments: [1, 2, 7, 64, 100])
        func whenRowsAreAppendedOneByOne_thatTheyMatchHeightsBuiltAtOnce(count: Int) {
            let reference = (0..<count).map { CGFloat($0 % 4) * 7 + 3 }
            var appended = RowHeights([])
            for height in reference { appended.append(height) }
            let built = RowHeights(reference)
            #expect(appended.total == built.total)
            for row in 0...count {
                #expect(appended.offset(ofRow: row) == built.offset(ofRow: row))
            }
            for offset in stride(from: CGFloat(0), through: built.total, by: 2.5) {
                #expect(appended.row(containing: offset) == built.row(containing: offset))
            }
            appended.setHeight(50, at: count / 2)
            #expect(appended.offset(ofRow: count) == built.total - reference[count / 2] + 50)
        }
    }
#endif
