#if !canImport(UIKit)
    import Foundation

    /// A font, kept headlessly as its name, point size and weight; nothing is measured or drawn.
    open class UIFont: NSObject, @unchecked Sendable {
        /// The font's full name. System fonts are named ".AppleSystemUIFont" (headless choice).
        public let fontName: String
        /// The font's family name.
        public let familyName: String
        /// The font's size in points.
        public let pointSize: CGFloat
        /// The font's weight (headless addition, for inspection).
        public let headlessWeight: Weight
        /// The text style the font was made for, if any (headless addition, for inspection).
        public let headlessTextStyle: TextStyle?

        init(name: String, size: CGFloat, weight: Weight, textStyle: TextStyle? = nil) {
            fontName = name
            familyName = name
            pointSize = size
            headlessWeight = weight
            headlessTextStyle = textStyle
            super.init()
        }

        /// Creates a font by name; headlessly every name gives a font, since no font files are read.
        public convenience init?(name fontName: String, size fontSize: CGFloat) {
            self.init(name: fontName, size: fontSize, weight: .regular)
        }

        static let systemFontName = ".AppleSystemUIFont"

        /// The system font at a size, regular weight.
        open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
            UIFont(name: systemFontName, size: fontSize, weight: .regular)
        }

        /// The system font at a size and weight.
        open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
            UIFont(name: systemFontName, size: fontSize, weight: weight)
        }

        /// The bold system font at a size.
        open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            UIFont(name: systemFontName, size: fontSize, weight: .bold)
        }

        /// The italic system font at a size (headlessly only its size and regular weight are kept).
        open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
            UIFont(name: systemFontName, size: fontSize, weight: .regular)
        }

        /// The system font with digits of equal width, at a size and weight.
        open class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
            UIFont(name: systemFontName, size: fontSize, weight: weight)
        }

        /// The font for a text style at the default (Large) text size, with the sizes of Apple's
        /// Human Interface Guidelines: body 17, headline 17 semibold, subheadline 15, footnote 13, ….
        open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
            let (size, weight) = style.headlessDefaultSizeAndWeight
            return UIFont(name: systemFontName, size: size, weight: weight, textStyle: style)
        }

        /// The same font at another size.
        open func withSize(_ fontSize: CGFloat) -> UIFont {
            UIFont(name: fontName, size: fontSize, weight: headlessWeight, textStyle: headlessTextStyle)
        }

        /// The standard label font size: 17 points.
        open class var labelFontSize: CGFloat { 17 }
        /// The standard button font size: 18 points.
        open class var buttonFontSize: CGFloat { 18 }
        /// The standard system font size: 14 points.
        open class var systemFontSize: CGFloat { 14 }
        /// The standard small system font size: 12 points.
        open class var smallSystemFontSize: CGFloat { 12 }

        /// Fonts are equal when name, size and weight are.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? UIFont else { return false }
            return fontName == other.fontName && pointSize == other.pointSize
                && headlessWeight == other.headlessWeight
        }

        /// A hash consistent with `isEqual(_:)`.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(fontName)
            hasher.combine(pointSize)
            hasher.combine(headlessWeight)
            return hasher.finalize()
        }

        /// The thickness of a font's strokes.
        public struct Weight: RawRepresentable, Hashable, Sendable {
            /// The weight from -1 (lightest) to 1 (heaviest).
            public var rawValue: CGFloat

            /// Creates a weight.
            public init(rawValue: CGFloat) {
                self.rawValue = rawValue
            }

            /// Creates a weight.
            public init(_ rawValue: CGFloat) {
                self.rawValue = rawValue
            }

            /// Ultralight (-0.8).
            public static let ultraLight = Weight(-0.8)
            /// Thin (-0.6).
            public static let thin = Weight(-0.6)
            /// Light (-0.4).
            public static let light = Weight(-0.4)
            /// Regular (0).
            public static let regular = Weight(0)
            /// Medium (0.23).
            public static let medium = Weight(0.23)
            /// Semibold (0.3).
            public static let semibold = Weight(0.3)
            /// Bold (0.4).
            public static let bold = Weight(0.4)
            /// Heavy (0.56).
            public static let heavy = Weight(0.56)
            /// Black (0.62).
            public static let black = Weight(0.62)
        }

        /// A semantic text style, such as body or headline, that Dynamic Type sizes.
        public struct TextStyle: RawRepresentable, Hashable, Sendable {
            /// The style's name.
            public var rawValue: String

            /// Creates a text style.
            public init(rawValue: String) {
                self.rawValue = rawValue
            }

            /// Creates a text style.
            public init(_ rawValue: String) {
                self.rawValue = rawValue
            }

            /// Large titles.
            public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
            /// First-level titles.
            public static let title1 = TextStyle("UICTFontTextStyleTitle1")
            /// Second-level titles.
            public static let title2 = TextStyle("UICTFontTextStyleTitle2")
            /// Third-level titles.
            public static let title3 = TextStyle("UICTFontTextStyleTitle3")
            /// Headings.
            public static let headline = TextStyle("UICTFontTextStyleHeadline")
            /// Subheadings.
            public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
            /// Body text.
            public static let body = TextStyle("UICTFontTextStyleBody")
            /// Callouts.
            public static let callout = TextStyle("UICTFontTextStyleCallout")
            /// Footnotes.
            public static let footnote = TextStyle("UICTFontTextStyleFootnote")
            /// Standard captions.
            public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
            /// Alternate captions.
            public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

            /// The size and weight at the default (Large) text size, from the Human Interface Guidelines.
            var headlessDefaultSizeAndWeight: (CGFloat, Weight) {
                switch self {
                case .largeTitle: (34, .regular)
                case .title1: (28, .regular)
                case .title2: (22, .regular)
                case .title3: (20, .regular)
                case .headline: (17, .semibold)
                case .subheadline: (15, .regular)
                case .callout: (16, .regular)
                case .footnote: (13, .regular)
                case .caption1: (12, .regular)
                case .caption2: (11, .regular)
                default: (17, .regular)
                }
            }
        }
    }
#endif
