#if !canImport(UIKit)
    import Foundation

    extension UIView {
        /// Which of a view's margins and dimensions grow or shrink with its superview.
        public struct AutoresizingMask: OptionSet, Sendable {
            /// The bits of the mask.
            public let rawValue: UInt
            /// Creates a mask from its bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The left margin is flexible.
            public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
            /// The width is flexible.
            public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
            /// The right margin is flexible.
            public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
            /// The top margin is flexible.
            public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
            /// The height is flexible.
            public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
            /// The bottom margin is flexible.
            public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
        }
    }
#endif
