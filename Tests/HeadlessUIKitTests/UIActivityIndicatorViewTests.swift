// The headless engine's own API: these tests build only where HeadlessUIKit is not UIKit itself.
#if !canImport(UIKit)
    import Foundation
    import Testing

    @testable import HeadlessUIKit

    @MainActor
    @Suite struct UIActivityIndicatorViewTests {
        @Test func whenAStoppedSpinnerNoLongerHidesWhenStopped_thatItShowsAtOnceAndStaysShownAfterStopping() {
            let spinner = UIActivityIndicatorView(style: .medium)
            #expect(spinner.isHidden)
            spinner.hidesWhenStopped = false
            #expect(!spinner.isHidden && !spinner.isAnimating)
            spinner.startAnimating()
            spinner.stopAnimating()
            #expect(!spinner.isHidden)
            spinner.hidesWhenStopped = true
            #expect(spinner.isHidden)
        }

        @Test func whenAnAnimatingSpinnerChangesHidesWhenStopped_thatItStaysShown() {
            let spinner = UIActivityIndicatorView(style: .large)
            spinner.startAnimating()
            spinner.hidesWhenStopped = false
            spinner.hidesWhenStopped = true
            #expect(!spinner.isHidden && spinner.isAnimating)
            spinner.stopAnimating()
            #expect(spinner.isHidden)
        }
    }
#endif
