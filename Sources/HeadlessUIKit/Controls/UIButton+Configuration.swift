#if !canImport(UIKit)
    import Foundation

    extension UIButton {
        /// The closure that updates a button's configuration for its state.
        public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

        /// A button's appearance and content as a value: title, subtitle, image, colors and insets.
        ///
        /// Headlessly the styles differ only in `headlessStyle`; nothing is drawn.
        public struct Configuration: Hashable, Sendable {
            /// The named styles a configuration starts from (headless addition, for inspection).
            public enum HeadlessStyle: Hashable, Sendable {
                /// Made by the factory method of the same name, such as `plain()` or `filled()`.
                case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
            }

            /// How round the background's corners are.
            public enum CornerStyle: Int, Hashable, Sendable {
                /// The style's own radius.
                case dynamic, fixed, small, medium, large, capsule
            }

            /// The size class of the button.
            public enum Size: Int, Hashable, Sendable {
                /// Mini, small, medium and large buttons.
                case mini, small, medium, large
            }

            /// The style the configuration was made from (headless addition).
            public let headlessStyle: HeadlessStyle
            /// The title. Default `nil`.
            public var title: String?
            /// The subtitle. Default `nil`.
            public var subtitle: String?
            /// The image. Default `nil`.
            public var image: UIImage?
            /// Whether an activity indicator replaces the image. Default `false`.
            public var showsActivityIndicator = false
            /// The color of the title and image. Default `nil` (the style's).
            public var baseForegroundColor: UIColor?
            /// The color of the background. Default `nil` (the style's).
            public var baseBackgroundColor: UIColor?
            /// The space between image and title. Default 0.
            public var imagePadding: CGFloat = 0
            /// The space between title and subtitle. Default 0.
            public var titlePadding: CGFloat = 0
            /// The insets of the content. Default `.zero` (headlessly the style's own insets are not modelled).
            public var contentInsets: NSDirectionalEdgeInsets = .zero
            /// The background's corners. Default `.dynamic`.
            public var cornerStyle: CornerStyle = .dynamic
            /// The button's size class. Default `.medium`.
            public var buttonSize: Size = .medium

            init(style: HeadlessStyle) {
                headlessStyle = style
            }

            /// A plain button: no background.
            public static func plain() -> Configuration { Configuration(style: .plain) }
            /// A tinted button: a tinted translucent background.
            public static func tinted() -> Configuration { Configuration(style: .tinted) }
            /// A gray button: a gray background.
            public static func gray() -> Configuration { Configuration(style: .gray) }
            /// A filled button: a tint-colored background.
            public static func filled() -> Configuration { Configuration(style: .filled) }
            /// A borderless button.
            public static func borderless() -> Configuration { Configuration(style: .borderless) }
            /// A bordered button.
            public static func bordered() -> Configuration { Configuration(style: .bordered) }
            /// A bordered tinted button.
            public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
            /// A bordered prominent button.
            public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }
        }
    }
#endif
