#if !canImport(UIKit)
    import Foundation

    /// A reusable view for a section's header or footer.
    @preconcurrency @MainActor
    open class UITableViewHeaderFooterView: UIView {
        /// The identifier the table uses to reuse this view.
        open internal(set) var reuseIdentifier: String?

        /// The view custom content goes in.
        public let contentView = UIView()

        /// The main label (created on first use).
        open private(set) lazy var textLabel: UILabel? = makeLabel()

        /// The secondary label (created on first use).
        open private(set) lazy var detailTextLabel: UILabel? = makeLabel()

        /// The view behind the content.
        open var backgroundView: UIView?

        /// The content and background configurations and the update handler the view stores.
        var configurations = HeaderFooterConfigurations()

        /// The view's state for its configurations; headlessly every flag is off.
        open var configurationState: UIViewConfigurationState { UIViewConfigurationState() }

        /// Asks the view to update its configurations; headlessly the update runs at once.
        open func setNeedsUpdateConfiguration() {
            updateConfiguration(using: configurationState)
        }

        /// Updates the configurations for a state; the base implementation runs `configurationUpdateHandler`.
        open func updateConfiguration(using state: UIViewConfigurationState) {
            configurations.updateHandler?(self, state)
        }

        /// Creates a header or footer view with a reuse identifier.
        public init(reuseIdentifier: String?) {
            self.reuseIdentifier = reuseIdentifier
            super.init(frame: .zero)
            contentView.fillsSuperviewInAutoLayout = true
            addSubview(contentView)
        }

        /// Creates a view without a reuse identifier and gives it the frame.
        public override convenience init(frame: CGRect) {
            self.init(reuseIdentifier: nil)
            self.frame = frame
        }

        /// Creates a view for a reuse identifier; the headless table creates registered classes
        /// through this initializer (headless addition). It calls `init(reuseIdentifier:)`, so a
        /// subclass's override of that initializer runs.
        public required convenience init(headlessReuseIdentifier: String) {
            self.init(reuseIdentifier: headlessReuseIdentifier)
        }

        /// Archives are not supported headlessly; this returns `nil`.
        public required init?(coder: NSCoder) {
            return nil
        }

        /// Resets state before the table hands the view out again; overrides must call `super`.
        open func prepareForReuse() {}

        private func makeLabel() -> UILabel {
            let label = UILabel(frame: .zero)
            contentView.addSubview(label)
            return label
        }
    }
#endif
