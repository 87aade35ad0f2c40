#if !canImport(UIKit)
    import Foundation

    /// A layer that draws a path: filled with `fillColor`, outlined with `strokeColor` at `lineWidth`.
    ///
    /// The SVG picture draws the path as a `path` element in the layer's place.
    @preconcurrency @MainActor
    open class CAShapeLayer: CALayer {
        /// The path to draw. Default `nil` (nothing drawn).
        open var path: CGPath?
        /// The color that fills the path. Default opaque black; `nil` fills nothing.
        open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        /// How the inside of the path is decided. Default `.nonZero`.
        open var fillRule: CAShapeLayerFillRule = .nonZero
        /// The color of the outline. Default `nil` (no outline).
        open var strokeColor: CGColor?
        /// The width of the outline. Default 1.
        open var lineWidth: CGFloat = 1
        /// Where along the path the outline starts, from 0 to 1. Default 0.
        open var strokeStart: CGFloat = 0
        /// Where along the path the outline ends, from 0 to 1. Default 1.
        open var strokeEnd: CGFloat = 1
        /// How the ends of the outline look. Default `.butt`.
        open var lineCap: CAShapeLayerLineCap = .butt
        /// How the outline's corners look. Default `.miter`.
        open var lineJoin: CAShapeLayerLineJoin = .miter
        /// The limit of a mitered corner's length. Default 10.
        open var miterLimit: CGFloat = 10
        /// The lengths of the dashes and gaps of the outline. Default `nil` (a solid line).
        open var lineDashPattern: [NSNumber]?
        /// How far into the dash pattern the outline starts. Default 0.
        open var lineDashPhase: CGFloat = 0

        /// Creates a shape layer with no path.
        public override init() {
            super.init()
        }

        /// Creates a copy of another layer's settings, the shape's included.
        public override init(layer: Any) {
            super.init(layer: layer)
            guard let other = layer as? CAShapeLayer else { return }
            (path, fillColor, fillRule, strokeColor) = (other.path, other.fillColor, other.fillRule, other.strokeColor)
            (lineWidth, strokeStart, strokeEnd) = (other.lineWidth, other.strokeStart, other.strokeEnd)
            (lineCap, lineJoin, miterLimit) = (other.lineCap, other.lineJoin, other.miterLimit)
            (lineDashPattern, lineDashPhase) = (other.lineDashPattern, other.lineDashPhase)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }
    }

    /// How a shape layer decides which regions its path encloses.
    public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
        /// The rule's name.
        public let rawValue: String
        /// Creates a rule from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A region is inside when the path winds around it a nonzero number of times.
        public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
        /// A region is inside when a ray from it crosses the path an odd number of times.
        public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
    }

    /// How the ends of a shape layer's outline look.
    public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
        /// The cap's name.
        public let rawValue: String
        /// Creates a cap from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The line stops at its end point.
        public static let butt = CAShapeLayerLineCap(rawValue: "butt")
        /// The line ends in a half circle.
        public static let round = CAShapeLayerLineCap(rawValue: "round")
        /// The line ends in a half square.
        public static let square = CAShapeLayerLineCap(rawValue: "square")
    }

    /// How the corners of a shape layer's outline look.
    public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
        /// The join's name.
        public let rawValue: String
        /// Creates a join from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A sharp corner, cut off beyond the miter limit.
        public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
        /// A rounded corner.
        public static let round = CAShapeLayerLineJoin(rawValue: "round")
        /// A flattened corner.
        public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
    }
#endif
