#if !canImport(UIKit)
    import Foundation

    /// An element of a menu: a command, an action or a submenu.
    @preconcurrency @MainActor
    open class UIMenuElement: NSObject {
        /// The element's title; read-only here, settable on `UIAction`.
        open var title: String { storedTitle }
        var storedTitle: String

        /// The element's subtitle.
        open var subtitle: String?

        /// The element's image; read-only here, settable on `UIAction`.
        open var image: UIImage? { storedImage }
        var storedImage: UIImage?

        init(title: String, subtitle: String?, image: UIImage?) {
            self.storedTitle = title
            self.subtitle = subtitle
            self.storedImage = image
            super.init()
        }
    }

    /// A menu: a titled group of menu elements.
    @preconcurrency @MainActor
    open class UIMenu: UIMenuElement {
        /// The stable name of a menu.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            /// The name.
            public let rawValue: String
            /// Creates an identifier from a name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from a name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
        }

        /// How a menu presents its children.
        public struct Options: OptionSet, Sendable {
            /// The raw bits.
            public let rawValue: UInt
            /// Creates options from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// Shows the children inline in the parent menu.
            public static let displayInline = Options(rawValue: 1 << 0)
            /// Marks the menu destructive.
            public static let destructive = Options(rawValue: 1 << 1)
            /// Allows one child to be on at a time.
            public static let singleSelection = Options(rawValue: 1 << 5)
            /// Shows the children as a palette.
            public static let displayAsPalette = Options(rawValue: 1 << 7)
        }

        /// The menu's children.
        public let children: [UIMenuElement]

        /// The menu's options.
        public let options: Options

        /// The menu's identifier.
        public let identifier: Identifier

        /// Creates a menu.
        public init(
            title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
            options: Options = [], children: [UIMenuElement] = []
        ) {
            self.children = children
            self.options = options
            self.identifier = identifier ?? Identifier(UUID().uuidString)
            super.init(title: title, subtitle: subtitle, image: image)
        }

        /// Returns a copy of the menu with other children.
        open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
            UIMenu(
                title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
                children: newChildren)
        }
    }
#endif
