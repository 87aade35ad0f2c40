#if !canImport(UIKit)
    import Foundation

    extension UIImage {
        /// The traits an image is made for; the base of symbol configurations.
        open class Configuration: NSObject, @unchecked Sendable {
            /// Creates an empty configuration.
            public override init() {
                super.init()
            }

            /// This configuration with another's specified values on top.
            open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self { self }
        }

        /// The weight of a symbol image's strokes.
        public enum SymbolWeight: Int, Sendable {
            /// Not specified.
            case unspecified = 0
            /// Ultralight.
            case ultraLight = 1
            /// Thin.
            case thin = 2
            /// Light.
            case light = 3
            /// Regular.
            case regular = 4
            /// Medium.
            case medium = 5
            /// Semibold.
            case semibold = 6
            /// Bold.
            case bold = 7
            /// Heavy.
            case heavy = 8
            /// Black.
            case black = 9
        }

        /// The scale of a symbol image relative to its point size.
        public enum SymbolScale: Int, Sendable {
            /// The system's default (medium).
            case `default` = -1
            /// Not specified.
            case unspecified = 0
            /// Small.
            case small = 1
            /// Medium.
            case medium = 2
            /// Large.
            case large = 3
        }

        /// The point size, weight, scale, text style and colors to draw a symbol image with.
        ///
        /// Configurations are immutable; `applying(_:)` makes a new one in which the other
        /// configuration's specified values replace these, as Apple documents. Headlessly the class is
        /// final: `applying(_:)` returns `Self`, which only a final class can make without a required initializer.
        public final class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
            /// The point size; 0 when unspecified.
            let pointSize: CGFloat
            /// The weight; `.unspecified` when unspecified.
            let weight: UIImage.SymbolWeight
            /// The scale; `.unspecified` when unspecified.
            let scale: UIImage.SymbolScale
            /// The text style the size follows; `nil` when unspecified.
            let textStyle: UIFont.TextStyle?
            /// The colors of a hierarchical or palette rendering; `nil` when unspecified.
            let colors: [UIColor]?

            init(
                pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale,
                textStyle: UIFont.TextStyle?, colors: [UIColor]?
            ) {
                (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
                (self.textStyle, self.colors) = (textStyle, colors)
                super.init()
            }

            /// A configuration with every value unspecified.
            public static let unspecified = SymbolConfiguration(
                pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil, colors: nil)

            /// A configuration of a point size.
            public convenience init(pointSize: CGFloat) {
                self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil, colors: nil)
            }

            /// A configuration of a point size and weight.
            public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
                self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil, colors: nil)
            }

            /// A configuration of a point size, weight and scale.
            public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
                self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil, colors: nil)
            }

            /// A configuration of a weight.
            public convenience init(weight: UIImage.SymbolWeight) {
                self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil, colors: nil)
            }

            /// A configuration of a scale.
            public convenience init(scale: UIImage.SymbolScale) {
                self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil, colors: nil)
            }

            /// A configuration that sizes the symbol like text of a style.
            public convenience init(textStyle: UIFont.TextStyle) {
                self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle, colors: nil)
            }

            /// A configuration that sizes the symbol like text of a style, at a scale.
            public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
                self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle, colors: nil)
            }

            /// A configuration of a font's point size (its weight is not carried headlessly).
            public convenience init(font: UIFont) {
                self.init(pointSize: font.pointSize)
            }

            /// A configuration of a font's point size and a scale.
            public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
                self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil, colors: nil)
            }

            /// A configuration that draws the symbol in shades of one color.
            public convenience init(hierarchicalColor: UIColor) {
                self.init(
                    pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil, colors: [hierarchicalColor]
                )
            }

            /// A configuration that draws the symbol's layers in a palette of colors.
            public convenience init(paletteColors: [UIColor]) {
                self.init(
                    pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil, colors: paletteColors)
            }

            /// This configuration with the other's specified values replacing these.
            public override func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
                guard let other = otherConfiguration as? SymbolConfiguration else { return self }
                return Self(
                    pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
                    weight: other.weight != .unspecified ? other.weight : weight,
                    scale: other.scale != .unspecified ? other.scale : scale,
                    textStyle: other.textStyle ?? textStyle, colors: other.colors ?? colors)
            }

            /// This configuration without its point size and weight.
            public func configurationWithoutPointSizeAndWeight() -> Self {
                Self(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle, colors: colors)
            }

            /// Whether the two configurations specify the same values.
            public func isEqual(to otherConfiguration: UIImage.SymbolConfiguration?) -> Bool {
                guard let other = otherConfiguration else { return false }
                return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                    && textStyle == other.textStyle && colors == other.colors
            }

            /// Configurations are equal when they specify the same values.
            public override func isEqual(_ object: Any?) -> Bool {
                isEqual(to: object as? UIImage.SymbolConfiguration)
            }

            /// A hash consistent with `isEqual(_:)`.
            public override var hash: Int {
                var hasher = Hasher()
                hasher.combine(pointSize)
                hasher.combine(weight)
                hasher.combine(scale)
                return hasher.finalize()
            }
        }

        /// The image with a configuration: a symbol image takes the configuration as its own; other
        /// images are returned unchanged.
        public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
            guard symbolConfiguration != nil else { return self }
            return UIImage(systemName: headlessName, withConfiguration: configuration) ?? self
        }

        /// A symbol image with the configuration applied over its own; `nil` for other images.
        public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage? {
            guard let own = symbolConfiguration else { return nil }
            return UIImage(systemName: headlessName, withConfiguration: own.applying(configuration))
        }
    }

    extension UIImageView {
        /// The symbol configuration the view draws its image with (headless addition): the image's own
        /// with the view's `preferredSymbolConfiguration` applied over it; `nil` for an image that is
        /// not a symbol or no image.
        public var headlessEffectiveSymbolConfiguration: UIImage.SymbolConfiguration? {
            guard let own = image?.symbolConfiguration else { return nil }
            return own.applying(preferredSymbolConfiguration)
        }
    }
#endif
