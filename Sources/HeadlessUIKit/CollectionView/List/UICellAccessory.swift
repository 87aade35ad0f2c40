#if !canImport(UIKit)
    import Foundation

    /// A system or custom accessory a list cell shows at its leading or trailing edge.
    ///
    ///     cell.accessories = [.disclosureIndicator(), .delete(displayed: .whenEditing)]
    @preconcurrency @MainActor
    public struct UICellAccessory {
        /// The editing states in which an accessory appears.
        public enum DisplayedState: Hashable, Sendable {
            /// Always.
            case always
            /// Only while the cell is editing.
            case whenEditing
            /// Only while the cell is not editing.
            case whenNotEditing
        }

        /// The width an accessory's layout reserves.
        public enum LayoutDimension: Hashable, Sendable {
            /// The accessory's own width.
            case actual
            /// The system's standard width.
            case standard
            /// A width of the app's choosing.
            case custom(CGFloat)
        }

        /// Chooses where among the other accessories of its edge a custom accessory goes.
        @available(*, deprecated, renamed: "Placement.Position")
        public typealias Position = Placement.Position

        /// The edge and editing states of a custom accessory.
        ///
        /// The defaults are UIKit's: a leading accessory goes after the other leading ones (the index
        /// `count`), a trailing one before the other trailing ones (the index 0). Headlessly the position
        /// is not evaluated; the accessory keeps the order of the `accessories` array.
        public enum Placement {
            /// Chooses where among the other accessories of its edge a custom accessory goes: the index
            /// in the array of those accessories.
            public typealias Position = (_ accessories: [UICellAccessory]) -> Int

            /// At the leading edge; by default after the other leading accessories.
            case leading(displayed: DisplayedState = .always, at: Position = { $0.count })
            /// At the trailing edge; by default before the other trailing accessories.
            case trailing(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        }

        /// Options of the disclosure indicator.
        public struct DisclosureIndicatorOptions {
            /// Whether the cell hides the accessory. Default `false`.
            public var isHidden: Bool
            /// The width reserved for the accessory. Default `.standard`.
            public var reservedLayoutWidth: LayoutDimension
            /// The accessory's tint. Default `nil`.
            public var tintColor: UIColor?

            /// Creates options; `nil` keeps each default.
            public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
                self.isHidden = isHidden ?? false
                self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
                self.tintColor = tintColor
            }
        }

        /// Options of the checkmark.
        public struct CheckmarkOptions {
            /// Whether the cell hides the accessory. Default `false`.
            public var isHidden: Bool
            /// The width reserved for the accessory. Default `.standard`.
            public var reservedLayoutWidth: LayoutDimension
            /// The accessory's tint. Default `nil`.
            public var tintColor: UIColor?

            /// Creates options; `nil` keeps each default.
            public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
                self.isHidden = isHidden ?? false
                self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
                self.tintColor = tintColor
            }
        }

        /// Options of the detail button.
        @available(iOS 15.4, tvOS 15.4, *)
        public struct DetailOptions {
            /// Whether the cell hides the accessory. Default `false`.
            public var isHidden: Bool
            /// The width reserved for the accessory. Default `.standard`.
            public var reservedLayoutWidth: LayoutDimension
            /// The accessory's tint. Default `nil`.
            public var tintColor: UIColor?

            /// Creates options; `nil` keeps each default.
            public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
                self.isHidden = isHidden ?? false
                self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
                self.tintColor = tintColor
            }
        }

        /// Options of the delete control, which adds a background color to the common three.
        public struct DeleteOptions {
            /// Whether the cell hides the accessory. Default `false`.
            public var isHidden: Bool
            /// The width reserved for the accessory. Default `.standard`.
            public var reservedLayoutWidth: LayoutDimension
            /// The accessory's tint. Default `nil`.
            public var tintColor: UIColor?
            /// The color behind the control. Default `nil`, the system's.
            public var backgroundColor: UIColor?

            /// Creates options; `nil` keeps each default.
            public init(
                isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                backgroundColor: UIColor? = nil
            ) {
                self.isHidden = isHidden ?? false
                self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
                self.tintColor = tintColor
                self.backgroundColor = backgroundColor
            }
        }

        /// Options of the reorder control, which adds the vertical separator to the common three.
        public struct ReorderOptions {
            /// Whether the cell hides the accessory. Default `false`.
            public var isHidden: Bool
            /// The width reserved for the accessory. Default `.standard`.
            public var reservedLayoutWidth: LayoutDimension
            /// The accessory's tint. Default `nil`.
            public var tintColor: UIColor?
            /// Whether a vertical line separates the control from an accessory before it. Default `true`.
            public var showsVerticalSeparator: Bool

            /// Creates options; `nil` keeps each default.
            public init(
                isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                showsVerticalSeparator: Bool? = nil
            ) {
                self.isHidden = isHidden ?? false
                self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
                self.tintColor = tintColor
                self.showsVerticalSeparator = showsVerticalSeparator ?? true
            }
        }

        /// Options of the outline disclosure, which expands and collapses a parent item.
        public struct OutlineDisclosureOptions {
            /// How the disclosure looks: chosen automatically, as a header's, or as a cell's.
            public enum Style: Hashable, Sendable {
                /// Chosen from the cell's configuration.
                case automatic
                /// The style of a section header: tapping the whole cell toggles.
                case header
                /// The style of a cell: only the disclosure toggles.
                case cell
            }

            /// The style. Default `.automatic`.
            public var style: Style
            /// Whether the cell hides the accessory. Default `false`.
            public var isHidden: Bool
            /// The width reserved for the accessory. Default `.standard`.
            public var reservedLayoutWidth: LayoutDimension
            /// The accessory's tint. Default `nil`.
            public var tintColor: UIColor?

            /// Creates options; `nil` keeps each default.
            public init(
                style: Style? = nil, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil,
                tintColor: UIColor? = nil
            ) {
                self.style = style ?? .automatic
                self.isHidden = isHidden ?? false
                self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
                self.tintColor = tintColor
            }
        }

        /// A custom view accessory's view and placement.
        public struct CustomViewConfiguration {
            /// The view shown.
            public let customView: UIView
            /// Where the view goes.
            public var placement: Placement
            /// Whether the cell hides the accessory. Default `false`.
            public var isHidden: Bool
            /// The width reserved for the accessory. Default `.standard`.
            public var reservedLayoutWidth: LayoutDimension
            /// The accessory's tint. Default `nil`.
            public var tintColor: UIColor?
            /// Whether the view keeps its frame size. Default `false`.
            public var maintainsFixedSize: Bool

            /// Creates a configuration; `nil` keeps each default.
            public init(
                customView: UIView, placement: Placement, isHidden: Bool? = nil,
                reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                maintainsFixedSize: Bool? = nil
            ) {
                self.customView = customView
                self.placement = placement
                self.isHidden = isHidden ?? false
                self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
                self.tintColor = tintColor
                self.maintainsFixedSize = maintainsFixedSize ?? false
            }
        }

        /// What kind of accessory this is (headless addition, for tests and the renderers).
        public enum HeadlessKind: Hashable, Sendable {
            /// `disclosureIndicator(displayed:options:)`.
            case disclosureIndicator
            /// `checkmark(displayed:options:)`.
            case checkmark
            /// `delete(displayed:options:actionHandler:)`.
            case delete
            /// `reorder(displayed:options:)`.
            case reorder
            /// `outlineDisclosure(displayed:options:actionHandler:)`.
            case outlineDisclosure
            /// `detail(displayed:options:actionHandler:)`.
            case detail
            /// `customView(configuration:)`.
            case customView
        }

        /// What an accessory is, as UIKit reports it in `accessoryType`.
        public enum AccessoryType: Hashable {
            /// `disclosureIndicator(displayed:options:)`.
            case disclosureIndicator
            /// `outlineDisclosure(displayed:options:actionHandler:)`.
            case outlineDisclosure
            /// `checkmark(displayed:options:)`.
            case checkmark
            /// `delete(displayed:options:actionHandler:)`.
            case delete
            /// An insert control (UIKit's `insert(displayed:options:actionHandler:)`; not built headlessly).
            case insert
            /// `reorder(displayed:options:)`.
            case reorder
            /// A multiple-selection circle (UIKit's `multiselect(displayed:options:)`; not built headlessly).
            case multiselect
            /// A text label (UIKit's `label(text:displayed:options:)`; not built headlessly).
            case label
            /// `customView(configuration:)`, with the configuration's view.
            case customView(UIView)
            /// `detail(displayed:options:actionHandler:)`.
            @available(iOS 15.4, tvOS 15.4, *)
            case detail
            /// A pop-up menu (UIKit's `popUpMenu(_:displayed:options:selectedElementDidChangeHandler:)`;
            /// not built headlessly).
            @available(iOS 16.0, *)
            case popUpMenu
        }

        /// What the accessory is; a custom accessory carries its view.
        public let accessoryType: AccessoryType
        /// The kind of accessory, without a custom accessory's view (headless addition).
        public let headlessKind: HeadlessKind
        /// The editing states in which it appears (headless addition).
        public let headlessDisplayedState: DisplayedState
        /// Whether the cell hides it (headless addition).
        public let headlessIsHidden: Bool
        /// Whether it sits at the leading edge (headless addition): the delete control does, and a
        /// custom view whose placement says so; every other accessory sits at the trailing edge.
        public let headlessIsLeading: Bool
        let actionHandler: (() -> Void)?

        /// The editing states in which it appears.
        @available(*, deprecated, renamed: "headlessDisplayedState")
        public var displayedState: DisplayedState { headlessDisplayedState }
        /// Whether the cell hides it.
        @available(*, deprecated, renamed: "headlessIsHidden")
        public var isHidden: Bool { headlessIsHidden }
        /// Whether it sits at the leading edge.
        @available(*, deprecated, renamed: "headlessIsLeading")
        public var isLeading: Bool { headlessIsLeading }
        /// The custom view, for a custom accessory; `nil` otherwise.
        @available(*, deprecated, message: "match `accessoryType` against `.customView(let view)`")
        public var customView: UIView? {
            if case .customView(let view) = accessoryType { view } else { nil }
        }

        private init(
            _ kind: HeadlessKind, _ displayed: DisplayedState, hidden: Bool, leading: Bool = false,
            view: UIView? = nil, action: (() -> Void)? = nil
        ) {
            headlessKind = kind
            accessoryType = Self.accessoryType(of: kind, view: view)
            headlessDisplayedState = displayed
            headlessIsHidden = hidden
            headlessIsLeading = leading
            actionHandler = action
        }

        /// UIKit's type for a headless kind; `view` is a custom accessory's view.
        private static func accessoryType(of kind: HeadlessKind, view: UIView?) -> AccessoryType {
            switch kind {
            case .disclosureIndicator: .disclosureIndicator
            case .checkmark: .checkmark
            case .delete: .delete
            case .reorder: .reorder
            case .outlineDisclosure: .outlineDisclosure
            case .detail: .detail
            case .customView: .customView(view ?? UIView())
            }
        }

        /// A chevron at the trailing edge.
        public static func disclosureIndicator(
            displayed: DisplayedState = .always, options: DisclosureIndicatorOptions = DisclosureIndicatorOptions()
        ) -> UICellAccessory {
            UICellAccessory(.disclosureIndicator, displayed, hidden: options.isHidden)
        }

        /// A checkmark at the trailing edge.
        public static func checkmark(
            displayed: DisplayedState = .always, options: CheckmarkOptions = CheckmarkOptions()
        ) -> UICellAccessory {
            UICellAccessory(.checkmark, displayed, hidden: options.isHidden)
        }

        /// A delete control at the leading edge, shown while editing by default; `actionHandler` runs on
        /// a tap (without one, UIKit shows the trailing swipe actions).
        public static func delete(
            displayed: DisplayedState = .whenEditing, options: DeleteOptions = DeleteOptions(),
            actionHandler: (() -> Void)? = nil
        ) -> UICellAccessory {
            UICellAccessory(.delete, displayed, hidden: options.isHidden, leading: true, action: actionHandler)
        }

        /// A reorder control at the trailing edge, shown while editing by default.
        public static func reorder(
            displayed: DisplayedState = .whenEditing, options: ReorderOptions = ReorderOptions()
        ) -> UICellAccessory {
            UICellAccessory(.reorder, displayed, hidden: options.isHidden)
        }

        /// An outline disclosure at the trailing edge; `actionHandler` replaces the default toggle.
        public static func outlineDisclosure(
            displayed: DisplayedState = .always, options: OutlineDisclosureOptions = OutlineDisclosureOptions(),
            actionHandler: (() -> Void)? = nil
        ) -> UICellAccessory {
            UICellAccessory(.outlineDisclosure, displayed, hidden: options.isHidden, action: actionHandler)
        }

        /// A detail (info) button at the trailing edge; `actionHandler` runs on a tap.
        @available(iOS 15.4, tvOS 15.4, *)
        public static func detail(
            displayed: DisplayedState = .always, options: DetailOptions = DetailOptions(),
            actionHandler: (() -> Void)? = nil
        ) -> UICellAccessory {
            UICellAccessory(.detail, displayed, hidden: options.isHidden, action: actionHandler)
        }

        /// A view of the app's own at the edge its placement names.
        public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
            let (leading, displayed) =
                switch configuration.placement {
                case .leading(let displayed, _): (true, displayed)
                case .trailing(let displayed, _): (false, displayed)
                }
            return UICellAccessory(
                .customView, displayed, hidden: configuration.isHidden, leading: leading,
                view: configuration.customView)
        }

        /// Whether the accessory shows in an editing state.
        func isShown(editing: Bool) -> Bool {
            guard !headlessIsHidden else { return false }
            switch headlessDisplayedState {
            case .always: return true
            case .whenEditing: return editing
            case .whenNotEditing: return !editing
            }
        }
    }
#endif
