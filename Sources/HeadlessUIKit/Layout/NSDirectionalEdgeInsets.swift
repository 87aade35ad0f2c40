#if !canImport(UIKit)
    import Foundation

    /// Inset distances that follow the layout direction: leading and trailing instead of left and right.
    public struct NSDirectionalEdgeInsets: Hashable, Sendable {
        /// The inset at the top edge.
        public var top: CGFloat
        /// The inset at the leading edge.
        public var leading: CGFloat
        /// The inset at the bottom edge.
        public var bottom: CGFloat
        /// The inset at the trailing edge.
        public var trailing: CGFloat

        /// Creates insets with the given distance for each edge.
        public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// Creates insets of zero on every edge.
        public init() {
            self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
        }

        /// Insets of zero on every edge.
        public static let zero = NSDirectionalEdgeInsets()
    }
#endif
