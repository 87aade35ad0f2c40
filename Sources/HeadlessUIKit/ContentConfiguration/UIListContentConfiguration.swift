#if !canImport(UIKit)
    import Foundation

    /// The content of a list row, header or footer: text, secondary text and an image, with their styling.
    ///
    /// Each style starts from defaults; headlessly they are our choice in the system's spirit (see
    /// `Docs/HeadlessTableView.md`): text in the body font and `.label`, secondary text in
    /// `.secondaryLabel`, header and footer text in the footnote font.
    public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
        /// The style a configuration was made as (headless addition, for inspection).
        public enum HeadlessStyle: Hashable, Sendable {
            /// Made by the factory method of the same name, such as `cell()` or `groupedHeader()`.
            case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
            /// Made by the factory method of the same name, such as `cell()` or `groupedHeader()`.
            case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarCell, sidebarSubtitleCell
            /// Made by the factory method of the same name, such as `cell()` or `groupedHeader()`.
            case accompaniedSidebarCell, accompaniedSidebarSubtitleCell, sidebarHeader, header, footer
        }

        /// How text is styled.
        public struct TextProperties: Hashable, Sendable {
            /// Text alignment.
            public enum TextAlignment: Int, Hashable, Sendable {
                /// The script's alignment.
                case natural, center, justified
            }

            /// A change of case applied to the text.
            public enum TextTransform: Int, Hashable, Sendable {
                /// As written.
                case none, uppercase, lowercase, capitalized
            }

            /// The font.
            public var font: UIFont
            /// The color.
            public var color: UIColor
            /// The alignment. Default `.natural`.
            public var alignment: TextAlignment = .natural
            /// How lines break. Default `.byTruncatingTail`.
            public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
            /// The maximum number of lines; 0 means no limit. Default 0.
            public var numberOfLines = 0
            /// Whether the font shrinks to fit. Default `false`.
            public var adjustsFontSizeToFitWidth = false
            /// The smallest scale when shrinking. Default 0.
            public var minimumScaleFactor: CGFloat = 0
            /// Whether letters may tighten before truncation. Default `false`.
            public var allowsDefaultTighteningForTruncation = false
            /// Whether the font follows the user's text size. Default `true`.
            public var adjustsFontForContentSizeCategory = true
            /// A change of case. Default `.none`.
            public var transform: TextTransform = .none
            /// A transformer the color goes through before the text shows in it. Default `nil`.
            public var colorTransformer: UIConfigurationColorTransformer? {
                get { colorTransformerSlot.transformer }
                set { colorTransformerSlot = ColorTransformerSlot(newValue) }
            }
            var colorTransformerSlot = ColorTransformerSlot()

            /// The color the text shows in: `color` through `colorTransformer` when there is one.
            public func resolvedColor() -> UIColor {
                colorTransformerSlot(color)
            }
        }

        /// How the image is styled.
        public struct ImageProperties: Hashable, Sendable {
            /// The symbol configuration a symbol image is drawn with, applied over the image's own; the
            /// content view hands it to its image view. Default `nil`.
            public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
            /// The tint. Default `nil` (the view's tint).
            public var tintColor: UIColor?
            /// A transformer the tint goes through before the image shows in it. Default `nil`.
            public var tintColorTransformer: UIConfigurationColorTransformer? {
                get { tintColorTransformerSlot.transformer }
                set { tintColorTransformerSlot = ColorTransformerSlot(newValue) }
            }
            var tintColorTransformerSlot = ColorTransformerSlot()
            /// The corner radius. Default 0.
            public var cornerRadius: CGFloat = 0
            /// The largest size; `.zero` means no limit. Default `.zero`.
            public var maximumSize: CGSize = .zero
            /// The size reserved for the image even when smaller. Default `.zero`.
            public var reservedLayoutSize: CGSize = .zero
            /// Whether the image ignores the invert-colors setting. Default `false`.
            public var accessibilityIgnoresInvertColors = false

            /// The tint the image shows in when its view's tint is `tintColor`: `self.tintColor` when set,
            /// else `tintColor`, through `tintColorTransformer` when there is one.
            ///
            /// - Parameter tintColor: The tint of the view that shows the image.
            public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
                tintColorTransformerSlot(self.tintColor ?? tintColor)
            }
        }

        /// The style this configuration was made as (headless addition).
        public let headlessStyle: HeadlessStyle
        /// The primary text. Default `nil`.
        public var text: String?
        /// The primary text with attributes; setting it does not change `text`. Default `nil`.
        public var attributedText: NSAttributedString?
        /// The secondary text. Default `nil`.
        public var secondaryText: String?
        /// The secondary text with attributes. Default `nil`.
        public var secondaryAttributedText: NSAttributedString?
        /// The image. Default `nil`.
        public var image: UIImage?
        /// The styling of the primary text.
        public var textProperties: TextProperties
        /// The styling of the secondary text.
        public var secondaryTextProperties: TextProperties
        /// The styling of the image.
        public var imageProperties = ImageProperties()
        /// The margins around the content. Default 11 points above and below, 16 at the sides
        /// (headless choice; UIKit derives them from the list).
        public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        /// The axes on which the content view keeps the layout margins it inherits from its superview,
        /// with `directionalLayoutMargins` as the least margins. Default `.both`, as UIKit documents.
        public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
        /// Whether text and secondary text sit side by side. Default `false` (`true` for value cells).
        public var prefersSideBySideTextAndSecondaryText = false
        /// The space between image and text. Default 16 (headless choice).
        public var imageToTextPadding: CGFloat = 16
        /// The horizontal space between text and secondary text. Default 8 (headless choice).
        public var textToSecondaryTextHorizontalPadding: CGFloat = 8
        /// The vertical space between text and secondary text. Default 3 (headless choice).
        public var textToSecondaryTextVerticalPadding: CGFloat = 3

        init(style: HeadlessStyle, text: TextProperties, secondary: TextProperties) {
            headlessStyle = style
            textProperties = text
            secondaryTextProperties = secondary
        }

        private static func properties(_ style: UIFont.TextStyle, _ color: UIColor) -> TextProperties {
            TextProperties(font: .preferredFont(forTextStyle: style), color: color)
        }

        private static func row(_ style: HeadlessStyle, secondary: UIFont.TextStyle) -> Self {
            Self(
                style: style, text: properties(.body, .label), secondary: properties(secondary, .secondaryLabel))
        }

        private static func supplementary(_ style: HeadlessStyle, _ font: UIFont.TextStyle = .footnote) -> Self {
            Self(
                style: style, text: properties(font, .secondaryLabel),
                secondary: properties(.footnote, .secondaryLabel))
        }

        /// A cell with text and an image.
        public static func cell() -> Self { row(.cell, secondary: .subheadline) }
        /// A cell with text and secondary text below it.
        public static func subtitleCell() -> Self { row(.subtitleCell, secondary: .subheadline) }
        /// A cell with text and secondary text side by side.
        public static func valueCell() -> Self {
            var configuration = row(.valueCell, secondary: .body)
            configuration.prefersSideBySideTextAndSecondaryText = true
            return configuration
        }
        /// A header of a plain list.
        public static func plainHeader() -> Self { supplementary(.plainHeader, .headline) }
        /// A footer of a plain list.
        public static func plainFooter() -> Self { supplementary(.plainFooter) }
        /// A header of a grouped list.
        public static func groupedHeader() -> Self { supplementary(.groupedHeader) }
        /// A footer of a grouped list.
        public static func groupedFooter() -> Self { supplementary(.groupedFooter) }
        /// A prominent header of an inset grouped list.
        public static func prominentInsetGroupedHeader() -> Self {
            supplementary(.prominentInsetGroupedHeader, .headline)
        }
        /// An extra prominent header of an inset grouped list.
        public static func extraProminentInsetGroupedHeader() -> Self {
            supplementary(.extraProminentInsetGroupedHeader, .title2)
        }
        /// A cell of a sidebar.
        public static func sidebarCell() -> Self { row(.sidebarCell, secondary: .subheadline) }
        /// A cell of a sidebar with secondary text below.
        public static func sidebarSubtitleCell() -> Self { row(.sidebarSubtitleCell, secondary: .subheadline) }
        /// A cell of an accompanied sidebar.
        public static func accompaniedSidebarCell() -> Self { row(.accompaniedSidebarCell, secondary: .subheadline) }
        /// A cell of an accompanied sidebar with secondary text below.
        public static func accompaniedSidebarSubtitleCell() -> Self {
            row(.accompaniedSidebarSubtitleCell, secondary: .subheadline)
        }
        /// A header of a sidebar.
        public static func sidebarHeader() -> Self { supplementary(.sidebarHeader, .headline) }
        /// A header that adapts to its list (headless addition: UIKit names it `header()` from iOS 18 on,
        /// which the iOS 15 deployment target cannot call).
        public static func headlessHeader() -> Self { supplementary(.header) }
        /// A footer that adapts to its list (headless addition: UIKit's iOS 18 `footer()`).
        public static func headlessFooter() -> Self { supplementary(.footer) }
        /// A header that adapts to its list.
        @available(*, deprecated, renamed: "headlessHeader()")
        public static func header() -> Self { headlessHeader() }
        /// A footer that adapts to its list.
        @available(*, deprecated, renamed: "headlessFooter()")
        public static func footer() -> Self { headlessFooter() }

        /// Makes a list content view that shows the configuration.
        @MainActor @preconcurrency
        public func makeContentView() -> any UIView & UIContentView {
            UIListContentView(configuration: self)
        }

        /// The configuration for a state; the list styles look the same in every state, so this is `self`.
        public func updated(for state: any UIConfigurationState) -> Self { self }
    }
#endif
