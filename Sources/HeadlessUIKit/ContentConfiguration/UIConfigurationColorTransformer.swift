#if !canImport(UIKit)
    import Foundation

    /// Turns one color into another, as content and background configurations do to their colors before
    /// they are drawn.
    ///
    /// Headlessly the structure is `Sendable` (unchecked: the closure is only called on the main actor, by
    /// the configurations' `resolved…` methods), so that the configurations holding one stay `Sendable`.
    public struct UIConfigurationColorTransformer: @unchecked Sendable {
        /// The function that makes the output color from the input color.
        public let transform: (UIColor) -> UIColor
        /// What makes copies of one transformer equal, and two transformers made apart unequal.
        let identity = ColorTransformerIdentity()

        /// Creates a transformer from a function of a color.
        public init(_ transform: @escaping (UIColor) -> UIColor) {
            self.transform = transform
        }

        /// The transformed color: `transform(input)`.
        public func callAsFunction(_ input: UIColor) -> UIColor {
            transform(input)
        }

        /// Makes a gray of the color's luminance, keeping its alpha (Rec. 709 weights: 0.2126 red,
        /// 0.7152 green, 0.0722 blue, an approximation: Apple gives no formula).
        public static let grayscale = UIConfigurationColorTransformer { color in
            let (red, green, blue, alpha) = color.headlessComponents
            return UIColor(white: 0.2126 * red + 0.7152 * green + 0.0722 * blue, alpha: alpha)
        }

        /// Replaces the color with the system accent color where the platform has one; iOS has none, so the
        /// color passes through unchanged.
        public static let preferredTint = UIConfigurationColorTransformer { $0 }

        /// Gives the color a monochrome tint, whatever the accent color; headlessly the grayscale of the
        /// color (an approximation: Apple does not say which gray).
        public static let monochromeTint = UIConfigurationColorTransformer {
            UIConfigurationColorTransformer.grayscale($0)
        }
    }

    /// A token only one transformer and its copies hold.
    final class ColorTransformerIdentity: Sendable {}

    /// An optional transformer kept in a `Hashable` configuration: equal when both are `nil` or copies of
    /// one transformer (UIConfigurationColorTransformer itself is neither `Equatable` nor `Hashable`, as in
    /// UIKit).
    struct ColorTransformerSlot: Hashable, Sendable {
        let transformer: UIConfigurationColorTransformer?

        init(_ transformer: UIConfigurationColorTransformer? = nil) {
            self.transformer = transformer
        }

        static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.transformer?.identity === rhs.transformer?.identity
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(transformer.map { ObjectIdentifier($0.identity) })
        }

        /// The color through the transformer, or unchanged without one.
        func callAsFunction(_ color: UIColor) -> UIColor {
            transformer?(color) ?? color
        }
    }
#endif
