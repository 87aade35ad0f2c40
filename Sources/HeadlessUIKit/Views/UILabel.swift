#if !canImport(UIKit)
    import Foundation

    /// A view that shows text; headlessly it only stores what it would draw.
    @preconcurrency @MainActor
    open class UILabel: UIView {
        /// The text the label shows.
        open var text: String?

        /// The color of the text.
        open var textColor: UIColor?

        /// The maximum number of lines; 0 means no limit.
        open var numberOfLines = 1
    }
#endif
