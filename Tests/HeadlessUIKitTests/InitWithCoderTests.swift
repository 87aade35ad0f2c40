// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Every headless type that UIKit can decode from an archive declares `init?(coder:)`, so subclasses
    /// written for iOS compile unchanged; no archive is read headlessly, so each answers `nil`.
    @MainActor
    @Suite struct InitWithCoderTests {
        @Test func whenAControlIsDecoded_thatNoArchiveIsReadAndTheInitializerFails() {
            #expect(UIButton(coder: NSCoder()) == nil)
            #expect(UISwitch(coder: NSCoder()) == nil)
            #expect(UISegmentedControl(coder: NSCoder()) == nil)
            #expect(UIRefreshControl(coder: NSCoder()) == nil)
            #expect(UIActivityIndicatorView(coder: NSCoder()) == nil)
        }

        @Test func whenAViewOrBarItemIsDecoded_thatNoArchiveIsReadAndTheInitializerFails() {
            #expect(UILabel(coder: NSCoder()) == nil)
            #expect(UIImageView(coder: NSCoder()) == nil)
            #expect(UIListContentView(coder: NSCoder()) == nil)
            #expect(UINavigationItem(coder: NSCoder()) == nil)
        }
    }
#endif
