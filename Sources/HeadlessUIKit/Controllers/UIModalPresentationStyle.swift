#if !canImport(UIKit)
    import Foundation

    /// How a presented controller covers the screen.
    ///
    /// Headlessly only one distinction matters: `.fullScreen` and `.currentContext` take the presenting
    /// controller off screen (it gets `viewWillDisappear(_:)` and `viewDidDisappear(_:)`); every other
    /// style leaves it on screen, as a sheet, a popover or an alert does.
    public enum UIModalPresentationStyle: Int, Sendable {
        /// Covers the screen; the presenter's view is removed.
        case fullScreen = 0
        /// A sheet that partly covers the content below.
        case pageSheet = 1
        /// A smaller sheet centred on the screen.
        case formSheet = 2
        /// Covers the presentation context's view; the presenter's view is removed.
        case currentContext = 3
        /// Presented by a custom presentation controller.
        case custom = 4
        /// Covers the screen; the presenter's view stays below.
        case overFullScreen = 5
        /// Covers the presentation context's view; the presenter's view stays below.
        case overCurrentContext = 6
        /// A popover.
        case popover = 7
        /// No adaptation (used only by adaptive presentations).
        case none = -1
        /// The system's choice; a page sheet on iPhone since iOS 13.
        case automatic = -2

        /// Whether the presenting controller's view leaves the screen.
        var removesPresenterView: Bool { self == .fullScreen || self == .currentContext }
    }
#endif
