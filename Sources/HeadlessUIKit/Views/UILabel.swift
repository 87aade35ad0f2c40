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
        /// label's own width); headlessly stored.
        open var preferredMaxLayoutWidth: CGFloat = 0

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
