#if !canImport(UIKit)
    import Foundation

    /// The horizontal alignment of text.
    public enum NSTextAlignment: Int, Sendable {
        /// Aligned to the left edge.
        case left = 0
        /// Centered.
        case center = 1
        /// Aligned to the right edge.
        case right = 2
        /// Both edges aligned.
        case justified = 3
        /// The script's default alignment.
        case natural = 4
    }

    /// How text that does not fit is wrapped or truncated.
    public enum NSLineBreakMode: Int, Sendable {
        /// Wrapping at word boundaries.
        case byWordWrapping = 0
        /// Wrapping before the first character that does not fit.
        case byCharWrapping = 1
        /// Lines are cut at the edge.
        case byClipping = 2
        /// The start of the line is replaced by an ellipsis.
        case byTruncatingHead = 3
        /// The end of the line is replaced by an ellipsis.
        case byTruncatingTail = 4
        /// The middle of the line is replaced by an ellipsis.
        case byTruncatingMiddle = 5
    }
#endif
