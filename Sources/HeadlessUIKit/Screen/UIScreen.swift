#if !canImport(UIKit)
    import Foundation

    /// The properties of a display: its size in points and its scale.
    ///
    /// Headlessly there is no display: `UIScreen.main` answers `headlessMain`, a 390 × 844-point screen
    /// at scale 3 unless a test replaces it.
    @preconcurrency @MainActor
    open class UIScreen: NSObject {
        /// The screen's rectangle in points.
        open private(set) var bounds: CGRect
        /// The number of pixels per point.
        open private(set) var scale: CGFloat

        /// Creates a screen of a size and scale (headless addition).
        public init(headlessBounds bounds: CGRect, scale: CGFloat) {
            self.bounds = bounds
            self.scale = scale
            super.init()
        }

        /// The screen's rectangle in pixels.
        open var nativeBounds: CGRect {
            CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
        }

        /// The number of pixels per point of the physical display; headlessly `scale`.
        open var nativeScale: CGFloat { scale }

        /// The device's screen.
        open class var main: UIScreen { headlessMain }

        /// The screen `main` answers (headless addition). Default 390 × 844 points at scale 3.
        public static var headlessMain = UIScreen(
            headlessBounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
    }
#endif
