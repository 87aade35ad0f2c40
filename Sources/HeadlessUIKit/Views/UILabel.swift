#if !canImport(UIKit)
    import Foundation

    /// A view that shows text; headlessly it only stores what it would draw.
    @preconcurrency @MainActor
    open class UILabel: UIView {
        /// The text the label shows.
        open var text: String?

        /// Styled text; setting it replaces `text` with its string. Default `nil`.
        open var attributedText: NSAttributedString? {
            didSet { text = attributedText?.string }
        }

        /// The color of the text. Default `.label`.
        open var textColor: UIColor! = .label

        /// The font of the text. Default the 17-point system font.
        open var font: UIFont! = .systemFont(ofSize: 17)

        /// The horizontal alignment of the text. Default `.natural`.
        open var textAlignment: NSTextAlignment = .natural

        /// How text that does not fit is wrapped or truncated. Default `.byTruncatingTail`.
        open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

        /// The maximum number of lines; 0 means no limit.
        open var numberOfLines = 1

        /// Whether the font shrinks to fit the width. Default `false`.
        open var adjustsFontSizeToFitWidth = false

        /// The smallest scale of the font when it shrinks to fit. Default 0.
        open var minimumScaleFactor: CGFloat = 0

        /// Whether the font follows the user's text size. Default `false`.
        open var adjustsFontForContentSizeCategory = false

        /// Whether the label draws its text enabled. Default `true`.
        open var isEnabled = true

        /// Whether the label draws its highlighted text color. Default `false`.
        open var isHighlighted = false

        /// The text color while highlighted. Default `nil`.
        open var highlightedTextColor: UIColor?

        /// The width at which multi-line text wraps when the label sizes itself. Default 0 (the
        /// width layout gives the label).
        open var preferredMaxLayoutWidth: CGFloat = 0

        /// The size the text needs: one line with `numberOfLines` 1, else wrapped at
        /// `preferredMaxLayoutWidth` (at the width layout gives the label when that is 0) and at most
        /// `numberOfLines` lines. An empty label needs no space. Text is measured with the headless text
        /// metrics of `boundingRect(with:options:attributes:context:)`, not Apple's fonts.
        open override var intrinsicContentSize: CGSize {
            headlessTextSize(
                wrappingAt: numberOfLines == 1 || preferredMaxLayoutWidth <= 0 ? .infinity : preferredMaxLayoutWidth)
        }

        /// Whether layout decides where the text wraps (a multi-line label without a preferred width).
        var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

        /// The height of one line of the label's font.
        var headlessLineHeight: CGFloat { (font?.pointSize ?? 17) * 1.2 }

        /// The text's size wrapped at a width (one line at an infinite width), at most `numberOfLines` lines.
        func headlessTextSize(wrappingAt width: CGFloat) -> CGSize {
            let string = attributedText?.string ?? text ?? ""
            guard !string.isEmpty else { return .zero }
            let wraps = width.isFinite && numberOfLines != 1
            let rect = (string as NSString).boundingRect(
                with: CGSize(width: wraps ? width : 0, height: .greatestFiniteMagnitude),
                options: wraps ? .usesLineFragmentOrigin : [], attributes: [.font: font as Any], context: nil)
            let height = numberOfLines > 0 ? min(rect.height, CGFloat(numberOfLines) * headlessLineHeight) : rect.height
            return CGSize(width: rect.width.rounded(.up), height: height.rounded(.up))
        }

        /// Creates a label; labels are accessibility elements and ignore touches, as in UIKit.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            isAccessibilityElement = true
            isUserInteractionEnabled = false
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }
    }
#endif
