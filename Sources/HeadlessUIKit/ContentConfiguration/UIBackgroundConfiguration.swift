#if !canImport(UIKit)
    import Foundation

    /// The background of a cell, header or footer as a value: a color, a custom view, corners and a stroke.
    public struct UIBackgroundConfiguration: Hashable, Sendable {
        /// The style a configuration was made as (headless addition, for inspection).
        public enum HeadlessStyle: Hashable, Sendable {
            /// Made by the factory method of the same name, such as `clear()` or `listGroupedCell()`.
            case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
            /// Made by the factory method of the same name, such as `clear()` or `listGroupedCell()`.
            case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader, listCell, listHeader, listFooter
        }

        /// The style this configuration was made as (headless addition).
        public let headlessStyle: HeadlessStyle
        /// The background color; `nil` uses the style's. Default `nil`.
        public var backgroundColor: UIColor?
        /// A view drawn behind the content. Default `nil`.
        public var customView: UIView?
        /// The corner radius. Default 0.
        public var cornerRadius: CGFloat = 0
        /// The insets of the background. Default `.zero`.
        public var backgroundInsets: NSDirectionalEdgeInsets = .zero
        /// The stroke color; `nil` uses the view's tint (see `resolvedStrokeColor(for:)`). Default `nil`.
        public var strokeColor: UIColor?
        /// The stroke width. Default 0.
        public var strokeWidth: CGFloat = 0
        /// How far the stroke extends outside. Default 0.
        public var strokeOutset: CGFloat = 0
        /// An image drawn in the background. Default `nil`.
        public var image: UIImage?

        init(style: HeadlessStyle) {
            headlessStyle = style
        }

        /// No background.
        public static func clear() -> Self { Self(style: .clear) }
        /// The background of a cell in a plain list.
        public static func listPlainCell() -> Self { Self(style: .listPlainCell) }
        /// The background of a cell in a grouped list.
        public static func listGroupedCell() -> Self { Self(style: .listGroupedCell) }
        /// The background of a cell in a sidebar.
        public static func listSidebarCell() -> Self { Self(style: .listSidebarCell) }
        /// The background of a cell in an accompanied sidebar.
        public static func listAccompaniedSidebarCell() -> Self { Self(style: .listAccompaniedSidebarCell) }
        /// The background of a header or footer in a plain list.
        public static func listPlainHeaderFooter() -> Self { Self(style: .listPlainHeaderFooter) }
        /// The background of a header or footer in a grouped list.
        public static func listGroupedHeaderFooter() -> Self { Self(style: .listGroupedHeaderFooter) }
        /// The background of a sidebar header.
        public static func listSidebarHeader() -> Self { Self(style: .listSidebarHeader) }
        /// The background of a list cell that adapts to its list (headless addition: UIKit names it
        /// `listCell()` from iOS 18 on, which the iOS 15 deployment target cannot call).
        public static func headlessListCell() -> Self { Self(style: .listCell) }
        /// The background of a list header that adapts to its list (headless addition: UIKit's iOS 18
        /// `listHeader()`).
        public static func headlessListHeader() -> Self { Self(style: .listHeader) }
        /// The background of a list footer that adapts to its list (headless addition: UIKit's iOS 18
        /// `listFooter()`).
        public static func headlessListFooter() -> Self { Self(style: .listFooter) }
        /// The background of a list cell that adapts to its list.
        @available(*, deprecated, renamed: "headlessListCell()")
        public static func listCell() -> Self { headlessListCell() }
        /// The background of a list header that adapts to its list.
        @available(*, deprecated, renamed: "headlessListHeader()")
        public static func listHeader() -> Self { headlessListHeader() }
        /// The background of a list footer that adapts to its list.
        @available(*, deprecated, renamed: "headlessListFooter()")
        public static func listFooter() -> Self { headlessListFooter() }

        /// The configuration for a state; headlessly the backgrounds look the same in every state.
        public func updated(for state: any UIConfigurationState) -> Self { self }

        /// A transformer the background color goes through before it is drawn. Default `nil`.
        public var backgroundColorTransformer: UIConfigurationColorTransformer? {
            get { backgroundColorTransformerSlot.transformer }
            set { backgroundColorTransformerSlot = ColorTransformerSlot(newValue) }
        }
        private var backgroundColorTransformerSlot = ColorTransformerSlot()

        /// The color drawn: `backgroundColor`, else `.clear` (headlessly the style's colors are not
        /// modelled), through `backgroundColorTransformer` when there is one.
        public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
            backgroundColorTransformerSlot(backgroundColor ?? .clear)
        }

        /// A transformer the stroke color goes through before it is drawn. Default `nil`.
        public var strokeColorTransformer: UIConfigurationColorTransformer? {
            get { strokeColorTransformerSlot.transformer }
            set { strokeColorTransformerSlot = ColorTransformerSlot(newValue) }
        }
        private var strokeColorTransformerSlot = ColorTransformerSlot()

        /// The stroke color drawn: `strokeColor`, else `tintColor` (a `nil` stroke color means the view's
        /// tint), through `strokeColorTransformer` when there is one.
        ///
        /// - Parameter tintColor: The tint of the view that draws the background.
        public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
            strokeColorTransformerSlot(strokeColor ?? tintColor)
        }
    }
#endif
