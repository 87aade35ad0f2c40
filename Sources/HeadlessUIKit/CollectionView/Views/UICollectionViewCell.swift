#if !canImport(UIKit)
    import Foundation

    /// A cell of a collection view: a content view, background views, and selection and highlight state.
    ///
    /// Content can be given as a content configuration (`contentConfiguration`), which puts the
    /// configuration's view in `contentView`, and updated for the cell's state in
    /// `updateConfiguration(using:)` or a `configurationUpdateHandler`.
    @preconcurrency @MainActor
    open class UICollectionViewCell: UICollectionReusableView {
        /// The closure that updates a cell's configurations for its state.
        public typealias ConfigurationUpdateHandler =
            @MainActor (UICollectionViewCell, UICellConfigurationState) ->
            Void

        /// The view that holds the cell's content.
        public let contentView = UIView()
        /// The view behind the content. Default `nil`.
        open var backgroundView: UIView?
        /// The view behind the content while selected. Default `nil`.
        open var selectedBackgroundView: UIView?

        private var selected = false
        private var highlighted = false
        var configurations = CellConfigurations()
        /// Whether the collection view is editing (read for `configurationState`).
        var editing = false

        /// Creates a cell with a frame.
        public override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.fillsSuperviewInAutoLayout = true
            addSubview(contentView)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Whether the cell is selected; the collection view sets it.
        open var isSelected: Bool {
            get { selected }
            set {
                guard newValue != selected else { return }
                selected = newValue
                setNeedsUpdateConfiguration()
            }
        }

        /// Whether the cell is highlighted; the collection view sets it while the cell is touched.
        open var isHighlighted: Bool {
            get { highlighted }
            set {
                guard newValue != highlighted else { return }
                highlighted = newValue
                setNeedsUpdateConfiguration()
            }
        }

        // MARK: Configurations

        /// The content the cell shows as a configuration; setting it puts the configuration's view in
        /// `contentView`. Default `nil`.
        public var contentConfiguration: (any UIContentConfiguration)? {
            get { configurations.content }
            set {
                configurations.content = newValue
                configurations.contentView = installContentView(
                    for: newValue, replacing: configurations.contentView, in: contentView)
            }
        }

        /// The cell's background as a configuration. Default `nil`.
        public var backgroundConfiguration: UIBackgroundConfiguration? {
            get { configurations.background }
            set { configurations.background = newValue }
        }

        /// Whether an update replaces `contentConfiguration` with its `updated(for:)`. Default `true`.
        public var automaticallyUpdatesContentConfiguration: Bool {
            get { configurations.automaticallyUpdatesContent }
            set { configurations.automaticallyUpdatesContent = newValue }
        }

        /// Runs when the cell's configurations should follow its state; setting it asks for an update.
        public final var configurationUpdateHandler: ConfigurationUpdateHandler? {
            didSet { setNeedsUpdateConfiguration() }
        }

        /// The state the configurations follow: selection, highlight and editing.
        open var configurationState: UICellConfigurationState {
            var state = UICellConfigurationState()
            state.isSelected = isSelected
            state.isHighlighted = isHighlighted
            state.isEditing = editing
            return state
        }

        /// Asks for a configuration update; headlessly it runs at once.
        open func setNeedsUpdateConfiguration() {
            configurations.needsUpdate = true
            updateConfigurationIfNeeded()
        }

        /// Updates the configurations for a state; the default runs the `configurationUpdateHandler`.
        open func updateConfiguration(using state: UICellConfigurationState) {
            configurationUpdateHandler?(self, state)
        }

        /// Runs a pending update: the automatic content update, then `updateConfiguration(using:)`.
        func updateConfigurationIfNeeded() {
            guard configurations.needsUpdate else { return }
            configurations.needsUpdate = false
            let state = configurationState
            if automaticallyUpdatesContentConfiguration, let content = configurations.content {
                contentConfiguration = content.updated(for: state)
            }
            if let background = configurations.background {
                configurations.background = background.updated(for: state)
            }
            updateConfiguration(using: state)
        }

        /// The list configuration the cell shows, if its content configuration is one (headless addition).
        public var headlessListContentConfiguration: UIListContentConfiguration? {
            configurations.content as? UIListContentConfiguration
        }
    }
#endif
