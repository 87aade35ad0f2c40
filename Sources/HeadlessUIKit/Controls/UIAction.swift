#if !canImport(UIKit)
    import Foundation

    /// The closure an action runs, with the action itself; `sender` tells who sent it.
    public typealias UIActionHandler = @MainActor (UIAction) -> Void

    extension UIMenuElement {
        /// How a menu element looks and behaves.
        public struct Attributes: OptionSet, Hashable, Sendable {
            /// The raw bits.
            public let rawValue: UInt
            /// Creates attributes from raw bits.
            public init(rawValue: UInt) { self.rawValue = rawValue }
            /// The element is shown but cannot be chosen.
            public static let disabled = Attributes(rawValue: 1 << 0)
            /// The element is styled as destructive.
            public static let destructive = Attributes(rawValue: 1 << 1)
            /// The element is not shown.
            public static let hidden = Attributes(rawValue: 1 << 2)
            /// Choosing the element keeps the menu open.
            public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
        }

        /// Whether a menu element shows a check mark.
        public enum State: Int, Sendable {
            /// Unchecked.
            case off = 0
            /// Checked.
            case on = 1
            /// Partly checked.
            case mixed = 2
        }
    }

    /// A closure-based action for controls and menus.
    ///
    /// A control runs the actions added for an event when that event happens through user interaction
    /// (the `headless…` simulations here), with `sender` set to the control, as UIKit does.
    @preconcurrency @MainActor
    open class UIAction: UIMenuElement {
        /// The stable name of an action; a control keeps one action per identifier.
        public struct Identifier: Hashable, Sendable, RawRepresentable {
            /// The name.
            public let rawValue: String
            /// Creates an identifier from a name.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// Creates an identifier from a name.
            public init(_ rawValue: String) { self.rawValue = rawValue }
        }

        /// The action's title, shown in menus and on buttons built from the action.
        open override var title: String {
            get { storedTitle }
            set { storedTitle = newValue }
        }
        /// The action's image, shown next to its title.
        open override var image: UIImage? {
            get { storedImage }
            set { storedImage = newValue }
        }
        /// The action's identifier; a unique one when none was given.
        public let identifier: Identifier
        /// The image shown while the action's state is `.on`. Default `nil`.
        open var selectedImage: UIImage?
        /// A title that describes the action for the keyboard shortcut overlay. Default `nil`.
        open var discoverabilityTitle: String?
        /// How the action looks and behaves. Default `[]`.
        open var attributes: UIMenuElement.Attributes
        /// Whether the action shows a check mark. Default `.off`.
        open var state: UIMenuElement.State
        /// The object that sent the action during its handler (the control); `nil` before it first runs.
        ///
        /// The action does not keep its sender alive: once the control is freed this is `nil`.
        open var sender: Any? { weakSender ?? valueSender }

        /// The sender when it is an object, held weakly so that a control and its action form no cycle.
        private weak var weakSender: AnyObject?
        /// A sender that is not an object (nothing in UIKit sends one, but `perform` accepts any).
        private var valueSender: Any?

        private let handler: UIActionHandler

        /// Creates an action that runs a closure.
        @preconcurrency
        public init(
            title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
            identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
            attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
            handler: @escaping UIActionHandler
        ) {
            self.identifier = identifier ?? Identifier(UUID().uuidString)
            self.selectedImage = selectedImage
            self.discoverabilityTitle = discoverabilityTitle
            self.attributes = attributes
            self.state = state
            self.handler = handler
            super.init(title: title, subtitle: subtitle, image: image)
        }

        /// Runs the handler with a sender.
        func perform(sender: Any?) {
            if let sender, type(of: sender as Any) is AnyObject.Type {
                weakSender = sender as AnyObject
                valueSender = nil
            } else {
                weakSender = nil
                valueSender = sender
            }
            handler(self)
        }
    }
#endif
