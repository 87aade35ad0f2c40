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
        /// The system pink.
        public static let systemPink = rgb(255, 45, 85)
        /// The system purple.
        public static let systemPurple = rgb(175, 82, 222)
        /// The system teal.
        public static let systemTeal = rgb(48, 176, 199)
        /// The system cyan.
        public static let systemCyan = rgb(50, 173, 230)
        /// The system mint.
        public static let systemMint = rgb(0, 199, 190)
        /// The system brown.
        public static let systemBrown = rgb(162, 132, 94)
        /// The second-lightest of the system grays after `systemGray`.
        public static let systemGray2 = rgb(174, 174, 178)
        /// A lighter system gray.
        public static let systemGray3 = rgb(199, 199, 204)
        /// A lighter system gray.
        public static let systemGray4 = rgb(209, 209, 214)
        /// A lighter system gray.
        public static let systemGray5 = rgb(229, 229, 234)
        /// The lightest system gray.
        public static let systemGray6 = rgb(242, 242, 247)
        /// Text of quaternary content: gray at 18 %.
        public static let quaternaryLabel = rgb(60, 60, 67, 0.18)
        /// Placeholder text: gray at 30 %.
        public static let placeholderText = rgb(60, 60, 67, 0.3)
        /// Links: the system blue.
        public static let link = rgb(0, 122, 255)
        /// Separator lines that hide what is below: opaque gray.
        public static let opaqueSeparator = rgb(198, 198, 200)
        /// The background of content layered on the secondary background: white.
        public static let tertiarySystemBackground = UIColor(white: 1, alpha: 1)
        /// The background of content layered on the secondary grouped background: light gray.
        public static let tertiarySystemGroupedBackground = rgb(242, 242, 247)
        /// Pure green.
        public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        /// Dark gray (one-third white).
        public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
        /// Light gray (two-thirds white).
        public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    }
#endif
