#if !canImport(UIKit)
    import Foundation

    extension UICollectionView {
        /// Where `scrollToItem(at:at:animated:)` and `selectItem(at:animated:scrollPosition:)` put an item.
        ///
        /// Combine at most one vertical and one horizontal position; the empty set scrolls as little as
        /// needed to show the item.
        public struct ScrollPosition: OptionSet, Hashable, Sendable {
            /// The raw bits.
            public let rawValue: UInt
            /// Creates a position from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }

            /// The item's top at the top of the visible area.
            public static let top = ScrollPosition(rawValue: 1 << 0)
            /// The item's vertical center at the center of the visible area.
            public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
            /// The item's bottom at the bottom of the visible area.
            public static let bottom = ScrollPosition(rawValue: 1 << 2)
            /// The item's left edge at the left of the visible area.
            public static let left = ScrollPosition(rawValue: 1 << 3)
            /// The item's horizontal center at the center of the visible area.
            public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
            /// The item's right edge at the right of the visible area.
            public static let right = ScrollPosition(rawValue: 1 << 5)
        }
    }
#endif
