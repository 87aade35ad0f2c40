#if !canImport(UIKit)
    import Foundation

    // UIKit's adaptive system colors, kept headlessly as their light-appearance values.
    extension UIColor {
        private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
            UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
        }

        /// Text of primary content: black.
        public static let label = UIColor(white: 0, alpha: 1)
        /// Text of secondary content: gray at 60 %.
        public static let secondaryLabel = rgb(60, 60, 67, 0.6)
        /// Text of tertiary content: gray at 30 %.
        public static let tertiaryLabel = rgb(60, 60, 67, 0.3)
        /// Separator lines: gray at 29 %.
        public static let separator = rgb(60, 60, 67, 0.29)
        /// The background of a plain interface: white.
        public static let systemBackground = UIColor(white: 1, alpha: 1)
        /// The background of content layered on the system background: light gray.
        public static let secondarySystemBackground = rgb(242, 242, 247)
        /// The background of a grouped interface: light gray.
        public static let systemGroupedBackground = rgb(242, 242, 247)
        /// The background of content in a grouped interface: white.
        public static let secondarySystemGroupedBackground = UIColor(white: 1, alpha: 1)
        /// The system green.
        public static let systemGreen = rgb(52, 199, 89)
        /// The system orange.
        public static let systemOrange = rgb(255, 149, 0)
        /// The system yellow.
        public static let systemYellow = rgb(255, 204, 0)
        /// The system indigo.
        public static let systemIndigo = rgb(88, 86, 214)
        /// Pure green.
        public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        /// Dark gray (one-third white).
        public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
        /// Light gray (two-thirds white).
        public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    }
#endif
