#if !canImport(UIKit)
    import Foundation

    /// How a string is measured or drawn.
    public struct NSStringDrawingOptions: OptionSet, Sendable {
        /// The bits of the options.
        public let rawValue: Int
        /// Creates options from their bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Lays the text out in lines as wide as the given size, instead of one line.
        public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
        /// Adds the font's leading to the line height.
        public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
        /// Measures glyph bounds instead of typographic bounds.
        public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
        /// Ends the last line that fits with an ellipsis.
        public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
    }

    /// Settings and results of drawing a string: the smallest scale allowed and the scale used.
    open class NSStringDrawingContext: NSObject {
        /// The smallest scale the font may shrink to. Default 0 (no shrinking).
        open var minimumScaleFactor: CGFloat = 0
        /// The scale used by the last drawing; headlessly text never shrinks, so 1.
        open var actualScaleFactor: CGFloat { 1 }
        /// The bounds of the last drawing. Default `.zero`.
        open internal(set) var totalBounds: CGRect = .zero
    }

    extension NSString {
        /// The options of string drawing, by the name AppKit nests them under (iOS has no such name).
        @available(*, deprecated, renamed: "NSStringDrawingOptions")
        public typealias DrawingOptions = NSStringDrawingOptions

        /// The rectangle the string needs when drawn with `attributes` within `size`.
        ///
        /// Headlessly no glyphs are measured: each character is estimated at a fixed fraction of the
        /// font size (the one the SVG picture uses) and a line is 1.2 times the font size (a little
        /// more with `.usesFontLeading`). With `.usesLineFragmentOrigin` words wrap at `size.width` and
        /// every line counts; without it the string is one line. The font is `attributes[.font]`, else
        /// Helvetica 12, UIKit's default. Round the result up before using it, as Apple advises.
        public func boundingRect(
            with size: CGSize, options: NSStringDrawingOptions = [],
            attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
        ) -> CGRect {
            let font = attributes?[.font] as? UIFont ?? UIFont(name: "Helvetica", size: 12)
            let pointSize = font?.pointSize ?? 12
            let glyph = pointSize * SVGPalette.averageGlyphWidth
            let lineHeight = pointSize * (options.contains(.usesFontLeading) ? 1.25 : 1.2)
            let wrapWidth = options.contains(.usesLineFragmentOrigin) && size.width > 0 ? size.width : .infinity
            var widest: CGFloat = 0
            var lineCount = 0
            for paragraph in (self as String).components(separatedBy: "\n") {
                for line in Self.wrapped(paragraph, charactersPerLine: wrapWidth / glyph) {
                    widest = max(widest, CGFloat(line) * glyph)
                    lineCount += 1
                }
                if !options.contains(.usesLineFragmentOrigin) { break }
            }
            let rect = CGRect(x: 0, y: 0, width: widest, height: CGFloat(lineCount) * lineHeight)
            context?.totalBounds = rect
            return rect
        }

        /// The lengths of the lines a paragraph breaks into, wrapping between words where it can.
        private static func wrapped(_ paragraph: String, charactersPerLine: CGFloat) -> [Int] {
            let limit =
                charactersPerLine.isFinite && charactersPerLine < CGFloat(Int.max / 2)
                ? max(Int(charactersPerLine.rounded(.down)), 1) : Int.max
            var lines: [Int] = []
            var current = 0
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(\.count) {
                let needed = current == 0 ? word : current + 1 + word
                if needed <= limit {
                    current = needed
                    continue
                }
                if current > 0 { lines.append(current) }
                var rest = word
                while rest > limit {
                    lines.append(limit)
                    rest -= limit
                }
                current = rest
            }
            return lines + [current]
        }
    }

    /// Measuring Swift strings as UIKit measures drawn text: Swift offers NSString's methods on String.
    extension String {
        /// The rectangle the string needs when drawn with `attributes` within `size`; see
        /// `NSString.boundingRect(with:options:attributes:context:)`.
        public func boundingRect(
            with size: CGSize, options: NSStringDrawingOptions = [],
            attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
        ) -> CGRect {
            (self as NSString).boundingRect(with: size, options: options, attributes: attributes, context: context)
        }
    }

    extension StringProtocol {
        /// The rectangle the string needs when drawn with `attributes` within `size`; see
        /// `NSString.boundingRect(with:options:attributes:context:)`.
        @available(*, deprecated, message: "iOS measures only String and NSString: write String(text).boundingRect")
        public func boundingRect(
            with size: CGSize, options: NSStringDrawingOptions = [],
            attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
        ) -> CGRect {
            (String(self) as NSString).boundingRect(
                with: size, options: options, attributes: attributes, context: context)
        }
    }
#endif
