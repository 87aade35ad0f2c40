#if !canImport(UIKit)
    import Foundation

    /// The colours, font and measures of the table's and the collection view's pictures, after UIKit's light appearance.
    enum SVGPalette {
        static let fontFamily = "sans-serif"
        /// An estimate of a glyph's average width, as a fraction of the font size.
        static let averageGlyphWidth: CGFloat = 0.52
        static let margin: CGFloat = 16
        static let background = "#ffffff"
        static let groupedBackground = "#f2f2f7"
        static let plainHeader = "#f7f7f7"
        static let label = "#000000"
        static let secondaryLabel = "#6d6d72"
        static let tint = "#007aff"
        static let red = "#ff3b30"
        static let green = "#34c759"
        static let gray = "#8e8e93"
        static let lightGray = "#c7c7cc"
        static let separator = "#c6c6c8"
        static let selected = "#d1d1d6"
        static let highlighted = "#c7c7cc"
    }
#endif
