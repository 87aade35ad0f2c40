#if !canImport(UIKit)
    import Foundation

    /// A button: titles, images and colors per state, or a `UIButton.Configuration`.
    ///
    /// `headlessTap()` is the user's tap: `.touchDown`, `.touchUpInside`, then `.primaryActionTriggered`.
    @preconcurrency @MainActor
    open class UIButton: UIControl {
        /// The kinds of system button.
        public enum ButtonType: Int, Sendable {
            /// No style.
            case custom = 0
            /// The system's style (tinted title).
            case system = 1
            /// An info button with a disclosure.
            case detailDisclosure = 2
            /// A light info button.
            case infoLight = 3
            /// A dark info button.
            case infoDark = 4
            /// A plus button.
            case contactAdd = 5
            /// A button without background, the type a configuration's button has (headless addition:
            /// UIKit's `plain` type exists on tvOS only).
            case headlessPlain = 6
            /// A close button.
            case close = 7

            /// The deprecated rounded-rectangle style, the same as `.system`.
            public static let roundedRect = ButtonType.system
            /// A button without background.
            @available(*, deprecated, renamed: "headlessPlain")
            public static let plain = ButtonType.headlessPlain
        }

        /// The type the button was created with. Default `.custom` through `init(frame:)`.
        open private(set) var buttonType: ButtonType = .custom

        /// The button's appearance as a value; when set, it decides what the button shows. Default `nil`.
        open var configuration: UIButton.Configuration? {
            didSet { setNeedsUpdateConfiguration() }
        }

        /// Runs when the button's configuration should follow its state. Default `nil`.
        open var configurationUpdateHandler: UIButton.ConfigurationUpdateHandler? {
            didSet { setNeedsUpdateConfiguration() }
        }

        /// The menu the button shows. Default `nil`.
        open var menu: UIMenu?
        /// Whether a tap shows `menu` instead of sending the primary action. Default `false`.
        open var showsMenuAsPrimaryAction = false

        /// The label that shows the current title.
        open private(set) lazy var titleLabel: UILabel? = UILabel(frame: .zero)
        /// The image view that shows the current image.
        open private(set) lazy var imageView: UIImageView? = UIImageView(frame: .zero)

        /// The space around the title and image, for a button without a configuration (UIKit deprecates
        /// it from iOS 15 in favour of the configuration's `contentInsets`). Default `.zero`.
        open var contentEdgeInsets: UIEdgeInsets = .zero

        private var titles: [UInt: String] = [:]
        private var images: [UInt: UIImage] = [:]
        private var titleColors: [UInt: UIColor] = [:]
        private var isUpdatingConfiguration = false

        /// Creates a custom button.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            accessibilityTraits = .button
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Creates a button of a type.
        public convenience init(type buttonType: ButtonType) {
            self.init(frame: .zero)
            self.buttonType = buttonType
        }

        /// Creates a button of a type with a primary action, whose title and image the button shows.
        public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
            self.init(type: buttonType)
            if let primaryAction {
                addAction(primaryAction, for: .primaryActionTriggered)
                if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
                if let image = primaryAction.image { setImage(image, for: .normal) }
            }
        }

        /// Creates a button with a configuration and an optional primary action.
        public convenience init(configuration: UIButton.Configuration, primaryAction: UIAction? = nil) {
            self.init(type: .headlessPlain)
            self.configuration = configuration
            if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        }

        // MARK: Titles, images and colors per state

        /// Sets the title for a state.
        open func setTitle(_ title: String?, for state: State) {
            titles[state.rawValue] = title
            if state == self.state || state == .normal { titleLabel?.text = currentTitle }
        }

        /// The title for a state, falling back to the normal state's title.
        open func title(for state: State) -> String? {
            titles[state.rawValue] ?? titles[State.normal.rawValue]
        }

        /// Sets the image for a state.
        open func setImage(_ image: UIImage?, for state: State) {
            images[state.rawValue] = image
            imageView?.image = currentImage
        }

        /// The image for a state, falling back to the normal state's image.
        open func image(for state: State) -> UIImage? {
            images[state.rawValue] ?? images[State.normal.rawValue]
        }

        /// Sets the title color for a state.
        open func setTitleColor(_ color: UIColor?, for state: State) {
            titleColors[state.rawValue] = color
        }

        /// The title color for a state, falling back to the normal state's color.
        open func titleColor(for state: State) -> UIColor? {
            titleColors[state.rawValue] ?? titleColors[State.normal.rawValue]
        }

        /// The title shown now: the configuration's, else the current state's.
        open var currentTitle: String? { configuration?.title ?? title(for: state) }
        /// The image shown now: the configuration's, else the current state's.
        open var currentImage: UIImage? { configuration?.image ?? image(for: state) }

        /// The size of the content: the title (measured with the title label's font, with the headless
        /// text metrics) beside the image, plus the configuration's `imagePadding` between them and its
        /// `contentInsets` around them, or `contentEdgeInsets` without a configuration. An empty button
        /// is its insets alone.
        open override var intrinsicContentSize: CGSize {
            let measure = UILabel()
            measure.font = titleLabel?.font
            measure.text = currentTitle
            let title = measure.intrinsicContentSize
            let image = currentImage?.size ?? .zero
            let padding = title.width > 0 && image.width > 0 ? configuration?.imagePadding ?? 0 : 0
            let insets =
                configuration.map {
                    UIEdgeInsets(
                        top: $0.contentInsets.top, left: $0.contentInsets.leading, bottom: $0.contentInsets.bottom,
                        right: $0.contentInsets.trailing)
                } ?? contentEdgeInsets
            return CGSize(
                width: title.width + padding + image.width + insets.left + insets.right,
                height: max(title.height, image.height) + insets.top + insets.bottom)
        }

        /// The intrinsic content size, whatever size is offered.
        open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

        // MARK: Configuration updates

        /// Asks the button to update its configuration; headlessly the update runs at once.
        open func setNeedsUpdateConfiguration() {
            guard !isUpdatingConfiguration else { return }
            isUpdatingConfiguration = true
            defer { isUpdatingConfiguration = false }
            updateConfiguration()
        }

        /// Updates the configuration for the current state; the base implementation runs
        /// `configurationUpdateHandler`. Overrides call `super` to keep the handler running.
        open func updateConfiguration() {
            configurationUpdateHandler?(self)
            titleLabel?.text = currentTitle
        }

        /// Highlight and selection changes update the configuration, as in UIKit.
        open override var isHighlighted: Bool {
            didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } }
        }

        /// Selection changes update the configuration, as in UIKit.
        open override var isSelected: Bool {
            didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } }
        }

        /// Enabling or disabling updates the configuration, as in UIKit.
        open override var isEnabled: Bool {
            didSet { if isEnabled != oldValue { setNeedsUpdateConfiguration() } }
        }

        /// Simulates the user tapping the button (headless addition, not UIKit API).
        ///
        /// An enabled button is highlighted during the touch and sends `.touchDown`, `.touchUpInside` and
        /// `.primaryActionTriggered`; with `showsMenuAsPrimaryAction` and a menu it sends only `.touchDown`.
        public func headlessTap() {
            guard isEnabled else { return }
            isHighlighted = true
            sendUserEvents(.touchDown)
            isHighlighted = false
            if showsMenuAsPrimaryAction, menu != nil { return }
            sendUserEvents(.touchUpInside)
            sendUserEvents(.primaryActionTriggered)
        }
    }
#endif
