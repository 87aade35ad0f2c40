#if !canImport(UIKit)
    import Foundation

    /// A color, kept headlessly as its RGBA components.
    public final class UIColor: NSObject, Sendable {
        /// The red, green, blue and alpha components, each from 0 to 1 (headless addition: UIKit hands
        /// them out through `getRed(_:green:blue:alpha:)`).
        public let headlessComponents: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

        /// The red, green, blue and alpha components, each from 0 to 1.
        @available(*, deprecated, renamed: "headlessComponents")
        public var components: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { headlessComponents }

        /// Creates a color from red, green, blue and alpha components, each from 0 to 1.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            headlessComponents = (red, green, blue, alpha)
            super.init()
        }

        /// Creates a gray of the given brightness and alpha.
        public convenience init(white: CGFloat, alpha: CGFloat) {
            self.init(red: white, green: white, blue: white, alpha: alpha)
        }

        /// Colors compare equal when their components are equal.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIColor else { return false }
            return headlessComponents == other.headlessComponents
        }

        /// A hash consistent with `isEqual(_:)`.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(headlessComponents.red)
            hasher.combine(headlessComponents.green)
            hasher.combine(headlessComponents.blue)
            hasher.combine(headlessComponents.alpha)
            return hasher.finalize()
        }

        /// Opaque black.
        public static let black = UIColor(white: 0, alpha: 1)
        /// Opaque white.
        public static let white = UIColor(white: 1, alpha: 1)
        /// Fully transparent.
        public static let clear = UIColor(white: 0, alpha: 0)
        /// Medium gray.
        public static let gray = UIColor(white: 0.5, alpha: 1)
        /// Pure red.
        public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        /// Pure blue.
        public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        /// Pure yellow.
        public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
        /// Orange: full red, half green.
        public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        /// Purple: half red, half blue.
        public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
        /// Brown.
        public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
        /// Cyan: full green and blue.
        public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
        /// Magenta: full red and blue.
        public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
        /// The system red used for destructive actions.
        public static let systemRed = UIColor(red: 1, green: 0.231, blue: 0.188, alpha: 1)
        /// The system gray used for normal contextual actions.
        public static let systemGray = UIColor(red: 0.557, green: 0.557, blue: 0.576, alpha: 1)
        /// The system blue.
        public static let systemBlue = UIColor(red: 0, green: 0.478, blue: 1, alpha: 1)
    }
#endif
