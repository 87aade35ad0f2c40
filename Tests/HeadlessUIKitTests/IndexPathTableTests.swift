// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import HeadlessUIKit
    import Testing

    @Suite struct IndexPathTableTests {
        @Test func rowAndSectionAreTheTwoIndexes() {
            var indexPath = IndexPath(row: 3, section: 7)
            #expect(Array(indexPath) == [7, 3])
            #expect(indexPath.row == 3)
            #expect(indexPath.section == 7)
            indexPath.row = 4
            indexPath.section = 1
            #expect(indexPath == IndexPath(indexes: [1, 4]))
        }
    }
#endif
