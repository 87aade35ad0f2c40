#if !canImport(UIKit)
    import Foundation

    /// A color as Core Graphics keeps it: components in the device RGB space, plus alpha.
    ///
    /// Headlessly every color is RGBA; a gray made with `init(gray:alpha:)` keeps its two components.
    /// Two colors are equal when their components are equal, as `CGColorEqualToColor` compares them.
    public final class CGColor: Hashable, Sendable, CustomStringConvertible {
        private let storedComponents: [CGFloat]

        /// Creates a color from red, green, blue and alpha, each from 0 to 1.
        public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            storedComponents = [red, green, blue, alpha]
        }

        /// Creates a color in the sRGB space; headlessly the same as `init(red:green:blue:alpha:)`.
        public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            self.init(red: red, green: green, blue: blue, alpha: alpha)
        }

        /// Creates a gray of the given brightness and alpha; its components are `[gray, alpha]`.
        public init(gray: CGFloat, alpha: CGFloat) {
            storedComponents = [gray, alpha]
        }

        /// The color's components, alpha last: four for RGB colors, two for grays.
        public var components: [CGFloat]? { storedComponents }

        /// The number of components, alpha included.
        public var numberOfComponents: Int { storedComponents.count }

        /// The alpha component.
        public var alpha: CGFloat { storedComponents.last ?? 1 }

        /// The same color with another alpha.
        public func copy(alpha: CGFloat) -> CGColor? {
            var components = storedComponents
            components[components.count - 1] = alpha
            return components.count == 2
                ? CGColor(gray: components[0], alpha: alpha)
                : CGColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
        }

        /// The red, green, blue and alpha of the color, a gray spread to three equal components.
        var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            let values = storedComponents
            return values.count == 2
                ? (values[0], values[0], values[0], values[1]) : (values[0], values[1], values[2], values[3])
        }

        /// Colors are equal when their components are equal.
        public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
            lhs.storedComponents == rhs.storedComponents
        }

        /// Hashes the components.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(storedComponents)
        }

        /// The components, as Core Graphics prints a color.
        public var description: String {
            "<CGColor> [" + storedComponents.map { "\($0)" }.joined(separator: " ") + "]"
        }
    }

    extension UIColor {
        /// The Core Graphics color that corresponds to this color, as layers take it.
        public var cgColor: CGColor {
            CGColor(
                red: headlessComponents.red, green: headlessComponents.green, blue: headlessComponents.blue,
                alpha: headlessComponents.alpha)
        }

        /// Creates a color from a Core Graphics color; a gray becomes three equal components.
        public convenience init(cgColor: CGColor) {
            let rgba = cgColor.rgba
            self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
        }
    }
#endif
