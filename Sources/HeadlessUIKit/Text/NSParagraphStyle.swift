#if !canImport(UIKit)
    import Foundation

    /// How a paragraph of attributed text is laid out: alignment, spacing, indents and line breaking.
    ///
    /// Headlessly the settings are kept and `lineSpacing` counts when attributed text is measured.
    open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
        /// The alignment of the text. Default `.natural`.
        open internal(set) var alignment: NSTextAlignment = .natural
        /// The extra space between lines, in points. Default 0.
        open internal(set) var lineSpacing: CGFloat = 0
        /// The space after the paragraph, in points. Default 0.
        open internal(set) var paragraphSpacing: CGFloat = 0
        /// The space before the paragraph, in points. Default 0.
        open internal(set) var paragraphSpacingBefore: CGFloat = 0
        /// The indent of the first line, in points. Default 0.
        open internal(set) var firstLineHeadIndent: CGFloat = 0
        /// The indent of the other lines, in points. Default 0.
        open internal(set) var headIndent: CGFloat = 0
        /// The trailing indent: from the leading margin when positive, from the trailing one when not. Default 0.
        open internal(set) var tailIndent: CGFloat = 0
        /// How lines break. Default `.byWordWrapping`.
        open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// The smallest line height; 0 (the default) means no limit.
        open internal(set) var minimumLineHeight: CGFloat = 0
        /// The largest line height; 0 (the default) means no limit.
        open internal(set) var maximumLineHeight: CGFloat = 0
        /// A factor the natural line height is multiplied by; 0 (the default) means 1.
        open internal(set) var lineHeightMultiple: CGFloat = 0
        /// How much hyphenation is allowed, from 0 to 1. Default 0.
        open internal(set) var hyphenationFactor: Float = 0

        /// The default paragraph style.
        open class var `default`: NSParagraphStyle { NSParagraphStyle() }

        /// Creates a style with the defaults.
        public override init() {
            super.init()
        }

        /// An immutable copy.
        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = NSParagraphStyle()
            copy.takeSettings(of: self)
            return copy
        }

        /// A mutable copy.
        open func mutableCopy(with zone: NSZone? = nil) -> Any {
            let copy = NSMutableParagraphStyle()
            copy.takeSettings(of: self)
            return copy
        }

        func takeSettings(of other: NSParagraphStyle) {
            (alignment, lineSpacing, paragraphSpacing) = (other.alignment, other.lineSpacing, other.paragraphSpacing)
            (paragraphSpacingBefore, firstLineHeadIndent) = (other.paragraphSpacingBefore, other.firstLineHeadIndent)
            (headIndent, tailIndent, lineBreakMode) = (other.headIndent, other.tailIndent, other.lineBreakMode)
            (minimumLineHeight, maximumLineHeight) = (other.minimumLineHeight, other.maximumLineHeight)
            (lineHeightMultiple, hyphenationFactor) = (other.lineHeightMultiple, other.hyphenationFactor)
        }

        /// Styles are equal when all their settings are.
        open override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? NSParagraphStyle else { return false }
            return alignment == other.alignment && lineSpacing == other.lineSpacing
                && paragraphSpacing == other.paragraphSpacing && paragraphSpacingBefore == other.paragraphSpacingBefore
                && firstLineHeadIndent == other.firstLineHeadIndent && headIndent == other.headIndent
                && tailIndent == other.tailIndent && lineBreakMode == other.lineBreakMode
                && minimumLineHeight == other.minimumLineHeight && maximumLineHeight == other.maximumLineHeight
                && lineHeightMultiple == other.lineHeightMultiple && hyphenationFactor == other.hyphenationFactor
        }

        /// A hash consistent with `isEqual(_:)`.
        open override var hash: Int {
            var hasher = Hasher()
            hasher.combine(alignment.rawValue)
            hasher.combine(lineSpacing)
            hasher.combine(paragraphSpacing)
            hasher.combine(headIndent)
            return hasher.finalize()
        }
    }

    /// A paragraph style whose settings can be changed.
    open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
        /// The alignment of the text. Default `.natural`.
        open override var alignment: NSTextAlignment {
            get { super.alignment }
            set { super.alignment = newValue }
        }
        /// The extra space between lines, in points. Default 0.
        open override var lineSpacing: CGFloat {
            get { super.lineSpacing }
            set { super.lineSpacing = newValue }
        }
        /// The space after the paragraph, in points. Default 0.
        open override var paragraphSpacing: CGFloat {
            get { super.paragraphSpacing }
            set { super.paragraphSpacing = newValue }
        }
        /// The space before the paragraph, in points. Default 0.
        open override var paragraphSpacingBefore: CGFloat {
            get { super.paragraphSpacingBefore }
            set { super.paragraphSpacingBefore = newValue }
        }
        /// The indent of the first line, in points. Default 0.
        open override var firstLineHeadIndent: CGFloat {
            get { super.firstLineHeadIndent }
            set { super.firstLineHeadIndent = newValue }
        }
        /// The indent of the other lines, in points. Default 0.
        open override var headIndent: CGFloat {
            get { super.headIndent }
            set { super.headIndent = newValue }
        }
        /// The trailing indent. Default 0.
        open override var tailIndent: CGFloat {
            get { super.tailIndent }
            set { super.tailIndent = newValue }
        }
        /// How lines break. Default `.byWordWrapping`.
        open override var lineBreakMode: NSLineBreakMode {
            get { super.lineBreakMode }
            set { super.lineBreakMode = newValue }
        }
        /// The smallest line height; 0 means no limit. Default 0.
        open override var minimumLineHeight: CGFloat {
            get { super.minimumLineHeight }
            set { super.minimumLineHeight = newValue }
        }
        /// The largest line height; 0 means no limit. Default 0.
        open override var maximumLineHeight: CGFloat {
            get { super.maximumLineHeight }
            set { super.maximumLineHeight = newValue }
        }
        /// A factor the natural line height is multiplied by; 0 means 1. Default 0.
        open override var lineHeightMultiple: CGFloat {
            get { super.lineHeightMultiple }
            set { super.lineHeightMultiple = newValue }
        }
        /// How much hyphenation is allowed, from 0 to 1. Default 0.
        open override var hyphenationFactor: Float {
            get { super.hyphenationFactor }
            set { super.hyphenationFactor = newValue }
        }
    }

    /// The lines drawn under or through text.
    public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
        /// The bits of the style.
        public let rawValue: Int
        /// Creates a style from its bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// One thin line.
        public static let single = NSUnderlineStyle(rawValue: 0x01)
        /// One thick line.
        public static let thick = NSUnderlineStyle(rawValue: 0x02)
        /// Two thin lines.
        public static let double = NSUnderlineStyle(rawValue: 0x09)
    }

    extension NSAttributedString.Key {
        /// The extra space between characters, in points: an `NSNumber`. Default 0.
        public static let kern = NSAttributedString.Key(rawValue: "NSKern")
        /// The paragraph's layout: an `NSParagraphStyle`. Default `NSParagraphStyle.default`.
        public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
        /// An underline: an `NSNumber` holding an `NSUnderlineStyle`'s raw value. Default none.
        public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
        /// A line through the text: an `NSNumber` holding an `NSUnderlineStyle`'s raw value. Default none.
        public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
        /// How far the text is raised from the baseline, in points: an `NSNumber`. Default 0.
        public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
    }

    extension NSMutableAttributedString {
        /// Creates an empty attributed string, as `NSMutableAttributedString()` does on Apple platforms.
        public convenience init() {
            self.init(string: "")
        }
    }

    extension NSAttributedString {
        /// The size the string needs on one line per paragraph; see
        /// `boundingRect(with:options:context:)` for how it is estimated.
        public func size() -> CGSize {
            boundingRect(
                with: CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude),
                options: [.usesLineFragmentOrigin], context: nil
            ).size
        }

        /// The rectangle the string needs when drawn within `size`.
        ///
        /// Headlessly it is measured as `NSString.boundingRect(with:options:attributes:context:)`
        /// measures plain text, with the attributes at the start of the string: its font; plus the
        /// `.kern` after every character and the paragraph style's `lineSpacing` between lines.
        public func boundingRect(
            with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
        ) -> CGRect {
            let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
            var rect = (string as NSString).boundingRect(
                with: size, options: options, attributes: attributes, context: context)
            let kern: CGFloat =
                switch attributes[.kern] {
                case let value as CGFloat: value
                case let value as Double: CGFloat(value)
                case let value as Int: CGFloat(value)
                case let value as NSNumber: CGFloat(value.doubleValue)
                default: 0
                }
            if kern != 0 { rect.size.width += kern * CGFloat(string.count) }
            if let style = attributes[.paragraphStyle] as? NSParagraphStyle, style.lineSpacing > 0,
                options.contains(.usesLineFragmentOrigin)
            {
                let font = attributes[.font] as? UIFont
                let lineHeight = (font?.pointSize ?? 12) * (options.contains(.usesFontLeading) ? 1.25 : 1.2)
                let lines = (rect.height / lineHeight).rounded()
                rect.size.height += max(0, lines - 1) * style.lineSpacing
            }
            return rect
        }
    }
#endif
