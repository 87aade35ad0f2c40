// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    /// Every headless type that UIKit can decode from an archive declares `init(coder:)` as UIKit does,
    /// so subclasses written for iOS compile unchanged; no archive is read headlessly, so each failable one
    /// answers `nil` and the spinner's, which UIKit declares non-failable, makes a default spinner.
    @MainActor
    @Suite struct InitWithCoderTests {
        @Test func whenAControlIsDecoded_thatNoArchiveIsReadAndTheInitializerFails() {
            #expect(UIButton(coder: NSCoder()) == nil)
            #expect(UISwitch(coder: NSCoder()) == nil)
            #expect(UISegmentedControl(coder: NSCoder()) == nil)
            #expect(UIRefreshControl(coder: NSCoder()) == nil)
        }

        @Test func whenASpinnerIsDecoded_thatUIKitsNonFailingInitializerMakesAStoppedHiddenMediumSpinner() {
            let spinner = UIActivityIndicatorView(coder: NSCoder())
            #expect(spinner.style == .medium && !spinner.isAnimating && spinner.isHidden)
            #expect(spinner.frame == .zero && spinner.hidesWhenStopped)
            spinner.startAnimating()
            #expect(spinner.isAnimating && !spinner.isHidden)
        }

        @Test func whenAViewOrBarItemIsDecoded_thatNoArchiveIsReadAndTheInitializerFails() {
            #expect(UILabel(coder: NSCoder()) == nil)
            #expect(UIImageView(coder: NSCoder()) == nil)
            #expect(UIListContentView(coder: NSCoder()) == nil)
            #expect(UINavigationItem(coder: NSCoder()) == nil)
        }
    }
#endif
