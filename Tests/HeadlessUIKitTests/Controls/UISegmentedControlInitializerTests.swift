// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// A segmented control subclass that passes its titles up, as accessory libraries write it.
    @MainActor
    private final class SizeControl: UISegmentedControl {
        let sizes: [String]

        init(sizes: [String]) {
            self.sizes = sizes
            super.init(items: sizes)
            selectedSegmentIndex = 0
        }

        required init?(coder: NSCoder) { nil }
    }

    @MainActor
    struct UISegmentedControlInitializerTests {
        @Test func whenASubclassPassesItsItemsUp_thatItHasOneSegmentPerItem() {
            let control = SizeControl(sizes: ["S", "M", "L"])
            #expect(control.numberOfSegments == 3 && control.titleForSegment(at: 2) == "L")
            #expect(control.selectedSegmentIndex == 0 && control.sizes.count == 3)
        }

        @Test func whenItemsMixTitlesImagesAndOtherValues_thatOnlyTitlesAndImagesMakeSegments() {
            let image = UIImage(systemName: "star")
            let control = UISegmentedControl(items: ["One", image as Any, 3])
            #expect(control.numberOfSegments == 2 && control.imageForSegment(at: 1) === image)
            #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
        }
    }
#endif
