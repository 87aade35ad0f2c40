#if !canImport(UIKit)
    import Foundation

    /// The text attributes UIKit adds to Foundation's keys.
    extension NSAttributedString.Key {
        /// The font of the text: a `UIFont`. Default Helvetica 12 (UIKit's default for drawn strings).
        public static let font = NSAttributedString.Key(rawValue: "NSFont")
        /// The color of the text: a `UIColor`. Default black.
        public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
        /// The color behind the text: a `UIColor`. Default none.
        public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    }
#endif
